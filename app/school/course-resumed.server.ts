/**
 * Telling a student their paused course is open again. Every way staff resume a course (the
 * identity checks' resume, and the learner's own Resume on the learners view or their page) calls
 * this once the change is written, so a resumed student always hears of it, in their language.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq, sql } from "drizzle-orm";
import { courseEnrolments, courseLearnerSummaries, users } from "../../db/schema";
import { courseResumedEmail } from "~/email/templates.server";
import { deliverSoon, queueEmail } from "~/email/outbox.server";
import { siteOrigin } from "~/http/site-origin";
import { localizePath, supportedLanguages, type Language } from "~/i18n/languages";
import { enrolmentAccount } from "~/course/enrolments.server";

/**
 * Queues the `course-resumed` e-mail to the enrolment's account (else the address enrolled), in the
 * account's language (else the one they were enrolled in). It counts in the recipient's e-mail
 * budget, as the nudge does: pausing and resuming again and again cannot flood an inbox. It is
 * queued once the resume is written, so a refused or raced resume tells nobody. Whether it was
 * queued (the staff member's toast says so only then).
 */
export async function tellStudentResumed(context: AppLoadContext, request: Request, enrolmentId: string): Promise<boolean> {
  const { db } = context;
  const [student] = await db
    .select({
      accountEmail: users.email,
      accountFirstName: users.firstName,
      studentEmail: courseEnrolments.studentEmail,
      studentName: courseEnrolments.studentName,
      language: sql<string>`coalesce(${users.language}, ${courseLearnerSummaries.language}, 'en')`,
    })
    .from(courseEnrolments)
    .leftJoin(users, enrolmentAccount)
    .leftJoin(courseLearnerSummaries, eq(courseLearnerSummaries.enrolmentId, courseEnrolments.id))
    .where(eq(courseEnrolments.id, enrolmentId));
  if (!student) return false;
  const language: Language = (supportedLanguages as readonly string[]).includes(student.language) ? (student.language as Language) : "en";
  const content = await courseResumedEmail(language, {
    firstName: student.accountFirstName || (student.studentName.split(/\s+/)[0] ?? ""),
    courseLink: `${siteOrigin(request, context.env)}${localizePath("/course", language)}`,
  });
  const queued = await queueEmail(context, {
    kind: "course-resumed",
    toAddress: student.accountEmail ?? student.studentEmail,
    language,
    subject: content.subject,
    textBody: content.text,
    htmlBody: content.html,
  });
  if (!queued) return false;
  await queued.insert;
  deliverSoon(context, [queued.id]);
  return true;
}
