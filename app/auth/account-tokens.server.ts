/**
 * One-time links sent to an account's address (docs/decisions/018): verify the address, reset the
 * password, accept an admin invitation. The token has 256 random bits and is stored only as its
 * SHA-256, so a copy of the table opens nothing. A link is bound to the address it was sent to:
 * if the account's e-mail is no longer that address, the link is dead.
 */
import { and, eq, gt, inArray, isNotNull, isNull, lt, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accountTokens, users, type AccountTokenPurpose, type UserRole } from "../../db/schema";
import { randomToken, sha256Hex } from "~/platform/tokens";

export const tokenLifetimeHours: Record<AccountTokenPurpose, number> = {
  "verify-email": 24,
  "reset-password": 1,
  "admin-invite": 24,
};

const tokenHash = sha256Hex;

/** Whether a string could be one of our tokens at all (43 base64url characters): nothing else reaches D1. */
function isTokenShaped(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

export interface IssuedToken {
  token: string;
  /** The insert, for the caller's D1 batch (the token and its e-mail are written together). */
  insert: ReturnType<typeof insertToken>;
}

function insertToken(db: Database, values: typeof accountTokens.$inferInsert) {
  return db.insert(accountTokens).values(values);
}

/** A new token for `purpose`; the caller writes `insert` in the same batch as the e-mail that carries it. */
export async function issueAccountToken(
  db: Database,
  account: { userId: string; email: string },
  purpose: AccountTokenPurpose,
  options: { createdBy?: string; now?: number } = {},
): Promise<IssuedToken> {
  const token = randomToken();
  const now = options.now ?? Date.now();
  return {
    token,
    insert: insertToken(db, {
      tokenHash: await tokenHash(token),
      userId: account.userId,
      purpose,
      email: account.email,
      createdBy: options.createdBy ?? null,
      expiresAt: new Date(now + tokenLifetimeHours[purpose] * 3_600_000).toISOString(),
    }),
  };
}

/** Unused, unexpired, of this purpose, and still for the account's current address. */
function usable(hash: string, purpose: AccountTokenPurpose, nowIso: string) {
  return and(
    eq(accountTokens.tokenHash, hash),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, nowIso),
    eq(accountTokens.email, users.email),
  );
}

export interface TokenAccount {
  userId: string;
  email: string;
  firstName: string;
  role: UserRole;
  hasPassword: boolean;
}

/** The account a link is for, while the link is usable; undefined otherwise (no detail why). */
export async function findTokenAccount(db: Database, token: string, purpose: AccountTokenPurpose, now = Date.now()): Promise<TokenAccount | undefined> {
  if (!isTokenShaped(token)) return undefined;
  const [row] = await db
    .select({ userId: users.id, email: users.email, firstName: users.firstName, role: users.role, passwordHash: users.passwordHash })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(usable(await tokenHash(token), purpose, new Date(now).toISOString()));
  if (!row) return undefined;
  const { passwordHash, ...account } = row;
  return { ...account, hasPassword: passwordHash !== null };
}

/**
 * Uses the link up: one conditional UPDATE, so of two posts racing with the same link exactly one
 * wins. Returns the account it was for, or undefined when it was not (or no longer) usable.
 */
export async function claimAccountToken(db: Database, token: string, purpose: AccountTokenPurpose, now = Date.now()): Promise<TokenAccount | undefined> {
  const account = await findTokenAccount(db, token, purpose, now);
  if (!account) return undefined;
  const nowIso = new Date(now).toISOString();
  const claimed = await db
    .update(accountTokens)
    .set({ usedAt: nowIso })
    .where(
      and(
        eq(accountTokens.tokenHash, await tokenHash(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, nowIso),
        eq(accountTokens.email, account.email),
      ),
    )
    .returning({ userId: accountTokens.userId });
  return claimed.length > 0 ? account : undefined;
}

/** Ends every unused link of `purpose` for the account (a new one replaces them; revoking an invitation). */
export async function revokeAccountTokens(db: Database, userId: string, purpose: AccountTokenPurpose): Promise<number> {
  const revoked = await db
    .delete(accountTokens)
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)))
    .returning({ tokenHash: accountTokens.tokenHash });
  return revoked.length;
}

/** The statement that revokes them, for a caller's batch. */
export function revokeAccountTokensStatement(db: Database, userId: string, purpose: AccountTokenPurpose) {
  return db.delete(accountTokens).where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
}

/** Unused, unexpired admin invitations, with who they are for (the Accounts tab). */
export async function listPendingInvitations(db: Database, now = Date.now()) {
  return db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      expiresAt: accountTokens.expiresAt,
      createdAt: accountTokens.createdAt,
    })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(and(eq(accountTokens.purpose, "admin-invite"), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, new Date(now).toISOString())))
    .orderBy(accountTokens.createdAt);
}

/** Whether the account has an admin invitation that is unused and unexpired (the only kind that may be sent again). */
export async function hasPendingInvitation(db: Database, userId: string, now = Date.now()): Promise<boolean> {
  const [row] = await db
    .select({ userId: accountTokens.userId })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, "admin-invite"),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, new Date(now).toISOString()),
        eq(accountTokens.email, users.email),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Drops used and expired links, `limit` at most (the Cron Trigger calls this; the rest go next run). */
export async function purgeSpentAccountTokens(db: Database, now = Date.now(), limit = 1000): Promise<number> {
  const spent = db
    .select({ tokenHash: accountTokens.tokenHash })
    .from(accountTokens)
    .where(or(isNotNull(accountTokens.usedAt), lt(accountTokens.expiresAt, new Date(now).toISOString())))
    .limit(limit);
  const deleted = await db.delete(accountTokens).where(inArray(accountTokens.tokenHash, spent)).returning({ tokenHash: accountTokens.tokenHash });
  return deleted.length;
}
