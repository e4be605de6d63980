/**
 * Changing a lead's status, and telling the applicant when the admin chooses to
 * (docs/decisions/030-status-changes-and-applicant-notices.md). The admin first sees the e-mail
 * exactly as it would go (`applicantNotice`, rendered on the server), then posts "change and notify"
 * or "change only" with the status they saw. One D1 batch records the change, moves the lead and
 * queues the e-mail, each step conditional on the lead still having the status the admin saw: a
 * replayed or stale post changes nothing and sends nothing.
 */
import { and, eq, ne, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bulkActionLeads, bulkActions, emailOutbox, leads, leadStatusChanges, type Lead } from "../../db/schema";
import { partnerListedEmail, partnerUnlistedEmail, statusUpdateEmail, type EmailContent } from "~/email/templates.server";
import { translatorFor } from "~/i18n/i18n.server";
import { dateTimeFormatPerLanguage, localizePath, type Language } from "~/i18n/languages";
import { accountLabelOf } from "~/leads/forms/names";
import { newsletterForm } from "~/leads/forms/newsletter";
import type { OrganisationContact } from "~/site/site-settings";
import { organisationContact } from "~/site/site-settings.server";
import { parseWorkingStatus, type WorkingStatus } from "./lead-query";
import { workingLead } from "./leads.server";

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
function canNotifyApplicant(lead: Pick<Lead, "email" | "formType" | "status">, to: WorkingStatus): to is NoticeStatus {
  return lead.email !== "" && lead.formType !== newsletterForm.formType && lead.status !== "spam" && isNoticeStatus(to);
}

/**
 * The same rule as `canNotifyApplicant`, as an SQL condition on `form_submissions`: what a bulk
 * status change counts and marks owed (docs/decisions/061-bulk-work.md). False for a status
 * nobody is told of.
 */
export function notifiableApplicantCondition(to: WorkingStatus): SQL {
  if (!isNoticeStatus(to)) return sql`0`;
  return and(ne(leads.email, ""), ne(leads.formType, newsletterForm.formType), ne(leads.status, "spam"))!;
}

/** The day the applicant sent it, in their language and the organisation's time zone. */
const sentOnFormats = dateTimeFormatPerLanguage({ dateStyle: "long", timeZone: "America/New_York" });

/** The e-mail the applicant would get for this change (what the admin previews is what is sent), or undefined when they cannot be told. */
export async function applicantNotice(lead: Lead, to: WorkingStatus, origin: string, contact: OrganisationContact): Promise<EmailContent | undefined> {
  if (!canNotifyApplicant(lead, to)) return undefined;
  const language: Language = lead.language;
  const t = await translatorFor(language);
  return statusUpdateEmail(language, {
    firstName: lead.firstName,
    request: t(accountLabelOf(lead.formType)),
    status: t(`leadStatuses.${to}`),
    statusKey: to,
    sentOn: sentOnFormats[language].format(new Date(lead.createdAt)),
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
export async function listingNotice(lead: Lead, isListed: boolean, origin: string, contact: OrganisationContact): Promise<ApplicantNotice | undefined> {
  const to = isListed ? "accepted" : "closed";
  if (!canNotifyApplicant(lead, to)) return undefined;
  const language: Language = lead.language;
  const sentOn = sentOnFormats[language].format(new Date(lead.createdAt));
  return isListed
    ? {
        kind: "partner-listed",
        ...(await partnerListedEmail(language, {
          firstName: lead.firstName,
          sentOn,
          directoryLink: `${origin}${localizePath("/business-search", language)}`,
          contact,
        })),
      }
    : {
        kind: "partner-unlisted",
        ...(await partnerUnlistedEmail(language, {
          firstName: lead.firstName,
          sentOn,
          accountLink: `${origin}${localizePath("/account", language)}`,
          contact,
        })),
      };
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
  change: { lead: Lead; from: WorkingStatus; to: WorkingStatus; changedByUserId: string; notice?: ApplicantNotice },
): Promise<StatusChangeOutcome> {
  const { lead, from, to, notice } = change;
  if (from === to) return { kind: "unchanged" };
  const now = new Date().toISOString();
  const changeId = crypto.randomUUID();
  const emailId = crypto.randomUUID();
  const stillAsSeen = and(eq(leads.id, lead.id), eq(leads.status, from));
  const history = db.insert(leadStatusChanges).select(
    db
      .select({
        id: sql<string>`${changeId}`.as("id"),
        leadId: leads.id,
        fromStatus: leads.status,
        toStatus: sql<WorkingStatus>`${to}`.as("to_status"),
        changedByUserId: sql<string>`${change.changedByUserId}`.as("changed_by_user_id"),
        applicantNotified: sql<boolean>`${notice ? 1 : 0}`.as("applicant_notified"),
        createdAt: sql<string>`${now}`.as("created_at"),
      })
      .from(leads)
      .where(stillAsSeen),
  );
  const move = db
    .update(leads)
    .set({
      status: to,
      firstStatusChangeAt: sql`CASE WHEN ${leads.firstStatusChangeAt} IS NULL AND ${leads.status} = 'new' THEN ${now} ELSE ${leads.firstStatusChangeAt} END`,
      updatedAt: now,
    })
    .where(stillAsSeen)
    .returning({ id: leads.id });
  if (notice) {
    // Queued only when this batch wrote the history row, i.e. only when this post made the change.
    const email = db.insert(emailOutbox).select(
      db
        .select({
          id: sql<string>`${emailId}`.as("id"),
          leadId: leadStatusChanges.leadId,
          kind: sql<ApplicantNoticeKind>`${notice.kind ?? "status-update"}`.as("kind"),
          toAddress: sql<string>`${lead.email.toLowerCase()}`.as("to_address"),
          language: sql<Language>`${lead.language}`.as("language"),
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
        .from(leadStatusChanges)
        .where(eq(leadStatusChanges.id, changeId)),
    );
    const [, moved] = await db.batch([history, move, email]);
    return moved.length > 0 ? { kind: "changed", emailId } : await settled(db, lead.id, to);
  }
  const [, moved] = await db.batch([history, move]);
  return moved.length > 0 ? { kind: "changed" } : await settled(db, lead.id, to);
}

/** Why nothing moved: the lead already has the new status, or it changed under the admin. */
async function settled(db: Database, id: string, to: WorkingStatus): Promise<StatusChangeOutcome> {
  const [row] = await db.select({ status: leads.status }).from(leads).where(workingLead(id));
  return row?.status === to ? { kind: "unchanged" } : { kind: "stale" };
}

/** Applicants' e-mails rendered and queued per D1 batch: about 4 KB each, so the batch's one JSON value stays far under D1's 2 MB. */
const bulkNoticesPerBatch = 100;

/**
 * Renders and queues the applicants' e-mails a bulk status change owes (docs/decisions/061-bulk-work.md),
 * a batch at a time, up to `limit` (of one bulk change, or of any): each lead's e-mail is
 * `applicantNotice` (what the review previewed), in the lead's language. One D1 batch per batch of
 * e-mails inserts them (one JSON value, not a bound value per field), marks the history rows
 * `applicant_notified` and the leads' notices queued, each statement only for notices still owed:
 * two runs at once (the request's follow-up and the scheduled run) queue each e-mail once. A lead
 * that can no longer be told (it became spam) gets none. Returns the queued e-mails' ids.
 */
export async function queueBulkStatusNotices(
  db: Database,
  options: { bulkActionId?: string; limit: number },
): Promise<{ queued: string[]; none: number; statements: number }> {
  const queued: string[] = [];
  let none = 0;
  let statements = 0;
  const contact = await organisationContact({ db });
  for (let taken = 0; taken < options.limit;) {
    const owed = await db
      .select({ lead: leads, bulkActionId: bulkActionLeads.bulkActionId, leadId: bulkActionLeads.leadId, to: bulkActions.target, origin: bulkActions.origin })
      .from(bulkActionLeads)
      .innerJoin(bulkActions, eq(bulkActions.id, bulkActionLeads.bulkActionId))
      .leftJoin(leads, eq(leads.id, bulkActionLeads.leadId))
      .where(and(eq(bulkActionLeads.notice, "owed"), options.bulkActionId ? eq(bulkActionLeads.bulkActionId, options.bulkActionId) : undefined))
      .limit(Math.min(bulkNoticesPerBatch, options.limit - taken));
    statements += 1;
    if (owed.length === 0) break;
    taken += owed.length;
    const now = new Date().toISOString();
    const emails = [];
    const marks = [];
    for (const row of owed) {
      const to = parseWorkingStatus(row.to);
      const notice = row.lead && to ? await applicantNotice(row.lead, to, row.origin, contact) : undefined;
      marks.push({ b: row.bulkActionId, s: row.leadId, q: notice ? 1 : 0 });
      if (!notice || !row.lead) continue;
      emails.push({
        b: row.bulkActionId,
        s: row.leadId,
        id: crypto.randomUUID(),
        to: row.lead.email.toLowerCase(),
        language: row.lead.language,
        subject: notice.subject,
        text: notice.text,
        html: notice.html,
      });
    }
    const markList = JSON.stringify(marks);
    const value = (name: string) => sql`json_extract(j.value, ${`$.${name}`})`;
    // Each statement is driven by the JSON list and finds each lead's row by its primary key.
    const owedRow = (column: SQL | AnyColumn) =>
      sql`(SELECT ${column} FROM ${bulkActionLeads} WHERE ${bulkActionLeads.bulkActionId} = ${value("b")} AND ${bulkActionLeads.leadId} = ${value("s")} AND ${bulkActionLeads.notice} = 'owed')`;
    const insert = db.insert(emailOutbox).select(
      sql`SELECT ${value("id")}, ${value("s")}, 'status-update', ${value("to")}, ${value("language")}, ${value("subject")}, ${value("text")}, ${value("html")}, '{}', 'pending', 0, ${now}, NULL, NULL, ${now}, ${now}
          FROM json_each(${JSON.stringify(emails)}) AS j WHERE ${owedRow(sql`1`)} IS NOT NULL`,
    );
    const told = db
      .update(leadStatusChanges)
      .set({ applicantNotified: true })
      .where(sql`${leadStatusChanges.id} IN (SELECT ${owedRow(bulkActionLeads.changeId)} FROM json_each(${markList}) AS j WHERE ${value("q")} = 1)`);
    const settle = db
      .update(bulkActionLeads)
      .set({
        notice: sql`CASE WHEN (SELECT ${value("q")} FROM json_each(${markList}) AS j WHERE ${value("b")} = ${bulkActionLeads.bulkActionId} AND ${value("s")} = ${bulkActionLeads.leadId}) = 1 THEN 'queued' ELSE 'none' END`,
      })
      .where(sql`${bulkActionLeads}.rowid IN (SELECT ${owedRow(sql`rowid`)} FROM json_each(${markList}) AS j)`)
      .returning({ notice: bulkActionLeads.notice });
    const results = emails.length > 0 ? await db.batch([insert, told, settle]) : await db.batch([told, settle]);
    statements += results.length;
    const settled = results.at(-1) as Array<{ notice: string | null }>;
    // Only what this run settled is its own (another run may have settled the rest).
    const ownQueued = settled.filter((row) => row.notice === "queued").length;
    none += settled.length - ownQueued;
    if (ownQueued > 0) queued.push(...emails.map((email) => email.id));
  }
  return { queued, none, statements };
}
