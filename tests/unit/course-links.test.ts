/**
 * Links from the lessons to the site (docs/decisions/086): the compiler writes each in the lesson's
 * language, and the build refuses one that would not open a page of the app, read from the route
 * table Remix builds. A lesson points to other course content only through such a link.
 */
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { localizePath, supportedLanguages } from "~/i18n/languages";
import type { Course } from "~/course/course-types";
import { languagePathPrefix, problemText } from "~/course/source/compile-course.js";
import { linksThatOpenNoPage as linkProblems } from "~/course/source/internal-links.js";
import { appRoutes } from "../../scripts/course/app-routes.mjs";
import { compileCourseDirectory } from "../../scripts/course/course-files.mjs";

const contentDir = path.resolve(import.meta.dirname, "../../content/course");
type Link = { file: string; language: "en" | "es"; written: string; path: string };
type Compiled = { course: Course | null; problems: string[]; internalLinks: Link[] };
/** A folder compiled, each problem as the build prints it (its file under the folder, then the sentence). */
const compile = (dir: string) => {
  const compiled = compileCourseDirectory(dir);
  return { ...compiled, problems: compiled.problems.map((problem) => problemText(problem)) } as unknown as Compiled;
};
const linksThatOpenNoPage = (...args: Parameters<typeof linkProblems>) => linkProblems(...args).map((problem) => problemText(problem));
const routes = await appRoutes();

describe("links in the course's lessons", () => {
  const { course, internalLinks } = compile(contentDir);

  it("lead a lesson: link to that lesson's first screen in the player, in the linking lesson's language", () => {
    let lessonLinks = 0;
    for (const lesson of Object.values(course!.lessons)) {
      for (const language of supportedLanguages) {
        for (const screen of lesson[language].screens) {
          for (const [, href] of screen.html.matchAll(/<a [^>]*href="(\/[^"]*)"/g)) {
            const target = Object.keys(course!.lessons).find((id) => href === localizePath(`/course/${id}/1`, language));
            expect(target, `${lesson.id} (${language}) links ${href}`).toBeDefined();
            lessonLinks += 1;
          }
        }
      }
    }
    expect(lessonLinks).toBe(internalLinks.length);
    expect(lessonLinks).toBeGreaterThan(0);
  });

  it("each open a page of the app, which the build checks against the routes Remix builds", () => {
    expect(routes.some((route) => route.id === "routes/_course+/($lang).course.$lessonId.$screen/route")).toBe(true);
    expect(linksThatOpenNoPage(internalLinks, course!, routes)).toEqual([]);
  });

  it("are written with the prefixes of the site's languages", () => {
    for (const language of supportedLanguages) expect(`${languagePathPrefix[language]}/course`).toBe(localizePath("/course", language));
  });

  it("are the only way a lesson points to other course content: no lesson names a module or a topic the build cannot check", () => {
    const pointers = /\b(module|módulo) \d\b|\bthis module's topic\b|\btema de este módulo\b|\bin detail\b|\ben detalle\b/i;
    for (const folder of readdirSync(contentDir).filter((name) => /^m\d-/.test(name))) {
      for (const name of readdirSync(path.join(contentDir, folder))) {
        const body = readFileSync(path.join(contentDir, folder, name), "utf8").replace(/^---[\s\S]*?\n---\n/, "");
        const lines = body.split("\n").filter((line) => pointers.test(line));
        expect(lines, `${folder}/${name}`).toEqual([]);
      }
    }
  });
});

// Each test compiles a changed copy of the whole course (a second or so, more on a busy machine).
describe("the build refuses a link that would not open a page", { timeout: 30_000 }, () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  // Each test compiles the whole course synchronously (seconds); a macrotask between tests lets the
  // worker answer vitest's messages, which microtask-only gaps would starve past their 60 s timeout.
  beforeEach(() => new Promise((resolve) => setTimeout(resolve, 0)));

  it("every link, when the route the compiler writes them for is gone", () => {
    const { course, internalLinks } = compile(contentDir);
    const withoutPlayer = routes.filter((route) => route.id !== "routes/_course+/($lang).course.$lessonId.$screen/route");
    const problems = linksThatOpenNoPage(internalLinks, course!, withoutPlayer);
    expect(problems).toHaveLength(internalLinks.length);
    for (const problem of problems)
      expect(problem).toMatch(/\.(en|es)\.md: link "lesson:[a-z0-9-]+" leads to \/(es\/)?course\/[a-z0-9-]+\/1, which no route answers \(a 404\)$/);
  });

  it("the addresses lesson links had before (/course/lessons/<id>, the English path from Spanish lessons)", () => {
    const { course, internalLinks } = compile(contentDir);
    const asBefore = internalLinks.map((link) => ({ ...link, path: `/course/lessons/${link.written.slice("lesson:".length)}` }));
    const problems = linksThatOpenNoPage(asBefore, course!, routes);
    expect(problems).toHaveLength(internalLinks.length);
    for (const problem of problems) {
      expect(problem).toMatch(/\.en\.md: .*, and the course has no lesson "lessons"$|\.es\.md: .*, which is not in the lesson's language \(es\)$/);
    }
  });

  it("a site path no page answers, a resource route, a value the course does not have, another language's path", () => {
    dir = mkdtempSync(path.join(tmpdir(), "course-links-"));
    cpSync(contentDir, dir, { recursive: true });
    const lesson = (language: string) => path.join(dir, "m1-insurance-basics", `02-insurable-interest.${language}.md`);
    const addToFirstScreen = (language: string, heading: string, text: string) =>
      writeFileSync(lesson(language), readFileSync(lesson(language), "utf8").replace(`## ${heading}\n`, `## ${heading}\n\n${text}\n`));
    addToFirstScreen("en", "Why insurable interest matters", "See [up](/course/../admin).");
    expect(compile(dir).problems).toEqual([expect.stringMatching(/02-insurable-interest\.en\.md: link "\/course\/\.\.\/admin": use an http\(s\) address/)]);

    cpSync(contentDir, dir, { recursive: true });
    const links = [
      "[the glossary](/course/glossary)",
      "[nowhere](/course/nowhere)",
      "[the clock](/course/heartbeat)",
      "[a certificate](/certificates/ffa-abcd-2026-0001)",
      "[screen 99](/course/m1-02-insurable-interest/99)",
      "[in Spanish](/es/about)",
    ];
    addToFirstScreen("en", "Why insurable interest matters", `See ${links.join(", ")}.`);
    addToFirstScreen("es", "Por qué importa el interés asegurable", "Vea [el glosario](/course/glossary).");
    const { course, problems, internalLinks } = compile(dir);
    expect(problems).toEqual([]);
    expect(linksThatOpenNoPage(internalLinks, course!, routes)).toEqual([
      expect.stringMatching(/link "\/course\/nowhere" leads to \/course\/nowhere, which no route answers \(a 404\)$/),
      expect.stringMatching(/link "\/course\/heartbeat" leads to \/course\/heartbeat, which is not a page/),
      expect.stringMatching(/link "\/certificates\/ffa-abcd-2026-0001" .* whose code "ffa-abcd-2026-0001" the build cannot check/),
      expect.stringMatching(/link "\/course\/m1-02-insurable-interest\/99" .* has no screen "99"$/),
      expect.stringMatching(/link "\/es\/about" leads to \/es\/about, which is not in the lesson's language \(en\)$/),
    ]);
    // A site path is written without the language: the compiler writes each lesson's in its own.
    const glossaryLinks = internalLinks.filter((link) => link.written === "/course/glossary");
    expect(glossaryLinks.map((link) => [link.language, link.path])).toEqual([
      ["en", "/course/glossary"],
      ["es", "/es/course/glossary"],
    ]);
  });
});
