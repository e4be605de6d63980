/**
 * Removing another admin's rights in a real browser against `npm start` (signed in as the local
 * admin of docs/decisions/015-admin-creation-and-local-admin.md): the row's button opens a
 * confirmation, Cancel keeps the rights, confirming removes them, with JavaScript and without.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { desktopViewport, hydrated, launchBrowser, openPage } from "../support/browser";
import { executeSql, insertUserIntoServedDatabase } from "../support/browser-database";
import { localAdmin, signInAsLocalAdmin } from "../support/browser-sign-in";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const marker = `team${Date.now()}`;

async function insertAdmin(name: string) {
  const account = await insertUserIntoServedDatabase({ email: `${marker}-${name}@example.com`, password: `${marker}-password`, firstName: name });
  await executeSql(`UPDATE users SET role = 'admin' WHERE id = '${account.id}';`);
  return account;
}

const rowOf = (page: Page, email: string) => page.getByRole("main").locator("tbody tr").filter({ hasText: email });

async function removeRights(page: Page, strings: typeof en, prefix: string, email: string, withJavaScript: boolean) {
  await page.goto(`${prefix}/admin?tab=accounts`);
  if (withJavaScript) await hydrated(page);
  // The signed-in admin's own row has no such button.
  expect(await rowOf(page, localAdmin.email).getByRole("link", { name: strings.admin.accounts.removeAdmin }).count()).toBe(0);

  await rowOf(page, email)
    .getByRole("link", { name: `${strings.admin.accounts.removeAdmin} ${email}` })
    .click();
  const confirm = page.getByRole("alertdialog", { name: strings.admin.accounts.removeConfirmHeading.replace("{{email}}", email) });
  await confirm.waitFor();
  await confirm.getByRole("link", { name: strings.admin.accounts.removeCancel }).click();
  await confirm.waitFor({ state: "detached" });
  expect(await rowOf(page, email).textContent()).toContain(strings.admin.accounts.roleAdmin);

  await rowOf(page, email)
    .getByRole("link", { name: `${strings.admin.accounts.removeAdmin} ${email}` })
    .click();
  await confirm.getByRole("button", { name: strings.admin.accounts.removeConfirm }).click();
  await page.getByRole("status").filter({ hasText: strings.admin.accounts.removedTitle }).first().waitFor();
  expect(await rowOf(page, email).textContent()).toContain(strings.admin.accounts.roleUser);
  expect(await rowOf(page, email).getByRole("link", { name: strings.admin.accounts.removeAdmin }).count()).toBe(0);
}

describe("removing an admin's rights", () => {
  it("with JavaScript: asks, Cancel keeps them, confirming removes them", async () => {
    const other = await insertAdmin("withjs");
    const { page, errors, close } = await openPage(browser, { viewport: desktopViewport });
    await signInAsLocalAdmin(page, en, "");
    await removeRights(page, en, "", other.email, true);
    expect(errors).toEqual([]);
    await close();
  });

  it("without JavaScript, in Spanish: the same steps are links and a form post", async () => {
    const other = await insertAdmin("nojs");
    const { page, close } = await openPage(browser, { viewport: desktopViewport, javaScriptEnabled: false });
    await signInAsLocalAdmin(page, es, "/es");
    await removeRights(page, es, "/es", other.email, false);
    await close();
  });
});
