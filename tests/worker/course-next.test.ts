/**
 * "Next" as the study module's one rule (`advanceScreen`, docs/decisions/076): what may open, what
 * comes next and when its clock starts, in two D1 round trips (the reads, then the writes), on a
 * real D1 whose round trips the test counts. The pages' answers are tested over HTTP in
 * course-player, course-study, course-one-clock and identity-checks.
 */
import { describe, expect, it } from "vitest";
import { advanceScreen } from "~/course/advance-screen.server";
import { lessonsInOrder, theCourse } from "~/course/course.server";
import { monthsAfter } from "~/course/enrolments.server";
import { enrol } from "~/school/enrolling.server";
import { createDb } from "../../db/client";
import { insertUser } from "../factories";
import { countingRoundTrips } from "../support/d1-round-trips";
import { passEveryModuleCheck, setUpSecurityAnswers } from "../support/identity-checks";
import { rows, startWorkerForFile } from "../support/worker";

const worker = startWorkerForFile();
const lessons = () => lessonsInOrder(theCourse());

async function enrolment(checks: "every" | "answers only" = "every") {
  const { user } = await insertUser(worker.db, { isVerified: true });
  const now = new Date();
  const enrolled = await enrol(createDb(worker.db), {
    email: user.email,
    name: "Test Student",
    startsAt: new Date(now.getTime() - 60_000).toISOString(),
    endsAt: monthsAfter(now, 6),
    createdBy: "test",
  });
  if (!enrolled.ok) throw new Error(enrolled.reason);
  if (checks === "every") await passEveryModuleCheck(worker, enrolled.enrolment.id);
  else await setUpSecurityAnswers(worker, enrolled.enrolment.id);
  return enrolled.enrolment.id;
}

/** Screens before and including `upTo` of a lesson done, `upTo` with `seconds` on its clock's screen. */
async function studied(enrolmentId: string, lessonId: string, upTo: number, seconds: number) {
  for (let screen = 0; screen < upTo; screen += 1) {
    await worker.db
      .prepare("insert into course_screen_time (enrolment_id, lesson_id, screen, seconds, completed_at) values (?, ?, ?, 999, '2026-11-01T00:00:00Z')")
      .bind(enrolmentId, lessonId, screen)
      .run();
  }
  await worker.db
    .prepare("insert into course_screen_time (enrolment_id, lesson_id, screen, seconds) values (?, ?, ?, ?)")
    .bind(enrolmentId, lessonId, upTo, seconds)
    .run();
  await worker.db
    .prepare("insert into course_clocks (enrolment_id, screen_key, since_ms, stamp) values (?, ?, ?, 'test')")
    .bind(enrolmentId, `${lessonId}#${upTo}`, Date.now())
    .run();
}

async function next(enrolmentId: string, lessonId: string, index: number) {
  const counted = countingRoundTrips(worker.db);
  const lesson = theCourse().lessons[lessonId]!;
  const outcome = await advanceScreen(createDb(counted.db), { enrolmentId, lesson, index });
  return { outcome, roundTrips: counted.roundTrips() };
}

const clockOf = async (enrolmentId: string) =>
  (await rows<{ screen_key: string }>(worker, "select screen_key from course_clocks where enrolment_id = ?", enrolmentId))[0]?.screen_key;

describe("Next", () => {
  it("goes on to the lesson's next screen and starts its clock, in two round trips", async () => {
    const enrolmentId = await enrolment();
    const lesson = lessons()[0]!;
    await studied(enrolmentId, lesson.id, 0, 999);
    const { outcome, roundTrips } = await next(enrolmentId, lesson.id, 0);
    expect(outcome).toMatchObject({ outcome: "advanced", to: { kind: "screen", index: 1 } });
    expect(roundTrips).toBe(2);
    expect(await clockOf(enrolmentId)).toBe(`${lesson.id}#1`);
    expect(
      await rows(worker, "select screen, seconds from course_screen_time where enrolment_id = ? and lesson_id = ? and screen = 1", enrolmentId, lesson.id),
    ).toEqual([{ screen: 1, seconds: 0 }]);
  });

  it("keeps the student on a screen whose minimum is not met, and starts no other clock", async () => {
    const enrolmentId = await enrolment();
    const lesson = lessons()[0]!;
    await studied(enrolmentId, lesson.id, 0, 0);
    const { outcome, roundTrips } = await next(enrolmentId, lesson.id, 0);
    expect(outcome).toMatchObject({ outcome: "still-needed" });
    expect(roundTrips).toBe(2);
    expect(await clockOf(enrolmentId)).toBe(`${lesson.id}#0`);
    expect(await rows(worker, "select screen from course_screen_time where enrolment_id = ? and lesson_id = ? and screen = 1", enrolmentId, lesson.id)).toEqual(
      [],
    );
  });

  it("leads from a lesson's last screen to its quiz, where no screen's clock starts", async () => {
    const enrolmentId = await enrolment();
    const lesson = lessons()[0]!;
    expect(lesson.quiz.length).toBeGreaterThan(0);
    const last = lesson.en.screens.length - 1;
    await studied(enrolmentId, lesson.id, last, 999);
    const { outcome, roundTrips } = await next(enrolmentId, lesson.id, last);
    expect(outcome).toMatchObject({ outcome: "advanced", to: { kind: "quiz" } });
    expect(roundTrips).toBe(2);
    expect(await clockOf(enrolmentId)).toBe(`${lesson.id}#${last}`);
  });

  it("refuses a screen not open yet, and one whose module's identity check is not passed, in one round trip", async () => {
    const open = await enrolment();
    const lesson = lessons()[0]!;
    expect(await next(open, lesson.id, 2)).toEqual({ outcome: { outcome: "not-open" }, roundTrips: 1 });
    const unchecked = await enrolment("answers only");
    expect(await next(unchecked, lesson.id, 0)).toEqual({ outcome: { outcome: "identity", standing: "to-check" }, roundTrips: 1 });
    expect(await rows(worker, "select * from course_clocks where enrolment_id in (?, ?)", open, unchecked)).toEqual([]);
  });
});
