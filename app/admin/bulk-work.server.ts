/**
 * Bulk work on leads (docs/decisions/061-bulk-work.md): assigning many leads, or changing their
 * status, in a few statements however many they are.
 *
 * - **Review** fixes the leads: one INSERT … SELECT copies the ids the view's conditions match
 *   (every lead matching the filter, or the ticked ids among them, passed as one JSON value) into
 *   `bulk_action_leads`, under a new bulk change whose id is the one-time confirmation id.
 * - **Confirm** claims the bulk change once, then works its leads in batches of `leadsPerBatch` by
 *   id, three statements a batch in one D1 batch (a transaction): decide each lead's outcome
 *   (changed, unchanged, spam, gone), write the per-lead history (`submission_status_changes`, or
 *   a `submission.assign` audit row) with INSERT … SELECT, move the leads. 10,000 leads are ten
 *   batches. Every statement is conditional on the lead's outcome not being decided yet, so a
 *   second runner (a double submit resuming a stalled change) never changes a lead twice.
 * - The applicants' e-mails of a status change are owed by the batch that changed the lead and
 *   rendered after the response (`queueBulkStatusNotices`), so the change never waits on 10,000 renders.
 * Spam is never worked in bulk: not offered on the Spam tab, and a lead that became spam meanwhile is skipped.
 */
import { and, asc, count, eq, gt, inArray, isNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { auditLog, bulkActionLeads, bulkActions, leads, leadStatusChanges } from "../../db/schema";
import { applicantNotice, notifiableApplicantCondition, queueBulkStatusNotices } from "./status-change.server";
import { parseWorkingStatus, type LeadQuery, type WorkingStatus } from "./lead-query";
import { conditionsFor, leadIdIn } from "./leads.server";
import { supportedLanguages, type Language } from "~/i18n/languages";
import { findUserById } from "~/auth/users.server";
import { auditRow, type AuditActor } from "~/platform/audit-log.server";
import type { ScheduledContext } from "~/platform/run-budget.server";
import { organisationContact } from "~/site/site-settings.server";

/** Leads a confirmation batch decides and changes: 10,000 leads are ten D1 batches of three statements. */
const leadsPerBatch = 1000;
/** How long a reviewed change can be confirmed. */
const reviewLifetimeMs = 60 * 60 * 1000;
/** A confirmation that has not finished after this long is taken as stalled: another confirmation may resume it. */
const stalledAfterMs = 2 * 60 * 1000;
/** Bulk changes (and their leads) are deleted after this long: the history and audit rows stay. */
const keptForMs = 7 * 24 * 60 * 60 * 1000;

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/** A random UUID (v4), made by SQLite for each row of a set-based insert. */
const uuidInSql = sql`lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6)))`;

/** Which leads: every one the view matches, or these ids (all of them in the view). */
export type BulkSelection = { everyMatching: true } | { ids: string[] };
export type BulkTarget = { kind: "status"; to: WorkingStatus } | { kind: "assign"; owner: string | null };

/** The target as the form names it: a status (null when it is not a working one), or an owner (null: nobody; otherwise an account's id, to be checked). */
export type BulkTargetChoice = { kind: "status"; to: WorkingStatus | null } | { kind: "assign"; owner: string | null };

export type ReviewOutcome =
  { ok: true; id: string; leads: number } | { ok: false; reason: "spam" | "status-unknown" | "owner-not-admin" | "empty" | "outside-view" };

/**
 * Whether leads may be given to `owner`: nobody, the admin at work, or another current admin. Asked
 * when a change is reviewed and again when it is confirmed (the owner may have lost the role since).
 */
async function mayOwnLeads(db: Database, owner: string | null, admin: AuditActor): Promise<boolean> {
  if (owner === null || owner === admin.id) return true;
  return owner !== "" && (await findUserById(db, owner))?.role === "admin";
}

/**
 * Makes a bulk change to review: its leads fixed now (the view's conditions, and the ids when
 * ticked). Refused on the Spam tab (spam is never worked in bulk), for a status that is not a
 * working one or an owner who is not an admin, when nothing matches, and when a ticked id is not a
 * lead of the view (a deleted lead, another tab's, a forged id): then nothing is kept.
 */
export async function reviewBulkChange(
  db: Database,
  input: { admin: AuditActor; target: BulkTargetChoice; view: Omit<LeadQuery, "page">; selection: BulkSelection; origin: string },
): Promise<ReviewOutcome> {
  const { admin, view, selection } = input;
  if (view.tab === "spam") return { ok: false, reason: "spam" };
  const choice = input.target;
  if (choice.kind === "status" && choice.to === null) return { ok: false, reason: "status-unknown" };
  if (choice.kind === "assign" && !(await mayOwnLeads(db, choice.owner, admin))) return { ok: false, reason: "owner-not-admin" };
  const target = choice as BulkTarget;
  const id = crypto.randomUUID();
  const ids = "ids" in selection ? [...new Set(selection.ids)] : null;
  const where = and(conditionsFor(view, admin.id), ids ? leadIdIn(ids) : undefined);
  const [, , [counted]] = await db.batch([
    db.insert(bulkActions).values({
      id,
      adminUserId: admin.id,
      kind: target.kind,
      target: target.kind === "status" ? target.to : target.owner,
      selection: { tab: view.tab, search: view.search, owner: view.owner, overdue: view.overdue, ...(ids ? { ticked: ids.length } : { everyMatching: true }) },
      origin: input.origin,
    }),
    db.insert(bulkActionLeads).select(
      db
        .select({
          bulkActionId: sql<string>`${id}`.as("bulk_action_id"),
          leadId: leads.id,
          outcome: sql<null>`NULL`.as("outcome"),
          batchToken: sql<null>`NULL`.as("batch_token"),
          changeId: sql<null>`NULL`.as("change_id"),
          notice: sql<null>`NULL`.as("notice"),
        })
        .from(leads)
        .where(where),
    ),
    db.select({ leads: count() }).from(bulkActionLeads).where(eq(bulkActionLeads.bulkActionId, id)),
  ]);
  const leadCount = counted?.leads ?? 0;
  const refusal = leadCount === 0 ? "empty" : ids && leadCount !== ids.length ? "outside-view" : null;
  if (refusal) {
    await db.delete(bulkActions).where(eq(bulkActions.id, id));
    return { ok: false, reason: refusal };
  }
  return { ok: true, id, leads: leadCount };
}

/** How many of these ids are leads of the view (a ticked selection is checked before it is exported). */
export async function countInView(db: Database, view: Omit<LeadQuery, "page">, viewerId: string, ids: readonly string[]): Promise<number> {
  const [row] = await db
    .select({ leads: count() })
    .from(leads)
    .where(and(conditionsFor(view, viewerId), leadIdIn(ids)));
  return row?.leads ?? 0;
}

/** A bulk change of this admin's, whatever its state (another admin's reads as none). */
export async function findBulkChange(db: Database, id: string, adminId: string) {
  if (id === "" || id.length > 64) return undefined;
  const [row] = await db
    .select()
    .from(bulkActions)
    .where(and(eq(bulkActions.id, id), eq(bulkActions.adminUserId, adminId)));
  return row;
}
export type BulkChange = NonNullable<Awaited<ReturnType<typeof findBulkChange>>>;

/** Whether a reviewed change can still be confirmed. */
export const isConfirmable = (change: BulkChange) => change.state === "reviewed" && change.createdAt > ago(reviewLifetimeMs);

/** What a bulk change is, read back from its row. */
function targetOf(change: Pick<BulkChange, "kind" | "target">): BulkTarget | undefined {
  if (change.kind === "assign") return { kind: "assign", owner: change.target };
  const to = parseWorkingStatus(change.target);
  return to ? { kind: "status", to } : undefined;
}

/** The lead already has what the change would give it (compared NULL-safe for "nobody"). */
function alreadyCondition(target: BulkTarget): SQL {
  return target.kind === "status" ? eq(leads.status, target.to) : sql`${leads.assignedTo} IS ${target.owner}`;
}

const sumOf = (condition: SQL) => sql<number>`coalesce(sum(CASE WHEN ${condition} THEN 1 ELSE 0 END), 0)`;

/**
 * What the review dialog shows: how many leads it took, how many will change, how many it will
 * skip (already so, spam since, deleted since), and for a status change the applicants who can be
 * told, per language, each with the e-mail the first of them would get (`applicantNotice`).
 */
export async function reviewSummary(db: Database, change: BulkChange) {
  const target = targetOf(change);
  if (!target) return undefined;
  const isSpam = eq(leads.status, "spam");
  const already = alreadyCondition(target);
  const notifiable = target.kind === "status" ? and(notifiableApplicantCondition(target.to), ne(leads.status, target.to))! : sql`0`;
  const groups = await db
    .select({
      language: leads.language,
      members: count(),
      spam: sumOf(isSpam),
      already: sumOf(and(already, ne(leads.status, "spam"))!),
      notifiable: sumOf(notifiable),
    })
    .from(bulkActionLeads)
    .leftJoin(leads, eq(leads.id, bulkActionLeads.leadId))
    .where(eq(bulkActionLeads.bulkActionId, change.id))
    .groupBy(leads.language);
  const total = (key: "members" | "spam" | "already" | "notifiable") => groups.reduce((sum, group) => sum + Number(group[key]), 0);
  const gone = groups.filter((group) => group.language === null).reduce((sum, group) => sum + Number(group.members), 0);
  const members = total("members");
  const skipped = total("spam") + total("already") + gone;
  const notices = [];
  if (target.kind === "status") {
    const contact = await organisationContact({ db });
    for (const language of supportedLanguages) {
      const recipients = Number(groups.find((group) => group.language === language)?.notifiable ?? 0);
      if (recipients === 0) continue;
      const [first] = await db
        .select({ lead: leads })
        .from(bulkActionLeads)
        .innerJoin(leads, eq(leads.id, bulkActionLeads.leadId))
        .where(and(eq(bulkActionLeads.bulkActionId, change.id), eq(leads.language, language), notifiable))
        .orderBy(asc(bulkActionLeads.leadId))
        .limit(1);
      const notice = first ? await applicantNotice(first.lead, target.to, change.origin, contact) : undefined;
      if (notice) notices.push({ language: language as Language, recipients, subject: notice.subject, text: notice.text });
    }
  }
  return {
    target,
    leads: members,
    willChange: members - skipped,
    already: total("already"),
    spam: total("spam"),
    gone,
    notifiable: total("notifiable"),
    notices,
  };
}

export interface BulkResult {
  [outcome: string]: number;
  changed: number;
  unchanged: number;
  spam: number;
  gone: number;
  /** Applicants whose e-mail is queued or about to be. */
  emailed: number;
}

export type ConfirmOutcome =
  /** `statements`: the D1 statements this confirmation made (a D1 batch counts each of its own). */
  | { kind: "done"; target: BulkTarget; result: BulkResult; statements: number }
  | { kind: "replayed"; target: BulkTarget; result: BulkResult }
  | { kind: "under-way" }
  | { kind: "owner-not-admin" }
  | { kind: "missing" };

/**
 * Runs a reviewed bulk change of this admin's, once. An assignment whose owner is no longer an
 * admin is refused before anything changes. The claim (reviewed → running, with the admin's notify
 * choice) lets one confirmation in; a replay finds it done (and gets its result), a second click
 * finds it under way. A confirmation that stalled (its request died) can be resumed after a while,
 * with the choice first made. The confirmation that marks it done writes its one audit row
 * (`submissions.bulk_status` or `submissions.bulk_assign`: the selection, the target, the choice, the counts).
 */
export async function confirmBulkChange(db: Database, input: { id: string; admin: AuditActor; ip: string; notify: boolean }): Promise<ConfirmOutcome> {
  const change = await findBulkChange(db, input.id, input.admin.id);
  const asked = change ? targetOf(change) : undefined;
  if (!change || !asked) return { kind: "missing" };
  if (change.state === "reviewed" && asked.kind === "assign" && !(await mayOwnLeads(db, asked.owner, input.admin))) return { kind: "owner-not-admin" };
  const now = new Date().toISOString();
  const [claimed] = await db
    .update(bulkActions)
    .set({ state: "running", notify: sql`coalesce(${bulkActions.notify}, ${input.notify ? 1 : 0})`, confirmedAt: now })
    .where(
      and(
        eq(bulkActions.id, input.id),
        eq(bulkActions.adminUserId, input.admin.id),
        or(
          and(eq(bulkActions.state, "reviewed"), gt(bulkActions.createdAt, ago(reviewLifetimeMs))),
          and(eq(bulkActions.state, "running"), lt(bulkActions.confirmedAt, ago(stalledAfterMs))),
        ),
      ),
    )
    .returning();
  if (!claimed) {
    const current = await findBulkChange(db, input.id, input.admin.id);
    if (current?.state === "done" && current.result) return { kind: "replayed", target: asked, result: current.result as BulkResult };
    return current?.state === "running" ? { kind: "under-way" } : { kind: "missing" };
  }
  const target = targetOf(claimed);
  if (!target) return { kind: "missing" };
  const work = { db, id: claimed.id, target, admin: input.admin, ip: input.ip, notify: Boolean(claimed.notify) };
  let batches = 1;
  // Until a batch finds nothing left to decide: then every lead's outcome is committed, whoever decided it.
  while ((await runBatch(work)) > 0) batches += 1;
  const result = await resultOf(db, claimed.id);
  const [finished] = await db
    .update(bulkActions)
    .set({ state: "done", result })
    .where(and(eq(bulkActions.id, claimed.id), eq(bulkActions.state, "running")))
    .returning({ id: bulkActions.id });
  // The claim, three a batch, the result and the finish.
  const statements = 1 + batchStatements * batches + 2;
  console.log(
    JSON.stringify({
      level: "info",
      event: "bulk_change",
      kind: target.kind,
      leads: result.changed + result.unchanged + result.spam + result.gone,
      changed: result.changed,
      statements,
    }),
  );
  if (finished) {
    const action = target.kind === "status" ? "submissions.bulk_status" : "submissions.bulk_assign";
    await auditRow(db, {
      actor: input.admin,
      ip: input.ip,
      action,
      target: claimed.id,
      details: { ...claimed.selection, to: claimed.target, notify: target.kind === "status" ? input.notify : undefined, ...result },
    });
  }
  return { kind: "done", target, result, statements };
}

interface BatchWork {
  db: Database;
  id: string;
  target: BulkTarget;
  admin: AuditActor;
  ip: string;
  notify: boolean;
}

const batchStatements = 3;

/** One batch: decides the next leads' outcomes, writes their history, moves them; returns how many it decided. */
async function runBatch({ db, id, target, admin, ip, notify }: BatchWork): Promise<number> {
  const token = crypto.randomUUID();
  const now = new Date().toISOString();
  // Correlated to the row being decided.
  const lead = (select: SQL) => sql`(SELECT ${select} FROM ${leads} WHERE ${leads.id} = ${bulkActionLeads.leadId})`;
  const willChange = and(ne(leads.status, "spam"), sql`NOT (${alreadyCondition(target)})`)!;
  const next = db
    .select({ leadId: bulkActionLeads.leadId })
    .from(bulkActionLeads)
    .where(and(eq(bulkActionLeads.bulkActionId, id), isNull(bulkActionLeads.outcome)))
    .orderBy(asc(bulkActionLeads.leadId))
    .limit(leadsPerBatch);
  const owesNotice = target.kind === "status" && notify ? and(willChange, notifiableApplicantCondition(target.to))! : undefined;
  const decide = db
    .update(bulkActionLeads)
    .set({
      batchToken: token,
      outcome: sql`coalesce(${lead(sql`CASE WHEN ${leads.status} = 'spam' THEN 'spam' WHEN ${alreadyCondition(target)} THEN 'unchanged' ELSE 'changed' END`)}, 'gone')`,
      changeId: uuidInSql,
      notice: owesNotice ? lead(sql`CASE WHEN ${owesNotice} THEN 'owed' END`) : sql`NULL`,
    })
    .where(and(eq(bulkActionLeads.bulkActionId, id), isNull(bulkActionLeads.outcome), inArray(bulkActionLeads.leadId, next)))
    .returning({ leadId: bulkActionLeads.leadId });
  const changedHere = and(eq(bulkActionLeads.bulkActionId, id), eq(bulkActionLeads.batchToken, token), eq(bulkActionLeads.outcome, "changed"));
  const changedIds = db.select({ id: bulkActionLeads.leadId }).from(bulkActionLeads).where(changedHere);
  const withLead = eq(leads.id, bulkActionLeads.leadId);

  if (target.kind === "status") {
    const [decided] = await db.batch([
      decide,
      // The history first: it reads each lead's status before the move. `applicant_notified` is set
      // when the e-mail is queued (`queueBulkStatusNotices`).
      db.insert(leadStatusChanges).select(
        db
          .select({
            id: sql<string>`${bulkActionLeads.changeId}`.as("id"),
            leadId: leads.id,
            fromStatus: leads.status,
            toStatus: sql<WorkingStatus>`${target.to}`.as("to_status"),
            changedByUserId: sql<string>`${admin.id}`.as("changed_by_user_id"),
            applicantNotified: sql<boolean>`0`.as("applicant_notified"),
            createdAt: sql<string>`${now}`.as("created_at"),
          })
          .from(bulkActionLeads)
          .innerJoin(leads, withLead)
          .where(changedHere),
      ),
      db
        .update(leads)
        .set({
          status: target.to,
          firstStatusChangeAt: sql`CASE WHEN ${leads.firstStatusChangeAt} IS NULL AND ${leads.status} = 'new' THEN ${now} ELSE ${leads.firstStatusChangeAt} END`,
          updatedAt: now,
        })
        .where(inArray(leads.id, changedIds)),
    ]);
    return decided.length;
  }
  const [decided] = await db.batch([
    decide,
    // One `submission.assign` row per lead, as the one-lead assign writes (the lead's timeline reads them).
    db.insert(auditLog).select(
      db
        .select({
          id: sql<string>`${bulkActionLeads.changeId}`.as("id"),
          actorUserId: sql<string>`${admin.id}`.as("actor_user_id"),
          actorEmail: sql<string>`${admin.email}`.as("actor_email"),
          action: sql<string>`'submission.assign'`.as("action"),
          target: leads.id,
          details: sql<string>`json_object('formType', ${leads.formType}, 'from', ${leads.assignedTo}, 'to', ${target.owner}, 'bulkActionId', ${id})`.as(
            "details",
          ),
          ip: sql<string>`${ip}`.as("ip"),
          createdAt: sql<string>`${now}`.as("created_at"),
        })
        .from(bulkActionLeads)
        .innerJoin(leads, withLead)
        .where(changedHere),
    ),
    db.update(leads).set({ assignedTo: target.owner, updatedAt: now }).where(inArray(leads.id, changedIds)),
  ]);
  return decided.length;
}

/** A bulk change's counts, from its leads' outcomes. */
async function resultOf(db: Database, id: string): Promise<BulkResult> {
  const groups = await db
    .select({ outcome: bulkActionLeads.outcome, leads: count(), emailed: sumOf(sql`${bulkActionLeads.notice} IN ('owed', 'queued')`) })
    .from(bulkActionLeads)
    .where(eq(bulkActionLeads.bulkActionId, id))
    .groupBy(bulkActionLeads.outcome);
  const result: BulkResult = { changed: 0, unchanged: 0, spam: 0, gone: 0, emailed: 0 };
  for (const group of groups) {
    if (group.outcome) result[group.outcome] = Number(group.leads);
    result.emailed += Number(group.emailed);
  }
  return result;
}

/** E-mails rendered after the confirmation's response; more than this wait for the scheduled run. */
export const noticesAfterResponse = 10_000;
/** Bulk changes older than a week deleted per scheduled run at most (their leads' rows go with them). */
const purgedPerScheduledRun = 20;

/**
 * The scheduled run's part (every five minutes): the applicants' e-mails still owed (a request
 * that stopped before it had queued them all), as many as the step's share of the run's e-mails
 * (docs/decisions/069), and bulk changes older than a week deleted, a few at a time.
 */
export async function runBulkWorkSchedule({ db, budget }: ScheduledContext): Promise<Record<string, number>> {
  const { queued } = await queueBulkStatusNotices(db, { limit: budget.emailsLeft() });
  budget.spendEmails(queued.length);
  const old = db
    .select({ id: bulkActions.id })
    .from(bulkActions)
    .where(lt(bulkActions.createdAt, ago(keptForMs)))
    .limit(purgedPerScheduledRun);
  const purged = await db.delete(bulkActions).where(inArray(bulkActions.id, old)).returning({ id: bulkActions.id });
  return { noticesQueued: queued.length, purged: purged.length };
}
