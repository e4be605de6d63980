/**
 * What the course manager reads and does: the enrolments with each student's progress, enrolling a
 * person (from their licence application or by address) with the e-mail that tells them, and the
 * student's record as CSV or JSON for export.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { courseCertificates, courseEnrolments, courseScreenTime, formSubmissions } from "../../db/schema";
import { courseEnrolmentEmail } from "~/email/templates.server";
import { deliverSoon, queueEmail } from "~/email/outbox.server";
import { containsText } from "~/platform/text-search.server";
import { dateTimeFormatPerLanguage } from "~/i18n/languages";
import { enrol, type EnrolResult } from "./enrolments.server";
import { screensInOrder } from "./study.server";
import { studentRecord } from "./completion.server";
import { localizePath, type Language } from "~/i18n/languages";
import { siteOrigin } from "~/http/site-origin";
import { normalizeEmail } from "~/auth/users.server";

const listLimit = 200;
/** Enrolment dates in the e-mail: the day, in Florida's time zone (the organisation's). */
const dayFormats = dateTimeFormatPerLanguage({ dateStyle: "long", timeZone: "America/New_York" });

/** The enrolments, newest first (those whose address or name contains `query`), with progress and certificate. */
export async function listEnrolments(db: Database, query: string) {
  const total = screensInOrder().length;
  const rows = await db
    .select({
      id: courseEnrolments.id,
      studentName: courseEnrolments.studentName,
      studentEmail: courseEnrolments.studentEmail,
      status: courseEnrolments.status,
      startsAt: courseEnrolments.startsAt,
      endsAt: courseEnrolments.endsAt,
      hasAccount: sql<number>`${courseEnrolments.userId} is not null`,
      screensDone: sql<number>`(select count(*) from ${courseScreenTime} where ${courseScreenTime.enrolmentId} = ${courseEnrolments.id} and ${courseScreenTime.completedAt} is not null)`,
      certificateCode: courseCertificates.code,
      certificateRevokedAt: courseCertificates.revokedAt,
    })
    .from(courseEnrolments)
    .leftJoin(courseCertificates, eq(courseCertificates.enrolmentId, courseEnrolments.id))
    .where(query ? sql`(${containsText(courseEnrolments.studentEmail, query)} or ${containsText(courseEnrolments.studentName, query)})` : undefined)
    .orderBy(desc(courseEnrolments.createdAt))
    .limit(listLimit);
  return rows.map((row) => ({ ...row, hasAccount: Boolean(row.hasAccount), screensTotal: total }));
}

/** The name and address of a licence application, to enrol its applicant. */
export async function applicantOf(db: Database, submissionId: string) {
  const [row] = await db
    .select({ id: formSubmissions.id, email: formSubmissions.email, firstName: formSubmissions.firstName, lastName: formSubmissions.lastName, language: formSubmissions.language })
    .from(formSubmissions)
    .where(and(eq(formSubmissions.id, submissionId), eq(formSubmissions.formType, "license-application")));
  return row;
}

/**
 * Enrols the person and queues their e-mail (in their language) in the same D1 batch: an enrolment
 * never exists without its e-mail, nor the e-mail without the enrolment.
 */
export async function enrolAndTell(
  context: AppLoadContext,
  request: Request,
  input: { email: string; name: string; firstName: string; startsAt: string; endsAt: string; language: Language; submissionId: string | null; createdBy: string },
): Promise<EnrolResult> {
  const format = dayFormats[input.language];
  const content = await courseEnrolmentEmail(input.language, {
    firstName: input.firstName,
    startsOn: format.format(new Date(input.startsAt)),
    endsOn: format.format(new Date(input.endsAt)),
    courseLink: `${siteOrigin(request, context.env)}${localizePath("/course", input.language)}`,
  });
  const queued = await queueEmail(context, { kind: "course-enrolment", toAddress: normalizeEmail(input.email), language: input.language, subject: content.subject, textBody: content.text, htmlBody: content.html });
  // The kind is outside every recipient's budget (an admin sends it deliberately), so it is always queued.
  if (!queued) throw new Error("the course-enrolment e-mail must be outside the recipients' budgets");
  let result: EnrolResult;
  try {
    result = await enrol(context.db, input, [queued.insert]);
  } catch (error) {
    await queued.release();
    throw error;
  }
  if (!result.ok) await queued.release();
  else deliverSoon(context, [queued.id]);
  return result;
}

/** The student's record as rows for a spreadsheet: one line per entry of the append-only record. */
export async function recordRows(db: Database, enrolmentId: string) {
  const record = await studentRecord(db, enrolmentId);
  if (!record.enrolment) return null;
  const header = ["entry", "time", "kind", "lesson", "screen", "seconds", "attempt", "details"];
  const rows = record.records.map((entry) => [String(entry.id), entry.createdAt, entry.kind, entry.lessonId ?? "", entry.screen === null ? "" : String(entry.screen + 1), entry.seconds === null ? "" : String(entry.seconds), entry.attemptId ?? "", JSON.stringify(entry.details)]);
  return { record, header, rows };
}
