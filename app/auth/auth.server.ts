/**
 * Signing in and registering (docs/decisions/013, 018, 034). remix-auth's form strategy runs the
 * check; the routes commit the session. Attempts are counted before the costly hash, by client and
 * account, and a browser that proved it is the owner's is counted on its own, so no one can lock an
 * owner out; an unknown e-mail takes as long and says the same as a
 * wrong password; registration answers the same whether or not the address has an account.
 */
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { recordAudit } from "~/platform/audit-log.server";
import { fieldErrorsOf, firstValues } from "~/http/form-values";
import { localizePath, type Language } from "~/i18n/languages";
import {
  anonymousKey,
  hitClientRateLimit,
  hitRateLimit,
  refundClientRateLimit,
  refundRateLimit,
  resetRateLimit,
  type RateLimitRule,
} from "~/platform/rate-limit.server";
import { redirectWithToast } from "~/http/flash.server";
import type { Toast } from "~/http/toast";
import type { ToastMessage } from "~/http/toast";
import { translatedToast } from "~/http/translated-toast.server";
import type { FormAnswer } from "~/forms/answer";
import { sendAccountExistsNotice, sendVerificationLink } from "./account-emails.server";
import { accountFormProblem, loginSchema, registrationSchema } from "./auth-schemas";
import { hashPassword, needsRehash, verifyPassword } from "./password-hash.server";
import { trustDevice, trustedDeviceFor } from "./trusted-device.server";
import { createUser, findUserForLogin, normalizeEmail, recordSignIn, setPasswordHash, type AccountUser } from "./users.server";

/**
 * Login throttling (decisions 018, 034). Every attempt is counted before the password is hashed, in
 * one atomic upsert per key, so parallel attempts cannot get past a limit. A client is an IPv4
 * address or an IPv6 /64, and each client limit also counts on the IPv6 /48 (×8):
 * - a browser with a device cookie for the account (it proved it is the owner's): 5 attempts in 15
 *   minutes on that device's own counter, and nothing else: strangers' failures never refuse it;
 * - any other client against one account: 5 attempts in 15 minutes;
 * - one client against any accounts: 30 attempts in 15 minutes (spraying many e-mails);
 * - one account from all clients without its device cookie: after 20 attempts in 15 minutes the
 *   account is "guarded": each such client then gets 1 attempt at it per window. The way in that
 *   no one else can block is the reset link: it proves the inbox, ends the guard and trusts that
 *   browser.
 * A successful login gives its attempt back and clears its client's (or device's) count.
 */
export const loginThrottle = {
  windowSeconds: 900, // 15 minutes
  perClientAndAccount: 5,
  perClient: 30,
  accountBudget: 20,
  perClientWhileGuarded: 1,
  perTrustedDevice: 5,
  /** The current password asked again of someone signed in (change password, delete account), per account. */
  perSignedInAccount: 5,
  /** The password on the e-mail confirmation page, per link (only the inbox has it). */
  perConfirmationLink: 5,
} as const;
/** Registrations hash a password too: at most 10 per client an hour. */
const registrationLimit = { scope: "register", limit: 10, windowSeconds: 3600 } as const;

export type LoginRefusal =
  | { reason: "invalid"; fieldErrors: Record<string, string> }
  | { reason: "rate-limited"; retryAfterSeconds: number }
  | { reason: "wrong-credentials" };

/** What the form strategy throws when it does not sign anyone in; the route turns it into a page. */
export class LoginRefused extends Error {
  constructor(readonly refusal: LoginRefusal) {
    super(`login refused: ${refusal.reason}`);
    this.name = "LoginRefused";
  }
}

// A hash to verify against when the e-mail has no password, so that case costs the same time.
// Made from a random string: not a secret, and never matches anything typed. The string (never a
// pending promise, which workerd will not share across requests) is kept for the isolate's life.
let timingDecoyHash: string | undefined;
async function decoyHash(): Promise<string> {
  timingDecoyHash ??= await hashPassword(crypto.randomUUID());
  return timingDecoyHash;
}

const throttleRule = (scope: string, limit: number): RateLimitRule => ({ scope, limit, windowSeconds: loginThrottle.windowSeconds });
const pairRule = throttleRule("login:pair", loginThrottle.perClientAndAccount);
const guardedPairRule = throttleRule("login:pair", loginThrottle.perClientWhileGuarded);
const clientRule = throttleRule("login:client", loginThrottle.perClient);
const accountRule = throttleRule("login:account", loginThrottle.accountBudget);
const deviceRule = throttleRule("login:device", loginThrottle.perTrustedDevice);
const signedInRule = throttleRule("reauth:account", loginThrottle.perSignedInAccount);
const confirmationRule = throttleRule("confirm-email:link", loginThrottle.perConfirmationLink);

/** The account as the throttle and the device cookie name it: a keyed hash of its address. */
function accountKey(context: AppLoadContext, email: string): Promise<string> {
  return anonymousKey(context.env.SESSION_SECRET, `account:${normalizeEmail(email)}`);
}

interface Admission {
  isAdmitted: boolean;
  isGuarded: boolean;
  retryAfterSeconds: number;
  /** Gives the attempt back once the password turned out right. */
  giveBack: () => Promise<unknown>;
}

/** Counts this attempt (on the device's counter, or on client, account and both), then says whether it may go on. */
async function admitAttempt(request: Request, context: AppLoadContext, email: string): Promise<Admission> {
  const { db } = context;
  const secret = context.env.SESSION_SECRET;
  const account = await accountKey(context, email);
  const device = await trustedDeviceFor(request, context, account);
  if (device) {
    const deviceKey = await anonymousKey(secret, `device:${device}`);
    const hit = await hitRateLimit(db, deviceRule, deviceKey);
    return { isAdmitted: hit.allowed, isGuarded: false, retryAfterSeconds: hit.retryAfterSeconds, giveBack: () => resetRateLimit(db, deviceRule, deviceKey) };
  }
  const isGuarded = (await hitRateLimit(db, accountRule, account)).count > loginThrottle.accountBudget;
  // The same counter either way; only how much of it a client may use changes once guarded.
  const pairLimit = isGuarded ? guardedPairRule : pairRule;
  const [pair, client] = await Promise.all([
    hitClientRateLimit(db, pairLimit, request, secret, { about: account }),
    hitClientRateLimit(db, clientRule, request, secret),
  ]);
  return {
    isAdmitted: pair.allowed && client.allowed,
    isGuarded,
    retryAfterSeconds: Math.max(pair.allowed ? 0 : pair.retryAfterSeconds, client.allowed ? 0 : client.retryAfterSeconds),
    giveBack: () =>
      Promise.all([
        refundClientRateLimit(db, pairRule, request, secret, { about: account, forgetClient: true }),
        refundClientRateLimit(db, clientRule, request, secret),
        refundRateLimit(db, accountRule, account),
      ]),
  };
}

/** A password reset ends the account's guard: its owner has proven the address. */
export async function clearLoginGuard(context: AppLoadContext, email: string): Promise<void> {
  await resetRateLimit(context.db, accountRule, await accountKey(context, email));
}

/**
 * The Set-Cookie that trusts this browser for the account (decision 034): sent after a right
 * password at a login or on the confirmation page, and after a set-password link was used.
 */
export async function trustThisBrowser(request: Request, context: AppLoadContext, email: string): Promise<string> {
  return trustDevice(request, context, await accountKey(context, email));
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

/** Checks a password after one attempt is counted on `key` (right or wrong): the account, or the refusal. */
async function checkPasswordCountedOn(context: AppLoadContext, rule: RateLimitRule, key: string, email: string, password: string, event: string) {
  const hit = await hitRateLimit(context.db, rule, key);
  if (!hit.allowed) {
    logAuthEvent("login_rate_limited", event);
    throw new LoginRefused({ reason: "rate-limited", retryAfterSeconds: hit.retryAfterSeconds });
  }
  const user = await accountWithPassword(context, email, password);
  if (!user) {
    logAuthEvent("login_failed", event);
    throw new LoginRefused({ reason: "wrong-credentials" });
  }
  await resetRateLimit(context.db, rule, key);
  return user;
}

/**
 * Checks an e-mail and password under the login throttle: the account (without its hash) when the
 * password is right, or the refusal. Used by both login forms.
 */
async function checkPassword(request: Request, context: AppLoadContext, email: string, password: string, event: string): Promise<AccountUser> {
  const attempt = await admitAttempt(request, context, email);
  if (!attempt.isAdmitted) {
    logAuthEvent("login_rate_limited", event, { guarded: attempt.isGuarded });
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

/**
 * The current password asked again of someone signed in (change password, delete account):
 * counted on their account alone, which only its sessions can reach, so strangers' guesses at the
 * login never refuse it, and a stolen session still gets only a few tries (decision 034).
 */
export async function checkSignedInPassword(context: AppLoadContext, user: AccountUser, password: string, event: string): Promise<AccountUser> {
  const key = await anonymousKey(context.env.SESSION_SECRET, `user:${user.id}`);
  return checkPasswordCountedOn(context, signedInRule, key, user.email, password, event);
}

/**
 * The password on the e-mail confirmation page: counted on the link, which only the inbox has,
 * so strangers' guesses at the login never refuse it (decision 034).
 */
export async function checkPasswordForLink(context: AppLoadContext, token: string, email: string, password: string): Promise<AccountUser> {
  const key = await anonymousKey(context.env.SESSION_SECRET, `link:${token}`);
  return checkPasswordCountedOn(context, confirmationRule, key, email, password, "verify-email");
}

/**
 * The form strategy's check: valid fields → admitted by the throttle → the password matches →
 * (for /admin-login) the account is an admin.
 */
async function verifyLogin(form: FormData, request: Request, context: AppLoadContext, scope: "user" | "admin"): Promise<AccountUser> {
  const parsed = loginSchema.safeParse(firstValues(form));
  if (!parsed.success) throw new LoginRefused({ reason: "invalid", fieldErrors: fieldErrorsOf(parsed.error.issues) });
  const user = await checkPassword(request, context, parsed.data.email, parsed.data.password, scope);
  // A right password on a non-admin account at /admin-login is refused like a wrong one.
  if (scope === "admin" && user.role !== "admin") {
    logAuthEvent("login_failed", scope);
    throw new LoginRefused({ reason: "wrong-credentials" });
  }
  await recordSignIn(context.db, user.id);
  await recordAudit(context, request, user, scope === "admin" ? "admin.login" : "account.login", user.email);
  logAuthEvent("login_succeeded", scope);
  return user;
}

/** Built per request from its context (no secrets or bindings at module scope). */
export function authenticatorFor(context: AppLoadContext): Authenticator<AccountUser> {
  const authenticator = new Authenticator<AccountUser>();
  authenticator.use(new FormStrategy(({ form, request }) => verifyLogin(form, request, context, "user")), "user-password");
  authenticator.use(new FormStrategy(({ form, request }) => verifyLogin(form, request, context, "admin")), "admin-password");
  return authenticator;
}

/** Auth events go to the log (never an e-mail or a password). */
function logAuthEvent(event: string, scope: string, details: Record<string, unknown> = {}) {
  const level = event === "login_succeeded" ? "info" : "warn";
  console.log(JSON.stringify({ level, event: `auth_${event}`, scope, ...details }));
}

export type RegistrationResult =
  | { kind: "accepted"; email: string }
  | { kind: "invalid"; fieldErrors: Record<string, string> }
  | { kind: "rate-limited"; retryAfterSeconds: number };

/**
 * A registration (the registration form's rules). The answer is the same for a new address and for
 * one that has an account: a new address gets an account and the link that proves it; an existing
 * one gets nothing but an e-mail to its owner. Either way no one is signed in, and the password is
 * hashed, so neither the answer nor its time tells the two apart.
 */
export async function registerAccount(request: Request, context: AppLoadContext, form: FormData, language: Language): Promise<RegistrationResult> {
  const parsed = registrationSchema.safeParse(firstValues(form));
  if (!parsed.success) return { kind: "invalid", fieldErrors: fieldErrorsOf(parsed.error.issues) };
  const { db, env } = context;
  const limit = await hitClientRateLimit(db, registrationLimit, request, env.SESSION_SECRET);
  if (!limit.allowed) return { kind: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };

  const { firstName, lastName, email, password } = parsed.data;
  const passwordHash = await hashPassword(password);
  const created = await createUser(db, { email, firstName, lastName, role: "user", passwordHash, language });
  if (created) {
    await sendVerificationLink(context, request, { id: created.id, email: created.email, firstName: created.firstName, language });
    await recordAudit(context, request, created, "account.register", created.email);
    console.log(JSON.stringify({ level: "info", event: "auth_registration_succeeded" }));
  } else {
    const owner = await findUserForLogin(db, email);
    if (owner) await sendAccountExistsNotice(context, request, { id: owner.id, email: owner.email, firstName: owner.firstName, language: owner.language });
    console.log(JSON.stringify({ level: "info", event: "auth_registration_existing_address" }));
  }
  return { kind: "accepted", email: normalizeEmail(email) };
}

// ─── Answers of the account forms ─────────────────────────────────────────────────────────────

/** The message heading a form whose fields were refused (per form: the login's 'missing' differs). */
export function fieldProblemMessage(fieldErrors: Record<string, string>, missing: ToastMessage): ToastMessage {
  switch (accountFormProblem(fieldErrors)) {
    case "missing":
      return missing;
    case "passwordMismatch":
      return { title: "auth.passwordMismatchTitle", description: "auth.passwordMismatchText" };
    case "passwordTooShort":
      return { title: "auth.passwordTooShortTitle", description: "auth.passwordTooShortText" };
    case "invalid":
      return { title: "forms.checkTitle", description: "forms.checkText" };
  }
}

/** The fields a refused form gets back: only the ones named (never a password). */
export function repopulate(form: FormData, names: ReadonlyArray<string>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value.slice(0, 500);
  }
  return values;
}

export function accountFailure(
  formId: string,
  alert: Toast,
  status: number,
  options: { fieldErrors?: Record<string, string>; values?: Record<string, string>; headers?: HeadersInit } = {},
) {
  return data<FormAnswer>(
    { formId, alert, fieldErrors: options.fieldErrors ?? {}, repopulateFields: options.values ?? {} },
    { status, headers: options.headers },
  );
}

/**
 * A success: with JavaScript, data (the page shows its success card, then moves on after 2 s);
 * without, straight to `redirectTo` with the toast. `headers` carry the new session cookie.
 */
export function accountSuccess(
  request: Request,
  context: AppLoadContext,
  answer: { formId: string; toast: Toast; redirectTo: string; isEnhanced: boolean; headers: Headers },
) {
  if (answer.isEnhanced) {
    return data<FormAnswer>({ ok: true, formId: answer.formId, toast: answer.toast, redirectTo: answer.redirectTo }, { headers: answer.headers });
  }
  return redirectWithToast(request, context.env, answer.redirectTo, answer.toast, { headers: answer.headers });
}

/** Where a signed-in person goes: the same-site `returnTo`, else the language's home or dashboard. */
export function destinationAfterLogin(returnPath: string | null, fallback: string, language: Language): string {
  return returnPath ?? localizePath(fallback, language);
}

/**
 * A refused login as the page shows it; `wrongCredentials` differs between /auth and /admin-login,
 * `rateLimited` on forms whose way past the limit is not a login's.
 */
export function refusedLoginAnswer(
  refusal: LoginRefusal,
  formId: string,
  form: FormData,
  language: Language,
  wrongCredentials: ToastMessage,
  rateLimited: ToastMessage = { title: "auth.rateLimitedTitle", description: "auth.rateLimitedText" },
) {
  const values = repopulate(form, ["email"]);
  switch (refusal.reason) {
    case "invalid": {
      const message = fieldProblemMessage(refusal.fieldErrors, { title: "auth.missingTitle", description: "auth.missingText" });
      return accountFailure(formId, translatedToast(language, "error", message), 422, { fieldErrors: refusal.fieldErrors, values });
    }
    case "rate-limited":
      return accountFailure(formId, translatedToast(language, "error", rateLimited), 429, {
        values,
        headers: { "Retry-After": String(refusal.retryAfterSeconds) },
      });
    case "wrong-credentials":
      return accountFailure(formId, translatedToast(language, "error", wrongCredentials), 401, { values });
  }
}
