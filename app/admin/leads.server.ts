/**
 * Reading and working the leads (`form_submissions`) for the admins (decision 016): filtered by
 * tab and search, paged in SQL, and the admins' own actions on them.
 */
import { and, asc, count, desc, eq, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { emailOutbox, leads, leadCounts, newsletterSubscribers, partners, leadNotes, users } from "../../db/schema";
import { containsText } from "~/platform/text-search.server";
import { overdueCondition } from "./follow-up";
import { newYorkToday } from "~/platform/time/new-york-time";
import { leadsPageSize, tabFormTypes, type LeadQuery, type LeadTab } from "./lead-query";

/** The view's conditions (the page's and the CSV export's); "mine" is the signed-in admin's (`viewerId`) leads. */
export function conditionsFor(query: Omit<LeadQuery, "page">, viewerId: string): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.tab === "spam") conditions.push(eq(leads.status, "spam"));
  else {
    // Spam stays apart: only its own tab shows it.
    conditions.push(ne(leads.status, "spam"));
    if (query.tab !== "all") conditions.push(eq(leads.formType, tabFormTypes[query.tab]));
  }
  if (query.search) {
    // The search matches e-mail, first name, last name or form type, ignoring ASCII case; the
    // columns are all in the tab index, so a search reads the index, not the table.
    const searched = [leads.email, leads.firstName, leads.lastName, leads.formType];
    conditions.push(or(...searched.map((column) => containsText(column, query.search)))!);
  }
  if (query.owner === "mine") conditions.push(eq(leads.assignedTo, viewerId));
  if (query.owner === "unassigned") conditions.push(isNull(leads.assignedTo));
  if (query.overdue) conditions.push(overdueCondition(newYorkToday()));
  return and(...conditions);
}

/** Leads among these ids, passed as one JSON value (D1 binds at most 100 values a statement; a list never costs more than one). */
export function leadIdIn(ids: readonly string[]): SQL {
  return sql`${leads.id} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`;
}

const rowColumns = {
  id: leads.id,
  formType: leads.formType,
  source: leads.source,
  email: leads.email,
  firstName: leads.firstName,
  lastName: leads.lastName,
  phone: leads.phone,
  callTextConsent: leads.callTextConsent,
  status: leads.status,
  followUpOn: leads.followUpOn,
  createdAt: leads.createdAt,
  // Aliased: in a D1 batch rows come back keyed by column name, and the owner's `email` and names
  // would overwrite the lead's own.
  ownerEmail: sql<string | null>`${users.email}`.as("owner_email"),
  ownerFirstName: sql<string | null>`${users.firstName}`.as("owner_first_name"),
  ownerLastName: sql<string | null>`${users.lastName}`.as("owner_last_name"),
};

function pageOfView(db: Database, where: SQL | undefined, page: number) {
  return db
    .select(rowColumns)
    .from(leads)
    .leftJoin(users, eq(users.id, leads.assignedTo))
    .where(where)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(leadsPageSize)
    .offset((page - 1) * leadsPageSize);
}

/**
 * One page of the view, newest first, with each lead's owner, and each tab's count: one D1 batch
 * (one round trip). A page past the end shows the last one (read again, the rare case).
 */
export async function listLeads(db: Database, query: LeadQuery, viewerId: string) {
  const where = conditionsFor(query, viewerId);
  const [[totals], items, tabGroups] = await db.batch([
    db.select({ total: count() }).from(leads).where(where),
    pageOfView(db, where, query.page),
    tabCountsQuery(db),
  ]);
  const total = totals?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / leadsPageSize));
  const page = Math.min(query.page, pageCount);
  return { items: page === query.page ? items : await pageOfView(db, where, page), total, page, pageCount, counts: tabCountsFrom(tabGroups) };
}

/**
 * How many rows each tab holds, for the tab labels and the dashboard: read from `lead_counts`, which
 * triggers keep equal to the leads themselves (a few rows, whatever the number of leads).
 */
export function tabCountsQuery(db: Database) {
  return db.select({ formType: leadCounts.formType, isSpam: leadCounts.isSpam, total: leadCounts.total }).from(leadCounts);
}

/** Each tab's count from `tabCountsQuery`'s groups (spam set apart). */
export function tabCountsFrom(statusGroups: Awaited<ReturnType<typeof tabCountsQuery>>): Record<LeadTab, number> {
  const counts = Object.fromEntries(["all", "spam", ...Object.keys(tabFormTypes)].map((tab) => [tab, 0])) as Record<LeadTab, number>;
  const tabOf = new Map(Object.entries(tabFormTypes).map(([tab, formType]) => [formType as string, tab as LeadTab]));
  for (const group of statusGroups) {
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

export async function countLeadsByTab(db: Database): Promise<Record<LeadTab, number>> {
  return tabCountsFrom(await tabCountsQuery(db));
}

export async function findLead(db: Database, id: string) {
  const [row] = await db.select().from(leads).where(eq(leads.id, id));
  return row;
}

/** Deletes one lead (its outbox rows go with it; a directory listing from it stays). */
export async function deleteLeadRecord(db: Database, id: string): Promise<boolean> {
  const [, deleted] = await db.batch([
    db.delete(emailOutbox).where(eq(emailOutbox.leadId, id)),
    db.delete(leads).where(eq(leads.id, id)).returning({ id: leads.id }),
  ]);
  return deleted.length > 0;
}

/**
 * Everything stored for one e-mail address (a person's request to be forgotten): their
 * leads, every e-mail queued for them or about their leads, and any directory
 * listing approved from their applications. One batch: all or nothing.
 */
export async function eraseEverythingForEmail(db: Database, email: string) {
  // Addresses are compared without case: Spam.MixedCase@Example.ORG is the same mailbox.
  const address = email.trim().toLowerCase();
  const sameLeadAddress = sql`lower(${leads.email}) = ${address}`;
  const samePartnerAddress = sql`lower(${partners.email}) = ${address}`;
  const sameRecipient = sql`lower(${emailOutbox.toAddress}) = ${address}`;
  const ids = (await db.select({ id: leads.id }).from(leads).where(sameLeadAddress)).map((row) => row.id);
  const fromLeads = ids.length > 0 ? inArray(emailOutbox.leadId, ids) : undefined;
  const [listings, emails, erasedLeads] = await db.batch([
    db
      .delete(partners)
      .where(ids.length > 0 ? or(inArray(partners.leadId, ids), samePartnerAddress) : samePartnerAddress)
      .returning({ id: partners.id }),
    db
      .delete(emailOutbox)
      .where(fromLeads ? or(fromLeads, sameRecipient) : sameRecipient)
      .returning({ id: emailOutbox.id }),
    db.delete(leads).where(sameLeadAddress).returning({ id: leads.id }),
    db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, address)),
  ]);
  return { submissions: erasedLeads.length, emails: emails.length, partners: listings.length };
}

/** The admins, by name then address: who a lead can be assigned to. */
export async function listAdmins(db: Database) {
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.role, "admin"))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email));
}

/** The lead with this id, if it can be worked: spam is set apart and never owned, dated or noted. */
export function workingLead(id: string): SQL {
  return and(eq(leads.id, id), ne(leads.status, "spam"))!;
}

/**
 * Sets the lead's owner (an admin's user id, checked by the caller, or none) or its follow-up day
 * (YYYY-MM-DD, checked by the caller, or none); false when the row is gone or spam.
 */
export async function updateWorkingLead(db: Database, id: string, changes: { assignedTo: string | null } | { followUpOn: string | null }): Promise<boolean> {
  const updated = await db
    .update(leads)
    .set({ ...changes, updatedAt: new Date().toISOString() })
    .where(workingLead(id))
    .returning({ id: leads.id });
  return updated.length > 0;
}

/** Adds a note to a lead's history (never changes an earlier one); false when the row is gone or spam. */
export async function addNote(db: Database, leadId: string, author: { id: string; email: string }, body: string): Promise<boolean> {
  const inserted = await db
    .insert(leadNotes)
    .select(
      db
        .select({
          id: sql<string>`${crypto.randomUUID()}`.as("id"),
          leadId: leads.id,
          authorUserId: sql<string>`${author.id}`.as("author_user_id"),
          authorEmail: sql<string>`${author.email}`.as("author_email"),
          body: sql<string>`${body}`.as("body"),
          createdAt: sql<string>`${new Date().toISOString()}`.as("created_at"),
        })
        .from(leads)
        .where(workingLead(leadId)),
    )
    .returning({ id: leadNotes.id });
  return inserted.length > 0;
}

/** A lead's notes, newest first, with the author's current name when the account still exists. */
export async function notesOf(db: Database, leadId: string) {
  return db
    .select({
      id: leadNotes.id,
      body: leadNotes.body,
      createdAt: leadNotes.createdAt,
      authorEmail: leadNotes.authorEmail,
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
    })
    .from(leadNotes)
    .leftJoin(users, eq(users.id, leadNotes.authorUserId))
    .where(eq(leadNotes.leadId, leadId))
    .orderBy(desc(leadNotes.createdAt), desc(sql`${leadNotes}.rowid`));
}

/** Spam, or back among the leads as new. */
export async function setSpam(db: Database, id: string, isSpam: boolean): Promise<boolean> {
  const updated = await db
    .update(leads)
    .set({ status: isSpam ? "spam" : "new", updatedAt: new Date().toISOString() })
    .where(eq(leads.id, id))
    .returning({ id: leads.id });
  return updated.length > 0;
}
