/**
 * Server-side sessions (docs/decisions/013): the cookie holds only a signed random id;
 * the row in D1 (`sessions`) holds the data, so deleting the row revokes the session for real.
 * Every session lives at most 8 hours, and ends after 1 hour without a request.
 */
import { createSessionStorage, type AppLoadContext, type Session } from "@remix-run/cloudflare";
import { and, desc, eq, gt, inArray, lt, ne, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { sessions } from "../../db/schema";
import { createCookieSafely, expiredCookie, hasCookie } from "~/http/cookies";
import { randomToken, sha256Hex } from "~/platform/tokens";
import { findSignedInUser, recordSignIn, type AccountUser } from "./users.server";

export const sessionLifetime = {
  /** Absolute: a session ends this long after login, however active. */
  absoluteMs: 8 * 60 * 60 * 1000,
  /** Idle: a session ends after this long without a request. */
  idleMs: 60 * 60 * 1000,
  /** `last_seen_at` is written at most this often, so a busy admin costs few D1 writes. */
  touchIntervalMs: 60 * 1000,
} as const;

export interface SessionData {
  userId: string;
  /** Epoch ms when the session ends (mirrors the row's `expires_at`; the cookie expires with it). */
  expiresAt: number;
  /** Epoch ms until which the admin master password counts as verified (decision 015). */
  masterPasswordVerifiedUntil?: number;
  /** How the session was started (docs/decisions/063): a password alone, with a code, a passkey, a link. */
  signedInWith?: SignInMethod;
  /**
   * Epoch ms when this session proved a second factor: at sign-in (a code, a passkey) or by setting
   * one up. An admin's session without it opens no admin page (docs/decisions/063).
   */
  secondFactorAt?: number;
}

export type SignInMethod = "password" | "password+totp" | "password+recovery-code" | "passkey" | "link";
/** The methods that are two factors: something known and something held (a passkey is both at once). */
const twoFactorMethods: ReadonlySet<SignInMethod> = new Set(["password+totp", "password+recovery-code", "passkey"]);

export type UserSession = Session<SessionData>;

/** `__Host-` needs https; only a plain-http localhost (npm start, the tests) uses `__session`. */
export function sessionCookieName(requestUrl: string): string {
  const url = new URL(requestUrl);
  const isLocalHttp = url.protocol === "http:" && (url.hostname === "localhost" || url.hostname === "127.0.0.1");
  return isLocalHttp ? "__session" : "__Host-session";
}

const iso = (epochMs: number) => new Date(epochMs).toISOString();

/** Whether a session row has ended: past its absolute expiry, or idle too long. */
function hasSessionEnded(row: { expiresAt: string; lastSeenAt: string }, now: number): boolean {
  return Date.parse(row.expiresAt) <= now || Date.parse(row.lastSeenAt) + sessionLifetime.idleMs <= now;
}

/**
 * The session storage for one request (built from the request's env: no secret at module scope).
 * `updateData` only updates: Remix keeps the cookie's id even when its row is gone, and an upsert
 * would bring a revoked id back to life (docs/decisions/013).
 */
function sessionStorageFor(request: Request, context: AppLoadContext) {
  const { db, env } = context;
  const isSecure = sessionCookieName(request.url) !== "__session";
  const userAgent = (request.headers.get("User-Agent") ?? "").slice(0, 300);
  return createSessionStorage<SessionData>({
    cookie: createCookieSafely(sessionCookieName(request.url), {
      httpOnly: true,
      sameSite: "lax",
      secure: isSecure,
      path: "/",
      secrets: [env.SESSION_SECRET],
    }),
    async createData(data) {
      const id = randomToken();
      const now = Date.now();
      await db.insert(sessions).values({
        id,
        userId: data.userId ?? null,
        data,
        expiresAt: iso(data.expiresAt ?? now + sessionLifetime.absoluteMs),
        createdAt: iso(now),
        lastSeenAt: iso(now),
        userAgent,
      });
      return id;
    },
    async readData(id) {
      // Only our own ids reach D1: a signed cookie holds one, but its value may still be anything.
      if (typeof id !== "string" || !/^[A-Za-z0-9_-]{43}$/.test(id)) return null;
      const [row] = await db
        .select({ data: sessions.data, expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt })
        .from(sessions)
        .where(eq(sessions.id, id));
      if (!row) return null;
      const now = Date.now();
      if (hasSessionEnded(row, now)) {
        await db.delete(sessions).where(eq(sessions.id, id));
        return null;
      }
      if (now - Date.parse(row.lastSeenAt) >= sessionLifetime.touchIntervalMs) {
        await db
          .update(sessions)
          .set({ lastSeenAt: iso(now) })
          .where(eq(sessions.id, id));
      }
      return row.data as Partial<SessionData>;
    },
    async updateData(id, data) {
      await db
        .update(sessions)
        .set({ data, userId: data.userId ?? null })
        .where(eq(sessions.id, id));
    },
    async deleteData(id) {
      await db.delete(sessions).where(eq(sessions.id, id));
    },
  });
}

export interface SessionState {
  /** The session the cookie names (its row may be gone: then it has no data and `user` is null). */
  session: UserSession | null;
  user: AccountUser | null;
  /** Whether the user has a second factor registered (an authenticator app or a passkey). */
  hasSecondFactor: boolean;
  /**
   * Set-Cookie that removes a session cookie naming no live session (forged, unsigned, revoked or
   * expired), so the browser stops sending it; the root loader sends it with the page.
   */
  clearCookie: string | null;
}

// One read per request however many loaders ask. Remix hands each loader its own copy of the
// Request, but they all share the request's load context, so the context is the key.
const sessionStates = new WeakMap<AppLoadContext, Promise<SessionState>>();

/** Who is asking: the session and its user, read once per request. */
export function readSessionState(request: Request, context: AppLoadContext): Promise<SessionState> {
  let state = sessionStates.get(context);
  if (!state) {
    state = loadSessionState(request, context);
    sessionStates.set(context, state);
  }
  return state;
}

async function loadSessionState(request: Request, context: AppLoadContext): Promise<SessionState> {
  // No cookie, no D1 read: anonymous page views stay as cheap as before accounts existed.
  if (!hasSessionCookie(request)) return { session: null, user: null, hasSecondFactor: false, clearCookie: null };
  const session = await sessionStorageFor(request, context).getSession(request.headers.get("Cookie"));
  const userId = session.get("userId");
  const found = typeof userId === "string" ? await findSignedInUser(context.db, userId) : undefined;
  if (found) {
    const { hasSecondFactor, ...user } = found;
    return { session, user, hasSecondFactor, clearCookie: null };
  }
  const name = sessionCookieName(request.url);
  return { session: session.id ? session : null, user: null, hasSecondFactor: false, clearCookie: expiredCookie(name, { secure: name !== "__session" }) };
}

/** Whether the request carries a session cookie at all: anonymous page views then cost no D1 read. */
function hasSessionCookie(request: Request): boolean {
  return hasCookie(request.headers.get("Cookie"), sessionCookieName(request.url));
}

/** The Set-Cookie value that stores `session` (its cookie expires with the session). */
export function commitUserSession(request: Request, context: AppLoadContext, session: UserSession): Promise<string> {
  const expiresAt = session.get("expiresAt");
  return sessionStorageFor(request, context).commitSession(session, expiresAt ? { expires: new Date(expiresAt) } : undefined);
}

/**
 * A brand-new session for `userId`, with a new id. Any session the request came with is destroyed
 * first, and the new one starts from no cookie at all, so its id can never be an old one.
 */
export async function startUserSession(request: Request, context: AppLoadContext, userId: string, signedInWith: SignInMethod): Promise<string> {
  // Every session started is a sign-in, whatever started it (a password, a code, a passkey, a
  // confirmation or set-password link): the staff's "last sign-in" reads this one mark.
  await recordSignIn(context.db, userId);
  const storage = sessionStorageFor(request, context);
  if (hasSessionCookie(request)) {
    const previous = await storage.getSession(request.headers.get("Cookie"));
    if (previous.id) await storage.destroySession(previous);
  }
  sessionStates.delete(context);
  const session = await storage.getSession();
  session.set("userId", userId);
  session.set("expiresAt", Date.now() + sessionLifetime.absoluteMs);
  session.set("signedInWith", signedInWith);
  if (twoFactorMethods.has(signedInWith)) session.set("secondFactorAt", Date.now());
  return commitUserSession(request, context, session);
}

/** Whether this session proved a second factor (at sign-in, or by setting one up). */
export function hasProvenSecondFactor(session: UserSession | null): boolean {
  return typeof session?.get("secondFactorAt") === "number";
}

/**
 * Records in the session that it proved a second factor now (its owner just set one up with a
 * code or a passkey). Written straight to the row: nothing in the cookie changes.
 */
export async function markSecondFactorProven(request: Request, context: AppLoadContext, session: UserSession): Promise<void> {
  session.set("secondFactorAt", Date.now());
  sessionStates.delete(context);
  await commitUserSession(request, context, session);
}

/** Deletes the session's row and returns the Set-Cookie value that clears the cookie. */
export async function endUserSession(request: Request, context: AppLoadContext, session: UserSession): Promise<string> {
  sessionStates.delete(context);
  return sessionStorageFor(request, context).destroySession(session);
}

/** A user's sessions that have not ended, newest first (the Security tab). */
export async function listActiveSessions(db: Database, userId: string, now = Date.now()) {
  const rows = await db
    .select({ id: sessions.id, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt, userAgent: sessions.userAgent })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, iso(now))))
    .orderBy(desc(sessions.lastSeenAt));
  return rows.filter((row) => !hasSessionEnded(row, now));
}

/**
 * What the Security tab shows and posts instead of a session's id (the id is what a cookie
 * carries, so it never goes into a page).
 */
export async function sessionHandle(sessionId: string): Promise<string> {
  return (await sha256Hex(`session-handle:${sessionId}`)).slice(0, 32);
}

/** Revokes one of the user's own sessions; false when there was none with that id. */
export async function revokeSession(db: Database, userId: string, sessionId: string): Promise<boolean> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return deleted.length > 0;
}

/** Ends every session of the user but one (a password changed in the account area keeps its own). */
export async function endOtherSessions(db: Database, userId: string, keepSessionId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
}

/** Drops ended sessions, `limit` at most (the Cron Trigger calls this; the rest go next run); readData also drops them when they come back. */
export async function purgeEndedSessions(db: Database, now = Date.now(), limit = 1000): Promise<number> {
  const ended = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(or(lt(sessions.expiresAt, iso(now)), lt(sessions.lastSeenAt, iso(now - sessionLifetime.idleMs))))
    .limit(limit);
  const deleted = await db.delete(sessions).where(inArray(sessions.id, ended)).returning({ id: sessions.id });
  return deleted.length;
}
