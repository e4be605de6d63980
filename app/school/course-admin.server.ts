/**
 * What the course manager reads and does (the learners view lists in ./learners.server.ts): enrolling a
 * person (from their licence application or by address) with the e-mail that tells them, and the
 * student's record as CSV or JSON for export.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { courseEnrolments, courseLearnerSummaries, leads } from "../../db/schema";
import { courseEnrolmentEmail } from "~/email/templates.server";
import { deliverSoon, queueEmail } from "~/email/outbox.server";
import { dateTimeFormatPerLanguage } from "~/i18n/languages";
import { enrol, type EnrolResult } from "./enrolling.server";
import { studentRecord } from "~/course/completion.server";
import { localizePath, type Language } from "~/i18n/languages";
import { siteOrigin } from "~/http/site-origin";
import { normalizeEmail, type AccountUser } from "~/auth/users.server";
import { learnerScope } from "./instructors.server";

/** Enrolment dates in the e-mail: the day, in Florida's time zone (the organisation's). */
const dayFormats = dateTimeFormatPerLanguage({ dateStyle: "long", timeZone: "America/New_York" });

/** The name and address of a licence application, to enrol its applicant. */
export async function applicantOf(db: Database, leadId: string) {
  const [row] = await db
    .select({ id: leads.id, email: leads.email, firstName: leads.firstName, lastName: leads.lastName, language: leads.language })
    .from(leads)
    .where(and(eq(leads.id, leadId), eq(leads.formType, "license-application")));
  return row;
}

/**
 * Enrols the person and queues their e-mail (in their language) in the same D1 batch: an enrolment
 * never exists without its e-mail, nor the e-mail without the enrolment.
 */
export async function enrolAndTell(
  context: AppLoadContext,
  request: Request,
  input: { email: string; name: string; firstName: string; startsAt: string; endsAt: string; language: Language; leadId: string | null; createdBy: string },
): Promise<EnrolResult> {
  const format = dayFormats[input.language];
  const content = await courseEnrolmentEmail(input.language, {
    firstName: input.firstName,
    startsOn: format.format(new Date(input.startsAt)),
    endsOn: format.format(new Date(input.endsAt)),
    courseLink: `${siteOrigin(request, context.env)}${localizePath("/course", input.language)}`,
  });
  const queued = await queueEmail(context, {
    kind: "course-enrolment",
    toAddress: normalizeEmail(input.email),
    language: input.language,
    subject: content.subject,
    textBody: content.text,
    htmlBody: content.html,
  });
  // The kind is outside every recipient's budget (an admin sends it deliberately), so it is always queued.
  if (!queued) throw new Error("the course-enrolment e-mail must be outside the recipients' budgets");
  let result: EnrolResult;
  try {
    // The person's language, for the school's later e-mails (the nudge): the summary row exists by then (its trigger runs on the enrolment's insert).
    const rememberLanguage = context.db
      .update(courseLearnerSummaries)
      .set({ language: input.language })
      .where(
        sql`${courseLearnerSummaries.enrolmentId} = (select ${courseEnrolments.id} from ${courseEnrolments} where ${courseEnrolments.studentEmail} = ${normalizeEmail(input.email)} and ${courseEnrolments.status} <> 'ended')`,
      );
    result = await enrol(context.db, input, [queued.insert, rememberLanguage]);
  } catch (error) {
    await queued.release();
    throw error;
  }
  if (!result.ok) await queued.release();
  else deliverSoon(context, [queued.id]);
  return result;
}

/**
 * The student's record as rows for a spreadsheet (one line per entry of the append-only record),
 * if this member of staff sees the learner (`learnerScope`); null for one they do not, as for none.
 */
export async function recordRows(db: Database, staff: Pick<AccountUser, "id" | "role">, enrolmentId: string) {
  const [visible] = await db
    .select({ id: courseEnrolments.id })
    .from(courseEnrolments)
    .where(and(eq(courseEnrolments.id, enrolmentId), learnerScope(staff)));
  if (!visible) return null;
  const record = await studentRecord(db, enrolmentId);
  if (!record.enrolment) return null;
  const header = ["entry", "time", "kind", "lesson", "screen", "seconds", "attempt", "details"];
  const rows = record.records.map((entry) => [
    String(entry.id),
    entry.createdAt,
    entry.kind,
    entry.lessonId ?? "",
    entry.screen === null ? "" : String(entry.screen + 1),
    entry.seconds === null ? "" : String(entry.seconds),
    entry.attemptId ?? "",
    JSON.stringify(entry.details),
  ]);
  return { record, header, rows };
}
