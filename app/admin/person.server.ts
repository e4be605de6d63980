/**
 * A person, as the admins see them (docs/leads.md, "The person page"): the leads sent from one
 * e-mail address, compared without case (`lower(email)`, the leads' index; exact equality, never a
 * pattern), and everything tied to the address — the account, the newsletter, the course, the
 * e-mails sent to it — with one timeline of what happened, newest first, a page at a time.
 *
 * A person is named in URLs by one of their leads' ids or their account's id, never by the address:
 * the address is found here, on the server. A lead without an address is a person of its own.
 * Two D1 round trips after the guard: the address, then every read in one batch.
 */
import { and, count, desc, eq, inArray, lt, lte, ne, or, sql, type SQL } from "drizzle-orm";
import { alias, type SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Database } from "../../db/client";
import {
  auditLog,
  courseEnrolments,
  courseLearnerSummaries,
  emailOutbox,
  leads,
  newsletterSubscribers,
  leadNotes,
  leadStatusChanges,
  users,
  type LeadStatus,
} from "../../db/schema";
import { nameOrEmail } from "~/auth/users.server";
import { percentOf } from "~/school/learners.server";
import { screensInOrder } from "~/course/study.server";
import { localizePath, type Language } from "~/i18n/languages";
import { formatDateTime, formatDay } from "~/platform/time/date-formats";
import { isOverdue } from "./follow-up";
import { newYorkToday } from "~/platform/time/new-york-time";
import { timelinePage, timelinePageSize, type TimelineCursor } from "./person-timeline";

/** Ids are UUIDs: anything else names nobody, and is answered without a query. */
const idPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The leads listed at the top (newest first); the timeline has every one. */
const leadListLimit = 100;

/** Who a person is: their address (lower-cased), or, for a lead without one, that lead alone. */
export interface Person {
  address: string;
  onlyLeadId: string | null;
}

/** The person a lead id or an account id names, or undefined (an unknown or malformed id). One round trip. */
export async function findPerson(db: Database, personId: string): Promise<Person | undefined> {
  if (!idPattern.test(personId)) return undefined;
  const [found, accounts] = await db.batch([
    db
      .select({ address: sql<string>`lower(${leads.email})`.as("address") })
      .from(leads)
      .where(eq(leads.id, personId)),
    db.select({ address: users.email }).from(users).where(eq(users.id, personId)),
  ]);
  const lead = found[0];
  if (lead) return lead.address ? { address: lead.address, onlyLeadId: null } : { address: "", onlyLeadId: personId };
  const account = accounts[0];
  return account ? { address: account.address, onlyLeadId: null } : undefined;
}

/** The person's leads: the same address, lower-cased, exactly; or the one lead without an address. */
function leadsOf(person: Person): SQL {
  return person.onlyLeadId ? eq(leads.id, person.onlyLeadId) : sql`lower(${leads.email}) = ${person.address}`;
}

/**
 * A source's rows after the cursor, in the timeline's order (time, then `<code>.<id>`): the range
 * on the time reads the source's index; the key only decides between rows of the same instant.
 */
function afterCursor(cursor: TimelineCursor | null, code: string, at: SQLiteColumn, id: SQLiteColumn): SQL | undefined {
  if (!cursor) return undefined;
  return and(lte(at, cursor.at), or(lt(at, cursor.at), sql`(${code} || '.' || ${id}) < ${cursor.key}`));
}

/** Each source reads a page and one more after the cursor (decides whether an older page exists). */
const perSource = timelinePageSize + 1;

/** The audit actions that are part of a lead's story (notes and status changes have tables of their own). */
const leadAuditActions = ["submission.assign", "submission.follow-up", "submission.spam"];

/** Columns of a joined account, each named apart (in a D1 batch rows come back keyed by column name). */
function personColumns(table: { email: SQLiteColumn; firstName: SQLiteColumn; lastName: SQLiteColumn }, prefix: string) {
  return {
    email: sql<string | null>`${table.email}`.as(`${prefix}_email`),
    firstName: sql<string | null>`${table.firstName}`.as(`${prefix}_first_name`),
    lastName: sql<string | null>`${table.lastName}`.as(`${prefix}_last_name`),
  };
}

/** The lead an event is about, as each source names it. */
const leadColumns = {
  leadId: sql<string>`${leads.id}`.as("lead_id"),
  formType: sql<string>`${leads.formType}`.as("lead_form_type"),
  leadStatus: sql<LeadStatus>`${leads.status}`.as("lead_status"),
};

/**
 * Every read of the page, independent of each other: run in one D1 batch (one round trip, one view
 * of the data). Each reads an index, never a whole table (tests/worker/person-page.test.ts asks
 * SQLite for each plan).
 */
export function personReads(db: Database, person: Person, cursor: TimelineCursor | null) {
  const owner = alias(users, "owner");
  const actor = alias(users, "actor");
  const fromOwner = alias(users, "from_owner");
  const toOwner = alias(users, "to_owner");
  const theirLeads = leadsOf(person);
  return [
    // The leads, newest first, with their owners.
    db
      .select({
        id: leads.id,
        formType: leads.formType,
        source: leads.source,
        status: leads.status,
        firstName: leads.firstName,
        lastName: leads.lastName,
        followUpOn: leads.followUpOn,
        createdAt: leads.createdAt,
        owner: personColumns(owner, "owner"),
      })
      .from(leads)
      .leftJoin(owner, eq(owner.id, leads.assignedTo))
      .where(theirLeads)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(leadListLimit),
    db
      .select({ total: count(), spam: sql<number>`coalesce(sum(${leads.status} = 'spam'), 0)` })
      .from(leads)
      .where(theirLeads),
    // The call/text consent of the newest lead with a phone.
    db
      .select({
        id: leads.id,
        status: leads.status,
        given: leads.callTextConsent,
        version: leads.consentVersion,
        at: leads.consentAt,
        page: leads.consentPage,
      })
      .from(leads)
      .where(and(theirLeads, ne(leads.phone, "")))
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(1),
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        role: users.role,
        emailVerifiedAt: users.emailVerifiedAt,
        lastSignInAt: users.lastSignInAt,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(eq(users.email, person.address)),
    db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, person.address)),
    // The newest enrolment, one not ended first (the lead dialog's rule).
    db
      .select({ id: courseEnrolments.id, status: courseEnrolments.status, screensDone: courseLearnerSummaries.screensDone })
      .from(courseEnrolments)
      .innerJoin(courseLearnerSummaries, eq(courseLearnerSummaries.enrolmentId, courseEnrolments.id))
      .where(eq(courseEnrolments.studentEmail, person.address))
      .orderBy(sql`${courseEnrolments.status} = 'ended'`, desc(courseEnrolments.createdAt))
      .limit(1),
    // The timeline's sources.
    db
      .select({ id: leads.id, formType: leads.formType, source: leads.source, status: leads.status, at: leads.createdAt })
      .from(leads)
      .where(and(theirLeads, afterCursor(cursor, "l", leads.createdAt, leads.id)))
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(perSource),
    db
      .select({
        id: leadStatusChanges.id,
        ...leadColumns,
        from: leadStatusChanges.fromStatus,
        to: leadStatusChanges.toStatus,
        notified: leadStatusChanges.applicantNotified,
        at: leadStatusChanges.createdAt,
        actor: personColumns(actor, "by_account"),
      })
      .from(leadStatusChanges)
      .innerJoin(leads, eq(leads.id, leadStatusChanges.leadId))
      .leftJoin(actor, eq(actor.id, leadStatusChanges.changedByUserId))
      .where(and(theirLeads, afterCursor(cursor, "s", leadStatusChanges.createdAt, leadStatusChanges.id)))
      .orderBy(desc(leadStatusChanges.createdAt), desc(leadStatusChanges.id))
      .limit(perSource),
    db
      .select({
        id: leadNotes.id,
        ...leadColumns,
        body: leadNotes.body,
        authorEmail: leadNotes.authorEmail,
        at: leadNotes.createdAt,
        actor: personColumns(actor, "by_account"),
      })
      .from(leadNotes)
      .innerJoin(leads, eq(leads.id, leadNotes.leadId))
      .leftJoin(actor, eq(actor.id, leadNotes.authorUserId))
      .where(and(theirLeads, afterCursor(cursor, "n", leadNotes.createdAt, leadNotes.id)))
      .orderBy(desc(leadNotes.createdAt), desc(leadNotes.id))
      .limit(perSource),
    db
      .select({
        id: auditLog.id,
        ...leadColumns,
        action: auditLog.action,
        details: auditLog.details,
        actorEmail: auditLog.actorEmail,
        at: auditLog.createdAt,
        actor: personColumns(actor, "by_account"),
        // An owner's id (from, to) names the account, if it still exists.
        fromOwner: personColumns(fromOwner, "from_owner"),
        toOwner: personColumns(toOwner, "to_owner"),
      })
      .from(auditLog)
      .innerJoin(leads, eq(leads.id, auditLog.target))
      .leftJoin(actor, eq(actor.id, auditLog.actorUserId))
      .leftJoin(fromOwner, eq(fromOwner.id, sql`json_extract(${auditLog.details}, '$.from')`))
      .leftJoin(toOwner, eq(toOwner.id, sql`json_extract(${auditLog.details}, '$.to')`))
      .where(and(theirLeads, inArray(auditLog.action, leadAuditActions), afterCursor(cursor, "a", auditLog.createdAt, auditLog.id)))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(perSource),
    db
      .select({ id: emailOutbox.id, subject: emailOutbox.subject, status: emailOutbox.status, at: emailOutbox.createdAt })
      .from(emailOutbox)
      .where(and(sql`lower(${emailOutbox.toAddress}) = ${person.address}`, afterCursor(cursor, "e", emailOutbox.createdAt, emailOutbox.id)))
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(perSource),
  ] as const;
}

const readPerson = (db: Database, person: Person, cursor: TimelineCursor | null) => db.batch(personReads(db, person, cursor));

type Reads = Awaited<ReturnType<typeof readPerson>>;

/** Someone named on the page: their name, or their address when they gave none; null when nothing names them. */
const nameOf = (person: { email: string | null; firstName: string | null; lastName: string | null }): string | null => nameOrEmail(person) || null;

/** An owner before or after a change: nobody, an account's name, or an id no account has any more. */
export type OwnerLabel = { name: string } | "nobody" | "former";

function ownerLabel(id: unknown, account: { email: string | null; firstName: string | null; lastName: string | null }): OwnerLabel {
  if (typeof id !== "string" || id === "") return "nobody";
  const name = nameOf(account);
  return name ? { name } : "former";
}

/** The lead an event is about: its form (labelled on the page) and whether it is spam (then marked, and opened in the Spam tab). */
interface EventLead {
  id: string;
  formType: string;
  isSpam: boolean;
}

/** What happened, by kind; times are formatted for the viewer's language in New York's time zone. */
export type PersonEventDetails =
  | { kind: "received"; source: string }
  | { kind: "status"; from: LeadStatus; to: LeadStatus; by: string | null; notified: boolean }
  | { kind: "note"; by: string | null; body: string }
  | { kind: "owner"; from: OwnerLabel; to: OwnerLabel; by: string | null }
  | { kind: "follow-up"; from: string | null; to: string | null; by: string | null }
  | { kind: "spam"; isSpam: boolean; by: string | null }
  | { kind: "email"; subject: string; delivery: "pending" | "sent" | "failed" }
  | { kind: "account-created" | "address-confirmed" | "newsletter-requested" | "newsletter-confirmed" | "newsletter-left" };

interface TimelineEvent {
  at: string;
  key: string;
  lead: EventLead | null;
  details: PersonEventDetails;
}

const dayOrNull = (value: unknown, language: Language) => (typeof value === "string" && value !== "" ? formatDay(value, language) : null);

/** Every source's rows as timeline events (unordered). */
function timelineEvents(reads: Reads, language: Language): TimelineEvent[] {
  const [, , , [account], [subscription], , received, statusChanges, notes, audits, emails] = reads;
  // One object per lead, shared by its events: the page's data names each lead once.
  const eventLeads = new Map<string, EventLead>();
  const leadOf = (id: string, formType: string, status: LeadStatus) => {
    let lead = eventLeads.get(id);
    if (!lead) eventLeads.set(id, (lead = { id, formType, isSpam: status === "spam" }));
    return lead;
  };
  const eventLead = (row: { leadId: string; formType: string; leadStatus: LeadStatus }) => leadOf(row.leadId, row.formType, row.leadStatus);
  const events: TimelineEvent[] = [
    ...received.map((row) => ({
      at: row.at,
      key: `l.${row.id}`,
      lead: leadOf(row.id, row.formType, row.status),
      details: { kind: "received" as const, source: row.source },
    })),
    ...statusChanges.map((row) => ({
      at: row.at,
      key: `s.${row.id}`,
      lead: eventLead(row),
      details: { kind: "status" as const, from: row.from, to: row.to, by: nameOf(row.actor), notified: row.notified },
    })),
    ...notes.map((row) => ({
      at: row.at,
      key: `n.${row.id}`,
      lead: eventLead(row),
      details: { kind: "note" as const, by: nameOf(row.actor) ?? (row.authorEmail || null), body: row.body },
    })),
    ...audits.map((row): TimelineEvent => {
      const by = nameOf(row.actor) ?? (row.actorEmail || null);
      const details = row.details;
      const base = { at: row.at, key: `a.${row.id}`, lead: eventLead(row) };
      if (row.action === "submission.assign")
        return { ...base, details: { kind: "owner", from: ownerLabel(details.from, row.fromOwner), to: ownerLabel(details.to, row.toOwner), by } };
      if (row.action === "submission.follow-up")
        return { ...base, details: { kind: "follow-up", from: dayOrNull(details.from, language), to: dayOrNull(details.to, language), by } };
      return { ...base, details: { kind: "spam", isSpam: details.spam === true, by } };
    }),
    ...emails.map((row) => ({ at: row.at, key: `e.${row.id}`, lead: null, details: { kind: "email" as const, subject: row.subject, delivery: row.status } })),
  ];
  const once = (
    at: string | null | undefined,
    key: string,
    kind: "account-created" | "address-confirmed" | "newsletter-requested" | "newsletter-confirmed" | "newsletter-left",
  ) => {
    if (at) events.push({ at, key, lead: null, details: { kind } });
  };
  once(account?.createdAt, `u.${account?.id}`, "account-created");
  once(account?.emailVerifiedAt, `v.${account?.id}`, "address-confirmed");
  once(subscription?.createdAt, "nr.newsletter", "newsletter-requested");
  once(subscription?.confirmedAt, "nc.newsletter", "newsletter-confirmed");
  once(subscription?.unsubscribedAt, "nu.newsletter", "newsletter-left");
  return events;
}

/**
 * What the person page shows for a person: their leads, their account, newsletter, consent and
 * course, and one page of their timeline after the cursor (the newest page without one).
 */
export async function personPage(db: Database, person: Person, cursor: TimelineCursor | null, language: Language) {
  const reads = await readPerson(db, person, cursor);
  const [leadRows, [totals], [consent], [account], [subscription], [enrolment]] = reads;
  const today = newYorkToday();
  const page = timelinePage(timelineEvents(reads, language), cursor);
  const newestWithName = leadRows.find((lead) => lead.firstName || lead.lastName);
  return {
    address: person.address,
    name: (account && nameOf({ ...account, email: null })) ?? (newestWithName ? nameOf({ ...newestWithName, email: null }) : null),
    leads: leadRows.map((lead) => ({
      id: lead.id,
      formType: lead.formType,
      source: lead.source,
      status: lead.status,
      owner: nameOf(lead.owner),
      followUp: lead.followUpOn ? { date: formatDay(lead.followUpOn, language), isOverdue: isOverdue(lead, today) } : null,
      received: formatDateTime(lead.createdAt, language),
    })),
    leadTotal: totals?.total ?? 0,
    spamTotal: totals?.spam ?? 0,
    account: account
      ? {
          role: account.role,
          isVerified: account.emailVerifiedAt !== null,
          lastSignIn: account.lastSignInAt ? formatDateTime(account.lastSignInAt, language) : null,
          created: formatDateTime(account.createdAt, language),
        }
      : null,
    newsletter: subscription
      ? {
          status: subscription.status,
          date: formatDateTime(
            (subscription.status === "subscribed"
              ? subscription.confirmedAt
              : subscription.status === "unsubscribed"
                ? subscription.unsubscribedAt
                : subscription.createdAt) ?? subscription.updatedAt,
            language,
          ),
        }
      : null,
    consent: consent
      ? {
          leadId: consent.id,
          isSpam: consent.status === "spam",
          isGiven: consent.given,
          version: consent.version,
          at: consent.at ? formatDateTime(consent.at, language) : null,
          page: consent.page,
        }
      : null,
    course: enrolment
      ? {
          status: enrolment.status,
          percent: percentOf(enrolment.screensDone, screensInOrder().length),
          href: localizePath(`/course-manager/learners/${enrolment.id}`, language),
        }
      : null,
    timeline: {
      events: page.events.map((event) => ({ when: formatDateTime(event.at, language), lead: event.lead, details: event.details })),
      next: page.next,
    },
  };
}

export type PersonPageData = Awaited<ReturnType<typeof personPage>>;
