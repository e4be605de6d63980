/**
 * Signing in as a person does in the browser tests: the local admin that `npm start` seeds
 * (docs/decisions/015-admin-creation-and-local-admin.md) at /admin-login, or any account at /auth.
 */
import type { Page } from "playwright-core";
import type { en } from "~/locales/en";

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

/** Signs the local admin in at `<prefix>/admin-login` and waits for the Overview. */
export async function signInAsLocalAdmin(page: Page, strings: Strings, prefix = ""): Promise<void> {
  await page.goto(`${prefix}/admin-login`);
  const main = page.getByRole("main");
  await main.getByRole("textbox", { name: strings.forms.email }).fill(localAdmin.email);
  await main.getByLabel(passwordLabel(strings)).fill(localAdmin.password);
  await main.getByRole("button", { name: strings.auth.adminSubmit }).click();
  await page.waitForURL(new RegExp(`${prefix}/admin$`), { timeout: 10_000 });
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
