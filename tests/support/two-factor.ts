/**
 * Second factors in tests (docs/decisions/062–064): the codes an authenticator app would show for a
 * known secret, never one the account has used (a code is accepted once), and the second step of
 * signing in done as a browser without JavaScript would.
 */
import { totpCode } from "~/auth/totp.server";
import { knownTotpSecrets } from "../factories";
import { nextUsableCode } from "./totp-codes";
import { decodeEntities } from "./html";
import { postForm, rows, testOrigin, type TestWorker, type WorkerResponse } from "./worker";

/** `name=value` of a cookie a response set, or undefined. */
export function setCookieFrom(response: WorkerResponse, name: string): string | undefined {
  for (const header of response.headers.getSetCookie()) {
    if (header.startsWith(`${name}=`) && !/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(header)) return header.split(";")[0];
  }
  return undefined;
}

/** The last time step the account's app had a code accepted for (0 before any). */
export async function lastAcceptedStep(worker: TestWorker, email: string): Promise<number> {
  const [row] = await rows<{ last_step: number }>(
    worker,
    "SELECT last_step FROM totp_factors JOIN users ON users.id = totp_factors.user_id WHERE users.email = ?",
    email.toLowerCase(),
  );
  return row?.last_step ?? 0;
}

/** A code of the account's app the server will accept now (the secret is the one a factory registered, unless given). */
export async function usableCodeFor(worker: TestWorker, email: string, secret = knownTotpSecrets.get(email.toLowerCase())): Promise<string> {
  if (!secret) throw new Error(`no authenticator secret known for ${email}: register one with the factory's registerTotp`);
  return (await nextUsableCode(secret, await lastAcceptedStep(worker, email))).code;
}

/** Whether a login's answer sends the browser to the second step. */
export function isSentToSecondStep(response: WorkerResponse): boolean {
  const location = response.headers.get("Location") ?? "";
  return response.status === 303 && /^(\/es)?\/login\/two-factor$/.test(new URL(location, testOrigin).pathname);
}

/** Types the account's current code at the second step the login `response` sent the browser to; the answer. */
export async function completeSecondStep(
  worker: TestWorker,
  response: WorkerResponse,
  email: string,
  headers: Record<string, string> = {},
  code?: string,
): Promise<WorkerResponse> {
  const pending = setCookieFrom(response, "pending_sign_in");
  if (!pending) throw new Error("the login set no pending_sign_in cookie");
  const path = new URL(response.headers.get("Location")!, testOrigin).pathname;
  // The browser sends every cookie it has: the pending step's beside any it came with.
  const cookies = [headers.Cookie, pending].filter(Boolean).join("; ");
  return postForm(worker, path, { code: code ?? (await usableCodeFor(worker, email)) }, { ...headers, Cookie: cookies });
}

/**
 * Sets up an authenticator app through the pages, as its owner would: start, read the secret the
 * page shows, type its first code; the recovery codes shown once. With `email`, later sign-ins of
 * the account (`logIn`) type its codes.
 */
export async function setUpAuthenticatorThroughPages(worker: TestWorker, cookie: string, { prefix = "", email }: { prefix?: string; email?: string } = {}) {
  const post = (fields: Record<string, string>) => postForm(worker, `${prefix}/account/two-factor`, fields, { Cookie: cookie });
  const start = await post({ intent: "start" });
  if (start.status !== 303) throw new Error(`starting the set-up answered ${start.status}`);
  const page = decodeEntities(await (await worker.fetch(`${prefix}/account/two-factor`, { headers: { Cookie: cookie } })).text());
  const secret = page.match(/data-testid="totp-secret"[^>]*>([A-Z2-7 ]+)</)?.[1]?.replace(/\s+/g, "");
  if (!secret) throw new Error("the set-up page shows no secret");
  const confirmed = await post({ intent: "confirm", code: await totpCode(secret) });
  const html = decodeEntities(await confirmed.text());
  if (confirmed.status !== 200) throw new Error(`confirming the set-up answered ${confirmed.status}`);
  const recoveryCodes = [...html.matchAll(/>([0-9A-Z]{5}-[0-9A-Z]{5})</g)].map((match) => match[1]!);
  if (email) knownTotpSecrets.set(email.toLowerCase(), secret);
  return { secret, recoveryCodes, html, page };
}
