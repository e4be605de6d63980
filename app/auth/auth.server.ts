/**
 * Signing in and registering (docs/decisions/013, 018). remix-auth's form strategy runs the check;
 * the routes commit the session. Attempts are counted before the costly hash, by client and
 * account, so no one can lock an owner out; an unknown e-mail takes as long and says the same as a
 * wrong password; registration answers the same whether or not the address has an account.
 */
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { recordAudit } from "~/platform/audit-log.server";
import { fieldErrorsOf, firstValues } from "~/http/form-values";
import { localizePath, type Language } from "~/i18n/languages";
import { anonymousKey, clientKey, hitRateLimit, refundRateLimit, resetRateLimit, type RateLimitRule } from "~/platform/rate-limit.server";
import { redirectWithToast } from "~/http/flash.server";
import type { Toast } from "~/http/toast";
import type { ToastMessage } from "~/http/toast";
import { translatedToast } from "~/http/translated-toast.server";
import type { FormAnswer } from "~/forms/answer";
import { sendAccountExistsNotice, sendVerificationLink } from "./account-emails.server";
import { accountFormProblem, loginSchema, registrationSchema } from "./auth-schemas";
import { hashPassword, needsRehash, verifyPassword } from "./password-hash.server";
import { createUser, findUserForLogin, normalizeEmail, recordSignIn, setPasswordHash, type AccountUser } from "./users.server";

/**
 * Login throttling (decision 018). Every attempt is counted before the password is hashed, in one
 * atomic upsert per key, so parallel attempts cannot get past a limit:
 * - one client against one account: 5 attempts in 15 minutes;
 * - one client against any accounts: 30 attempts in 15 minutes (spraying many e-mails);
 * - one account from all clients: after 20 attempts in 15 minutes the account is "guarded": each
 *   client then gets 1 attempt at it per window. A fresh client (the owner's) always gets its
 *   attempt, so attackers slow guessing down but can never lock the owner out, and a password
 *   reset ends the guard.
 * A successful login gives its attempt back and clears its client's count for that account.
 */
export const loginThrottle = {
  windowSeconds: 900, // 15 minutes
  perClientAndAccount: 5,
  perClient: 30,
  accountBudget: 20,
  perClientWhileGuarded: 1,
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
const clientRule = throttleRule("login:client", loginThrottle.perClient);
const accountRule = throttleRule("login:account", loginThrottle.accountBudget);

async function throttleKeys(request: Request, context: AppLoadContext, email: string) {
  const secret = context.env.SESSION_SECRET;
  const client = await clientKey(request, secret);
  const account = await anonymousKey(secret, `account:${normalizeEmail(email)}`);
  return { client, account, pair: await anonymousKey(secret, `${client}:${account}`) };
}

/** Counts this attempt on all three keys, then says whether it may go on to the password check. */
async function admitAttempt(request: Request, context: AppLoadContext, email: string) {
  const { db } = context;
  const keys = await throttleKeys(request, context, email);
  const [pair, client, account] = await Promise.all([
    hitRateLimit(db, pairRule, keys.pair),
    hitRateLimit(db, clientRule, keys.client),
    hitRateLimit(db, accountRule, keys.account),
  ]);
  const isGuarded = account.count > loginThrottle.accountBudget;
  const pairLimit = isGuarded ? loginThrottle.perClientWhileGuarded : loginThrottle.perClientAndAccount;
  const isAdmitted = client.allowed && pair.count <= pairLimit;
  return { keys, isAdmitted, isGuarded, retryAfterSeconds: Math.max(pair.retryAfterSeconds, client.allowed ? 0 : client.retryAfterSeconds) };
}

/** A password reset ends the account's guard: its owner has proven the address. */
export async function clearLoginGuard(context: AppLoadContext, email: string): Promise<void> {
  const account = await anonymousKey(context.env.SESSION_SECRET, `account:${normalizeEmail(email)}`);
  await resetRateLimit(context.db, accountRule, account);
}

/**
 * Checks an e-mail and password under the login throttle: the account (without its hash) when the
 * password is right, or the refusal. Used by both login forms and by the e-mail confirmation page.
 */
export async function checkPassword(request: Request, context: AppLoadContext, email: string, password: string, event: string): Promise<AccountUser> {
  const { db } = context;
  const attempt = await admitAttempt(request, context, email);
  if (!attempt.isAdmitted) {
    logAuthEvent("login_rate_limited", event, { guarded: attempt.isGuarded });
    throw new LoginRefused({ reason: "rate-limited", retryAfterSeconds: attempt.retryAfterSeconds });
  }

  const account = await findUserForLogin(db, email);
  const passwordMatches = await verifyPassword(password, account?.passwordHash ?? (await decoyHash()));
  if (!account || account.passwordHash === null || !passwordMatches) {
    logAuthEvent("login_failed", event);
    throw new LoginRefused({ reason: "wrong-credentials" });
  }

  // The right password: this attempt is given back, and this client starts afresh on this account.
  await Promise.all([
    resetRateLimit(db, pairRule, attempt.keys.pair),
    refundRateLimit(db, clientRule, attempt.keys.client),
    refundRateLimit(db, accountRule, attempt.keys.account),
  ]);
  // Parameters raised since this password was stored: store it again with today's.
  if (needsRehash(account.passwordHash)) await setPasswordHash(db, account.id, await hashPassword(password));
  const { passwordHash: _hash, ...user } = account;
  return user;
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
  const limit = await hitRateLimit(db, registrationLimit, await clientKey(request, env.SESSION_SECRET));
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

/** A refused login as the page shows it; `wrongCredentials` differs between /auth and /admin-login. */
export function refusedLoginAnswer(
  refusal: LoginRefusal,
  formId: string,
  form: FormData,
  language: Language,
  wrongCredentials: ToastMessage,
) {
  const values = repopulate(form, ["email"]);
  switch (refusal.reason) {
    case "invalid": {
      const message = fieldProblemMessage(refusal.fieldErrors, { title: "auth.missingTitle", description: "auth.missingText" });
      return accountFailure(formId, translatedToast(language, "error", message), 422, { fieldErrors: refusal.fieldErrors, values });
    }
    case "rate-limited":
      return accountFailure(formId, translatedToast(language, "error", { title: "auth.rateLimitedTitle", description: "auth.rateLimitedText" }), 429, {
        values,
        headers: { "Retry-After": String(refusal.retryAfterSeconds) },
      });
    case "wrong-credentials":
      return accountFailure(formId, translatedToast(language, "error", wrongCredentials), 401, { values });
  }
}
