/**
 * Enrolments: who may study the full course, and when. An admin enrols a person by address (from
 * their licence application or typed); the enrolment belongs to the address, so the person sees it
 * once they sign in with an account whose address is proven — an account never gains an enrolment
 * made for another address (docs/decisions/018-accounts-own-their-email.md).
 */
import { and, desc, eq, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../../db/client";
import { courseEnrolments, courseRecords, users, type EnrolmentStatus, type PauseReason } from "../../db/schema";
import { normalizeEmail } from "~/auth/users.server";

export type Enrolment = typeof courseEnrolments.$inferSelect;

/** An enrolment lasts six months unless the admin says otherwise. */
export const defaultEnrolmentMonths = 6;

export type CourseAccess =
  | { state: "open"; enrolment: Enrolment }
  | { state: "not-started" | "paused" | "ended" | "expired"; enrolment: Enrolment }
  | { state: "not-enrolled" | "unverified" };

/**
 * The join condition from an enrolment to its person's account: the account linked to it, or,
 * before the student's first post links it (`enrolmentOf` with `claim`), the account whose proven
 * address is the one enrolled: the account `enrolmentOf` would open the course for. Every place the
 * school asks "has this learner an account, and which" joins by this one condition.
 */
export const enrolmentAccount = or(
  eq(users.id, courseEnrolments.userId),
  and(isNull(courseEnrolments.userId), eq(users.email, courseEnrolments.studentEmail), isNotNull(users.emailVerifiedAt)),
)!;

/** What an account may do with the course at `now`: study it, or why not. */
export async function courseAccessFor(
  db: Database,
  account: { id: string; email: string; emailVerifiedAt: string | null },
  { claim = false, now = new Date() }: { claim?: boolean; now?: Date } = {},
): Promise<CourseAccess> {
  if (!account.emailVerifiedAt) return { state: "unverified" };
  const enrolment = await enrolmentOf(db, account, { claim });
  if (!enrolment) return { state: "not-enrolled" };
  return { state: accessState(enrolment, now), enrolment } as CourseAccess;
}

/** The state of one enrolment at `now`. */
function accessState(enrolment: Pick<Enrolment, "status" | "startsAt" | "endsAt">, now = new Date()): "open" | "not-started" | "paused" | "ended" | "expired" {
  if (enrolment.status === "ended") return "ended";
  if (enrolment.status === "paused") return "paused";
  const instant = now.toISOString();
  if (instant < enrolment.startsAt) return "not-started";
  if (instant >= enrolment.endsAt) return "expired";
  return "open";
}

/**
 * The account's current enrolment: the one linked to it, or one made for its proven address (the
 * newest that is not ended first). Reading changes nothing; with `claim` (a post), an enrolment
 * made for the address is linked to the account, so it stays theirs if they change their address.
 */
export async function enrolmentOf(
  db: Database,
  account: { id: string; email: string; emailVerifiedAt: string | null },
  { claim = false }: { claim?: boolean } = {},
): Promise<Enrolment | undefined> {
  const forTheAddress = account.emailVerifiedAt
    ? and(isNull(courseEnrolments.userId), eq(courseEnrolments.studentEmail, normalizeEmail(account.email)))
    : undefined;
  const [enrolment] = await db
    .select()
    .from(courseEnrolments)
    .where(forTheAddress ? or(eq(courseEnrolments.userId, account.id), forTheAddress) : eq(courseEnrolments.userId, account.id))
    .orderBy(sql`${courseEnrolments.status} = 'ended'`, desc(courseEnrolments.createdAt))
    .limit(1);
  if (!enrolment || enrolment.userId !== null || !claim) return enrolment;
  const [claimed] = await db
    .update(courseEnrolments)
    .set({ userId: account.id, updatedAt: new Date().toISOString() })
    .where(and(eq(courseEnrolments.id, enrolment.id), isNull(courseEnrolments.userId)))
    .returning();
  return claimed ?? enrolment;
}

type EnrolmentChange = { status?: EnrolmentStatus; endsAt?: string };

/**
 * Why a change is refused: the enrolment is missing or ended, the new end is not after its start,
 * the change changes nothing (paused to paused, the same end), or it would resume an enrolment the
 * identity checks paused other than by their own resume (`resumeAfterIdentityPause`).
 */
export type ChangeRefusal = "missing" | "ended" | "bad-dates" | "unchanged" | "identity-paused";

type ChangeResult = { ok: true; enrolment: Enrolment } | { ok: false; reason: ChangeRefusal | "changed-meanwhile" };

interface ChangeOptions {
  /** Why a pause is made (a staff member's unless the identity checks say so). */
  pauseReason?: PauseReason;
  /** The identity checks' own resume: the only change that resumes an enrolment they paused. */
  identityResume?: boolean;
}

/**
 * Whether `change` may be made to `current`, and if not why: the one rule of every status change,
 * whoever asks. A pause by the identity checks is kept until their own resume (a staff pause of it,
 * or a resume by the general button, is refused); the identity checks may pause an enrolment a
 * staff member had paused (the reason becomes theirs). Moving the end never touches the pause.
 */
export function refusedChange(
  current: Pick<Enrolment, "status" | "pauseReason" | "startsAt" | "endsAt">,
  change: EnrolmentChange,
  { pauseReason = "staff", identityResume = false }: ChangeOptions = {},
): ChangeRefusal | null {
  if (current.status === "ended") return "ended";
  if (change.endsAt !== undefined && !(current.startsAt < change.endsAt)) return "bad-dates";
  const pausedForIdentity = current.status === "paused" && current.pauseReason === "identity";
  if (identityResume) return pausedForIdentity && change.status === "active" ? null : "unchanged";
  if (change.status === "active" && pausedForIdentity) return "identity-paused";
  const takesOverAPause = change.status === "paused" && current.status === "paused" && !pausedForIdentity && pauseReason === "identity";
  const changesStatus = change.status !== undefined && (change.status !== current.status || takesOverAPause);
  const changesEnd = change.endsAt !== undefined && change.endsAt !== current.endsAt;
  return changesStatus || changesEnd ? null : "unchanged";
}

/** The pause reason a change leaves: set by a pause, cleared by a resume or the end, kept by a new end. */
function pauseReasonAfter(current: Pick<Enrolment, "pauseReason">, change: EnrolmentChange, pauseReason: PauseReason): PauseReason | null {
  if (change.status === undefined) return current.pauseReason;
  return change.status === "paused" ? pauseReason : null;
}

/**
 * Pauses, resumes or ends an enrolment, or changes its end, when `refusedChange` allows it; the
 * state and the pause's reason are written by one statement, and the change is appended to the
 * record (with its `reason` for the identity checks') in the same D1 batch, both only if the
 * enrolment is still as it was read (a change racing this one wins, and this one writes nothing).
 * `alongside(stillAsRead)` adds statements to the batch, after the record and before the update,
 * that must hold only with the change (each conditioned on `stillAsRead`).
 */
export async function changeEnrolment(
  db: Database,
  enrolmentId: string,
  change: EnrolmentChange,
  actor: string,
  options: ChangeOptions & { alongside?: (stillAsRead: SQL) => Array<BatchItem<"sqlite">> } = {},
): Promise<ChangeResult> {
  const [current] = await db.select().from(courseEnrolments).where(eq(courseEnrolments.id, enrolmentId));
  if (!current) return { ok: false, reason: "missing" };
  const refusal = refusedChange(current, change, options);
  if (refusal) return { ok: false, reason: refusal };
  const pauseReason = options.pauseReason ?? "staff";
  const stillAsRead = and(
    eq(courseEnrolments.id, enrolmentId),
    eq(courseEnrolments.status, current.status),
    current.pauseReason === null ? isNull(courseEnrolments.pauseReason) : eq(courseEnrolments.pauseReason, current.pauseReason),
    eq(courseEnrolments.endsAt, current.endsAt),
  ) as SQL;
  const isStillAsRead = sql`exists (select 1 from ${courseEnrolments} where ${stillAsRead})`;
  const isIdentityStep = options.identityResume === true || (change.status === "paused" && pauseReason === "identity");
  const details = { from: { status: current.status, endsAt: current.endsAt }, to: change, by: actor, ...(isIdentityStep ? { reason: "identity" } : {}) };
  const results = await db.batch([
    // The record first: it is written only while the enrolment is as read, which the update then changes.
    recordWhere(db, enrolmentId, "enrolment.changed", details, isStillAsRead),
    ...(options.alongside?.(isStillAsRead) ?? []),
    db
      .update(courseEnrolments)
      .set({ ...change, pauseReason: pauseReasonAfter(current, change, pauseReason), updatedAt: new Date().toISOString() })
      .where(stillAsRead)
      .returning(),
  ] as unknown as Parameters<typeof db.batch>[0]);
  const [updated] = results[results.length - 1] as Enrolment[];
  return updated ? { ok: true, enrolment: updated } : { ok: false, reason: "changed-meanwhile" };
}

/** `months` after `from`, as ISO (the default end of an enrolment). */
export function monthsAfter(from: Date, months: number): string {
  const end = new Date(from);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end.toISOString();
}

/** A course record written only while the condition holds (inside the same batch as what it records). */
export function recordWhere(db: Database, enrolmentId: string, kind: string, details: Record<string, unknown>, condition: SQL) {
  return db.insert(courseRecords).select(
    db
      .select({
        id: sql<number>`null`.as("id"),
        enrolmentId: sql`${enrolmentId}`.as("enrolment_id"),
        kind: sql`${kind}`.as("kind"),
        lessonId: sql`null`.as("lesson_id"),
        screen: sql`null`.as("screen"),
        seconds: sql`null`.as("seconds"),
        attemptId: sql`null`.as("attempt_id"),
        details: sql`${JSON.stringify(details)}`.as("details"),
        createdAt: sql`${new Date().toISOString()}`.as("created_at"),
      })
      .from(sql`(select 1)`)
      .where(condition),
  );
}
