/**
 * The course, parsed from the compiled content on first use (docs/decisions/040), and the lookups
 * the player and the exams need. Server-only: questions carry their correct answers.
 */
import { courseJson } from "./compiled/course.js";
import type { Course, CourseLesson, CourseModule, CourseQuestion } from "./course-types";

let parsed: Course | undefined;
/** The published course when it is not this build's own (set by ./published.server.ts, per isolate). */
let published: Course | undefined;

/** The course students are served: the newest release's (docs/decisions/094), this build's until one differs. */
export function theCourse(): Course {
  if (published) return published;
  parsed ??= JSON.parse(courseJson) as Course;
  return parsed;
}

/** The build's own compiled course, whatever is published. */
export function bundledCourse(): Course {
  parsed ??= JSON.parse(courseJson) as Course;
  return parsed;
}

/** Serves `course` from now on in this isolate (undefined: the build's own). Only ./published.server.ts calls it. */
export function servePublishedCourse(course: Course | undefined): void {
  published = course;
  // One course in memory: the build's parse is dropped while another is served (read again if asked).
  if (course) parsed = undefined;
}

/** Every lesson in course order (module by module). */
export function lessonsInOrder(course: Course = theCourse()): CourseLesson[] {
  return course.modules.flatMap((module) => module.lessons.map((id) => course.lessons[id] as CourseLesson));
}

export function findLesson(lessonId: string, course: Course = theCourse()): CourseLesson | undefined {
  return Object.hasOwn(course.lessons, lessonId) ? course.lessons[lessonId] : undefined;
}

export function findModule(moduleId: string, course: Course = theCourse()): CourseModule | undefined {
  return course.modules.find((module) => module.id === moduleId);
}

export function findQuestion(questionId: string, course: Course = theCourse()): CourseQuestion | undefined {
  return Object.hasOwn(course.questions, questionId) ? course.questions[questionId] : undefined;
}

/** The lesson that comes after `lessonId` in the course, if any. */
export function lessonAfter(lessonId: string, course: Course = theCourse()): CourseLesson | undefined {
  const lessons = lessonsInOrder(course);
  const index = lessons.findIndex((lesson) => lesson.id === lessonId);
  return index >= 0 ? lessons[index + 1] : undefined;
}

/** The lesson open to anyone, which invites them to register. */
export function previewLesson(course: Course = theCourse()): CourseLesson {
  return lessonsInOrder(course).find((lesson) => lesson.preview) as CourseLesson;
}
