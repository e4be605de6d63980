/**
 * Signing in and registering (DESIGN §4, docs/decisions/013). remix-auth's form strategy runs the
 * check; the routes commit the session. Failures are limited per client and per e-mail before the
 * costly hash, and an unknown e-mail takes as long and says the same as a wrong password.
 */
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { formSubmissions } from "../../db/schema";
import { fieldErrorsOf, firstValues } from "~/http/form-values";
import { localizePath, type Language } from "~/i18n/languages";
import { anonymousKey, checkRateLimit, clientKey, hitRateLimit, type RateLimitRule } from "~/security/rate-limit.server";
import { redirectWithToast } from "~/toast/flash.server";
import type { Toast } from "~/toast/toast";
import type { ToastMessage } from "~/toast/toast";
import { translatedToast } from "~/toast/translated-toast.server";
import type { AccountActionData } from "./account-action-data";
import { accountFormProblem, loginSchema, registrationSchema } from "./auth-schemas";
import { hashPassword, needsRehash, verifyPassword } from "./password-hash.server";
import { createUser, findUserForLogin, normalizeEmail, setPasswordHash, type AccountUser } from "./users.server";

/** DESIGN §3's login limit: 5 failed logins per client, and per e-mail, in 15 minutes; the 6th gets 429. */
export const loginFailureLimit = { limit: 5, windowSeconds: 15 * 60 } as const;
/** Registrations hash a password too: at most 10 per client an hour. */
export const registrationLimit = { scope: "register", limit: 10, windowSeconds: 60 * 60 } as const;

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

async function loginLimitKeys(request: Request, context: AppLoadContext, email: string) {
  const secret = context.env.SESSION_SECRET;
  return [
    { rule: { scope: "login:client", ...loginFailureLimit } satisfies RateLimitRule, key: await clientKey(request, secret) },
    { rule: { scope: "login:email", ...loginFailureLimit } satisfies RateLimitRule, key: await anonymousKey(secret, normalizeEmail(email)) },
  ];
}

/**
 * The form strategy's check: valid fields → within the failure limits → the password matches →
 * (for /admin-login) the account is an admin. Anything else counts as one failure.
 */
async function verifyLogin(form: FormData, request: Request, context: AppLoadContext, scope: "user" | "admin"): Promise<AccountUser> {
  const parsed = loginSchema.safeParse(firstValues(form));
  if (!parsed.success) throw new LoginRefused({ reason: "invalid", fieldErrors: fieldErrorsOf(parsed.error.issues) });
  const { email, password } = parsed.data;
  const { db } = context;

  const limits = await loginLimitKeys(request, context, email);
  for (const { rule, key } of limits) {
    const check = await checkRateLimit(db, rule, key);
    if (!check.allowed) {
      logAuthEvent("login_rate_limited", scope);
      throw new LoginRefused({ reason: "rate-limited", retryAfterSeconds: check.retryAfterSeconds });
    }
  }

  const account = await findUserForLogin(db, email);
  const passwordMatches = await verifyPassword(password, account?.passwordHash ?? (await decoyHash()));
  const isAllowed = account !== undefined && account.passwordHash !== null && passwordMatches && (scope === "user" || account.role === "admin");
  if (!account || !isAllowed) {
    for (const { rule, key } of limits) await hitRateLimit(db, rule, key);
    logAuthEvent("login_failed", scope);
    throw new LoginRefused({ reason: "wrong-credentials" });
  }

  // Parameters raised since this password was stored: store it again with today's.
  if (account.passwordHash && needsRehash(account.passwordHash)) await setPasswordHash(db, account.id, await hashPassword(password));
  logAuthEvent("login_succeeded", scope);
  const { passwordHash: _hash, ...user } = account;
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
function logAuthEvent(event: string, scope: "user" | "admin") {
  const level = event === "login_succeeded" ? "info" : "warn";
  console.log(JSON.stringify({ level, event: `auth_${event}`, scope }));
}

export type RegistrationResult =
  | { kind: "registered"; user: AccountUser }
  | { kind: "invalid"; fieldErrors: Record<string, string> }
  | { kind: "rate-limited"; retryAfterSeconds: number }
  | { kind: "failed" };

/** A new regular account with its own password (SPEC §5 registration rules). */
export async function registerAccount(request: Request, context: AppLoadContext, form: FormData): Promise<RegistrationResult> {
  const parsed = registrationSchema.safeParse(firstValues(form));
  if (!parsed.success) return { kind: "invalid", fieldErrors: fieldErrorsOf(parsed.error.issues) };
  const { db, env } = context;
  const limit = await hitRateLimit(db, registrationLimit, await clientKey(request, env.SESSION_SECRET));
  if (!limit.allowed) return { kind: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };

  const { firstName, lastName, email, password } = parsed.data;
  const user = await createUser(db, { email, firstName, lastName, role: "user", passwordHash: await hashPassword(password) });
  if (!user) {
    console.log(JSON.stringify({ level: "warn", event: "auth_registration_refused", reason: "email_taken" }));
    return { kind: "failed" };
  }
  console.log(JSON.stringify({ level: "info", event: "auth_registration_succeeded" }));
  return { kind: "registered", user };
}

/** SPEC §7: logins and registrations are stored as `auth` submissions (never the password). */
export async function recordAuthEvent(context: AppLoadContext, user: AccountUser, type: "login" | "registration", language: Language): Promise<void> {
  const timestamp = new Date().toISOString();
  const payload =
    type === "login"
      ? { email: user.email, type, timestamp }
      : { email: user.email, firstName: user.firstName, lastName: user.lastName, type, timestamp };
  await context.db.insert(formSubmissions).values({
    formType: "auth",
    source: type,
    data: payload,
    email: user.email,
    firstName: type === "registration" ? user.firstName : "",
    lastName: type === "registration" ? user.lastName : "",
    language,
  });
}

// ─── Answers of the account forms ─────────────────────────────────────────────────────────────

/** The SPEC message heading a form whose fields were refused (per form: the login's 'missing' differs). */
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
  return data<AccountActionData>(
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
    return data<AccountActionData>({ ok: true, formId: answer.formId, toast: answer.toast, redirectTo: answer.redirectTo }, { headers: answer.headers });
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
