/**
 * Reading and working the leads (`form_submissions`) for the admins (decision 016): filtered by
 * tab and search, paged in SQL, and the admins' own actions on them.
 */
import { and, count, desc, eq, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { emailOutbox, formSubmissions, newsletterSubscribers, partners, submissionStatusChanges } from "../../db/schema";
import { submissionsPageSize, tabFormTypes, type SubmissionQuery, type SubmissionTab, type WorkingStatus } from "./submission-query";

/** `%`, `_` and the escape character itself are literal in a search. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function conditionsFor(query: Pick<SubmissionQuery, "tab" | "search">): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.tab === "spam") conditions.push(eq(formSubmissions.status, "spam"));
  else {
    // Spam stays apart: only its own tab shows it.
    conditions.push(ne(formSubmissions.status, "spam"));
    if (query.tab !== "all") conditions.push(eq(formSubmissions.formType, tabFormTypes[query.tab]));
  }
  if (query.search) {
    const pattern = likePattern(query.search);
    // The search matches e-mail, first name, last name or form type (SQLite's LIKE ignores ASCII case).
    conditions.push(
      or(
        sql`${formSubmissions.email} LIKE ${pattern} ESCAPE '\\'`,
        sql`${formSubmissions.firstName} LIKE ${pattern} ESCAPE '\\'`,
        sql`${formSubmissions.lastName} LIKE ${pattern} ESCAPE '\\'`,
        sql`${formSubmissions.formType} LIKE ${pattern} ESCAPE '\\'`,
      )!,
    );
  }
  return and(...conditions);
}

const rowColumns = {
  id: formSubmissions.id,
  formType: formSubmissions.formType,
  source: formSubmissions.source,
  email: formSubmissions.email,
  firstName: formSubmissions.firstName,
  lastName: formSubmissions.lastName,
  phone: formSubmissions.phone,
  callTextConsent: formSubmissions.callTextConsent,
  status: formSubmissions.status,
  note: formSubmissions.note,
  createdAt: formSubmissions.createdAt,
};

/** One page of the view, newest first; a page past the end shows the last one. */
export async function listSubmissions(db: Database, query: SubmissionQuery) {
  const where = conditionsFor(query);
  const [totals] = await db.select({ total: count() }).from(formSubmissions).where(where);
  const total = totals?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / submissionsPageSize));
  const page = Math.min(query.page, pageCount);
  const items = await db
    .select(rowColumns)
    .from(formSubmissions)
    .where(where)
    .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
    .limit(submissionsPageSize)
    .offset((page - 1) * submissionsPageSize);
  return { items, total, page, pageCount };
}

/**
 * How many rows each tab holds (one grouped read), for the tab labels and the dashboard. Grouped by
 * the plain columns so SQLite reads them in the order of `form_submissions_form_type_status_idx`,
 * with no sort; spam is set apart here.
 */
export async function countSubmissionsByTab(db: Database): Promise<Record<SubmissionTab, number>> {
  const statusGroups = await db
    .select({ formType: formSubmissions.formType, status: formSubmissions.status, total: count() })
    .from(formSubmissions)
    .groupBy(formSubmissions.formType, formSubmissions.status);
  const groups = statusGroups.map((group) => ({ formType: group.formType, isSpam: group.status === "spam", total: group.total }));
  const counts = Object.fromEntries(["all", "spam", ...Object.keys(tabFormTypes)].map((tab) => [tab, 0])) as Record<SubmissionTab, number>;
  const tabOf = new Map(Object.entries(tabFormTypes).map(([tab, formType]) => [formType as string, tab as SubmissionTab]));
  for (const group of groups) {
    if (group.isSpam) {
      counts.spam += group.total;
      continue;
    }
    counts.all += group.total;
    const tab = tabOf.get(group.formType);
    if (tab) counts[tab] += group.total;
  }
  return counts;
}

export async function findSubmission(db: Database, id: string) {
  const [row] = await db.select().from(formSubmissions).where(eq(formSubmissions.id, id));
  return row;
}

/** Deletes one submission (its outbox rows go with it; a directory listing from it stays). */
export async function deleteSubmission(db: Database, id: string): Promise<boolean> {
  const [, deleted] = await db.batch([
    db.delete(emailOutbox).where(eq(emailOutbox.submissionId, id)),
    db.delete(formSubmissions).where(eq(formSubmissions.id, id)).returning({ id: formSubmissions.id }),
  ]);
  return deleted.length > 0;
}

/**
 * Everything stored for one e-mail address (a person's request to be forgotten): their
 * submissions, every e-mail queued for them or about their submissions, and any directory
 * listing approved from their applications. One batch: all or nothing.
 */
export async function eraseEverythingForEmail(db: Database, email: string) {
  // Addresses are compared without case: Spam.MixedCase@Example.ORG is the same mailbox.
  const address = email.trim().toLowerCase();
  const sameSubmissionAddress = sql`lower(${formSubmissions.email}) = ${address}`;
  const samePartnerAddress = sql`lower(${partners.email}) = ${address}`;
  const sameRecipient = sql`lower(${emailOutbox.toAddress}) = ${address}`;
  const ids = (await db.select({ id: formSubmissions.id }).from(formSubmissions).where(sameSubmissionAddress)).map((row) => row.id);
  const fromSubmissions = ids.length > 0 ? inArray(emailOutbox.submissionId, ids) : undefined;
  const [listings, emails, submissions] = await db.batch([
    db
      .delete(partners)
      .where(ids.length > 0 ? or(inArray(partners.submissionId, ids), samePartnerAddress) : samePartnerAddress)
      .returning({ id: partners.id }),
    db
      .delete(emailOutbox)
      .where(fromSubmissions ? or(fromSubmissions, sameRecipient) : sameRecipient)
      .returning({ id: emailOutbox.id }),
    db.delete(formSubmissions).where(sameSubmissionAddress).returning({ id: formSubmissions.id }),
    db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, address)),
  ]);
  return { submissions: submissions.length, emails: emails.length, partners: listings.length };
}

/**
 * The admins' working status and note, in one D1 batch: a `submission_status_changes` row when the
 * status really changes (its from-status read inside the batch, so a concurrent change cannot be
 * misrecorded), and `first_status_change_at` stamped the first time the lead leaves "new" — the
 * team's response time. False when the row is gone (or is spam: un-spam it first).
 */
export async function updateLeadWork(
  db: Database,
  id: string,
  work: { status: WorkingStatus; note: string },
  changedByUserId: string
): Promise<boolean> {
  const now = new Date().toISOString();
  const [, updated] = await db.batch([
    db.insert(submissionStatusChanges).select(
      db
        .select({
          id: sql<string>`${crypto.randomUUID()}`.as("id"),
          submissionId: formSubmissions.id,
          fromStatus: formSubmissions.status,
          toStatus: sql<WorkingStatus>`${work.status}`.as("to_status"),
          changedByUserId: sql<string>`${changedByUserId}`.as("changed_by_user_id"),
          applicantNotified: sql<boolean>`0`.as("applicant_notified"),
          createdAt: sql<string>`${now}`.as("created_at"),
        })
        .from(formSubmissions)
        .where(and(eq(formSubmissions.id, id), ne(formSubmissions.status, "spam"), ne(formSubmissions.status, work.status)))
    ),
    db
      .update(formSubmissions)
      .set({
        ...work,
        firstStatusChangeAt: sql`CASE WHEN ${formSubmissions.firstStatusChangeAt} IS NULL AND ${formSubmissions.status} = 'new' AND ${work.status} <> 'new' THEN ${now} ELSE ${formSubmissions.firstStatusChangeAt} END`,
        updatedAt: now,
      })
      .where(and(eq(formSubmissions.id, id), ne(formSubmissions.status, "spam")))
      .returning({ id: formSubmissions.id }),
  ]);
  return updated.length > 0;
}

/** The lead's owner (an admin's user id, checked by the caller) or none; false when the row is gone or spam. */
export async function setAssignee(db: Database, id: string, userId: string | null): Promise<boolean> {
  const updated = await db
    .update(formSubmissions)
    .set({ assignedTo: userId, updatedAt: new Date().toISOString() })
    .where(and(eq(formSubmissions.id, id), ne(formSubmissions.status, "spam")))
    .returning({ id: formSubmissions.id });
  return updated.length > 0;
}

/** Spam, or back among the leads as new. */
export async function setSpam(db: Database, id: string, isSpam: boolean): Promise<boolean> {
  const updated = await db
    .update(formSubmissions)
    .set({ status: isSpam ? "spam" : "new", updatedAt: new Date().toISOString() })
    .where(eq(formSubmissions.id, id))
    .returning({ id: formSubmissions.id });
  return updated.length > 0;
}

/** Every row of a view (not just a page), for the CSV export; capped so one export stays one request. */
const exportRowLimit = 10_000;

export async function submissionsForExport(db: Database, query: Pick<SubmissionQuery, "tab" | "search">) {
  return db
    .select()
    .from(formSubmissions)
    .where(conditionsFor(query))
    .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
    .limit(exportRowLimit);
}
