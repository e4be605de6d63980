/**
 * Short-lived, single-use states of signing in and of setting up a factor (`sign_in_challenges`,
 * docs/decisions/062 and 064). Each row is found by the SHA-256 of a random token (held by the
 * browser in a signed cookie) or by the session that made it, and is used by one conditional
 * DELETE … RETURNING, so two posts at once cannot both use it.
 */
import { and, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { signInChallenges, type SignInChallengePurpose } from "../../db/schema";
import { randomToken, sha256Hex } from "~/platform/tokens";

export interface Challenge {
  id: string;
  userId: string | null;
  data: Record<string, unknown>;
  attempts: number;
}

const iso = (epochMs: number) => new Date(epochMs).toISOString();
const columns = { id: signInChallenges.id, userId: signInChallenges.userId, data: signInChallenges.data, attempts: signInChallenges.attempts };

/**
 * A new challenge; its token (only its hash is stored). A challenge bound to a session replaces the
 * session's earlier one of the same purpose.
 */
export async function createChallenge(
  db: Database,
  purpose: SignInChallengePurpose,
  {
    userId = null,
    sessionId = null,
    data,
    lifetimeMs,
  }: { userId?: string | null; sessionId?: string | null; data: Record<string, unknown>; lifetimeMs: number },
): Promise<string> {
  const token = randomToken();
  const insert = db.insert(signInChallenges).values({ id: await sha256Hex(token), purpose, userId, sessionId, data, expiresAt: iso(Date.now() + lifetimeMs) });
  if (sessionId) {
    await db.batch([db.delete(signInChallenges).where(and(eq(signInChallenges.sessionId, sessionId), eq(signInChallenges.purpose, purpose))), insert]);
  } else {
    await insert;
  }
  return token;
}

/** The live challenge a token names, for its purpose; null for anything else. */
export async function findChallenge(db: Database, purpose: SignInChallengePurpose, token: string): Promise<Challenge | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db
    .select(columns)
    .from(signInChallenges)
    .where(and(eq(signInChallenges.id, await sha256Hex(token)), eq(signInChallenges.purpose, purpose), gt(signInChallenges.expiresAt, iso(Date.now()))));
  return row ?? null;
}

/** Uses the challenge a token names: it is gone after this, and only one caller gets it. */
export async function takeChallenge(db: Database, purpose: SignInChallengePurpose, token: string): Promise<Challenge | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db
    .delete(signInChallenges)
    .where(and(eq(signInChallenges.id, await sha256Hex(token)), eq(signInChallenges.purpose, purpose), gt(signInChallenges.expiresAt, iso(Date.now()))))
    .returning(columns);
  return row ?? null;
}

/** A session's live challenge of a purpose, for its account. */
export async function findSessionChallenge(db: Database, purpose: SignInChallengePurpose, sessionId: string, userId: string): Promise<Challenge | null> {
  const [row] = await db
    .select(columns)
    .from(signInChallenges)
    .where(
      and(
        eq(signInChallenges.sessionId, sessionId),
        eq(signInChallenges.userId, userId),
        eq(signInChallenges.purpose, purpose),
        gt(signInChallenges.expiresAt, iso(Date.now())),
      ),
    );
  return row ?? null;
}

/** Uses a session's challenge of a purpose, for its account: only one caller gets it. */
export async function takeSessionChallenge(db: Database, purpose: SignInChallengePurpose, sessionId: string, userId: string): Promise<Challenge | null> {
  const [row] = await db
    .delete(signInChallenges)
    .where(
      and(
        eq(signInChallenges.sessionId, sessionId),
        eq(signInChallenges.userId, userId),
        eq(signInChallenges.purpose, purpose),
        gt(signInChallenges.expiresAt, iso(Date.now())),
      ),
    )
    .returning(columns);
  return row ?? null;
}

/**
 * Counts one try on a challenge (a code typed at the second step): true while it is within
 * `limit`; the row goes once the limit is spent, so its state must be started again. One
 * conditional UPDATE: parallel tries each get their own count.
 */
export async function countChallengeAttempt(db: Database, id: string, limit: number): Promise<boolean> {
  const [row] = await db
    .update(signInChallenges)
    .set({ attempts: sql`${signInChallenges.attempts} + 1` })
    .where(and(eq(signInChallenges.id, id), lt(signInChallenges.attempts, limit), gt(signInChallenges.expiresAt, iso(Date.now()))))
    .returning({ attempts: signInChallenges.attempts });
  if (row) return true;
  await db.delete(signInChallenges).where(eq(signInChallenges.id, id));
  return false;
}

/** Drops ended challenges, `limit` at most (the Cron Trigger; the rest go next run). */
export async function purgeEndedChallenges(db: Database, now = Date.now(), limit = 1000): Promise<number> {
  const ended = db
    .select({ id: signInChallenges.id })
    .from(signInChallenges)
    .where(lt(signInChallenges.expiresAt, iso(now)))
    .limit(limit);
  const deleted = await db.delete(signInChallenges).where(inArray(signInChallenges.id, ended)).returning({ id: signInChallenges.id });
  return deleted.length;
}
