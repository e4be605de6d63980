/**
 * "Next" on a screen, as one rule of the study module: what may open, what comes next, and when the
 * next screen's clock starts (docs/decisions/041, 073 and 076). Everything it needs is read in one
 * D1 batch and everything it changes is written in one more: crediting the screen, and, in the same
 * batch, starting the next screen's clock only if the credit met the screen's minimum and the next
 * screen's module is one whose identity check the student has passed.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { courseScreenTime } from "../../db/schema";
import { clockFrom, clockQuery } from "./activity-clock.server";
import { lessonAfter } from "./course.server";
import type { CourseLesson } from "./course-types";
import { identityStanding, moduleScope, openCheckQuery, securityAnswersQuery, type IdentityStanding } from "~/course/identity-gate.server";
import { localizePath, type Language } from "~/i18n/languages";
import { mayOpen, progressFrom, recordSeatTime, screenProgressQuery, seatTimeEvent } from "./study.server";
import { screenMinimum } from "./seat-time";

/** Where "Next" leads from a screen: the lesson's next screen, its quiz, the next lesson's first screen, or the course page. */
export type NextPlace = { kind: "screen"; lesson: CourseLesson; index: number } | { kind: "quiz"; lesson: CourseLesson } | { kind: "course" };

export function nextPlace(lesson: CourseLesson, index: number): NextPlace {
  if (index + 1 < lesson.en.screens.length) return { kind: "screen", lesson, index: index + 1 };
  if (lesson.quiz.length > 0) return { kind: "quiz", lesson };
  const after = lessonAfter(lesson.id);
  return after ? { kind: "screen", lesson: after, index: 0 } : { kind: "course" };
}

/** The page of a place, in the student's language. */
export function placePath(place: NextPlace, language: Language): string {
  if (place.kind === "screen") return localizePath(`/course/${place.lesson.id}/${place.index + 1}`, language);
  return localizePath(place.kind === "quiz" ? `/course/${place.lesson.id}/quiz` : "/course", language);
}

export type AdvanceOutcome =
  /** The screen's module asks for an identity check first (or for the security questions before it). */
  | { outcome: "identity"; standing: Exclude<IdentityStanding, "passed"> }
  /** The screen is beyond the next one to study. */
  | { outcome: "not-open" }
  /** The screen's minimum is not met yet: the student stays. */
  | { outcome: "still-needed"; seconds: number }
  | { outcome: "advanced"; to: NextPlace };

/**
 * "Next" from screen `index` of `lesson`, for an open enrolment: refused before the module's
 * identity check and for a screen not open yet; else the screen is credited the time since its
 * clock last counted, and on once its minimum is met. The clock then moves to the screen the student
 * is sent to (a quiz or the course page has none); a screen of a module whose check is still to
 * come starts only once it is passed. Two D1 round trips: the reads, the writes (two more only when
 * another request moved the clock between them: the next screen's clock is then started from the
 * clock as it is, as a separate event).
 */
export async function advanceScreen(
  db: Database,
  { enrolmentId, lesson, index, now = Date.now() }: { enrolmentId: string; lesson: CourseLesson; index: number; now?: number },
): Promise<AdvanceOutcome> {
  const next = nextPlace(lesson, index);
  const nextModule = next.kind === "screen" && next.lesson.module !== lesson.module ? next.lesson.module : null;
  const [answers, checks, nextChecks, progressRows, clockRows] = await db.batch([
    securityAnswersQuery(db, enrolmentId),
    openCheckQuery(db, enrolmentId, moduleScope(lesson.module)),
    // Read even when the next screen is in the same module (then unused): a batch's shape is fixed.
    openCheckQuery(db, enrolmentId, moduleScope(nextModule ?? lesson.module)),
    screenProgressQuery(db, enrolmentId),
    clockQuery(db, enrolmentId),
  ]);
  const standing = identityStanding(answers, checks);
  if (standing !== "passed") return { outcome: "identity", standing };
  if (!mayOpen({ lessonId: lesson.id, screen: index }, progressFrom(progressRows))) return { outcome: "not-open" };

  const advance = seatTimeEvent(db, { enrolmentId, lesson, screen: index, event: "advance", now, read: clockFrom(clockRows) });
  const nextStarts = next.kind === "screen" && (nextModule === null || nextChecks[0]?.status === "passed");
  const screenDone = sql`exists (select 1 from ${courseScreenTime} where ${and(eq(courseScreenTime.enrolmentId, enrolmentId), eq(courseScreenTime.lessonId, lesson.id), eq(courseScreenTime.screen, index))} and ${courseScreenTime.seconds} >= ${screenMinimum(lesson, index)})`;
  const startNext =
    next.kind === "screen" && nextStarts
      ? seatTimeEvent(db, { enrolmentId, lesson: next.lesson, screen: next.index, event: "view", now, read: advance.clockAfter, only: screenDone })
      : null;
  const results = await db.batch([...advance.statements, ...(startNext?.statements ?? [])] as unknown as Parameters<typeof db.batch>[0]);
  const seat = advance.result(results);
  if (seat.stillNeeded > 0) return { outcome: "still-needed", seconds: seat.stillNeeded };
  // Another request moved the clock between the reads and the writes: the next screen's clock starts from the clock as it is now.
  if (next.kind === "screen" && startNext && !advance.won(results))
    await recordSeatTime(db, { enrolmentId, lesson: next.lesson, screen: next.index, event: "view", now });
  return { outcome: "advanced", to: next };
}
