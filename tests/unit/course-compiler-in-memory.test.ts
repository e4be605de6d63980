/**
 * The course compiler over files in memory (app/course/source/): the same compiler the build runs
 * (scripts/build-course.mjs reads content/course into the map) and the Worker runs for the course
 * studio (compileSources, over the published files with the edited ones in place). Each problem
 * carries the code of its rule and its file, and every code is named in both languages.
 */
import { createHash } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { parse as parseYaml, stringify as stringifyYaml } from "yaml";
import { courseJson } from "~/course/compiled/course.js";
import { courseHours } from "~/course/compiled/hours.js";
import { compileSources, type CompileSourcesResult, type CourseProblem } from "~/course/source/compile-in-worker.server";
import { problemRules } from "~/course/source/rules.js";
import { sha256Hex } from "~/course/source/sha256.js";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { readCourseFiles } from "../../scripts/course/course-files.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const sourceDir = path.join(root, "app/course/source");
/** The real content, read once: every test changes a copy of this map. */
const realFiles: Readonly<Record<string, string>> = readCourseFiles(path.join(root, "content/course"));
const lessonFile = (language: string) => `m1-insurance-basics/02-insurable-interest.${language}.md`;
const bankFile = (language: string) => `questions/m1-insurance-basics.${language}.yaml`;

/** The problems of a copy of the real content with `change` applied (the result must be a refusal). */
function problemsOf(change: (files: Record<string, string>) => void): CourseProblem[] {
  const files = { ...realFiles };
  change(files);
  const result = compileSources(files);
  if (result.ok) throw new Error("the changed course compiled");
  return result.problems;
}
const edit = (files: Record<string, string>, file: string, from: string | RegExp, to: string) => {
  const changed = files[file]!.replace(from, to);
  expect(changed, `${file} changed`).not.toBe(files[file]);
  files[file] = changed;
};

describe("the compiler over files in memory", { timeout: 30_000 }, () => {
  it("compiles the real content to exactly what the build wrote (course.js and hours.js)", () => {
    const result = compileSources(realFiles) as Extract<CompileSourcesResult, { ok: true }>;
    expect(result.ok).toBe(true);
    expect(result.courseJson).toBe(courseJson);
    expect(result.hoursFigures).toEqual(courseHours);
    expect(Object.keys(result.course.lessons).length).toBeGreaterThan(0);
  });

  it("reads no file: no module of app/course/source imports a Node built-in", () => {
    for (const name of readdirSync(sourceDir)) {
      const text = readFileSync(path.join(sourceDir, name), "utf8");
      expect(text, name).not.toMatch(/from "(node:)?(fs|path|crypto|url|os)"|require\(/);
    }
  });

  it("hashes as SHA-256 does, so the graded reserve is the one node:crypto chose", () => {
    for (const text of ["", "abc", "m1-q001", "x".repeat(55), "y".repeat(56), "z".repeat(64), "m2-q318", "é 漢字 🙂".repeat(20)]) {
      expect(sha256Hex(text)).toBe(createHash("sha256").update(text).digest("hex"));
    }
  });
});

describe("every rule the compiler checks", () => {
  /** Every rule code written in the compiler's modules (and the Worker's entry): each report names one. */
  const codesInSource = new Set(
    readdirSync(sourceDir)
      .filter((name) => /\.(js|ts)$/.test(name) && !name.endsWith(".d.ts") && name !== "rules.js")
      .flatMap((name) => {
        const text = readFileSync(path.join(sourceDir, name), "utf8");
        return [
          ...text.matchAll(/\b(?:report|problem|refuse)\(\s*"([a-z-]+)"/g),
          ...text.matchAll(/\brule: "([a-z-]+)"/g),
          ...text.matchAll(/\? "([a-z-]+)" : "([a-z-]+)"/g),
        ].flatMap((match) => match.slice(1).filter((code): code is string => code !== undefined));
      }),
  );

  it("is listed in app/course/source/rules.js, and every code listed is one the compiler reports", () => {
    expect([...codesInSource].sort()).toEqual([...problemRules].sort());
  });

  it("has a short name in English and in Spanish (studioRules in app/locales)", () => {
    for (const code of problemRules) {
      expect(en.studioRules[code]?.trim(), `en ${code}`).toBeTruthy();
      expect(es.studioRules[code]?.trim(), `es ${code}`).toBeTruthy();
      expect(es.studioRules[code], `es ${code} is translated`).not.toBe(en.studioRules[code]);
    }
    expect(Object.keys(en.studioRules).sort()).toEqual([...problemRules].sort());
  });
});

// Each test compiles a changed copy of the whole course (a second or so, more on a busy machine).
describe("a changed copy of the course is refused with the rule and the file", { timeout: 30_000 }, () => {
  // Each compile is synchronous (seconds): a macrotask between tests lets vitest's worker answer its messages.
  beforeEach(() => new Promise((resolve) => setTimeout(resolve, 0)));

  it("a lesson without its Spanish twin", () => {
    const problems = problemsOf((files) => delete files[lessonFile("es")]);
    expect(problems).toContainEqual({
      rule: "missing-twin",
      file: lessonFile("en"),
      message: "has no es twin (02-insurable-interest.es.md)",
    });
  });

  it("a question without an explanation, and one whose Spanish twin gives another answer", () => {
    const problems = problemsOf((files) => {
      const questions = parseYaml(files[bankFile("en")]!) as Array<Record<string, unknown>>;
      delete questions.find((question) => question.id === "m1-q003")!.explanation;
      files[bankFile("en")] = stringifyYaml(questions);
      edit(files, bankFile("es"), /(id: m1-q001[\s\S]*?answer: )\d/, "$13");
    });
    expect(problems).toContainEqual({ rule: "no-explanation", file: bankFile("en"), message: "m1-q003: needs an explanation" });
    expect(problems).toContainEqual(
      expect.objectContaining({ rule: "twin-differs", file: bankFile("es"), message: expect.stringMatching(/^m1-q001: answer differs/) }),
    );
  });

  it("a lesson that cites no source, and one whose file name breaks the pattern", () => {
    const problems = problemsOf((files) => {
      edit(files, lessonFile("en"), /sources:\n(  - [\s\S]*?)\n---/, "sources: []\n---");
      files["m1-insurance-basics/Notes.md"] = "# notes\n";
    });
    expect(problems).toContainEqual({ rule: "no-source", file: lessonFile("en"), message: "cites no source" });
    expect(problems).toContainEqual(expect.objectContaining({ rule: "lesson-file-name", file: "m1-insurance-basics/Notes.md" }));
  });

  it("a link to a page the site does not have, checked against the route table the build wrote", () => {
    const problems = problemsOf((files) =>
      edit(
        files,
        lessonFile("en"),
        "## Why insurable interest matters\n",
        "## Why insurable interest matters\n\nSee [nowhere](/course/nowhere) and [in Spanish](/es/about).\n",
      ),
    );
    expect(problems).toEqual([
      { rule: "link-no-page", file: lessonFile("en"), message: 'link "/course/nowhere" leads to /course/nowhere, which no route answers (a 404)' },
      { rule: "link-language", file: lessonFile("en"), message: `link "/es/about" leads to /es/about, which is not in the lesson's language (en)` },
    ]);
  });

  it("a Spanish text with a term the course avoids, with its line", () => {
    const problems = problemsOf((files) => edit(files, lessonFile("es"), "## Resumen", "El torcimiento está prohibido.\n\n## Resumen"));
    const line = realFiles[lessonFile("es")]!.split("\n").findIndex((text) => text.startsWith("## Resumen")) + 1;
    expect(problems).toEqual([
      {
        rule: "terminology",
        file: lessonFile("es"),
        line,
        message: expect.stringMatching(/^"torcimiento" — the course says "twisting/),
      },
    ]);
  });

  it("a bank whose correct choice is the single longest too often (an item-writing rule, on the banks)", () => {
    const problems = problemsOf((files) => {
      const questions = parseYaml(files[bankFile("es")]!) as Array<{ choices: string[]; answer: number }>;
      for (const question of questions.slice(0, Math.ceil(questions.length * 0.4)))
        question.choices[question.answer] = `${question.choices[question.answer]}, según la ley y el contrato vigentes`;
      files[bankFile("es")] = stringifyYaml(questions);
    });
    expect(problems.filter((problem) => problem.rule !== "item-near-duplicate")).toEqual([
      {
        rule: "item-longest-choice",
        file: "questions",
        message: expect.stringMatching(/^m1-insurance-basics \(es\): the correct choice is the single longest/),
      },
    ]);
  });

  it("a course.yaml that is not YAML, or that leaves out what the exams need, with no error page", () => {
    expect(problemsOf((files) => (files["course.yaml"] = "id: [unclosed\n"))).toEqual([
      { rule: "invalid-yaml", file: "course.yaml", message: expect.stringMatching(/^is not valid YAML: /) },
    ]);
    const withoutExams = problemsOf((files) => edit(files, "course.yaml", /\nexams:\n(?: .*\n)*/, "\nexams: { passingPercent: 70 }\n"));
    expect(withoutExams.filter((problem) => problem.rule === "exam-settings").map((problem) => problem.message)).toEqual([
      "exams.moduleExam needs questions (a whole number above 0) and appliesTo (a list of modules)",
      "exams.practiceExam needs questions (a whole number above 0) and drawnFrom (a list of modules)",
      "exams.comprehensiveExam needs questions (a whole number above 0) and drawnFrom (a list of modules)",
    ]);
    expect(problemsOf((files) => delete files["glossary.yaml"])).toContainEqual({ rule: "missing-file", file: "glossary.yaml", message: "is missing" });
  });
});
