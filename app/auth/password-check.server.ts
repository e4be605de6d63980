/**
 * Whether a password is an account's, under the login throttle (./login-throttle.server.ts): an
 * unknown e-mail takes as long and says the same as a wrong password (decision 013).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { admitConfirmationAttempt, admitLoginAttempt, admitSignedInAttempt, type Admission } from "./login-throttle.server";
import { hashPassword, needsRehash, verifyPassword } from "./password-hash.server";
import { findUserForLogin, setPasswordHash, type AccountUser } from "./users.server";

/** Why a password check signed no one in; `invalid` is the form's own (its fields refused). */
export type LoginRefusal =
  { reason: "invalid"; fieldErrors: Record<string, string> } | { reason: "rate-limited"; retryAfterSeconds: number } | { reason: "wrong-credentials" };

/** What a password check throws when it does not sign anyone in; app/auth/account-answers.server.ts answers it. */
export class LoginRefused extends Error {
  constructor(readonly refusal: LoginRefusal) {
    super(`login refused: ${refusal.reason}`);
    this.name = "LoginRefused";
  }
}

/** Auth events go to the log (never an e-mail or a password). */
export function logAuthEvent(event: string, scope: string, details: Record<string, unknown> = {}) {
  const level = event === "login_succeeded" ? "info" : "warn";
  console.log(JSON.stringify({ level, event: `auth_${event}`, scope, ...details }));
}

// A hash to verify against when the e-mail has no password, so that case costs the same time.
// Made from a random string: not a secret, and never matches anything typed. The string (never a
// pending promise, which workerd will not share across requests) is kept for the isolate's life.
let timingDecoyHash: string | undefined;
async function decoyHash(): Promise<string> {
  timingDecoyHash ??= await hashPassword(crypto.randomUUID());
  return timingDecoyHash;
}

/** The account when `password` is its password, else null; an unknown e-mail costs the same time. */
async function accountWithPassword(context: AppLoadContext, email: string, password: string): Promise<AccountUser | null> {
  const { db } = context;
  const account = await findUserForLogin(db, email);
  const passwordMatches = await verifyPassword(password, account?.passwordHash ?? (await decoyHash()));
  if (!account || account.passwordHash === null || !passwordMatches) return null;
  // Parameters raised since this password was stored: store it again with today's.
  if (needsRehash(account.passwordHash)) await setPasswordHash(db, account.id, await hashPassword(password));
  const { passwordHash: _hash, ...user } = account;
  return user;
}

/** Checks a password once its attempt is counted (right or wrong): the account, or the refusal thrown. */
async function checkAdmitted(context: AppLoadContext, attempt: Admission, email: string, password: string, event: string): Promise<AccountUser> {
  if (!attempt.isAdmitted) {
    logAuthEvent("login_rate_limited", event, attempt.isGuarded === undefined ? {} : { guarded: attempt.isGuarded });
    throw new LoginRefused({ reason: "rate-limited", retryAfterSeconds: attempt.retryAfterSeconds });
  }
  const user = await accountWithPassword(context, email, password);
  if (!user) {
    logAuthEvent("login_failed", event);
    throw new LoginRefused({ reason: "wrong-credentials" });
  }
  await attempt.giveBack();
  return user;
}

/** A login's e-mail and password (both login forms): the account without its hash, or the refusal thrown. */
export async function checkLoginPassword(request: Request, context: AppLoadContext, email: string, password: string, event: string): Promise<AccountUser> {
  return checkAdmitted(context, await admitLoginAttempt(request, context, email), email, password, event);
}

/** The current password asked again of someone signed in (change password, delete account). */
export async function checkSignedInPassword(context: AppLoadContext, user: AccountUser, password: string, event: string): Promise<AccountUser> {
  return checkAdmitted(context, await admitSignedInAttempt(context, user.id), user.email, password, event);
}

/** The password on the e-mail confirmation page, counted on its link. */
export async function checkPasswordForLink(context: AppLoadContext, token: string, email: string, password: string): Promise<AccountUser> {
  return checkAdmitted(context, await admitConfirmationAttempt(context, token), email, password, "verify-email");
}
