/**
 * One student's clocks together never run faster than real time (docs/decisions/073): study time
 * and exam time are credited for one activity at a time — a screen, or one exam attempt. Every
 * combination of concurrent activities (two screens in two tabs, several open exams, screens and
 * exams) is played on a real D1 with the server's clock injected, the events of one instant sent
 * at once (racing), and the total credited is at most the wall time that passed.
 */
import { describe, expect, it } from "vitest";
import { openAttempt, saveAnswer, submitAttempt, type Attempt } from "~/course/attempts.server";
import { lessonsInOrder, theCourse } from "~/course/course.server";
import type { CourseLesson } from "~/course/course-types";
import { recordSeatTime } from "~/course/study.server";
import type { CourseAttemptKind } from "../../db/schema";
import { createDb } from "../../db/client";
import { courseEnrolments } from "../../db/schema";
import { startWorkerForFile } from "../support/worker";

const worker = startWorkerForFile();
const start = Date.parse("2026-11-24T15:00:00Z");
const at = (seconds: number) => start + seconds * 1000;
/** The wall time each combination is played for, and how often its exams post (an answer). */
const wallSeconds = 120;
const examPostEverySeconds = 10;

type Activity = { name: string } & ({ screen: number } | { kind: CourseAttemptKind; scope: string });

const activities: Activity[] = [
  { name: "screen 1 in a tab", screen: 0 },
  { name: "screen 2 in another tab", screen: 1 },
  { name: "practice exam 1", kind: "practice", scope: "1" },
  { name: "practice exam 2", kind: "practice", scope: "2" },
  { name: "module exam", kind: "module", scope: theCourse().exams.moduleExam.appliesTo[0]! },
];

/** Every non-empty set of the activities. */
const combinations = Array.from({ length: 2 ** activities.length - 1 }, (_, index) => activities.filter((_, bit) => ((index + 1) >> bit) & 1));

async function newEnrolment() {
  const db = createDb(worker.db);
  const [row] = await db
    .insert(courseEnrolments)
    .values({
      courseId: "florida-2-15",
      studentName: "Test Student",
      studentEmail: `student-${crypto.randomUUID()}@example.com`,
      startsAt: "2026-11-01T00:00:00Z",
      endsAt: "2027-05-01T00:00:00Z",
    })
    .returning({ id: courseEnrolments.id });
  return { db, enrolmentId: row!.id };
}

/** Plays the activities side by side for the wall time; returns the study and exam seconds the enrolment holds. */
async function play(combination: Activity[]) {
  const { db, enrolmentId } = await newEnrolment();
  const lesson = lessonsInOrder(theCourse())[0] as CourseLesson;
  const attempts = new Map<string, Attempt>();
  const eventsAt = (second: number) =>
    combination.map(async (activity) => {
      const now = at(second);
      if ("screen" in activity) {
        // The tab's first tick goes at once; then one every 30 s while it is visible.
        if (second % 30 === 0) await recordSeatTime(db, { enrolmentId, lesson, screen: activity.screen, event: "tick", now });
        return;
      }
      if (second === 0) {
        attempts.set(
          activity.name,
          (await openAttempt(db, { enrolmentId, kind: activity.kind, scope: activity.scope, language: "en", acknowledgementId: "ack-1", now }))!,
        );
        return;
      }
      const attempt = attempts.get(activity.name)!;
      if (second === wallSeconds) {
        await submitAttempt(db, { enrolmentId, attemptId: attempt.id, now });
        return;
      }
      const questionId = attempt.questionIds[(second / examPostEverySeconds) % attempt.questionIds.length]!;
      await saveAnswer(db, { enrolmentId, attemptId: attempt.id, questionId, choice: 0, now });
    });
  for (let second = 0; second <= wallSeconds; second += examPostEverySeconds) await Promise.all(eventsAt(second));

  const [study] = (
    await worker.db
      .prepare("select coalesce(sum(seconds), 0) as seconds from course_screen_time where enrolment_id = ?")
      .bind(enrolmentId)
      .all<{ seconds: number }>()
  ).results;
  const [exams] = (
    await worker.db
      .prepare("select coalesce(sum(seconds_spent), 0) as seconds from course_attempts where enrolment_id = ?")
      .bind(enrolmentId)
      .all<{ seconds: number }>()
  ).results;
  return { study: study!.seconds, exams: exams!.seconds };
}

describe("one student's clocks together", () => {
  for (const combination of combinations) {
    const names = combination.map((activity) => activity.name).join(" + ");
    if (combination.length === 1) {
      it(`credit ${names} alone its real time: the rule takes nothing from honest work`, async () => {
        const { study, exams } = await play(combination);
        expect(study + exams).toBe(wallSeconds);
      });
    } else {
      it(`credit ${names} side by side at most the wall time`, async () => {
        const { study, exams } = await play(combination);
        expect(study + exams).toBeLessThanOrEqual(wallSeconds);
      });
    }
  }
});
