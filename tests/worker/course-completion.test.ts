/**
 * Completion on a real D1: the certificate only when every screen's seat time is met and the
 * comprehensive exam is passed, issued once, verifiable by its code as typed, revocable.
 */
import { describe, expect, it } from "vitest";
import { openAttempt, submitAttempt } from "~/course/attempts.server";
import { currentCompletionAcknowledgement } from "~/course/acknowledgements";
import {
  completeCourse,
  completionOf,
  findCertificate,
  newCertificateCode,
  normalizeCertificateCode,
  revokeCertificate,
  studentRecord,
} from "~/course/completion.server";
import { findQuestion, theCourse } from "~/course/course.server";
import { screensInOrder } from "~/course/study.server";
import { createDb } from "../../db/client";
import { courseAnswers, courseEnrolments, courseScreenTime } from "../../db/schema";
import { startWorkerForFile } from "../support/worker";

const worker = startWorkerForFile();

async function newEnrolment() {
  const db = createDb(worker.db);
  const [row] = await db
    .insert(courseEnrolments)
    .values({
      courseId: "florida-2-15",
      studentName: "Ana María Pérez",
      studentEmail: `student-${crypto.randomUUID()}@example.com`,
      startsAt: "2026-11-01T00:00:00Z",
      endsAt: "2027-05-01T00:00:00Z",
    })
    .returning({ id: courseEnrolments.id });
  return { db, enrolmentId: row!.id };
}

/** Every screen credited its minimum (as the seat-time store would after real study). */
async function studyEverything(db: ReturnType<typeof createDb>, enrolmentId: string) {
  const course = theCourse();
  const rows = screensInOrder(course).map(({ lessonId, screen }) => ({
    enrolmentId,
    lessonId,
    screen,
    seconds: course.lessons[lessonId]!.minimumSeconds[screen]!,
    completedAt: "2026-11-20T00:00:00Z",
  }));
  // D1 binds at most 100 values a statement: 16 rows of 6 (the lesson's version is one).
  for (let index = 0; index < rows.length; index += 16) await db.insert(courseScreenTime).values(rows.slice(index, index + 16));
}

async function takeFinal(db: ReturnType<typeof createDb>, enrolmentId: string, correctShare: number) {
  const start = Date.now();
  const attempt = (await openAttempt(db, { enrolmentId, kind: "final", scope: theCourse().id, language: "en", acknowledgementId: "ack", now: start }))!;
  const right = Math.round(attempt.questionIds.length * correctShare);
  // saveAnswer is tested on its own (course-attempts.test.ts); a hundred answers go in at once here.
  const answers = attempt.questionIds.map((id, index) => {
    const answer = findQuestion(id)!.answer;
    return { attemptId: attempt.id, questionId: id, choice: index < right ? answer : (answer + 1) % 4 };
  });
  for (let index = 0; index < answers.length; index += 25) await db.insert(courseAnswers).values(answers.slice(index, index + 25));
  return submitAttempt(db, { enrolmentId, attemptId: attempt.id, now: start + 60_000 });
}

describe("completing the course", () => {
  it("refuses the certificate until every screen is done and the comprehensive exam is passed", async () => {
    const { db, enrolmentId } = await newEnrolment();
    const request = { enrolmentId, version: currentCompletionAcknowledgement, language: "en" as const };
    expect(await completeCourse(db, request)).toEqual({ ok: false, reason: "not-complete" });
    await studyEverything(db, enrolmentId);
    expect(await takeFinal(db, enrolmentId, 0.5)).toMatchObject({ grade: { passed: false } });
    expect(await completeCourse(db, request)).toEqual({ ok: false, reason: "not-complete" });
    expect(await takeFinal(db, enrolmentId, 0.8)).toMatchObject({ grade: { passed: true } });
    const issued = await completeCourse(db, request);
    expect(issued).toMatchObject({ ok: true, certificate: { studentName: "Ana María Pérez", revokedAt: null } });
    const certificate = (issued as { certificate: { code: string; studySeconds: number; examSeconds: number } }).certificate;
    const course = theCourse();
    const minimum = screensInOrder(course).reduce((sum, { lessonId, screen }) => sum + course.lessons[lessonId]!.minimumSeconds[screen]!, 0);
    expect(certificate.studySeconds).toBe(minimum);
    expect(certificate.examSeconds).toBe(120);
    expect(await completeCourse(db, request)).toEqual(issued);
    const completion = await completionOf(db, enrolmentId);
    expect(completion).toMatchObject({ screensDone: completion.screensTotal, finalPassed: true, acknowledged: true });
  });

  it("finds a certificate by its code as a person types it, and says when it is revoked", async () => {
    const { db, enrolmentId } = await newEnrolment();
    await studyEverything(db, enrolmentId);
    await takeFinal(db, enrolmentId, 1);
    const { certificate } = (await completeCourse(db, { enrolmentId, version: currentCompletionAcknowledgement, language: "es" })) as {
      certificate: { code: string };
    };
    const typed = certificate.code.toLowerCase().replace(/-/g, " ").replace(/0/g, "o").replace(/1/g, "l");
    expect((await findCertificate(db, typed))?.code).toBe(certificate.code);
    expect(await findCertificate(db, "FFA-0000-0000-0000")).toBeUndefined();
    expect(await findCertificate(db, "'; drop table course_certificates; --")).toBeUndefined();
    expect(await revokeCertificate(db, { code: certificate.code, by: "admin@example.com", reason: "Exam taken with help" })).toMatchObject({
      revokeReason: "Exam taken with help",
    });
    expect(await revokeCertificate(db, { code: certificate.code, by: "admin@example.com", reason: "again" })).toBeUndefined();
    expect((await findCertificate(db, certificate.code))?.revokedAt).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
    const record = await studentRecord(db, enrolmentId);
    expect(record.records.map((entry) => entry.kind)).toEqual(
      expect.arrayContaining(["attempt.started", "attempt.graded", "acknowledgement.completion", "certificate.issued", "certificate.revoked"]),
    );
  });

  it("makes codes of 60 random bits in a form people can read aloud", () => {
    const codes = new Set(Array.from({ length: 2000 }, () => newCertificateCode()));
    expect(codes.size).toBe(2000);
    for (const code of codes) expect(code).toMatch(/^FFA-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(normalizeCertificateCode("ffa 1234 abcd ef0q")).toBe("FFA-1234-ABCD-EF0Q");
    expect(normalizeCertificateCode("FFA-1234-ABCD-EF0")).toBeUndefined();
    expect(normalizeCertificateCode("FFA-1234-ABCD-EFUU")).toBeUndefined();
  });
});
