/**
 * Signing in with a password (decisions 013, 034), through remix-auth. The route reads and parses
 * the form once (app/forms/protocol.server.ts); the strategy is given those credentials instead of
 * reading the body again. The route commits the session.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { Authenticator } from "remix-auth";
import { Strategy } from "remix-auth/strategy";
import { isStaff } from "./roles";
import { recordAudit } from "~/platform/audit-log.server";
import { checkLoginPassword, logAuthEvent, LoginRefused } from "./password-check.server";
import { trustThisBrowser } from "./login-throttle.server";
import { startUserSession, type SignInMethod } from "./session.server";
import type { AccountUser } from "./users.server";

export interface Credentials {
  email: string;
  password: string;
}

export type SignInScope = "user" | "admin";
type Scope = SignInScope;

/** remix-auth's strategy for credentials the form protocol has already parsed. */
class ParsedCredentialsStrategy extends Strategy<AccountUser, { credentials: Credentials; request: Request }> {
  name = "parsed-credentials";
  constructor(
    private readonly credentials: Credentials,
    verify: Strategy.VerifyFunction<AccountUser, { credentials: Credentials; request: Request }>,
  ) {
    super(verify);
  }
  authenticate(request: Request): Promise<AccountUser> {
    return this.verify({ credentials: this.credentials, request });
  }
}

/**
 * The throttle admits the attempt → the password matches → (for /admin-login) the account is staff:
 * an admin or an instructor. Nobody is signed in yet: an account with a second factor still has
 * its second step (docs/decisions/062).
 */
async function verifyLogin(request: Request, context: AppLoadContext, { email, password }: Credentials, scope: Scope): Promise<AccountUser> {
  const user = await checkLoginPassword(request, context, email, password, scope);
  // A right password on a student's or applicant's account at /admin-login is refused like a wrong one.
  if (scope === "admin" && !isStaff(user.role)) {
    logAuthEvent("login_failed", scope);
    throw new LoginRefused({ reason: "wrong-credentials" });
  }
  return user;
}

/**
 * A sign-in completed (a password alone for an account without a second factor, a password and a
 * code, a passkey): audited, a new session (whose start records the sign-in on the account), and
 * this browser trusted for the account (decision 034). The Set-Cookie headers of both.
 */
export async function completeSignIn(request: Request, context: AppLoadContext, user: AccountUser, scope: Scope, signedInWith: SignInMethod): Promise<Headers> {
  await recordAudit(
    context,
    request,
    user,
    scope === "admin" ? "admin.login" : "account.login",
    user.email,
    signedInWith === "password" ? {} : { with: signedInWith },
  );
  logAuthEvent("login_succeeded", scope, { with: signedInWith });
  const headers = new Headers({ "Set-Cookie": await startUserSession(request, context, user.id, signedInWith) });
  headers.append("Set-Cookie", await trustThisBrowser(request, context, user.email));
  return headers;
}

/** The account these credentials sign in, or `LoginRefused`. Built per request (no secrets or bindings at module scope). */
export function signIn(request: Request, context: AppLoadContext, credentials: Credentials, scope: Scope): Promise<AccountUser> {
  const authenticator = new Authenticator<AccountUser>();
  // The check runs on the route's own request (its client address, for the throttle and the audit).
  authenticator.use(new ParsedCredentialsStrategy(credentials, () => verifyLogin(request, context, credentials, scope)), scope);
  // remix-auth copies the request it is given, body and all; the body was read once already, so
  // it gets the request without it (nothing here reads it again).
  return authenticator.authenticate(scope, new Request(request.url, { headers: request.headers }));
}
