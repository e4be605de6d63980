/**
 * The compiled course, as app/course/source/compile-course.js makes it from content/course/. Types
 * only (client-safe); the data itself is read on the server (app/course/course.server.ts), since a
 * question carries its correct answer.
 */
import type { Language } from "~/i18n/languages";

export type Localized<T> = Record<Language, T>;

export type CourseTopic = { id: string; title: Localized<string>; weight: number };

export type CourseModule = {
  id: string;
  shortId: string;
  order: number;
  /** The hours course.yaml declares for the module. */
  hours: number;
  /** The seat time its lessons enforce: the sum of every screen's minimum (docs/decisions/089). */
  enforcedSeconds: number;
  /** Its lesson text, in words (the shorter language of each screen). */
  words: number;
  /** The ethics hours course.yaml declares for it (0 but in the module that holds the state's ethics hours). */
  ethicsHours: number;
  /** The seat time its lessons marked `ethics: true` enforce. */
  ethicsSeconds: number;
  title: Localized<string>;
  description: Localized<string>;
  topics: CourseTopic[];
  /** Lesson ids, in order. */
  lessons: string[];
};

export type CourseSource = { title: string; url: string };
export type LessonScreen = { heading: string; html: string };

export type CourseLesson = {
  id: string;
  module: string;
  order: number;
  preview: boolean;
  /** Counts toward the ethics hours the state requires. */
  ethics: boolean;
  /** Each screen's minimum seat time, from its words and activities, the same in both languages (docs/decisions/089). */
  minimumSeconds: number[];
  words: number;
  topics: string[];
  /** The points of the state examination's outline it teaches (content/course/outline.yaml; docs/decisions/091). */
  outline: string[];
  glossary: string[];
  quiz: string[];
} & Localized<{ title: string; summary: string; sources: CourseSource[]; screens: LessonScreen[] }>;

export type CourseQuestion = {
  id: string;
  module: string;
  topic: string;
  /** The one point of the state examination's outline it tests (docs/decisions/091). */
  outline: string;
  lesson: string | null;
  /** The index of the correct choice: never sent to a browser before the answer is in. */
  answer: number;
  /** In the graded reserve: no quiz asks it and no practice exam draws it (docs/decisions/070). */
  reserved: boolean;
} & Localized<{ question: string; choices: string[]; explanation: string; source: string }>;

export type GlossaryTerm = { id: string; source: string | null } & Localized<{ term: string; definition: string }>;

export type ExamRules = { questions: number; minutes: number };

export type Course = {
  id: string;
  title: Localized<string>;
  sample: { isSample: boolean; note: Localized<string> };
  requirement: { hours: number; ethicsHours: number; statute: string; text: Localized<string> };
  exams: {
    passingPercent: number;
    moduleExam: ExamRules & { appliesTo: string[] };
    practiceExam: ExamRules & { count: number; drawnFrom: string[] };
    comprehensiveExam: ExamRules & { drawnFrom: string[] };
  };
  sources: CourseSource[];
  modules: CourseModule[];
  /** What all the lessons enforce together. */
  enforcedSeconds: number;
  lessons: Record<string, CourseLesson>;
  questions: Record<string, CourseQuestion>;
  glossary: GlossaryTerm[];
};
