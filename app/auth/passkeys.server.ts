/**
 * Passkeys (WebAuthn, through SimpleWebAuthn; docs/decisions/064-passkeys.md). The relying party is
 * the site's own origin, the one every link we send starts with (`siteOrigin`, decision 055), its
 * host the RP ID; every response must come from that origin. Challenges are stored server-side
 * (`sign_in_challenges`), live 5 minutes and are used once: a registration's is bound to the
 * signed-in session and its account (a passkey is only ever registered for the account signed in),
 * a sign-in's to the browser that asked for it (a signed cookie). A passkey is both factors: it
 * signs in alone.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import { and, asc, eq, ne, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { passkeys, sessions } from "../../db/schema";
import { deliverSoon } from "~/email/outbox.server";
import { shortLivedCookie } from "~/http/signed-cookies.server";
import { siteOrigin } from "~/http/site-origin";
import { hitClientRateLimit, type RateLimitRule } from "~/platform/rate-limit.server";
import { createChallenge, takeChallenge, takeSessionChallenge } from "./sign-in-challenges.server";
import { queueFactorNotice } from "./two-factor.server";
import { findUserById, fullName, type AccountUser } from "./users.server";

const challengeLifetimeMs = 5 * 60_000;
const signInCookieName = "passkey_sign_in";
/** Sign-in ceremonies one client may start in 15 minutes (each stores a challenge). */
const ceremonyRule: RateLimitRule = { scope: "passkey:ceremony", limit: 30, windowSeconds: 900 };
/** ES256 and RS256: what platform authenticators and security keys offer. */
const supportedAlgorithmIds = [-7, -257];

function relyingParty(request: Request, context: AppLoadContext) {
  const origin = siteOrigin(request, context.env);
  return { origin, rpID: new URL(origin).hostname, rpName: "Florida Financial Academy" };
}

/** A response the browser sent as JSON text, as an object for the library to check (it checks every field). */
function parsedResponse<T>(json: string): T | null {
  try {
    const value: unknown = JSON.parse(json);
    if (!value || typeof value !== "object") return null;
    const { id, rawId, response, type } = value as Record<string, unknown>;
    return typeof id === "string" && typeof rawId === "string" && typeof response === "object" && response !== null && type === "public-key"
      ? (value as T)
      : null;
  } catch {
    return null;
  }
}

export interface PasskeyListing {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** The account's passkeys, oldest first. */
export function listPasskeys(db: Database, userId: string): Promise<PasskeyListing[]> {
  return db
    .select({ id: passkeys.id, name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt));
}

/** Whether the client may start another ceremony now (it stores a challenge each time). */
export async function mayStartCeremony(request: Request, context: AppLoadContext): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const hit = await hitClientRateLimit(context.db, ceremonyRule, request, context.env.SESSION_SECRET);
  return { allowed: hit.allowed, retryAfterSeconds: hit.retryAfterSeconds };
}

// ─── Registering a passkey (signed in) ─────────────────────────────────────────────────────────

/** The options for `navigator.credentials.create`, their challenge kept for this session and account. */
export async function passkeyRegistrationOptions(request: Request, context: AppLoadContext, user: AccountUser, sessionId: string) {
  const { rpID, rpName } = relyingParty(request, context);
  const existing = await listPasskeys(context.db, user.id);
  const options = await generateRegistrationOptions({
    rpName,
    rpID,
    userName: user.email,
    userID: new TextEncoder().encode(user.id),
    userDisplayName: fullName(user) || user.email,
    attestationType: "none",
    // The same authenticator twice is refused by the browser itself.
    excludeCredentials: existing.map((passkey) => ({ id: passkey.id })),
    // A passkey is both factors: it must be discoverable (no e-mail typed) and verify its user.
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
    supportedAlgorithmIDs: supportedAlgorithmIds,
  });
  await createChallenge(context.db, "passkey-registration", {
    userId: user.id,
    sessionId,
    data: { challenge: options.challenge },
    lifetimeMs: challengeLifetimeMs,
  });
  return options;
}

export type PasskeyRegistration = { ok: true } | { ok: false; reason: "expired" | "invalid" | "duplicate" };

/**
 * The browser's answer to this session's registration challenge: checked (challenge, origin, RP ID,
 * user verification), then in one batch the passkey, the owner's e-mail, and every other session
 * of the account ended.
 */
export async function registerPasskey(
  request: Request,
  context: AppLoadContext,
  user: AccountUser,
  sessionId: string,
  json: string,
  name: string,
): Promise<PasskeyRegistration> {
  const { db } = context;
  // Used once, whatever follows: a second post of the same answer finds no challenge.
  const challenge = await takeSessionChallenge(db, "passkey-registration", sessionId, user.id);
  const expectedChallenge = challenge?.data.challenge;
  if (typeof expectedChallenge !== "string") return { ok: false, reason: "expired" };
  const response = parsedResponse<RegistrationResponseJSON>(json);
  if (!response) return { ok: false, reason: "invalid" };
  const { origin, rpID } = relyingParty(request, context);
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await verifyRegistrationResponse({
      response,
      expectedChallenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
      supportedAlgorithmIDs: supportedAlgorithmIds,
    });
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (!verification.verified) return { ok: false, reason: "invalid" };
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
  const email = await queueFactorNotice(context, request, user, "passkey-added");
  try {
    await db.batch([
      db.insert(passkeys).values({
        id: credential.id,
        userId: user.id,
        name,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: (credential.transports ?? []).slice(0, 8),
        deviceType: credentialDeviceType,
        isBackedUp: credentialBackedUp,
      }),
      db.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, sessionId))),
      ...(email ? [email.insert] : []),
    ]);
  } catch {
    // The credential id is the primary key: a passkey registered before (by anyone) is refused.
    return { ok: false, reason: "duplicate" };
  }
  if (email) deliverSoon(context, [email.id]);
  return { ok: true };
}

/** Removes one of the account's own passkeys (another account's id finds nothing), ending its other sessions, and tells the owner. */
export async function removePasskey(context: AppLoadContext, request: Request, user: AccountUser, passkeyId: string, keepSessionId: string): Promise<boolean> {
  const { db } = context;
  const removed = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, user.id)))
    .returning({ id: passkeys.id });
  if (removed.length === 0) return false;
  const email = await queueFactorNotice(context, request, user, "passkey-removed");
  await db.batch([db.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, keepSessionId))), ...(email ? [email.insert] : [])]);
  if (email) deliverSoon(context, [email.id]);
  return true;
}

// ─── Signing in with a passkey ─────────────────────────────────────────────────────────────────

function signInCookie(request: Request, context: AppLoadContext) {
  return shortLivedCookie(request, context.env, signInCookieName, challengeLifetimeMs / 1000);
}

/** The options for `navigator.credentials.get` (any passkey of this site), and the Set-Cookie that binds its challenge to this browser. */
export async function passkeySignInOptions(request: Request, context: AppLoadContext) {
  const { rpID } = relyingParty(request, context);
  const options = await generateAuthenticationOptions({ rpID, userVerification: "required" });
  const token = await createChallenge(context.db, "passkey-sign-in", { data: { challenge: options.challenge }, lifetimeMs: challengeLifetimeMs });
  return { options, setCookie: await signInCookie(request, context).write(token) };
}

export type PasskeySignIn = { ok: true; user: AccountUser } | { ok: false; reason: "expired" | "invalid" };

/**
 * The browser's answer to its sign-in challenge: the challenge (this browser's, unused, not
 * expired), the passkey (registered here), the origin, the RP ID, the user verified, the signature;
 * the counter moves forward (one conditional UPDATE) and the last use is recorded.
 */
export async function verifyPasskeySignIn(request: Request, context: AppLoadContext, json: string): Promise<PasskeySignIn> {
  const { db } = context;
  const token = await signInCookie(request, context).read();
  const challenge = typeof token === "string" ? await takeChallenge(db, "passkey-sign-in", token) : null;
  const expectedChallenge = challenge?.data.challenge;
  if (typeof expectedChallenge !== "string") return { ok: false, reason: "expired" };
  const response = parsedResponse<AuthenticationResponseJSON>(json);
  if (!response) return { ok: false, reason: "invalid" };
  const [passkey] = await db.select().from(passkeys).where(eq(passkeys.id, response.id));
  if (!passkey) return { ok: false, reason: "invalid" };
  // A discoverable passkey names its account: it must be the one the passkey was registered for.
  const userHandle = response.response.userHandle;
  if (userHandle && userHandle !== isoBase64URL.fromBuffer(new TextEncoder().encode(passkey.userId))) return { ok: false, reason: "invalid" };
  const { origin, rpID } = relyingParty(request, context);
  let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
      credential: { id: passkey.id, publicKey: isoBase64URL.toBuffer(passkey.publicKey), counter: passkey.counter, transports: passkey.transports },
    });
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (!verification.verified) return { ok: false, reason: "invalid" };
  const { newCounter } = verification.authenticationInfo;
  const moved = await db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: new Date().toISOString() })
    .where(and(eq(passkeys.id, passkey.id), or(sql`${passkeys.counter} < ${newCounter}`, and(eq(passkeys.counter, 0), sql`${newCounter} = 0`))))
    .returning({ id: passkeys.id });
  if (moved.length === 0) return { ok: false, reason: "invalid" };
  const user = await findUserById(db, passkey.userId);
  return user ? { ok: true, user } : { ok: false, reason: "invalid" };
}

/** The Set-Cookie that removes the sign-in challenge's cookie. */
export function clearPasskeySignIn(request: Request, context: AppLoadContext): string {
  return signInCookie(request, context).clear();
}
