/**
 * Finishing the course: acknowledgements, the completion rule (every screen's seat time met, the
 * comprehensive exam passed, the completion acknowledgement signed), the certificate with its code,
 * its verification and its revocation, and the student's record for export.
 */
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { courseAcknowledgements, courseAttempts, courseCertificates, courseEnrolments, courseRecords, courseScreenTime } from "../../db/schema";
import type { Language } from "~/i18n/languages";
import type { CourseAcknowledgementVersion } from "./acknowledgements";
import { theCourse } from "./course.server";
import { screenKey } from "./seat-time";
import { screenProgress, screensInOrder } from "./study.server";

/** Records that the student acknowledged `version`'s words in `language`; returns the acknowledgement's id. */
export async function acknowledge(
  db: Database,
  input: { enrolmentId: string; kind: "unassisted" | "completion"; version: CourseAcknowledgementVersion; language: Language },
): Promise<string> {
  const id = crypto.randomUUID();
  await db.batch([
    db.insert(courseAcknowledgements).values({ id, enrolmentId: input.enrolmentId, kind: input.kind, textVersion: input.version, language: input.language }),
    db.insert(courseRecords).values({
      enrolmentId: input.enrolmentId,
      kind: `acknowledgement.${input.kind}`,
      details: { acknowledgementId: id, version: input.version, language: input.language },
    }),
  ]);
  return id;
}

export type Completion = {
  screensDone: number;
  screensTotal: number;
  finalPassed: boolean;
  acknowledged: boolean;
  studySeconds: number;
  examSeconds: number;
  certificate: Certificate | undefined;
};

export type Certificate = typeof courseCertificates.$inferSelect;

/** Where the enrolment stands on the way to its certificate. */
export async function completionOf(db: Database, enrolmentId: string): Promise<Completion> {
  const course = theCourse();
  const [progress, [study], [exams], [final], [acknowledged], [certificate]] = await Promise.all([
    screenProgress(db, enrolmentId),
    db
      .select({ seconds: sql<number>`coalesce(sum(${courseScreenTime.seconds}), 0)` })
      .from(courseScreenTime)
      .where(eq(courseScreenTime.enrolmentId, enrolmentId)),
    db
      .select({ seconds: sql<number>`coalesce(sum(${courseAttempts.secondsSpent}), 0)` })
      .from(courseAttempts)
      .where(eq(courseAttempts.enrolmentId, enrolmentId)),
    db
      .select({ id: courseAttempts.id })
      .from(courseAttempts)
      .where(and(eq(courseAttempts.enrolmentId, enrolmentId), eq(courseAttempts.kind, "final"), eq(courseAttempts.passed, true)))
      .limit(1),
    db
      .select({ id: courseAcknowledgements.id })
      .from(courseAcknowledgements)
      .where(and(eq(courseAcknowledgements.enrolmentId, enrolmentId), eq(courseAcknowledgements.kind, "completion")))
      .limit(1),
    db.select().from(courseCertificates).where(eq(courseCertificates.enrolmentId, enrolmentId)),
  ]);
  const screens = screensInOrder(course);
  return {
    screensDone: screens.filter((place) => progress.get(screenKey(place.lessonId, place.screen))?.completed).length,
    screensTotal: screens.length,
    finalPassed: final !== undefined,
    acknowledged: acknowledged !== undefined,
    studySeconds: study?.seconds ?? 0,
    examSeconds: exams?.seconds ?? 0,
    certificate,
  };
}

/** Whether the course is complete but for the student's signature. */
export const readyToSign = (completion: Completion) => completion.screensDone === completion.screensTotal && completion.finalPassed;

const codeAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"; // Crockford's base 32: no I, L, O, U

/** A certificate code: FFA-XXXX-XXXX-XXXX, 60 random bits, easy to read aloud and type. */
export function newCertificateCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  const characters = [...bytes].map((byte) => codeAlphabet[byte % 32]).join("");
  return `FFA-${characters.slice(0, 4)}-${characters.slice(4, 8)}-${characters.slice(8, 12)}`;
}

/** A code as typed (any case, spaces, O for 0, I or L for 1) in its stored form, or undefined when it cannot be one. */
export function normalizeCertificateCode(typed: string): string | undefined {
  const compact = typed.toUpperCase().replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
  const match = /^FFA([0-9A-HJKMNP-TV-Z]{12})$/.exec(compact);
  return match ? `FFA-${match[1]!.slice(0, 4)}-${match[1]!.slice(4, 8)}-${match[1]!.slice(8, 12)}` : undefined;
}

export type IssueResult = { ok: true; certificate: Certificate } | { ok: false; reason: "not-complete" };

/**
 * Signs the completion acknowledgement and issues the certificate, once: a second call returns the
 * certificate already issued.
 */
export async function completeCourse(
  db: Database,
  input: { enrolmentId: string; version: CourseAcknowledgementVersion; language: Language },
): Promise<IssueResult> {
  const before = await completionOf(db, input.enrolmentId);
  if (before.certificate) return { ok: true, certificate: before.certificate };
  if (!readyToSign(before)) return { ok: false, reason: "not-complete" };
  const [enrolment] = await db
    .select({ studentName: courseEnrolments.studentName, courseId: courseEnrolments.courseId })
    .from(courseEnrolments)
    .where(eq(courseEnrolments.id, input.enrolmentId));
  if (!enrolment) return { ok: false, reason: "not-complete" };
  if (!before.acknowledged) await acknowledge(db, { enrolmentId: input.enrolmentId, kind: "completion", version: input.version, language: input.language });
  const code = newCertificateCode();
  const [issued] = await db
    .insert(courseCertificates)
    .values({
      code,
      enrolmentId: input.enrolmentId,
      studentName: enrolment.studentName,
      courseId: enrolment.courseId,
      studySeconds: before.studySeconds,
      examSeconds: before.examSeconds,
    })
    .onConflictDoNothing({ target: courseCertificates.enrolmentId })
    .returning();
  if (!issued) {
    const [existing] = await db.select().from(courseCertificates).where(eq(courseCertificates.enrolmentId, input.enrolmentId));
    return { ok: true, certificate: existing as Certificate };
  }
  await db.insert(courseRecords).values({
    enrolmentId: input.enrolmentId,
    kind: "certificate.issued",
    details: { code, studySeconds: before.studySeconds, examSeconds: before.examSeconds },
  });
  return { ok: true, certificate: issued };
}

/** The certificate with this code (as typed), for anyone to verify. */
export async function findCertificate(db: Database, typed: string): Promise<Certificate | undefined> {
  const code = normalizeCertificateCode(typed);
  if (!code) return undefined;
  const [certificate] = await db.select().from(courseCertificates).where(eq(courseCertificates.code, code));
  return certificate;
}

/** Revokes a certificate (once); the verification page says so from then on. */
export async function revokeCertificate(db: Database, input: { code: string; by: string; reason: string }): Promise<Certificate | undefined> {
  const now = new Date().toISOString();
  const [revoked] = await db
    .update(courseCertificates)
    .set({ revokedAt: now, revokedBy: input.by, revokeReason: input.reason })
    .where(and(eq(courseCertificates.code, input.code), isNull(courseCertificates.revokedAt)))
    .returning();
  if (revoked)
    await db
      .insert(courseRecords)
      .values({ enrolmentId: revoked.enrolmentId, kind: "certificate.revoked", details: { code: input.code, by: input.by, reason: input.reason } });
  return revoked;
}

/** The student's whole record, oldest first: what admins export and the student downloads. */
export async function studentRecord(db: Database, enrolmentId: string) {
  const [[enrolment], records, attempts, acknowledgements, certificates] = await db.batch([
    db.select().from(courseEnrolments).where(eq(courseEnrolments.id, enrolmentId)),
    db.select().from(courseRecords).where(eq(courseRecords.enrolmentId, enrolmentId)).orderBy(asc(courseRecords.id)),
    db.select().from(courseAttempts).where(eq(courseAttempts.enrolmentId, enrolmentId)).orderBy(asc(courseAttempts.startedMs)),
    db.select().from(courseAcknowledgements).where(eq(courseAcknowledgements.enrolmentId, enrolmentId)).orderBy(asc(courseAcknowledgements.createdAt)),
    db.select().from(courseCertificates).where(eq(courseCertificates.enrolmentId, enrolmentId)),
  ]);
  return { enrolment, records, attempts, acknowledgements, certificates };
}
