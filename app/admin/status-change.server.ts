/**
 * Changing a lead's status, and telling the applicant when the admin chooses to
 * (docs/decisions/030-status-changes-and-applicant-notices.md). The admin first sees the e-mail
 * exactly as it would go (`applicantNotice`, rendered on the server), then posts "change and notify"
 * or "change only" with the status they saw. One D1 batch records the change, moves the lead and
 * queues the e-mail, each step conditional on the lead still having the status the admin saw: a
 * replayed or stale post changes nothing and sends nothing.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { emailOutbox, formSubmissions, submissionStatusChanges, type FormSubmission } from "../../db/schema";
import { partnerListedEmail, partnerUnlistedEmail, statusUpdateEmail, type EmailContent } from "~/email/templates.server";
import { translatorFor } from "~/i18n/i18n.server";
import { dateTimeFormatPerLanguage, localizePath, type Language } from "~/i18n/languages";
import { accountLabelOf } from "~/leads/forms/names";
import { newsletterForm } from "~/leads/forms/newsletter";
import type { OrganisationContact } from "~/site/site-settings";
import type { WorkingStatus } from "./submission-query";
import { workingLead } from "./submissions.server";

/** The statuses an applicant can be told about: every working status but "new" (nothing happened yet). */
const noticeStatuses = ["contacted", "in_review", "accepted", "declined", "closed"] as const;
type NoticeStatus = (typeof noticeStatuses)[number];

function isNoticeStatus(status: string): status is NoticeStatus {
  return (noticeStatuses as readonly string[]).includes(status);
}

/**
 * Whether the applicant can hear of this change: the lead has an address, is a request someone
 * made of us (a newsletter sign-up is not), is not spam, and the new status is one worth telling.
 */
function canNotifyApplicant(submission: Pick<FormSubmission, "email" | "formType" | "status">, to: WorkingStatus): to is NoticeStatus {
  return submission.email !== "" && submission.formType !== newsletterForm.formType && submission.status !== "spam" && isNoticeStatus(to);
}

/** The day the applicant sent it, in their language and the organisation's time zone. */
const sentOnFormats = dateTimeFormatPerLanguage({ dateStyle: "long", timeZone: "America/New_York" });

/** The e-mail the applicant would get for this change (what the admin previews is what is sent), or undefined when they cannot be told. */
export async function applicantNotice(submission: FormSubmission, to: WorkingStatus, origin: string, contact: OrganisationContact): Promise<EmailContent | undefined> {
  if (!canNotifyApplicant(submission, to)) return undefined;
  const language: Language = submission.language;
  const t = await translatorFor(language);
  return statusUpdateEmail(language, {
    firstName: submission.firstName,
    request: t(accountLabelOf(submission.formType)),
    status: t(`leadStatuses.${to}`),
    statusKey: to,
    sentOn: sentOnFormats[language].format(new Date(submission.createdAt)),
    accountLink: `${origin}${localizePath("/account", language)}`,
    contact,
  });
}

/**
 * The outbox kinds a status change can queue: the admin's status e-mail, and the partner listing's
 * e-mails (the listing approved moves the lead to "accepted", unlisted to "closed"). All are queued by
 * `changeLeadStatus` only, once per real change, and sit outside the recipient's budget
 * (docs/decisions/050-partner-listing-notices.md).
 */
export const applicantNoticeKinds = ["status-update", "partner-listed", "partner-unlisted"] as const;
export type ApplicantNoticeKind = (typeof applicantNoticeKinds)[number];

/** An e-mail that goes with a status change; without `kind`, the admin's status e-mail. */
export type ApplicantNotice = EmailContent & { kind?: ApplicantNoticeKind };

/**
 * The e-mail a partner applicant gets when their listing goes into the directory ("accepted") or
 * out of it ("closed"), in the application's language, or undefined when they cannot be told
 * (the same rule as the status e-mail).
 */
export async function listingNotice(submission: FormSubmission, isListed: boolean, origin: string, contact: OrganisationContact): Promise<ApplicantNotice | undefined> {
  const to = isListed ? "accepted" : "closed";
  if (!canNotifyApplicant(submission, to)) return undefined;
  const language: Language = submission.language;
  const sentOn = sentOnFormats[language].format(new Date(submission.createdAt));
  return isListed
    ? { kind: "partner-listed", ...(await partnerListedEmail(language, { firstName: submission.firstName, sentOn, directoryLink: `${origin}${localizePath("/business-search", language)}`, contact })) }
    : { kind: "partner-unlisted", ...(await partnerUnlistedEmail(language, { firstName: submission.firstName, sentOn, accountLink: `${origin}${localizePath("/account", language)}`, contact })) };
}

export type StatusChangeOutcome = { kind: "changed"; emailId?: string } | { kind: "unchanged" } | { kind: "stale" };

/**
 * Moves the lead from `from` to `to` in one batch: the history row (`applicant_notified` when an
 * e-mail goes), the lead itself (stamping `first_status_change_at` the first time it leaves "new"),
 * and the applicant's e-mail, queued only if this very change happened. `unchanged` when the lead
 * already has `to` (a second click), `stale` when it has neither (another admin moved it, it became
 * spam or it is gone).
 */
export async function changeLeadStatus(
  db: Database,
  change: { submission: FormSubmission; from: WorkingStatus; to: WorkingStatus; changedByUserId: string; notice?: ApplicantNotice },
): Promise<StatusChangeOutcome> {
  const { submission, from, to, notice } = change;
  if (from === to) return { kind: "unchanged" };
  const now = new Date().toISOString();
  const changeId = crypto.randomUUID();
  const emailId = crypto.randomUUID();
  const stillAsSeen = and(eq(formSubmissions.id, submission.id), eq(formSubmissions.status, from));
  const history = db.insert(submissionStatusChanges).select(
    db
      .select({
        id: sql<string>`${changeId}`.as("id"),
        submissionId: formSubmissions.id,
        fromStatus: formSubmissions.status,
        toStatus: sql<WorkingStatus>`${to}`.as("to_status"),
        changedByUserId: sql<string>`${change.changedByUserId}`.as("changed_by_user_id"),
        applicantNotified: sql<boolean>`${notice ? 1 : 0}`.as("applicant_notified"),
        createdAt: sql<string>`${now}`.as("created_at"),
      })
      .from(formSubmissions)
      .where(stillAsSeen),
  );
  const move = db
    .update(formSubmissions)
    .set({
      status: to,
      firstStatusChangeAt: sql`CASE WHEN ${formSubmissions.firstStatusChangeAt} IS NULL AND ${formSubmissions.status} = 'new' THEN ${now} ELSE ${formSubmissions.firstStatusChangeAt} END`,
      updatedAt: now,
    })
    .where(stillAsSeen)
    .returning({ id: formSubmissions.id });
  if (notice) {
    // Queued only when this batch wrote the history row, i.e. only when this post made the change.
    const email = db.insert(emailOutbox).select(
      db
        .select({
          id: sql<string>`${emailId}`.as("id"),
          submissionId: submissionStatusChanges.submissionId,
          kind: sql<ApplicantNoticeKind>`${notice.kind ?? "status-update"}`.as("kind"),
          toAddress: sql<string>`${submission.email.toLowerCase()}`.as("to_address"),
          language: sql<Language>`${submission.language}`.as("language"),
          subject: sql<string>`${notice.subject}`.as("subject"),
          textBody: sql<string>`${notice.text}`.as("text_body"),
          htmlBody: sql<string>`${notice.html}`.as("html_body"),
          headers: sql<string>`'{}'`.as("headers"),
          status: sql<"pending">`'pending'`.as("status"),
          attempts: sql<number>`0`.as("attempts"),
          nextAttemptAt: sql<string>`${now}`.as("next_attempt_at"),
          lastError: sql<null>`NULL`.as("last_error"),
          sentAt: sql<null>`NULL`.as("sent_at"),
          createdAt: sql<string>`${now}`.as("created_at"),
          updatedAt: sql<string>`${now}`.as("updated_at"),
        })
        .from(submissionStatusChanges)
        .where(eq(submissionStatusChanges.id, changeId)),
    );
    const [, moved] = await db.batch([history, move, email]);
    return moved.length > 0 ? { kind: "changed", emailId } : await settled(db, submission.id, to);
  }
  const [, moved] = await db.batch([history, move]);
  return moved.length > 0 ? { kind: "changed" } : await settled(db, submission.id, to);
}

/** Why nothing moved: the lead already has the new status, or it changed under the admin. */
async function settled(db: Database, id: string, to: WorkingStatus): Promise<StatusChangeOutcome> {
  const [row] = await db.select({ status: formSubmissions.status }).from(formSubmissions).where(workingLead(id));
  return row?.status === to ? { kind: "unchanged" } : { kind: "stale" };
}
