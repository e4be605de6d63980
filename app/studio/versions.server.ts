/**
 * The studio's workflow on the versions of the course's units (docs/studio.md): list the units,
 * read one with its history, start a draft from the published version (or continue the open one),
 * save it, send it for review, approve it or send it back (a second person), discard it.
 * Every step is one conditional statement on the state (and the revision the person saw), so a
 * double submit or a race changes nothing twice: the loser is told what happened instead. Each
 * step but a save is audited. Publishing is app/studio/publish.server.ts.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Database } from "../../db/client";
import { contentKinds, courseContentVersions, users, type ContentKind, type ContentState } from "../../db/schema";
import { recordAudit } from "~/platform/audit-log.server";
import { containsText } from "~/platform/text-search.server";
import type { StudioUser } from "./access.server";
import { hashUnit } from "./units.js";
import { openStates } from "./studio-values";

export type ContentVersion = typeof courseContentVersions.$inferSelect;
export const pageSize = 50;

export type UnitFilter = {
  kind: ContentKind | null;
  moduleId: string | null;
  state: (typeof openStates)[number] | "published" | null;
  search: string;
  page: number;
};

const versions = courseContentVersions;
const open = alias(courseContentVersions, "open_version");
const isOpen = (table: { state: SQLWrapper }) =>
  sql`${table.state} in (${sql.join(
    openStates.map((state) => sql`${state}`),
    sql`, `,
  )})`;

/**
 * The units, one row each: the published version and the open one when there is one, filtered and
 * paginated (50 a page), with the number of open versions in each state across the whole course.
 */
export async function listUnits(db: Database, filter: UnitFilter) {
  const conditions: SQL[] = [eq(versions.state, "published")];
  if (filter.kind) conditions.push(eq(versions.kind, filter.kind));
  if (filter.moduleId) conditions.push(eq(versions.moduleId, filter.moduleId));
  if (filter.state === "published") conditions.push(isNull(open.id));
  else if (filter.state) conditions.push(eq(open.state, filter.state));
  const search = filter.search.trim();
  if (search) {
    const inText = (columns: { itemId: SQLWrapper; enText: SQLWrapper; esText: SQLWrapper }) =>
      or(containsText(columns.itemId, search), containsText(columns.enText, search), containsText(sql`coalesce(${columns.esText}, '')`, search));
    conditions.push(or(inText(versions), and(sql`${open.id} is not null`, inText(open))) as SQL);
  }
  const joined = and(eq(open.kind, versions.kind), eq(open.itemId, versions.itemId), isOpen(open));
  const where = and(...conditions);
  const [rows, totals, stateCounts] = await Promise.all([
    db
      .select({
        kind: versions.kind,
        itemId: versions.itemId,
        moduleId: versions.moduleId,
        publishedVersion: versions.version,
        publishedAt: versions.publishedAt,
        openVersion: open.version,
        openState: open.state,
        openUpdatedAt: open.updatedAt,
      })
      .from(versions)
      .leftJoin(open, joined)
      .where(where)
      .orderBy(asc(versions.kind), asc(versions.itemId))
      .limit(pageSize)
      .offset((filter.page - 1) * pageSize),
    db.select({ total: count() }).from(versions).leftJoin(open, joined).where(where),
    db.select({ state: versions.state, count: count() }).from(versions).where(isOpen(versions)).groupBy(versions.state),
  ]);
  const counts = Object.fromEntries(openStates.map((state) => [state, stateCounts.find((row) => row.state === state)?.count ?? 0])) as Record<
    (typeof openStates)[number],
    number
  >;
  const total = totals[0]?.total ?? 0;
  return { rows, total, counts, pages: Math.max(1, Math.ceil(total / pageSize)) };
}

/** The modules that have units (for the list's filter). */
export async function unitModules(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ moduleId: versions.moduleId })
    .from(versions)
    .where(and(eq(versions.state, "published"), sql`${versions.moduleId} is not null`))
    .orderBy(asc(versions.moduleId));
  return rows.flatMap((row) => (row.moduleId ? [row.moduleId] : []));
}

/** The versions waiting in review that this person may review: written and last edited by someone else. */
export async function waitingForReview(db: Database, user: StudioUser) {
  if (!user.canReview) return [];
  return db
    .select({ kind: versions.kind, itemId: versions.itemId, version: versions.version, submittedAt: versions.submittedAt })
    .from(versions)
    .where(and(eq(versions.state, "review"), notBy(user.id)))
    .orderBy(asc(versions.submittedAt))
    .limit(100);
}

const notBy = (userId: string) => and(sql`coalesce(${versions.createdBy}, '') <> ${userId}`, sql`coalesce(${versions.updatedBy}, '') <> ${userId}`);

const author = alias(users, "author");
const editor = alias(users, "editor");
const reviewer = alias(users, "reviewer");

/** A unit: every version, newest first, with who wrote, last edited and reviewed it; the published one and the open one. */
export async function unitDetail(db: Database, kind: ContentKind, itemId: string) {
  const history = await db
    .select({
      version: versions,
      authorEmail: author.email,
      editorEmail: editor.email,
      reviewerEmail: reviewer.email,
    })
    .from(versions)
    .leftJoin(author, eq(author.id, versions.createdBy))
    .leftJoin(editor, eq(editor.id, versions.updatedBy))
    .leftJoin(reviewer, eq(reviewer.id, versions.reviewedBy))
    .where(and(eq(versions.kind, kind), eq(versions.itemId, itemId)))
    .orderBy(desc(versions.version));
  if (history.length === 0) return null;
  const published = history.find((row) => row.version.state === "published") ?? null;
  const openOne = history.find((row) => (openStates as readonly string[]).includes(row.version.state)) ?? null;
  return { published, open: openOne, history };
}

export type UnitDetail = NonNullable<Awaited<ReturnType<typeof unitDetail>>>;

export function isContentKind(value: string): value is ContentKind {
  return (contentKinds as readonly string[]).includes(value);
}

type Step = { context: AppLoadContext; request: Request; user: StudioUser };
export type StepRefusal = { ok: false; reason: "not-found" | "conflict" | "state" | "own"; current: ContentVersion | null };
export type StepResult = { ok: true; version: ContentVersion } | StepRefusal;

const now = () => new Date().toISOString();
const target = (row: Pick<ContentVersion, "kind" | "itemId" | "version">) => `${row.kind}:${row.itemId}@${row.version}`;

/** The open version of a unit, or a new draft of its published version (a race between two starts keeps one). */
export async function startDraft({ context, request, user }: Step, kind: ContentKind, itemId: string): Promise<StepResult> {
  const { db } = context;
  const detail = await unitDetail(db, kind, itemId);
  if (!detail?.published) return { ok: false, reason: "not-found", current: null };
  if (detail.open) return { ok: true, version: detail.open.version };
  const base = detail.published.version;
  const next = Math.max(...detail.history.map((row) => row.version.version)) + 1;
  const [created] = await db
    .insert(versions)
    .values({
      kind,
      itemId,
      moduleId: base.moduleId,
      version: next,
      state: "draft",
      enText: base.enText,
      esText: base.esText,
      hash: base.hash,
      basedOn: base.version,
      origin: "studio",
      createdBy: user.id,
      updatedBy: user.id,
    })
    .onConflictDoNothing()
    .returning();
  if (created) {
    await recordAudit(context, request, user, "studio.draft", target(created), { versionId: created.id });
    return { ok: true, version: created };
  }
  const [openNow] = await db
    .select()
    .from(versions)
    .where(and(eq(versions.kind, kind), eq(versions.itemId, itemId), isOpen(versions)));
  return openNow ? { ok: true, version: openNow } : { ok: false, reason: "conflict", current: null };
}

/** Why a conditional step changed nothing, read after it: gone, another state, or another revision. */
async function refusal(db: Database, versionId: string, state: ContentState | readonly ContentState[], userId?: string): Promise<StepRefusal> {
  const [current] = await db.select().from(versions).where(eq(versions.id, versionId));
  if (!current) return { ok: false, reason: "not-found", current: null };
  const states: readonly string[] = typeof state === "string" ? [state] : state;
  if (!states.includes(current.state)) return { ok: false, reason: "state", current };
  if (userId && (current.createdBy === userId || current.updatedBy === userId)) return { ok: false, reason: "own", current };
  return { ok: false, reason: "conflict", current };
}

/** Saves a draft's texts if nobody saved it since `revision` (decided by the UPDATE itself). */
export async function saveDraft(
  { context, user }: Step,
  input: { versionId: string; revision: number; enText: string; esText: string | null },
): Promise<StepResult> {
  const { db } = context;
  const [saved] = await db
    .update(versions)
    .set({
      enText: input.enText,
      esText: input.esText,
      hash: hashUnit(input.enText, input.esText),
      revision: sql`${versions.revision} + 1`,
      updatedBy: user.id,
      updatedAt: now(),
    })
    .where(and(eq(versions.id, input.versionId), eq(versions.state, "draft"), eq(versions.revision, input.revision)))
    .returning();
  return saved ? { ok: true, version: saved } : refusal(db, input.versionId, "draft");
}

/** Sends the draft, as it was at `revision`, for review. */
export async function submitForReview({ context, request, user }: Step, input: { versionId: string; revision: number }): Promise<StepResult> {
  const [sent] = await context.db
    .update(versions)
    .set({ state: "review", submittedBy: user.id, submittedAt: now(), reviewNote: null })
    .where(and(eq(versions.id, input.versionId), eq(versions.state, "draft"), eq(versions.revision, input.revision)))
    .returning();
  if (!sent) return refusal(context.db, input.versionId, "draft");
  await recordAudit(context, request, user, "studio.submit", target(sent), { versionId: sent.id, revision: sent.revision });
  return { ok: true, version: sent };
}

/**
 * A reviewer's decision on the version in review, as it was at `revision`: approve (never by the
 * person who wrote or last edited it) or send it back to draft with a note.
 */
export async function reviewVersion(
  { context, request, user }: Step,
  input: { versionId: string; revision: number; decision: "approve" | "send-back"; note: string },
): Promise<StepResult> {
  if (!user.canReview) return { ok: false, reason: "own", current: null };
  const approve = input.decision === "approve";
  const [reviewed] = await context.db
    .update(versions)
    .set({ state: approve ? "approved" : "draft", reviewedBy: user.id, reviewedAt: now(), reviewNote: input.note || null })
    .where(
      and(
        eq(versions.id, input.versionId),
        approve ? eq(versions.state, "review") : inArray(versions.state, ["review", "approved"]),
        eq(versions.revision, input.revision),
        approve ? notBy(user.id) : undefined,
      ),
    )
    .returning();
  if (!reviewed) return refusal(context.db, input.versionId, approve ? "review" : ["review", "approved"], approve ? user.id : undefined);
  await recordAudit(context, request, user, approve ? "studio.approve" : "studio.send_back", target(reviewed), {
    versionId: reviewed.id,
    revision: reviewed.revision,
    note: input.note.slice(0, 200),
  });
  return { ok: true, version: reviewed };
}

/** Throws a draft away (never a version in review, approved or live). */
export async function discardDraft({ context, request, user }: Step, input: { versionId: string; revision: number }): Promise<StepResult> {
  const [gone] = await context.db
    .delete(versions)
    .where(and(eq(versions.id, input.versionId), eq(versions.state, "draft"), eq(versions.revision, input.revision)))
    .returning();
  if (!gone) return refusal(context.db, input.versionId, "draft");
  await recordAudit(context, request, user, "studio.discard", target(gone), { versionId: gone.id });
  return { ok: true, version: gone };
}

/** Who may approve this version: a reviewer who neither wrote nor last edited it. */
export function mayApprove(user: StudioUser, version: Pick<ContentVersion, "createdBy" | "updatedBy">): boolean {
  return user.canReview && version.createdBy !== user.id && version.updatedBy !== user.id;
}
