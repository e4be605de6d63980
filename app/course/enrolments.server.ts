/**
 * Enrolments: who may study the full course, and when. An admin enrols a person by address (from
 * their licence application or typed); the enrolment belongs to the address, so the person sees it
 * once they sign in with an account whose address is proven — an account never gains an enrolment
 * made for another address (docs/decisions/018-accounts-own-their-email.md).
 */
import { and, desc, eq, isNull, ne, or, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../../db/client";
import { courseEnrolments, courseRecords, type EnrolmentStatus } from "../../db/schema";
import { normalizeEmail } from "~/auth/users.server";
import { leastBusyInstructorId } from "./instructors.server";

export type Enrolment = typeof courseEnrolments.$inferSelect;

/** An enrolment lasts six months unless the admin says otherwise. */
export const defaultEnrolmentMonths = 6;

export type CourseAccess =
  | { state: "open"; enrolment: Enrolment }
  | { state: "not-started" | "paused" | "ended" | "expired"; enrolment: Enrolment }
  | { state: "not-enrolled" | "unverified" };

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
  const forTheAddress = account.emailVerifiedAt ? and(isNull(courseEnrolments.userId), eq(courseEnrolments.studentEmail, normalizeEmail(account.email))) : undefined;
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

export type EnrolResult = { ok: true; enrolment: Enrolment } | { ok: false; reason: "already-enrolled" | "bad-dates" };

/**
 * Enrols the person at `email` (lower-cased) from `startsAt` to `endsAt`, writing the enrolment, its
 * first record and `alongside` (the e-mail that tells them) in one D1 batch: all of it, or none. An
 * address has at most one enrolment that is not ended; the unique index is the one check, so two
 * admins enrolling the same person at once get one enrolment and one e-mail, never two. The
 * enrolment gets its instructor in the same insert (the least busy; none while the school has no
 * instructor), so an instructor sees their new learner at once (docs/decisions/045).
 */
export async function enrol(
  db: Database,
  input: { email: string; name: string; startsAt: string; endsAt: string; submissionId?: string | null; userId?: string | null; createdBy: string },
  alongside: ReadonlyArray<BatchItem<"sqlite">> = [],
): Promise<EnrolResult> {
  if (!(input.startsAt < input.endsAt)) return { ok: false, reason: "bad-dates" };
  const email = normalizeEmail(input.email);
  const id = crypto.randomUUID();
  try {
    const [[enrolment]] = await db.batch([
      db
        .insert(courseEnrolments)
        .values({ id, userId: input.userId ?? null, courseId: "florida-2-15", studentName: input.name, studentEmail: email, submissionId: input.submissionId ?? null, startsAt: input.startsAt, endsAt: input.endsAt, createdBy: input.createdBy, instructorId: leastBusyInstructorId(db) })
        .returning(),
      db.insert(courseRecords).values({ enrolmentId: id, kind: "enrolment.created", details: { startsAt: input.startsAt, endsAt: input.endsAt, by: input.createdBy, submissionId: input.submissionId ?? null } }),
      ...alongside,
    ]);
    return { ok: true, enrolment: enrolment as Enrolment };
  } catch (error) {
    if (isOpenEnrolmentConflict(error)) return { ok: false, reason: "already-enrolled" };
    throw error;
  }
}

/** The unique index on an address's enrolment that is not ended refused the insert (D1 names the index's columns). */
function isOpenEnrolmentConflict(error: unknown): boolean {
  return /UNIQUE constraint failed: course_enrolments\.student_email/.test(String(error));
}

/** Pauses, resumes or ends an enrolment, or changes its end; each change is appended to the record (with its `reason`, when one is given). */
export async function changeEnrolment(
  db: Database,
  enrolmentId: string,
  change: { status?: EnrolmentStatus; endsAt?: string },
  actor: string,
  reason?: string,
): Promise<Enrolment | undefined> {
  const [current] = await db.select().from(courseEnrolments).where(eq(courseEnrolments.id, enrolmentId));
  if (!current || current.status === "ended") return undefined;
  if (change.endsAt !== undefined && !(current.startsAt < change.endsAt)) return undefined;
  const [[updated]] = await db.batch([
    db
      .update(courseEnrolments)
      .set({ ...change, updatedAt: new Date().toISOString() })
      .where(and(eq(courseEnrolments.id, enrolmentId), ne(courseEnrolments.status, "ended")))
      .returning(),
    db.insert(courseRecords).values({ enrolmentId, kind: "enrolment.changed", details: { from: { status: current.status, endsAt: current.endsAt }, to: change, by: actor, ...(reason ? { reason } : {}) } }),
  ]);
  return updated as Enrolment | undefined;
}

/** `months` after `from`, as ISO (the default end of an enrolment). */
export function monthsAfter(from: Date, months: number): string {
  const end = new Date(from);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end.toISOString();
}
