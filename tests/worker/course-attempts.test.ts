/**
 * Quizzes and exams on a real D1: an attempt is its enrolment's alone, the timer is the server's,
 * a quiz's first answer stands, a submission grades once, and an open exam survives a reload.
 */
import { describe, expect, it } from "vitest";
import { attemptOf, openAttempt, planAttempt, saveAnswer, submitAttempt } from "~/course/attempts.server";
import { findQuestion, theCourse } from "~/course/course.server";
import { createDb } from "../../db/client";
import { courseEnrolments } from "../../db/schema";
import { startWorkerForFile } from "../support/worker";

const worker = startWorkerForFile();
const start = Date.parse("2026-11-24T15:00:00Z");

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

const correctChoice = (questionId: string) => findQuestion(questionId)!.answer;
const wrongChoice = (questionId: string) => (correctChoice(questionId) + 1) % 4;

describe("planning attempts from the course", () => {
  it("draws the configured number of questions from the right modules, and nothing for an unknown scope", () => {
    const course = theCourse();
    const moduleExam = planAttempt("module", "m1-insurance-basics")!;
    expect(moduleExam.questionIds).toHaveLength(course.exams.moduleExam.questions);
    expect(moduleExam.questionIds.every((id) => id.startsWith("m1-"))).toBe(true);
    expect(moduleExam.minutes).toBe(course.exams.moduleExam.minutes);
    expect(planAttempt("final", course.id)!.questionIds).toHaveLength(course.exams.comprehensiveExam.questions);
    expect(planAttempt("practice", "1")!.questionIds).toHaveLength(course.exams.practiceExam.questions);
    for (const [kind, scope] of [
      ["module", "m6-exam-review"],
      ["module", "nowhere"],
      ["practice", "0"],
      ["practice", "01"],
      ["practice", "99"],
      ["final", "other-course"],
      ["quiz", "m6-01-preparing-for-exam-day"],
      ["quiz", "__proto__"],
    ] as const) {
      expect(planAttempt(kind, scope), `${kind} ${scope}`).toBeUndefined();
    }
  });
});

describe("drawing around what the student was shown (docs/decisions/070)", () => {
  it("draws a practice exam outside the graded reserve, a graded exam outside what was shown, and nothing when all was shown", () => {
    const course = theCourse();
    const questions = Object.values(course.questions);
    for (const number of ["1", "2", "3"]) expect(planAttempt("practice", number)!.questionIds.filter((id) => findQuestion(id)!.reserved)).toEqual([]);
    const moduleOne = questions.filter((question) => question.module === "m1-insurance-basics");
    const shown = new Set(moduleOne.filter((question) => !question.reserved).map((question) => question.id));
    const moduleExam = planAttempt("module", "m1-insurance-basics", course, Math.random, shown)!;
    expect(moduleExam.questionIds.filter((id) => shown.has(id))).toEqual([]);
    expect(moduleExam.questionIds).toHaveLength(Math.min(course.exams.moduleExam.questions, moduleOne.length - shown.size));
    expect(planAttempt("module", "m1-insurance-basics", course, Math.random, new Set(moduleOne.map((question) => question.id)))!.questionIds).toEqual([]);
  });

  it("opens no graded attempt when every question it could ask was shown (a practice attempt of older content held them all)", async () => {
    const { db, enrolmentId } = await newEnrolment();
    const open = () => openAttempt(db, { enrolmentId, kind: "module", scope: "m1-insurance-basics", language: "en", acknowledgementId: "ack-1", now: start });
    const moduleOne = Object.values(theCourse().questions)
      .filter((question) => question.module === "m1-insurance-basics")
      .map((question) => question.id);
    await worker.db
      .prepare(
        "insert into course_attempts (id, enrolment_id, kind, scope, question_ids, language, started_at, started_ms) values (?, ?, 'practice', '1', ?, 'en', ?, ?)",
      )
      .bind(crypto.randomUUID(), enrolmentId, JSON.stringify(moduleOne), new Date(start - 60_000).toISOString(), start - 60_000)
      .run();
    expect(await open()).toBeUndefined();
    const [{ n }] = (
      await worker.db.prepare("select count(*) as n from course_attempts where enrolment_id = ? and kind = 'module'").bind(enrolmentId).all<{ n: number }>()
    ).results as [{ n: number }];
    expect(n).toBe(0);
  });
});

describe("an attempt on the server", () => {
  it("belongs to its enrolment: another student can neither read, answer nor submit it", async () => {
    const owner = await newEnrolment();
    const other = await newEnrolment();
    const attempt = (await openAttempt(owner.db, {
      enrolmentId: owner.enrolmentId,
      kind: "quiz",
      scope: "m1-01-what-insurance-is",
      language: "en",
      acknowledgementId: null,
      now: start,
    }))!;
    const questionId = attempt.questionIds[0]!;
    expect(await attemptOf(other.db, other.enrolmentId, attempt.id)).toBeUndefined();
    expect(await saveAnswer(other.db, { enrolmentId: other.enrolmentId, attemptId: attempt.id, questionId, choice: 0, now: start })).toEqual({
      ok: false,
      reason: "no-attempt",
    });
    expect(await submitAttempt(other.db, { enrolmentId: other.enrolmentId, attemptId: attempt.id, now: start })).toEqual({ ok: false, reason: "no-attempt" });
  });

  it("keeps a quiz's first answer, refuses a question not in the attempt and a choice out of range", async () => {
    const { db, enrolmentId } = await newEnrolment();
    const attempt = (await openAttempt(db, {
      enrolmentId,
      kind: "quiz",
      scope: "m1-01-what-insurance-is",
      language: "es",
      acknowledgementId: null,
      now: start,
    }))!;
    const [first] = attempt.questionIds;
    expect(await saveAnswer(db, { enrolmentId, attemptId: attempt.id, questionId: first!, choice: wrongChoice(first!), now: start })).toMatchObject({
      ok: true,
    });
    expect(await saveAnswer(db, { enrolmentId, attemptId: attempt.id, questionId: first!, choice: correctChoice(first!), now: start })).toEqual({
      ok: false,
      reason: "already-answered",
    });
    expect(await saveAnswer(db, { enrolmentId, attemptId: attempt.id, questionId: "m2-q001", choice: 0, now: start })).toEqual({
      ok: false,
      reason: "not-in-attempt",
    });
    expect(await saveAnswer(db, { enrolmentId, attemptId: attempt.id, questionId: attempt.questionIds[1]!, choice: 4, now: start })).toEqual({
      ok: false,
      reason: "bad-choice",
    });
    const graded = await submitAttempt(db, { enrolmentId, attemptId: attempt.id, now: start + 60_000 });
    expect(graded).toMatchObject({ ok: true, grade: { correct: 0, total: attempt.questionIds.length, passed: false } });
  });

  it("needs the acknowledgement for an exam, survives a reload, lets answers change, and grades once", async () => {
    const { db, enrolmentId } = await newEnrolment();
    const open = (now: number) =>
      openAttempt(db, { enrolmentId, kind: "module", scope: "m1-insurance-basics", language: "en", acknowledgementId: "ack-1", now });
    expect(
      await openAttempt(db, { enrolmentId, kind: "module", scope: "m1-insurance-basics", language: "en", acknowledgementId: null, now: start }),
    ).toBeUndefined();
    const attempt = (await open(start))!;
    expect((await open(start + 60_000))!.id).toBe(attempt.id);
    const ids = attempt.questionIds;
    for (const id of ids) await saveAnswer(db, { enrolmentId, attemptId: attempt.id, questionId: id, choice: wrongChoice(id), now: start + 1000 });
    for (const id of ids.slice(0, 15))
      await saveAnswer(db, { enrolmentId, attemptId: attempt.id, questionId: id, choice: correctChoice(id), now: start + 2000 });
    const leads = await Promise.all([1, 2, 3].map(() => submitAttempt(db, { enrolmentId, attemptId: attempt.id, now: start + 600_000 })));
    for (const lead of leads) expect(lead).toMatchObject({ ok: true, grade: { correct: 15, total: 20, percent: 75, passed: true } });
    const graded = await worker.db
      .prepare("select count(*) as n from course_records where attempt_id = ? and kind = 'attempt.graded'")
      .bind(attempt.id)
      .first<{ n: number }>();
    expect(graded!.n).toBe(1);
    expect(await saveAnswer(db, { enrolmentId, attemptId: attempt.id, questionId: ids[16]!, choice: correctChoice(ids[16]!), now: start + 601_000 })).toEqual({
      ok: false,
      reason: "submitted",
    });
    expect((await attemptOf(db, enrolmentId, attempt.id))!.secondsSpent).toBe(600);
  });

  it("refuses answers after the time is up, and grades what was saved when the student comes back", async () => {
    const { db, enrolmentId } = await newEnrolment();
    const attempt = (await openAttempt(db, {
      enrolmentId,
      kind: "module",
      scope: "m1-insurance-basics",
      language: "en",
      acknowledgementId: "ack-1",
      now: start,
    }))!;
    const deadline = attempt.deadlineMs!;
    const [first, second] = attempt.questionIds;
    await saveAnswer(db, { enrolmentId, attemptId: attempt.id, questionId: first!, choice: correctChoice(first!), now: deadline - 1000 });
    expect(await saveAnswer(db, { enrolmentId, attemptId: attempt.id, questionId: second!, choice: correctChoice(second!), now: deadline + 60_000 })).toEqual({
      ok: false,
      reason: "time-up",
    });
    const retake = (await openAttempt(db, {
      enrolmentId,
      kind: "module",
      scope: "m1-insurance-basics",
      language: "en",
      acknowledgementId: "ack-2",
      now: deadline + 120_000,
    }))!;
    expect(retake.id).not.toBe(attempt.id);
    const expired = (await attemptOf(db, enrolmentId, attempt.id))!;
    expect(expired).toMatchObject({ correct: 1, total: 20, passed: false, secondsSpent: (deadline - start) / 1000 });
  });
});
