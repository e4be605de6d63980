import type { Language } from "../../i18n/languages";
// Types of the course compiler (compile-course.js, a plain ES module the build's Node scripts import too).
import type { Course } from "../course-types";
import type { courseHours } from "../compiled/hours.js";
import type { problemRules } from "./rules.js";

/** The code of a rule the compiler checks: the studio names it in the editor's language (studioRules.<code>). */
export type ProblemRule = (typeof problemRules)[number];

/** One problem: the rule broken, where (a path under content/course, "" for the folder itself; a line when known), and an English sentence. */
export type CourseProblem = { rule: ProblemRule; file: string; line?: number; message: string };

/** A link from a lesson to the site, as written and as the compiler writes it in the lesson's language. */
export type InternalLink = { file: string; language: Language; written: string; path: string };

/** One route of the app's route table (app/course/compiled/routes.js). */
export type AppRoute = { id: string; path?: string; index?: boolean; parentId?: string; file: string };

export type CourseHours = typeof courseHours;

export type CompiledCourse =
  | { course: null; problems: CourseProblem[]; internalLinks?: InternalLink[] }
  | {
      course: Course;
      problems: [];
      internalLinks: InternalLink[];
      reserve: {
        reserved: Set<string>;
        supply: Array<{ name: string; size: number; alwaysDrawable: number }>;
        practicePool: number;
        practiceSize: number;
      };
      exposure: { problems: []; tightest: Array<{ exam: string; topic: string; share: number; pool: number }> };
      items: { banks: unknown[]; nearDuplicates: unknown[]; untaughtTopics: string[]; problems: [] };
      outline: { areas: unknown[]; gaps: Array<{ id: string; lessons: string[]; questions: string[] }>; pointCount: number };
    };

export declare const languages: readonly Language[];
export declare const languagePathPrefix: { en: ""; es: "/es" };

/** Compiles the course from its files (path under content/course → text); with `routes`, checks every link to the site too. */
export declare function compileCourse(files: Readonly<Record<string, string>>, options?: { routes?: ReadonlyArray<AppRoute> }): CompiledCourse;

/** What hours.js holds, from a compiled course. */
export declare function courseHoursOf(course: Course): CourseHours;

/** A problem as the build prints it: "<base>/<file>[:line]: <message>". */
export declare function problemText(problem: Pick<CourseProblem, "file" | "line" | "message">, base?: string): string;

/** "2 h 24 min". */
export declare function hoursOf(seconds: number): string;
