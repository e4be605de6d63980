/**
 * The seat-time store on a real D1: credits go to the screen on the clock, races credit once, the
 * minimum completes a screen, and the student's record is append-only.
 */
import { describe, expect, it } from "vitest";
import { lessonsInOrder, theCourse } from "~/course/course.server";
import type { CourseLesson } from "~/course/course-types";
import { frontier, mayOpen, recordSeatTime, screenProgress } from "~/course/study.server";
import { createDb } from "../../db/client";
import { courseEnrolments } from "../../db/schema";
import { startWorkerForFile } from "../support/worker";

const worker = startWorkerForFile();
const start = Date.parse("2026-11-24T15:00:00Z");
const at = (seconds: number) => start + seconds * 1000;

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

const firstLesson = () => lessonsInOrder(theCourse())[0] as CourseLesson;

describe("seat time on the server's clock", () => {
  it("credits the time from the view to the Next post, and completes the screen at its minimum", async () => {
    const { db, enrolmentId } = await newEnrolment();
    const lesson = firstLesson();
    await recordSeatTime(db, { enrolmentId, lesson, screen: 0, event: "view", now: at(0) });
    const early = await recordSeatTime(db, { enrolmentId, lesson, screen: 0, event: "advance", now: at(30) });
    expect(early).toEqual({ credited: 30, seconds: 30, completed: false, stillNeeded: lesson.minimumSeconds[0]! - 30 });
    await recordSeatTime(db, { enrolmentId, lesson, screen: 0, event: "view", now: at(40) });
    const done = await recordSeatTime(db, { enrolmentId, lesson, screen: 0, event: "advance", now: at(40 + lesson.minimumSeconds[0]!) });
    expect(done).toMatchObject({ seconds: 30 + lesson.minimumSeconds[0]!, completed: true, stillNeeded: 0 });
  });

  it("credits two requests racing for the same time once", async () => {
    const { db, enrolmentId } = await newEnrolment();
    const lesson = firstLesson();
    await recordSeatTime(db, { enrolmentId, lesson, screen: 0, event: "view", now: at(0) });
    const racers = await Promise.all(Array.from({ length: 8 }, () => recordSeatTime(db, { enrolmentId, lesson, screen: 0, event: "tick", now: at(30) })));
    expect(racers.reduce((sum, result) => sum + result.credited, 0)).toBe(30);
    const progress = await screenProgress(db, enrolmentId);
    expect(progress.get(`${lesson.id}#0`)).toEqual({ seconds: 30, completed: false });
  });

  it("lets a student open screens only up to the first one not yet done", async () => {
    const { db, enrolmentId } = await newEnrolment();
    const lesson = firstLesson();
    let progress = await screenProgress(db, enrolmentId);
    expect(frontier(progress)).toEqual({ lessonId: lesson.id, screen: 0 });
    expect(mayOpen({ lessonId: lesson.id, screen: 1 }, progress)).toBe(false);
    await recordSeatTime(db, { enrolmentId, lesson, screen: 0, event: "view", now: at(0) });
    await recordSeatTime(db, { enrolmentId, lesson, screen: 0, event: "advance", now: at(lesson.minimumSeconds[0]!) });
    progress = await screenProgress(db, enrolmentId);
    expect(frontier(progress)).toEqual({ lessonId: lesson.id, screen: 1 });
    expect(mayOpen({ lessonId: lesson.id, screen: 0 }, progress)).toBe(true);
    expect(mayOpen({ lessonId: lesson.id, screen: 1 }, progress)).toBe(true);
    expect(mayOpen({ lessonId: lesson.id, screen: 2 }, progress)).toBe(false);
    expect(mayOpen({ lessonId: "m9-01-nowhere", screen: 0 }, progress)).toBe(false);
  });

  it("keeps the student's record append-only", async () => {
    const { db, enrolmentId } = await newEnrolment();
    const lesson = firstLesson();
    await recordSeatTime(db, { enrolmentId, lesson, screen: 0, event: "view", now: at(0) });
    await recordSeatTime(db, { enrolmentId, lesson, screen: 0, event: "advance", now: at(50) });
    const records = await worker.db.prepare("select kind, lesson_id, screen, seconds from course_records where enrolment_id = ?").bind(enrolmentId).all();
    expect(records.results).toEqual([{ kind: "seat-time", lesson_id: lesson.id, screen: 0, seconds: 50 }]);
    await expect(worker.db.prepare("update course_records set seconds = 5000 where enrolment_id = ?").bind(enrolmentId).run()).rejects.toThrow(/append-only/);
    await expect(worker.db.prepare("delete from course_records where enrolment_id = ?").bind(enrolmentId).run()).rejects.toThrow(/append-only/);
  });
});
