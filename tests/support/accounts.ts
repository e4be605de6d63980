/** Signing in, in worker tests: real logins over HTTP, or a session cookie for a session row. */
import { createCookie } from "@remix-run/cloudflare";
import { expect } from "vitest";
import { sessionCookieName } from "~/auth/session.server";
import { insertUser } from "../factories";
import { decodeEntities } from "./html";
import { completeSecondStep, isSentToSecondStep } from "./two-factor";
import { madeBeforeAll, postForm, testBindings, testOrigin, type TestWorker, type WorkerResponse } from "./worker";

let addressNumber = 0;
/** A fresh client address, so the per-client login limit never counts another test's attempts. */
export function nextClientAddress(): string {
  addressNumber += 1;
  return `198.51.${(addressNumber >> 8) & 255}.${addressNumber & 255}`;
}

/** `name=value` of the session cookie a response set, or undefined. */
export function sessionCookieFrom(response: WorkerResponse): string | undefined {
  const name = sessionCookieName(testOrigin);
  for (const header of response.headers.getSetCookie()) {
    if (header.startsWith(`${name}=`)) return header.split(";")[0];
  }
  return undefined;
}

/** The Cookie header value a browser would send for this session id (signed with the test secret). */
export async function signedSessionCookie(sessionId: string, secret: string = testBindings.SESSION_SECRET): Promise<string> {
  const setCookie = await createCookie(sessionCookieName(testOrigin), { secrets: [secret] }).serialize(sessionId);
  return setCookie.split(";")[0]!;
}

/**
 * Logs in through the page's own form, as a browser without JavaScript would; returns the session
 * cookie. An account with an authenticator app (every admin the factories make) gets its second
 * step done with the code its app would show now (docs/decisions/062).
 */
export async function logIn(worker: TestWorker, email: string, password: string, path = "/admin-login"): Promise<string> {
  const response = await postLogin(worker, path, { email, password });
  const cookie = sessionCookieFrom(response);
  if (response.status !== 303 || !cookie)
    throw new Error(`login at ${path} failed: ${response.status} ${await response.text().then((text) => text.slice(0, 200))}`);
  return cookie;
}

/**
 * A login form's post, and for an account with an authenticator app its second step with the code
 * the app shows now (same client, same cookies): the answer that signs in, or the refusal.
 */
export async function postLogin(
  worker: TestWorker,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = { "CF-Connecting-IP": nextClientAddress() },
): Promise<WorkerResponse> {
  const passwordStep = await postForm(worker, path, fields, headers);
  return isSentToSecondStep(passwordStep) ? completeSecondStep(worker, passwordStep, fields.email ?? "", headers) : passwordStep;
}

/**
 * An admin account signed in for the tests of one file (beforeAll, after the file's worker has
 * started): its id and session cookie, read inside tests and hooks.
 */
export function signedInAdminForFile(worker: TestWorker): { readonly id: string; readonly cookie: string } {
  return signedInStaffForFile(worker, "admin");
}

/** A member of staff (an admin, or an instructor: decision 045) signed in at /admin-login for the tests of one file. */
export function signedInStaffForFile(worker: TestWorker, role: "admin" | "instructor"): { readonly id: string; readonly cookie: string } {
  const current = madeBeforeAll(role === "admin" ? "The admin" : "The instructor", async () => {
    const { user, password } = await insertUser(worker.db, { role });
    return { id: user.id, cookie: await logIn(worker, user.email, password) };
  });
  return {
    get id() {
      return current().id;
    },
    get cookie() {
      return current().cookie;
    },
  };
}

/** A GET with the cookie. */
export function getAs(worker: TestWorker, cookie: string, path: string) {
  return worker.fetch(path, { headers: { Cookie: cookie } });
}

/** A form post with the cookie. */
export function postAs(worker: TestWorker, cookie: string, path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return postForm(worker, path, fields, { Cookie: cookie, "CF-Connecting-IP": nextClientAddress(), ...headers });
}

/** The toast a redirect carries (as JSON), for checking its text. */
export function toastText(response: WorkerResponse): string {
  const header = response.headers.getSetCookie().find((value) => value.startsWith("toast="));
  if (!header) return "";
  const value = decodeURIComponent(header.split(";")[0]!.slice("toast=".length));
  try {
    // A signed cookie: base64 of the JSON, a dot, the signature. The JSON holds the toast and when
    // the cookie ends (docs/decisions/039); the toast alone is compared.
    const payload = value.slice(0, value.lastIndexOf("."));
    const sealed = JSON.parse(decodeURIComponent(escape(atob(payload)))) as { value: unknown };
    return JSON.stringify(sealed.value);
  } catch {
    return value;
  }
}

export type Language = "en" | "es";

/** The path prefix of a language's pages. */
export const languagePrefix = (language: Language) => (language === "es" ? "/es" : "");

/** Headers that make a request come from a client address no earlier test used (its own rate-limit window). */
export const fromNewClient = () => ({ "CF-Connecting-IP": nextClientAddress() });

/** A response's HTML with its entities decoded, to compare with dictionary strings. */
export async function decodedPage(response: WorkerResponse): Promise<string> {
  return decodeEntities(await response.text());
}

/** Whether a session cookie still signs anyone in: /account sends an anonymous visitor to log in. */
export async function isAnonymousSession(worker: TestWorker, cookie: string): Promise<boolean> {
  const response = await getAs(worker, cookie, "/account");
  await response.arrayBuffer();
  if (response.status === 200) return false;
  expect(response.status).toBe(303);
  expect(response.headers.get("Location")).toBe("/auth?returnTo=%2Faccount");
  return true;
}
