/**
 * The second step of signing in (docs/decisions/062): after a right password for an account with a
 * second factor, no session is made. Instead a server-side state names the account (a
 * `sign_in_challenges` row, 5 minutes, 5 wrong codes, used once) and the browser holds its token in
 * a short-lived signed cookie. Only the second-step page reads it; every other page, and every data
 * request, sees an anonymous visitor.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { shortLivedCookie } from "~/http/signed-cookies.server";
import { countChallengeAttempt, createChallenge, findChallenge, takeChallenge } from "./sign-in-challenges.server";

export const pendingSignInLimits = { lifetimeSeconds: 300, codesPerSignIn: 5 } as const;

const cookieName = "pending_sign_in";

export interface PendingSignIn {
  id: string;
  userId: string;
  /** Which login page it came from (and where to start again). */
  scope: "user" | "admin";
  /** Where to go once signed in (a same-site path, checked when it was given). */
  returnTo: string;
}

function pendingCookie(request: Request, context: AppLoadContext) {
  return shortLivedCookie(request, context.env, cookieName, pendingSignInLimits.lifetimeSeconds);
}

/** Starts the second step for `userId`: the Set-Cookie that holds it in this browser. */
export async function startPendingSignIn(
  request: Request,
  context: AppLoadContext,
  userId: string,
  details: { scope: "user" | "admin"; returnTo: string },
): Promise<string> {
  const token = await createChallenge(context.db, "second-factor", { userId, data: details, lifetimeMs: pendingSignInLimits.lifetimeSeconds * 1000 });
  return pendingCookie(request, context).write(token);
}

/** The token the browser holds, or "". */
async function pendingToken(request: Request, context: AppLoadContext): Promise<string> {
  const value = await pendingCookie(request, context).read();
  return typeof value === "string" ? value : "";
}

function pendingOf(row: { id: string; userId: string | null; data: Record<string, unknown> } | null): PendingSignIn | null {
  if (!row?.userId) return null;
  const scope = row.data.scope === "admin" ? "admin" : "user";
  return { id: row.id, userId: row.userId, scope, returnTo: typeof row.data.returnTo === "string" ? row.data.returnTo : "/" };
}

/** The second step this browser is in, if it has not ended. */
export async function readPendingSignIn(request: Request, context: AppLoadContext): Promise<PendingSignIn | null> {
  return pendingOf(await findChallenge(context.db, "second-factor", await pendingToken(request, context)));
}

/** Counts a code typed at this step: false once its codes are spent (the step has then ended). */
export function countPendingCode(context: AppLoadContext, pending: PendingSignIn): Promise<boolean> {
  return countChallengeAttempt(context.db, pending.id, pendingSignInLimits.codesPerSignIn);
}

/** Ends the step for good once a code was right: true for the one request that ends it. */
export async function finishPendingSignIn(request: Request, context: AppLoadContext): Promise<boolean> {
  return (await takeChallenge(context.db, "second-factor", await pendingToken(request, context))) !== null;
}

/** The Set-Cookie that removes the step's cookie. */
export function clearPendingSignIn(request: Request, context: AppLoadContext): string {
  return pendingCookie(request, context).clear();
}
