import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parse as parseYaml, stringify as stringifyYaml } from "yaml";
import { compileCourseDirectory, problemText } from "../../scripts/course/course-files.mjs";
import type { Course } from "~/course/course-types";

const contentDir = path.resolve(import.meta.dirname, "../../content/course");
type Compiled = { course: Course | null; problems: string[] };
/** A folder compiled, each problem as the build prints it (its file under the folder, then the sentence). */
const compile = (dir: string) => {
  const compiled = compileCourseDirectory(dir);
  return { ...compiled, problems: compiled.problems.map((problem) => problemText(problem)) } as unknown as Compiled;
};
/** The real content, compiled once for every test that reads it. */
const real = compile(contentDir) as Compiled & { outline: { gaps: unknown[] } };

describe("the course content in the repository", () => {
  const { course, problems } = real;

  it("compiles without a single problem", () => {
    expect(problems).toEqual([]);
    expect(course).not.toBeNull();
  });

  it("has the six modules, module 1 complete (6 lessons or more) and a lesson in each of the others, in both languages", () => {
    const modules = course!.modules;
    expect(modules.map((module) => module.id)).toEqual([
      "m1-insurance-basics",
      "m2-life-insurance",
      "m3-annuities",
      "m4-health-insurance",
      "m5-florida-law-and-ethics",
      "m6-exam-review",
    ]);
    expect(modules.map((module) => module.hours)).toEqual([6, 15, 9, 14, 10, 6]);
    expect(modules[0]!.lessons.length).toBeGreaterThanOrEqual(6);
    for (const module of modules) expect(module.lessons.length).toBeGreaterThanOrEqual(1);
    for (const lesson of Object.values(course!.lessons)) {
      expect(lesson.es.screens.length).toBe(lesson.en.screens.length);
      expect(lesson.en.sources.length).toBeGreaterThan(0);
    }
  });

  it("has a bank of at least 150 questions, each with its answer, explanation, topic and source in both languages", () => {
    const questions = Object.values(course!.questions);
    expect(questions.length).toBeGreaterThanOrEqual(150);
    for (const question of questions) {
      for (const language of ["en", "es"] as const) {
        expect(question[language].choices).toHaveLength(4);
        expect(question[language].explanation.length).toBeGreaterThan(20);
        expect(question[language].source.length).toBeGreaterThan(5);
      }
    }
  });

  it("says in one place whether it is sample content, in both languages", () => {
    expect(course!.sample.isSample).toBe(true);
    expect(course!.sample.note.en).toMatch(/sample/i);
    expect(course!.sample.note.es).toMatch(/muestra/i);
  });

  it("renders lessons without raw HTML or scripts, and links out only with rel=noopener", () => {
    for (const lesson of Object.values(course!.lessons)) {
      for (const screen of [...lesson.en.screens, ...lesson.es.screens]) {
        expect(screen.html).not.toMatch(/<script|<iframe|<img|on\w+=/i);
        for (const link of screen.html.matchAll(/<a [^>]*>/g))
          expect(link[0]).toMatch(/href="(\/[a-z0-9/._~-]*|https?:\/\/[^"]+)"( rel="noopener noreferrer")?/);
      }
    }
  });
});

// Each test compiles a changed copy of the whole course (a second or so, more on a busy machine).
describe("the compiler refuses what would mislead a student", { timeout: 30_000 }, () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  // Each test compiles the whole course synchronously (seconds); a macrotask between tests lets the
  // worker answer vitest's messages, which microtask-only gaps would starve past their 60 s timeout.
  beforeEach(() => new Promise((resolve) => setTimeout(resolve, 0)));

  /** A copy of the real content with one change applied, compiled. */
  function compileChanged(change: (root: string) => void): string[] {
    dir = mkdtempSync(path.join(tmpdir(), "course-content-"));
    cpSync(contentDir, dir, { recursive: true });
    change(dir);
    return compile(dir).problems;
  }
  const edit = (file: string, from: string | RegExp, to: string | ((match: string, ...groups: string[]) => string)) =>
    writeFileSync(file, readFileSync(file, "utf8").replace(from, to as string));
  const lesson = (root: string, language: string) => path.join(root, "m1-insurance-basics", `02-insurable-interest.${language}.md`);
  const bank = (root: string, language: string) => path.join(root, "questions", `m1-insurance-basics.${language}.yaml`);

  it("a lesson without its Spanish twin", () => {
    const problems = compileChanged((root) => unlinkSync(lesson(root, "es")));
    expect(problems).toEqual(expect.arrayContaining([expect.stringMatching(/02-insurable-interest\.en\.md: has no es twin/)]));
  });

  it("a question without an explanation", () => {
    const problems = compileChanged((root) => {
      const questions = parseYaml(readFileSync(bank(root, "en"), "utf8")) as Array<Record<string, unknown>>;
      delete questions.find((question) => question.id === "m1-q003")!.explanation;
      writeFileSync(bank(root, "en"), stringifyYaml(questions));
    });
    expect(problems).toEqual([expect.stringMatching(/m1-insurance-basics\.en\.yaml: m1-q003: needs an explanation/)]);
  });

  it("a broken link to another lesson, a link to a non-web address, raw HTML and an image", () => {
    const problems = compileChanged((root) =>
      edit(
        lesson(root, "en"),
        "## Why insurable interest matters\n",
        "## Why insurable interest matters\n\nSee [this](lesson:m1-99-nowhere), [that](javascript:alert(1)), <b>bold</b> and ![x](https://example.com/x.png).\n",
      ),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/raw HTML is not allowed/),
        expect.stringMatching(/images are not allowed/),
        expect.stringMatching(/link "javascript:alert\(1\)"/),
        expect.stringMatching(/links to lesson:m1-99-nowhere, which does not exist/),
      ]),
    );
  });

  it("twins that disagree: another answer, another number of screens", () => {
    const problems = compileChanged((root) => {
      edit(bank(root, "es"), /(id: m1-q001[\s\S]*?answer: )\d/, "$13");
      edit(lesson(root, "es"), /(\n## [^\n]+\n[\s\S]*?)\n## [^\n]+\n/, "$1\n");
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/m1-q001: answer differs from the English twin/),
        expect.stringMatching(/has \d+ screens; the English twin has \d+/),
      ]),
    );
  });

  it("a quiz naming a question that does not exist, an unknown glossary term or topic, no source", () => {
    const problems = compileChanged((root) => {
      edit(lesson(root, "en"), /quiz: \[m1-q007/, "quiz: [m1-q999");
      edit(lesson(root, "en"), /glossary: \[/, "glossary: [no-such-term, ");
      edit(lesson(root, "en"), /topics: \[insurable-interest\]/, "topics: [astrology]");
      edit(lesson(root, "en"), /sources:\n(  - [\s\S]*?)\n---/, "sources: []\n---");
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/quiz question m1-q999 is not in the question bank/),
        expect.stringMatching(/glossary term no-such-term is not in glossary\.yaml/),
        expect.stringMatching(/topic astrology is not a topic of m1-insurance-basics/),
        expect.stringMatching(/cites no source/),
      ]),
    );
  });

  it("an 'all of the above' choice, and a second preview lesson", () => {
    const problems = compileChanged((root) => {
      edit(bank(root, "en"), /(id: m1-q002[\s\S]*?choices:\n\s+- )"[^"]*"/, '$1"All of the above"');
      edit(lesson(root, "en"), "preview: false", "preview: true");
      edit(lesson(root, "es"), "preview: false", "preview: true");
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/m1-q002: no "all\/none of the above" choices/),
        expect.stringMatching(/exactly one lesson must be the preview.*found 2/),
      ]),
    );
  });

  it("a bank that cannot always supply the comprehensive exam, or practice exams, outside what quizzes and practice show (docs/decisions/070)", () => {
    const courseFile = (root: string) => path.join(root, "course.yaml");
    const tooBigFinal = compileChanged((root) => edit(courseFile(root), /(comprehensiveExam:\n\s+questions: )\d+/, "$19999"));
    // (An exam that size also shows whole topic pools: decision 093's own test covers that.)
    const besidesPools = (problems: string[]) => problems.filter((problem) => !/every sitting would show the whole pool/.test(problem));
    expect(besidesPools(tooBigFinal)).toEqual([
      expect.stringMatching(
        /course\.yaml: the comprehensive exam can always draw only \d+ of its 9999 questions from questions no quiz or practice exam shows/,
      ),
    ]);
    const tooBigPractice = compileChanged((root) => edit(courseFile(root), /(practiceExam:\n\s+count: \d+\n\s+questions: )\d+/, "$19999"));
    expect(besidesPools(tooBigPractice)).toEqual([
      expect.stringMatching(/course\.yaml: practice exams have \d+ questions outside the graded reserve, fewer than the 9999 of a practice exam/),
    ]);
  });

  /** Rewrites a bank file through its YAML: `change` gets every question and may alter them. */
  const changeBank = (file: string, change: (questions: Array<Record<string, unknown> & { choices: string[]; answer: number; id: string }>) => void) => {
    const questions = parseYaml(readFileSync(file, "utf8")) as Array<Record<string, unknown> & { choices: string[]; answer: number; id: string }>;
    change(questions);
    writeFileSync(file, stringifyYaml(questions));
  };

  it("a bank whose correct choice is the single longest too often, in either language (docs/decisions/090)", () => {
    const problems = compileChanged((root) =>
      changeBank(bank(root, "es"), (questions) => {
        for (const question of questions.slice(0, Math.ceil(questions.length * 0.4)))
          question.choices[question.answer] = `${question.choices[question.answer]}, según la ley y el contrato vigentes`;
      }),
    );
    // (The longer answers may also bring two questions' answers close: only the length rule is this test's.)
    expect(problems.filter((problem) => !/ask the same thing in other words/.test(problem))).toEqual([
      expect.stringMatching(/questions: m1-insurance-basics \(es\): the correct choice is the single longest in \d+ of \d+ questions \(\d+ %\); at most 30 %/),
    ]);
  });

  it("answer positions out of balance (docs/decisions/090)", () => {
    const problems = compileChanged((root) => {
      for (const language of ["en", "es"]) {
        changeBank(bank(root, language), (questions) => {
          // Twenty answers moved to A, their choices swapped so that each stays right.
          for (const question of questions.filter((each) => each.answer !== 0).slice(0, 20)) {
            [question.choices[0], question.choices[question.answer]] = [question.choices[question.answer]!, question.choices[0]!];
            question.answer = 0;
          }
        });
      }
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/questions: m1-insurance-basics: A is the answer of \d+ of \d+ questions \(\d+ %\); each position holds 15 % to 35 %/),
      ]),
    );
  });

  it("the same question twice in other words, and a topic exams draw that no lesson teaches (docs/decisions/090)", () => {
    const problems = compileChanged((root) => {
      for (const language of ["en", "es"]) {
        changeBank(bank(root, language), (questions) => {
          const copy = { ...questions.find((question) => question.id === "m1-q003")!, id: "m1-q098" };
          delete (copy as Record<string, unknown>).lesson;
          questions.push(copy);
        });
      }
      // Every lesson that names the topic stops naming it.
      for (const file of readdirSync(path.join(root, "m1-insurance-basics")).map((name) => path.join(root, "m1-insurance-basics", name))) {
        edit(
          file,
          /^topics: \[(.*)\]$/m,
          (_, topics: string) =>
            `topics: [${topics
              .split(", ")
              .map((topic) => (topic === "insurable-interest" ? "risk-and-loss" : topic))
              .filter((topic, index, all) => all.indexOf(topic) === index)
              .join(", ")}]`,
        );
      }
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/m1-q003 and m1-q098 \(en\) ask the same thing in other words/),
        expect.stringMatching(/m1-insurance-basics\/insurable-interest is drawn by exams but no lesson teaches it/),
      ]),
    );
  });

  it("a seat time written by hand, hours padded with activities, and a course not marked sample that enforces less than it declares (docs/decisions/089)", () => {
    const handWritten = compileChanged((root) => edit(lesson(root, "en"), "preview: false", "preview: false\nscreenMinimumSeconds: 120"));
    expect(handWritten).toEqual([expect.stringMatching(/02-insurable-interest\.en\.md: screenMinimumSeconds is computed from each screen's content now/)]);

    const padded = compileChanged((root) => {
      // A worked example on every screen of every lesson of module 6, each of a few words: time without teaching.
      const moduleDir = path.join(root, "m6-exam-review");
      for (const [language, heading] of [
        ["en", "Worked example"],
        ["es", "Ejemplo práctico"],
      ]) {
        for (const name of readdirSync(moduleDir).filter((each) => each.endsWith(`.${language}.md`))) {
          const file = path.join(moduleDir, name);
          const text = readFileSync(file, "utf8").replace(
            /\n## ([^\n]+)\n[\s\S]*?(?=\n## |$)/g,
            (_, title: string) => `\n## ${title}\n\n### ${heading}\n\nShort.\n`,
          );
          writeFileSync(file, text);
        }
      }
    });
    expect(padded).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /m6-exam-review enforces \d+ minutes for \d+ words of lesson text \(\d+ a minute\): hours are earned by teaching, at least 30 words per enforced minute/,
        ),
      ]),
    );

    const forCredit = (root: string) => edit(path.join(root, "course.yaml"), "isSample: true", "isSample: false");
    // The real content offered for credit: a problem for each module its lessons leave short of its
    // hours, for ethics hours short, and for each outline point not taught and tested; no other.
    const notSample = compileChanged(forCredit);
    const short = real.course!.modules.filter((module) => module.enforcedSeconds < module.hours * 3600);
    const ethicsShort = real.course!.modules.filter((module) => module.ethicsHours > 0 && module.ethicsSeconds < module.ethicsHours * 3600);
    const shortModules = notSample.filter((problem) => /declares \d+ hours but its lessons enforce/.test(problem));
    const shortEthics = notSample.filter((problem) => /hours of ethics but its ethics lessons enforce/.test(problem));
    const gaps = notSample.filter((problem) => /outline point [a-z0-9-]+ .* a course offered for credit teaches and tests every point/.test(problem));
    expect(shortModules).toHaveLength(short.length);
    expect(shortEthics).toHaveLength(ethicsShort.length);
    expect(gaps).toHaveLength(real.outline.gaps.length);
    expect(notSample).toHaveLength(shortModules.length + shortEthics.length + gaps.length);

    // A course for credit that loses a lesson of module 6, and the ethics mark of one of module 5's
    // ethics lessons, is refused on both counts.
    const shortened = compileChanged((root) => {
      forCredit(root);
      const review = path.join(root, "m6-exam-review");
      for (const name of readdirSync(review).filter((file) => file.startsWith("06-"))) unlinkSync(path.join(review, name));
      const law = path.join(root, "m5-florida-law-and-ethics");
      for (const name of readdirSync(law).filter((file) => file.startsWith("12-"))) edit(path.join(law, name), "ethics: true\n", "");
    });
    expect(shortened).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /course\.yaml: m6-exam-review declares 6 hours but its lessons enforce \d+ h \d+ min: write the lessons, or mark the course sample/,
        ),
        expect.stringMatching(/course\.yaml: m5-florida-law-and-ethics declares 3 hours of ethics but its ethics lessons enforce \d+ h \d+ min/),
      ]),
    );
  });

  it("a lesson or a question that names no point of the exam's outline, or one the outline lacks, and twins that disagree (docs/decisions/091)", () => {
    const problems = compileChanged((root) => {
      edit(lesson(root, "en"), /\noutline: \[[^\]]*\]/, "");
      edit(lesson(root, "es"), /\noutline: \[([^\]]*)\]/, "\noutline: [$1, astrology]");
      edit(bank(root, "en"), /(id: m1-q003\n(?:.*\n)*?)  outline: [a-z0-9-]+\n/, "$1");
      edit(bank(root, "en"), /(id: m1-q004\n(?:.*\n)*?  outline: )[a-z0-9-]+/, "$1palmistry");
      edit(bank(root, "es"), /(id: m1-q005\n(?:.*\n)*?  outline: )[a-z0-9-]+/, "$1life-term");
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/02-insurable-interest\.en\.md: names no point of the exam's outline/),
        expect.stringMatching(/02-insurable-interest\.es\.md: outline point astrology is not in outline\.yaml/),
        expect.stringMatching(/02-insurable-interest\.es\.md: outline differs from the English twin/),
        expect.stringMatching(/m1-insurance-basics\.en\.yaml: m1-q003: outline must name the one point of content\/course\/outline\.yaml the question tests$/),
        expect.stringMatching(/m1-insurance-basics\.en\.yaml: m1-q004: outline must name .* \(palmistry is not one\)/),
        expect.stringMatching(/m1-insurance-basics\.es\.yaml: m1-q005: outline differs from the English twin/),
      ]),
    );
  });

  it("an outline point no lesson teaches and no question tests: listed for a sample course, refused for one offered for credit (docs/decisions/091)", () => {
    const addPoint = (root: string) =>
      edit(
        path.join(root, "outline.yaml"),
        /(\n    points:\n)/,
        '$1      - { id: astrology-basics, outline: "X.1", title: { en: "Astrology", es: "Astrología" } }\n',
      );
    expect(compileChanged(addPoint)).toEqual([]);
    const forCredit = compileChanged((root) => {
      addPoint(root);
      edit(path.join(root, "course.yaml"), "isSample: true", "isSample: false");
    });
    expect(forCredit).toEqual(
      expect.arrayContaining([expect.stringMatching(/outline\.yaml: outline point astrology-basics \(X\.1\) has 0 lessons and 0 questions/)]),
    );
  });

  it("a Spanish text that uses a term the course's terminology list avoids, wherever it is (docs/decisions/092)", () => {
    const problems = compileChanged((root) => {
      edit(lesson(root, "es"), "## Resumen", "Según la sección 627.404, el torcimiento está prohibido.\n\n## Resumen");
      edit(bank(root, "es"), /(id: m1-q002\n(?:.*\n)*?  explanation: ")/, "$1El titular de la póliza decide. ");
      edit(path.join(root, "glossary.yaml"), /(es: \{ term: "Aceptación", definition: ")/, "$1Lo que dice la Ley de Cuidado de Salud Asequible. ");
      // English text is not held to the Spanish list.
      edit(lesson(root, "en"), "## Summary", "Section 627.404 forbids twisting.\n\n## Summary");
    });
    expect(problems).toEqual([
      expect.stringMatching(/m1-insurance-basics\/02-insurable-interest\.es\.md:\d+: "sección" — the course says "artículo"/),
      expect.stringMatching(
        /m1-insurance-basics\/02-insurable-interest\.es\.md:\d+: "torcimiento" — the course says "twisting \(reemplazo inducido con engaño\)"/,
      ),
      expect.stringMatching(/questions\/m1-insurance-basics\.es\.yaml:\d+: "titular de la póliza" — the course says "dueño de la póliza"/),
      expect.stringMatching(/glossary\.yaml:\d+: "Salud Asequible" — the course says "Ley de Cuidado de Salud a Bajo Precio"/),
    ]);
  });

  it("an exam that would show a topic's whole pool at every sitting (docs/decisions/093)", () => {
    const problems = compileChanged((root) => edit(path.join(root, "course.yaml"), /(moduleExam:\n\s+questions: )\d+/, "$1200"));
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /the module exam m1-insurance-basics \(200 questions\) draws up to \d+ on [a-z-]+, which has \d+ it may draw: every sitting would show the whole pool/,
        ),
      ]),
    );
    // The real content: every exam's share of every topic is smaller than what it may draw on it.
    for (const { share, pool } of (real as unknown as { exposure: { tightest: Array<{ share: number; pool: number }> } }).exposure.tightest) {
      expect(share).toBeLessThan(pool);
    }
  });

  it("ethics hours counted only from the ethics module's lessons marked ethics (docs/decisions/091)", () => {
    const problems = compileChanged((root) => {
      for (const language of ["en", "es"]) edit(lesson(root, language), "preview: false", "preview: false\nethics: true");
    });
    expect(problems).toEqual([
      expect.stringMatching(/02-insurable-interest\.en\.md: only lessons of m5-florida-law-and-ethics count toward the ethics hours/),
      expect.stringMatching(/02-insurable-interest\.es\.md: only lessons of m5-florida-law-and-ethics count toward the ethics hours/),
    ]);
    const course = real.course!;
    const lawModule = course.modules.find((module) => module.id === "m5-florida-law-and-ethics")!;
    const ethicsLessons = lawModule.lessons.filter((id) => course.lessons[id]!.ethics);
    expect(ethicsLessons.length).toBeGreaterThan(0);
    expect(lawModule.ethicsSeconds).toBe(ethicsLessons.reduce((sum, id) => sum + course.lessons[id]!.minimumSeconds.reduce((a, b) => a + b, 0), 0));
  });

  it("keeps a graded reserve that no quiz asks, large enough for the comprehensive exam", () => {
    const course = real.course!;
    const quizzed = new Set(Object.values(course.lessons).flatMap((lesson) => lesson.quiz));
    const reserved = Object.values(course.questions).filter((question) => question.reserved);
    expect(reserved.filter((question) => quizzed.has(question.id))).toEqual([]);
    expect(reserved.length).toBeGreaterThanOrEqual(course.exams.comprehensiveExam.questions);
  });
});
