/**
 * The course compiler in the Worker: the course studio's publish runs every rule the build runs
 * (scripts/build-course.mjs) over the whole course with the edited files in place, from the same code
 * (app/course/source/compile-course.js), the check of the lessons' links to the site included, against
 * the route table the build wrote (app/course/compiled/routes.js). Server-only: it holds the Markdown and
 * YAML parsers, which no page sends to a browser.
 */
import { appRoutes } from "../compiled/routes.js";
import type { Course } from "../course-types";
import { compileCourse, courseHoursOf, type CourseHours, type CourseProblem } from "./compile-course.js";

export type { CourseProblem, ProblemRule } from "./compile-course.js";

export type CompileSourcesResult = { ok: true; course: Course; courseJson: string; hoursFigures: CourseHours } | { ok: false; problems: CourseProblem[] };

/**
 * Compiles the course from its files (each path under content/course, e.g. "course.yaml",
 * "m1-insurance-basics/02-insurable-interest.en.md", "questions/m1-insurance-basics.es.yaml", to its
 * text): the compiled course, its JSON as the build writes it to course.js and the figures of hours.js;
 * or every problem, each with its rule's code (studioRules.<code> names it in the editor's language),
 * its file and the build's English sentence.
 */
export function compileSources(files: Readonly<Record<string, string>>): CompileSourcesResult {
  let compiled;
  try {
    compiled = compileCourse(files, { routes: appRoutes });
  } catch (error) {
    // A shape of YAML the rules do not foresee (a list where a text belongs, deep inside): refused as
    // a problem of the course, never an error page.
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, problems: [{ rule: "compiler-error", file: "", message: `the course could not be checked: ${reason}` }] };
  }
  if (compiled.course === null) return { ok: false, problems: compiled.problems };
  const { course } = compiled;
  return { ok: true, course, courseJson: JSON.stringify(course), hoursFigures: courseHoursOf(course) };
}
