/**
 * Accounts in a real browser against `npm start`: registration with the e-mail link read from
 * the local mailbox (/dev/mailbox), the account area, the signed-in header and Log out; the
 * forgotten password; and forms that replace one another keeping no typed value.
 *
 * Form swaps covered ("no secret survives a form swap", JavaScript on, without a page load):
 * - /admin-access: master password → Verify Password → the create-admin form (no input holds the
 *   master password; the new form starts empty and still sends an invitation);
 * - /auth: the Login tab → the Register tab → back to Login (no input holds the typed e-mail or password);
 * - /account?confirm=delete: the delete confirmation's password → Cancel → Delete again (no input holds it).
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { desktopViewport, hydrated, launchBrowser, openPage } from "../support/browser";
import { insertUserIntoServedDatabase } from "../support/browser-database";
import { countMail, followNewestMailLink } from "../support/browser-mailbox";
import { labelled, register, typeSecondStepCode } from "../support/browser-sign-in";

type Strings = typeof en;
const localAdmin = { email: "admin@example.com", password: "local-admin-password", masterPassword: "local-master-password" };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A fresh address for each test (lower case, as accounts store it). */
function uniqueEmail(label: string) {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

const prefixOf = (strings: Strings) => (strings === es ? "/es" : "");

/** Marks the document so a test can tell a client-side update from a new page load. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { documentMark: number }).documentMark = 1));
}
async function isSameDocument(page: Page) {
  return page.evaluate(() => (window as unknown as { documentMark?: number }).documentMark === 1);
}

/** The value of every input and textarea on the page, whatever its type. */
function fieldValues(page: Page): Promise<string[]> {
  return page.evaluate(() => Array.from(document.querySelectorAll("input,textarea"), (field) => (field as HTMLInputElement | HTMLTextAreaElement).value));
}

/** The header as a visitor sees it: Login and Admin Access, no Log out. */
async function expectVisitorHeader(page: Page, strings: Strings) {
  const banner = page.getByRole("banner");
  await banner.getByRole("link", { name: strings.nav.login, exact: true }).waitFor();
  expect(await banner.getByRole("link", { name: strings.nav.adminAccess, exact: true }).isVisible()).toBe(true);
  expect(await banner.getByRole("button", { name: strings.nav.logout }).count()).toBe(0);
}

/** The header once signed in: the first name (a link to the account), Log out, and no Login or Admin Access. */
async function expectSignedInHeader(page: Page, strings: Strings, firstName: string) {
  const banner = page.getByRole("banner");
  const person = banner.getByRole("link", { name: firstName, exact: true });
  await person.waitFor();
  expect(await person.getAttribute("href")).toBe(`${prefixOf(strings)}/account`);
  const logOut = banner.getByRole("button", { name: strings.nav.logout });
  expect(await logOut.isVisible()).toBe(true);
  // Log out is a form that posts (GET /logout changes nothing).
  expect(await logOut.evaluate((button) => [button.closest("form")?.method, new URL(button.closest("form")?.action ?? "").pathname])).toEqual([
    "post",
    `${prefixOf(strings)}/logout`,
  ]);
  expect(await banner.getByRole("link", { name: strings.nav.login, exact: true }).count()).toBe(0);
  expect(await banner.getByRole("link", { name: strings.nav.adminAccess, exact: true }).count()).toBe(0);
}

/** The licence application, the real form, sent with this address. */
async function sendLicenseApplication(page: Page, strings: Strings, email: string, isJavaScriptOn: boolean) {
  await page.goto(`${prefixOf(strings)}/license-application`);
  if (isJavaScriptOn) await hydrated(page);
  const form = page.getByRole("main");
  await form.getByLabel(strings.forms.firstName).fill("Valeria");
  await form.getByLabel(strings.forms.lastName).fill("Ortega");
  await form.getByLabel(strings.forms.email).fill(email);
  await form.getByLabel(new RegExp(`^${strings.forms.phone}`)).fill("305-555-0142");
  await form.getByRole("button", { name: strings.licenseForm.submit }).click();
  if (isJavaScriptOn) await page.getByRole("heading", { name: strings.licenseForm.successTitle }).waitFor();
  else await page.waitForURL(new RegExp(`${prefixOf(strings)}/license-journey$`));
}

/** The Login tab of /auth: e-mail and password, then Login. */
async function logIn(page: Page, strings: Strings, email: string, password: string) {
  const form = page.getByRole("main");
  await form.getByRole("textbox", { name: strings.forms.email }).fill(email);
  await form.getByLabel(labelled(strings.auth.password)).fill(password);
  await form.getByRole("button", { name: strings.auth.login, exact: true }).click();
}

/** Logs the local admin in at /admin-login (JavaScript on): the success card, then the panel. */
async function logInAsLocalAdmin(page: Page) {
  await page.goto("/admin-login");
  await hydrated(page);
  const main = page.getByRole("main");
  await main.getByRole("textbox", { name: en.forms.email }).fill(localAdmin.email);
  await main.getByLabel(en.auth.password).fill(localAdmin.password);
  await page.getByRole("button", { name: en.auth.adminSubmit }).click();
  await typeSecondStepCode(page, en);
  await page.waitForURL(/\/admin$/, { timeout: 10_000 });
}

describe("registration, the e-mail link and the account area", () => {
  for (const { strings, isJavaScriptOn } of [
    { strings: en, isJavaScriptOn: true },
    { strings: es, isJavaScriptOn: false },
  ] as const) {
    const language = strings === es ? "Spanish" : "English";
    const prefix = prefixOf(strings);

    it(`JavaScript ${isJavaScriptOn ? "on" : "off"}, ${language}: register → the mailbox's link → the password → the account lists the licence application; Log out`, async () => {
      const { page, errors, close } = await openPage(browser, { viewport: desktopViewport, javaScriptEnabled: isJavaScriptOn });
      const person = {
        firstName: strings === es ? "Ximena" : "Harriet",
        lastName: "Quiroga",
        email: uniqueEmail(`register-${isJavaScriptOn ? "js" : "nojs"}`),
        password: "a-long-own-password",
      };

      // First a licence application with the same address, before any account exists.
      await sendLicenseApplication(page, strings, person.email, isJavaScriptOn);

      // Registration signs no one in: it says a message was sent to the address.
      await page.goto(`${prefix}/auth?tab=register`);
      if (isJavaScriptOn) await hydrated(page);
      await register(page, strings, person);
      const sentText = strings.auth.registrationSuccessText.replace("{{email}}", person.email);
      if (isJavaScriptOn) {
        const card = page.getByRole("main").getByRole("status").filter({ hasText: sentText });
        await card.waitFor();
        // The card stays until followed (its message says to open the e-mail first: decision 087); its
        // link leads to the login, which leads on to the account.
        await card.getByRole("link", { name: strings.auth.userLogin }).click();
        await page.waitForURL(new RegExp(`${prefix}/auth\\?returnTo=${encodeURIComponent(`${prefix}/account`)}$`), { timeout: 10_000 });
      } else {
        await page.waitForURL(new RegExp(`${prefix}/auth\\?returnTo=${encodeURIComponent(`${prefix}/account`)}$`));
        await expect.poll(() => page.getByRole("status").filter({ hasText: sentText }).count()).toBe(1); // toast cards load after the page
      }
      await expectVisitorHeader(page, strings);

      // The local mailbox has the message; its link opens the confirmation page.
      const link = await followNewestMailLink(page, person.email, "verify-email", `${prefix}/verify-email/`);
      expect(new URL(link).pathname).toMatch(new RegExp(`^${prefix}/verify-email/[A-Za-z0-9_-]{43}$`));
      if (isJavaScriptOn) await hydrated(page);
      await page.getByRole("heading", { level: 1, name: strings.account.verifyHeading }).waitFor();
      await page.getByRole("main").getByLabel(labelled(strings.auth.password)).fill(person.password);
      await page.getByRole("button", { name: strings.account.verifySubmit }).click();

      // Signed in, on the account area, which now lists what was sent with the address.
      await page.waitForURL(new RegExp(`${prefix}/account$`));
      await page.getByRole("status").filter({ hasText: strings.account.verifiedTitle }).first().waitFor();
      await page.getByRole("heading", { level: 1, name: strings.account.heading }).waitFor();
      // In the submissions' card: the licence checklist's steps name the application too.
      const application = page
        .getByRole("main")
        .getByRole("region", { name: strings.account.submissionsHeading })
        .getByRole("listitem")
        .filter({ hasText: strings.account.formTypes["license-application"] });
      expect(await application.count()).toBe(1);
      expect(await application.textContent()).toContain(strings.leadStatuses.new);
      await expectSignedInHeader(page, strings, person.firstName);

      // Log out (a POST): the header is a visitor's again, and the account area asks to log in.
      await page.getByRole("banner").getByRole("button", { name: strings.nav.logout }).click();
      await page.waitForURL((url) => url.pathname === (prefix || "/"));
      await page.getByRole("status").filter({ hasText: strings.nav.loggedOutText }).waitFor();
      await expectVisitorHeader(page, strings);
      await page.goto(`${prefix}/account`);
      await page.waitForURL(new RegExp(`${prefix}/auth\\?returnTo=`));

      if (isJavaScriptOn) expect(errors).toEqual([]);
      await close();
    });
  }
});

describe("a forgotten password", () => {
  for (const { strings, isJavaScriptOn } of [
    { strings: en, isJavaScriptOn: true },
    { strings: es, isJavaScriptOn: false },
  ] as const) {
    const language = strings === es ? "Spanish" : "English";
    const prefix = prefixOf(strings);

    it(`JavaScript ${isJavaScriptOn ? "on" : "off"}, ${language}: 'Forgot your password?' → the mailbox's link → a new password; the new one logs in, the old one no longer`, async () => {
      const oldPassword = "the-old-password-1";
      const newPassword = "the-new-password-2";
      const firstName = strings === es ? "Remedios" : "Winifred";
      const { email } = await insertUserIntoServedDatabase({
        email: uniqueEmail(`reset-${isJavaScriptOn ? "js" : "nojs"}`),
        password: oldPassword,
        firstName,
        language: strings === es ? "es" : "en",
      });
      const { page, errors, close } = await openPage(browser, { viewport: desktopViewport, javaScriptEnabled: isJavaScriptOn });

      await page.goto(`${prefix}/auth`);
      if (isJavaScriptOn) await hydrated(page);
      await page.getByRole("main").getByRole("link", { name: strings.auth.forgotPassword }).click();
      await page.waitForURL(new RegExp(`${prefix}/forgot-password$`));
      await page.getByRole("heading", { level: 1, name: strings.auth.forgotHeading }).waitFor();
      await page.getByRole("main").getByRole("textbox", { name: strings.forms.email }).fill(email);
      await page.getByRole("button", { name: strings.auth.sendResetLink }).click();
      await page.getByRole("main").getByRole("status").filter({ hasText: strings.auth.resetSentTitle }).waitFor();

      // The link in the newest reset message to the address opens the page to choose a password.
      const link = await followNewestMailLink(page, email, "password-reset", `${prefix}/set-password/`);
      expect(new URL(link).pathname).toMatch(new RegExp(`^${prefix}/set-password/[A-Za-z0-9_-]{43}$`));
      if (isJavaScriptOn) await hydrated(page);
      await page.getByRole("heading", { level: 1, name: strings.auth.setPasswordHeading }).waitFor();
      const form = page.getByRole("main");
      await form.getByLabel(strings.auth.newPassword).fill(newPassword);
      await form.getByLabel(strings.auth.confirmPassword).fill(newPassword);
      await page.getByRole("button", { name: strings.auth.savePassword }).click();
      await page.waitForURL(new RegExp(`${prefix}/auth$`));
      await page.getByRole("status").filter({ hasText: strings.auth.passwordSavedTitle }).first().waitFor();

      // The old password is refused …
      if (isJavaScriptOn) await hydrated(page);
      await logIn(page, strings, email, oldPassword);
      await page.getByRole("alert").filter({ hasText: strings.auth.loginFailedText }).first().waitFor();
      await expectVisitorHeader(page, strings);

      // … the new one signs in.
      await page.goto(`${prefix}/auth`);
      if (isJavaScriptOn) await hydrated(page);
      await logIn(page, strings, email, newPassword);
      await expectSignedInHeader(page, strings, firstName);
      expect(new URL(page.url()).pathname).toBe(prefix === "" ? "/" : prefix);

      // The refused login is answered with 401, which Chromium reports as a failed resource load.
      if (isJavaScriptOn) expect(errors.filter((error) => !/status of 401/.test(error))).toEqual([]);
      await close();
    });
  }
});

describe("no secret survives a form swap (JavaScript on)", () => {
  it("/admin-access: after Verify Password no input holds the master password; the create form starts empty and still invites", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: desktopViewport });
    await logInAsLocalAdmin(page);
    await page.goto("/admin-access");
    await hydrated(page);
    await markDocument(page);

    await page.getByLabel(en.admin.access.masterPassword).fill(localAdmin.masterPassword);
    await page.getByRole("button", { name: en.admin.access.verify }).click();
    await page.getByRole("status").filter({ hasText: en.admin.access.verifiedTitle }).waitFor();
    const main = page.getByRole("main");
    const emailField = main.getByRole("textbox", { name: en.forms.email });
    await emailField.waitFor();
    expect(await isSameDocument(page), "the create form replaced the master password form in the same document").toBe(true);

    expect(await fieldValues(page)).not.toContain(localAdmin.masterPassword);
    expect(await main.locator('input[type="password"]').count()).toBe(0);
    expect(await emailField.inputValue()).toBe("");
    expect(await main.getByRole("textbox", { name: en.forms.firstName }).inputValue()).toBe("");
    expect(await main.getByRole("textbox", { name: en.forms.lastName }).inputValue()).toBe("");

    // The new form works: an invitation, listed on the Accounts tab (never its link) and in the invitee's mailbox.
    const invitee = uniqueEmail("invitee");
    await emailField.fill(invitee);
    await main.getByRole("textbox", { name: en.forms.firstName }).fill("Imelda");
    await main.getByRole("textbox", { name: en.forms.lastName }).fill("Vargas");
    await page.getByRole("button", { name: en.admin.access.create, exact: true }).click();
    await page.waitForURL(/\/admin\?tab=accounts$/);
    await page.getByRole("status").filter({ hasText: en.admin.access.createdTitle }).waitFor();
    await page.getByRole("main").locator("li").filter({ hasText: invitee }).waitFor();
    const fields = await fieldValues(page);
    expect(fields).not.toContain(localAdmin.masterPassword);
    expect(fields.filter((value) => value.includes("/set-password/"))).toEqual([]);
    expect(await page.content()).not.toContain("/set-password/");

    expect(await countMail(page, invitee, "admin-invite")).toBe(1);
    const mailedLink = await followNewestMailLink(page, invitee, "admin-invite", "/set-password/");
    expect(mailedLink).toMatch(/\/set-password\/[A-Za-z0-9_-]{43}$/);
    await page.getByRole("heading", { level: 1, name: en.auth.setPasswordHeading }).waitFor();

    expect(errors).toEqual([]);
    await close();
  });

  it("/auth: what was typed in the Login tab is in no input of the Register tab, nor back in Login", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: desktopViewport });
    const typedEmail = uniqueEmail("swap-auth");
    const typedPassword = "typed-but-never-sent-1";
    await page.goto("/auth");
    await hydrated(page);
    await markDocument(page);
    const main = page.getByRole("main");
    await main.getByRole("textbox", { name: en.forms.email }).fill(typedEmail);
    await main.getByLabel(labelled(en.auth.password)).fill(typedPassword);
    expect(await fieldValues(page)).toEqual(expect.arrayContaining([typedEmail, typedPassword]));

    const tabs = page.getByRole("navigation", { name: en.auth.tabsLabel });
    await tabs.getByRole("link", { name: en.auth.registerTab }).click();
    await page.waitForURL(/\/auth\?tab=register$/);
    await main.getByRole("button", { name: en.auth.createAccount }).waitFor();
    expect(await isSameDocument(page), "the tab changed without a page load").toBe(true);
    let values = await fieldValues(page);
    expect(values).not.toContain(typedPassword);
    expect(values).not.toContain(typedEmail);
    expect(await main.getByRole("textbox", { name: en.forms.email }).inputValue()).toBe("");

    await tabs.getByRole("link", { name: en.auth.loginTab }).click();
    await page.waitForURL(/\/auth$/);
    await main.getByRole("button", { name: en.auth.login, exact: true }).waitFor();
    expect(await isSameDocument(page)).toBe(true);
    values = await fieldValues(page);
    expect(values).not.toContain(typedPassword);
    expect(values).not.toContain(typedEmail);
    expect(await main.getByLabel(labelled(en.auth.password)).inputValue()).toBe("");

    expect(errors).toEqual([]);
    await close();
  });

  it("/account: the delete confirmation's password is in no input after Cancel, nor when the confirmation opens again", async () => {
    const password = "account-swap-password";
    const { email } = await insertUserIntoServedDatabase({ email: uniqueEmail("swap-account"), password, firstName: "Octavia" });
    const { page, errors, close } = await openPage(browser, { viewport: desktopViewport });
    await page.goto("/auth?returnTo=%2Faccount");
    await hydrated(page);
    await logIn(page, en, email, password);
    await page.waitForURL(/\/account$/);

    await page.goto("/account?confirm=delete");
    await hydrated(page);
    await markDocument(page);
    const deleteForm = page.getByRole("main").locator("form").filter({ hasText: en.account.deleteConfirmText });
    await deleteForm.getByLabel(labelled(en.auth.password)).fill(password);
    expect(await fieldValues(page)).toContain(password);

    await deleteForm.getByRole("link", { name: en.account.cancel }).click();
    await page.waitForURL(/\/account$/);
    await expect.poll(() => deleteForm.count()).toBe(0);
    expect(await isSameDocument(page), "Cancel closed the confirmation without a page load").toBe(true);
    expect(await fieldValues(page)).not.toContain(password);

    await page.getByRole("main").getByRole("link", { name: en.account.deleteAccount }).click();
    await page.waitForURL(/\/account\?confirm=delete$/);
    await deleteForm.waitFor();
    expect(await deleteForm.getByLabel(labelled(en.auth.password)).inputValue()).toBe("");
    expect(await fieldValues(page)).not.toContain(password);

    // Still signed in and nothing deleted: the account area is there.
    await page.goto("/account");
    await page.getByRole("heading", { level: 1, name: en.account.heading }).waitFor();

    expect(errors).toEqual([]);
    await close();
  });
});
