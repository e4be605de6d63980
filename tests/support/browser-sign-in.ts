/**
 * Signing in as a person does in the browser tests: the local admin that `npm start` seeds
 * (docs/decisions/015-admin-creation-and-local-admin.md) at /admin-login, or any account at /auth.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { inject } from "vitest";
import type { en } from "~/locales/en";
import { readDevVars } from "../../scripts/admin-account.mjs";
import { demoStudentDefaults } from "../../scripts/demo-students.mjs";
import { nextUsableCode } from "./totp-codes";

type Strings = typeof en;

export const localAdmin = { email: "admin@example.com", password: "local-admin-password", masterPassword: "local-master-password" } as const;

/** A field's accessible name starting with this label (required fields add " * (required)", the password its hint). */
export function labelled(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(\\s|$)`);
}

/** The password field, whose label may be followed by its hint ("Password (at least …)"). */
const passwordLabel = (strings: Strings) => labelled(strings.auth.password);

/** Fills in and sends the Register tab's form. */
export async function register(page: Page, strings: Strings, person: { firstName: string; lastName: string; email: string; password: string }) {
  const form = page.getByRole("main");
  await form.getByRole("textbox", { name: strings.forms.firstName }).fill(person.firstName);
  await form.getByRole("textbox", { name: strings.forms.lastName }).fill(person.lastName);
  await form.getByRole("textbox", { name: strings.forms.email }).fill(person.email);
  await form.getByLabel(labelled(strings.auth.password)).fill(person.password);
  await form.getByLabel(strings.auth.confirmPassword).fill(person.password);
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: strings.auth.createAccount }).click();
}

/** The local admin's authenticator secret: ADMIN_TOTP_SECRET of the .dev.vars `npm start` serves with (docs/decisions/063). */
export function localAdminTotpSecret(): string {
  const secret = (readDevVars(path.resolve(import.meta.dirname, "../../.dev.vars")) as Record<string, string | undefined>).ADMIN_TOTP_SECRET;
  if (!secret) throw new Error("no ADMIN_TOTP_SECRET in .dev.vars: `npm start` registers the local admin's authenticator from it");
  return secret;
}

/** The demo instructor's account and authenticator secret (scripts/demo-students.mjs; staff sign in with a second factor, docs/decisions/074). */
export function demoInstructor(): { email: string; password: string; totpSecret: string } {
  const values = {
    ...demoStudentDefaults,
    ...(readDevVars(path.resolve(import.meta.dirname, "../../.dev.vars")) as Record<string, string | undefined>),
  } as typeof demoStudentDefaults;
  return { email: values.DEMO_INSTRUCTOR_EMAIL, password: values.DEMO_INSTRUCTOR_PASSWORD, totpSecret: values.DEMO_INSTRUCTOR_TOTP_SECRET };
}

/**
 * The steps whose codes the browser tests typed, by address, kept beside the served database: the
 * test files run one after another against one server, and a code is accepted once.
 */
function usedStepsFile(): string {
  return path.join(inject("databaseDir"), "totp-steps-used.json");
}

/**
 * A code of `secret` the server has not accepted yet for `email` (recorded as used). Test files may
 * run side by side: the choice is made under a lock file, so two never type the same step's code.
 */
export async function nextCodeFor(email: string, secret: string): Promise<string> {
  const file = usedStepsFile();
  const lock = `${file}.lock`;
  for (const startedAt = Date.now(); ; await new Promise((resolve) => setTimeout(resolve, 50))) {
    try {
      writeFileSync(lock, String(process.pid), { flag: "wx" });
      break;
    } catch {
      // Held by another file's sign-in (or left by a run that stopped: taken over after 40 s).
      if (Date.now() - startedAt > 40_000) rmSync(lock, { force: true });
    }
  }
  try {
    const used = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, number>) : {};
    const { code, step } = await nextUsableCode(secret, used[email] ?? 0);
    writeFileSync(file, JSON.stringify({ ...used, [email]: step }));
    return code;
  } finally {
    rmSync(lock, { force: true });
  }
}

/** At the second step (`<prefix>/login/two-factor`): types the code the account's app shows, and Verify. */
export async function typeSecondStepCode(
  page: Page,
  strings: Strings,
  email: string = localAdmin.email,
  secret: string = localAdminTotpSecret(),
): Promise<void> {
  await page.waitForURL(/\/login\/two-factor$/, { timeout: 10_000 });
  const main = page.getByRole("main");
  await main.getByRole("textbox", { name: labelled(strings.twoFactor.codeLabel) }).fill(await nextCodeFor(email, secret));
  await main.getByRole("button", { name: strings.twoFactor.verify, exact: true }).click();
}

/** Where the local admin's session cookie is kept between the test files (beside the served database). */
const localAdminSessionFile = () => path.join(inject("databaseDir"), "local-admin-session.json");

/**
 * Signs the local admin in at `<prefix>/admin-login` (password, then the code of the second step)
 * and waits for the Overview. A code is accepted once and the app shows a new one every 30
 * seconds, so many sign-ins a minute would wait for the clock: after the first, the session is
 * kept (beside the served database) and given to each new browser; one that has ended (a test
 * logged out) is replaced by a new sign-in through the form. The tests of signing in itself use
 * the form every time.
 */
export async function signInAsLocalAdmin(page: Page, strings: Strings, prefix = ""): Promise<void> {
  const overview = new RegExp(`${prefix}/admin$`);
  const kept = existsSync(localAdminSessionFile())
    ? (JSON.parse(readFileSync(localAdminSessionFile(), "utf8")) as Parameters<ReturnType<Page["context"]>["addCookies"]>[0])
    : null;
  if (kept) {
    await page.context().addCookies(kept);
    await page.goto(`${prefix}/admin`);
    if (overview.test(new URL(page.url()).pathname)) return;
    rmSync(localAdminSessionFile(), { force: true });
  }
  await page.goto(`${prefix}/admin-login`);
  const main = page.getByRole("main");
  await main.getByRole("textbox", { name: strings.forms.email }).fill(localAdmin.email);
  await main.getByLabel(passwordLabel(strings)).fill(localAdmin.password);
  await main.getByRole("button", { name: strings.auth.adminSubmit }).click();
  await typeSecondStepCode(page, strings);
  await page.waitForURL(overview, { timeout: 10_000 });
  const session = (await page.context().cookies()).filter((cookie) => cookie.name === "__session");
  writeFileSync(localAdminSessionFile(), JSON.stringify(session));
}

/** Signs an account in on the Login tab of `<prefix>/auth`, coming back to `returnTo`, and waits for it. */
export async function signIn(page: Page, strings: Strings, account: { email: string; password: string }, prefix: string, returnTo: string): Promise<void> {
  await page.goto(`${prefix}/auth?returnTo=${encodeURIComponent(returnTo)}`);
  const main = page.getByRole("main");
  await main.getByRole("textbox", { name: strings.forms.email }).fill(account.email);
  await main.getByLabel(passwordLabel(strings)).fill(account.password);
  await main.getByRole("button", { name: strings.auth.login, exact: true }).click();
  await page.waitForURL((url) => url.pathname === returnTo, { timeout: 10_000 });
}
