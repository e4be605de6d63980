/**
 * The admin flow in a real browser against `npm start`, whose database was seeded with the local
 * admin of docs/decisions/015-admin-creation-and-local-admin.md (admin@example.com / local-admin-password, master password local-master-password).
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { partnerApplicationFactory, leadFactory } from "../factories";
import { desktopViewport, hydrated, launchBrowser, mobileViewport, openPage } from "../support/browser";
import { insertLeadsIntoServedDatabase } from "../support/browser-database";
import { typeSecondStepCode } from "../support/browser-sign-in";

const localAdmin = { email: "admin@example.com", password: "local-admin-password", masterPassword: "local-master-password" };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const marker = `adm${Date.now()}`;

async function logInAsAdmin(page: Page, strings: typeof en = en, path = "/admin-login") {
  await page.goto(path);
  const main = page.getByRole("main");
  await main.getByRole("textbox", { name: strings.forms.email }).fill(localAdmin.email);
  await main.getByLabel(strings.auth.password).fill(localAdmin.password);
  await page.getByRole("button", { name: strings.auth.adminSubmit }).click();
  // Admins sign in with a second factor: the code the local admin's app shows.
  await typeSecondStepCode(page, strings);
}

/** The row of the submissions table (or card on a phone) holding this text. */
function rowWith(page: Page, text: string) {
  return page.getByRole("main").locator("tbody tr").filter({ hasText: text });
}

describe("the admin flow with JavaScript", () => {
  it("logs in, reads the overview, works and approves leads, creates an admin, and logs out", async () => {
    const [contact, application] = await insertLeadsIntoServedDatabase([
      leadFactory({
        email: `${marker}-lead@example.com`,
        firstName: `Lead ${marker}`,
        data: { fullName: `Lead ${marker}`, message: "Please call me <b>today</b>", preferredLanguage: "es" },
      }),
      partnerApplicationFactory({
        name: `${marker} Tax Pros`,
        email: `${marker}-biz@example.com`,
        category: "Tax Services",
        location: "Tampa, FL",
        tags: "taxes;bilingual",
      }),
    ]);
    const { page, errors, close } = await openPage(browser, { viewport: desktopViewport });

    // Login: the password, the code, the success card, then the dashboard 2 s later.
    await page.goto("/admin-login");
    await hydrated(page);
    // The card lives for 2 s: watch for it from before the click, so a slow machine cannot miss it.
    const cardShown = page
      .getByRole("main")
      .getByRole("status")
      .filter({ hasText: en.auth.adminSuccessText })
      .getByRole("link", { name: en.auth.goToAdmin })
      .waitFor({ timeout: 20_000 });
    await logInAsAdmin(page);
    await cardShown;
    await page.waitForURL(/\/admin$/, { timeout: 10_000 });

    // Overview: the counts and the system status; the top bar and the navbar's Logout.
    await page.getByRole("heading", { level: 1, name: "Welcome, Admin" }).waitFor();
    expect(await page.getByText(en.admin.overview.adminAccounts).isVisible()).toBe(true);
    expect(await page.getByText(en.admin.overview.operational).isVisible()).toBe(true);
    expect(await page.getByRole("navigation", { name: en.adminBar.label, exact: true }).getByRole("link", { name: en.adminBar.submissions }).isVisible()).toBe(
      true,
    );
    expect(await page.getByRole("banner").getByRole("button", { name: en.nav.logout }).isVisible()).toBe(true);

    // Submissions manager: search, then View Data from the row menu.
    await page.getByRole("navigation", { name: en.adminBar.label, exact: true }).getByRole("link", { name: en.adminBar.submissions }).click();
    await page.waitForURL(/\/submissions-manager$/);
    await page.getByRole("searchbox", { name: en.submissions.searchLabel }).fill(marker);
    await page.getByRole("button", { name: en.submissions.search }).click();
    await page.waitForURL(new RegExp(`q=${marker}`));
    await expect.poll(() => page.getByRole("main").locator("tbody tr").count()).toBe(2);

    const leadRow = rowWith(page, contact!.email!);
    await leadRow.getByLabel(en.submissions.rowActions.replace("{{email}}", contact!.email!)).click();
    await leadRow.getByRole("link", { name: en.submissions.viewData }).click();
    const dialog = page.getByRole("dialog", { name: en.submissions.viewTitle });
    await dialog.waitFor();
    expect(await dialog.getByText("Please call me <b>today</b>").isVisible()).toBe(true);

    // Work the lead: its status (notes have their own form: tests/browser/lead-ownership.test.ts).
    await dialog.getByLabel(en.submissions.changeStatusLabel).selectOption("contacted");
    await dialog.getByRole("button", { name: en.submissions.changeStatusNext }).click();
    const review = page.getByRole("dialog", { name: en.submissions.statusDialogTitle });
    await review.getByRole("button", { name: en.submissions.changeOnly }).click();
    await page.getByRole("status").filter({ hasText: en.submissions.statusChangedTitle }).waitFor();
    // Back in the lead's dialog; closing it shows the table.
    await dialog.getByText(en.leadStatuses.contacted, { exact: true }).waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    await expect.poll(() => rowWith(page, contact!.email!).getByText(en.leadStatuses.contacted).count()).toBe(1);

    // Approve the partner application: it appears in Find Partners.
    const partnerRow = rowWith(page, application!.email!);
    await partnerRow.getByLabel(en.submissions.rowActions.replace("{{email}}", application!.email!)).click();
    await partnerRow.getByRole("link", { name: en.submissions.approvePartner }).click();
    const approve = page.getByRole("dialog", { name: en.submissions.approveTitle });
    await approve.waitFor();
    expect(await approve.getByLabel(en.submissions.category).inputValue()).toBe("tax-services");
    await approve.getByLabel(en.submissions.verified).check();
    await approve.getByRole("button", { name: en.submissions.approve }).click();
    await page.getByRole("status").filter({ hasText: en.submissions.approvedTitle }).waitFor();
    await expect.poll(() => rowWith(page, application!.email!).getByText(en.submissions.listed).count()).toBe(1);

    await page.goto(`/business-search?q=${marker}`);
    await expect.poll(() => page.getByRole("main").locator("article h3").allTextContents()).toEqual([`${marker} Tax Pros`]);

    // Invite an admin: master password first, then an invitation e-mailed to the address; the Accounts tab lists it, never its link.
    await page.goto("/admin-access");
    await hydrated(page);
    await page.getByLabel(en.admin.access.masterPassword).fill(localAdmin.masterPassword);
    await page.getByRole("button", { name: en.admin.access.verify }).click();
    await page.getByRole("status").filter({ hasText: en.admin.access.verifiedTitle }).waitFor();
    const newAdmin = `${marker}-admin@example.com`;
    const form = page.getByRole("main");
    await form.getByRole("textbox", { name: en.forms.email }).fill(newAdmin);
    await form.getByRole("textbox", { name: en.forms.firstName }).fill("Nueva");
    await form.getByRole("textbox", { name: en.forms.lastName }).fill("Persona");
    await page.getByRole("button", { name: en.admin.access.create, exact: true }).click();
    await page.waitForURL(/\/admin\?tab=accounts$/);
    await page.getByRole("status").filter({ hasText: en.admin.access.createdTitle }).waitFor();
    await page.getByRole("cell", { name: newAdmin }).waitFor();
    expect(await page.content()).not.toContain("/set-password/");
    // Until the link is used the account is only invited, not an admin.
    const invitations = page.getByRole("main").locator("li").filter({ hasText: newAdmin });
    expect(await invitations.getByRole("button", { name: en.admin.accounts.revokeInvitation }).count()).toBe(1);

    // The admin top bar has no Logout of its own: the header's Log out is the one.
    expect(
      await page.getByRole("navigation", { name: en.adminBar.label, exact: true }).locator("..").getByRole("button", { name: en.nav.logout }).count(),
    ).toBe(0);
    expect(await page.getByRole("button", { name: en.nav.logout }).count()).toBe(1);
    await page.getByRole("banner").getByRole("button", { name: en.nav.logout }).click();
    await page.waitForURL(/\/admin-login$/);
    await page.getByRole("status").filter({ hasText: en.admin.loggedOutText }).waitFor();
    expect(await page.getByRole("banner").getByRole("button", { name: en.nav.logout }).count()).toBe(0);
    await page.goto("/admin");
    await page.waitForURL(/\/admin-login\?returnTo=%2Fadmin$/);

    expect(errors).toEqual([]);
    await close();
  });
});

describe("the submissions manager without JavaScript", () => {
  it("logs in, searches and deletes a submission after 'Are you sure?'", async () => {
    const [keep, remove] = await insertLeadsIntoServedDatabase([
      leadFactory({ email: `${marker}-keep@example.com`, firstName: `Keep ${marker}` }),
      leadFactory({ email: `${marker}-remove@example.com`, firstName: `Remove ${marker}` }),
    ]);
    const { page, close } = await openPage(browser, { viewport: mobileViewport, javaScriptEnabled: false });
    await logInAsAdmin(page, es, "/es/admin-login");
    // Without JavaScript the success card is skipped: straight to the panel with the toast.
    await page.waitForURL(/\/es\/admin$/);
    await expect.poll(() => page.getByRole("status").filter({ hasText: es.auth.adminSuccessText }).count()).toBe(1); // toast cards load after the page

    await page.goto("/es/submissions-manager");
    await page.getByRole("searchbox", { name: es.submissions.searchLabel }).fill(marker);
    await page.getByRole("button", { name: es.submissions.search }).click();
    await page.waitForURL(new RegExp(`q=${marker}`));
    expect(await rowWith(page, keep!.email!).count()).toBe(1);
    expect(await rowWith(page, remove!.email!).count()).toBe(1);

    // The row menu is a <details>: it opens without JavaScript.
    const row = rowWith(page, remove!.email!);
    await row.locator("summary").click();
    await row.getByRole("link", { name: es.submissions.delete }).click();
    const confirm = page.getByRole("dialog", { name: es.submissions.deleteTitle });
    await confirm.waitFor();
    // Cancel keeps it.
    await confirm.getByRole("link", { name: es.submissions.cancel }).click();
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    expect(await rowWith(page, remove!.email!).count()).toBe(1);

    await rowWith(page, remove!.email!).locator("summary").click();
    await rowWith(page, remove!.email!).getByRole("link", { name: es.submissions.delete }).click();
    await page.getByRole("dialog", { name: es.submissions.deleteTitle }).getByRole("button", { name: es.submissions.confirmDelete }).click();
    await page.waitForURL(new RegExp(`/es/submissions-manager\\?q=${marker}$`));
    await expect.poll(() => page.getByRole("status").filter({ hasText: es.submissions.deletedText }).count()).toBe(1); // toast cards load after the page
    expect(await rowWith(page, remove!.email!).count()).toBe(0);
    expect(await rowWith(page, keep!.email!).count()).toBe(1);
    await close();
  });
});

describe("/auth with JavaScript", () => {
  it("registers in Spanish: a success card saying a message was sent, no one signed in, its link to the login page that says why", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: mobileViewport });
    await page.goto("/es/auth?tab=register&returnTo=%2Fes%2Fblog");
    await hydrated(page);
    const form = page.getByRole("main");
    const email = `${marker}-user@example.com`;
    // The schema checks in the browser first: a short password never leaves the page.
    await form.getByRole("textbox", { name: es.forms.firstName }).fill("Lucía");
    await form.getByRole("textbox", { name: es.forms.email }).fill(email);
    await form.getByLabel(es.auth.password, { exact: false }).first().fill("short");
    await form.getByLabel(es.auth.confirmPassword).fill("short");
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: es.auth.createAccount }).click();
    await form.getByText(es.auth.passwordTooShortText).waitFor();

    await form.getByLabel(es.auth.password, { exact: false }).first().fill("una-clave-larga");
    await form.getByLabel(es.auth.confirmPassword).fill("una-clave-larga");
    const card = form.getByRole("status").filter({ hasText: es.auth.registrationSuccessText.replace("{{email}}", email) });
    // The link says where it leads: registration signs no one in, so the next step is the login (docs/decisions/087).
    const cardLink = card.getByRole("link", { name: es.auth.userLogin });
    const cardShown = cardLink.waitFor();
    await form.getByRole("button", { name: es.auth.createAccount }).click();
    await cardShown;
    await cardLink.click();
    // On to the login, which says why and then leads to the page the person was going to.
    await page.waitForURL(/\/es\/auth\?returnTo=%2Fes%2Fblog$/, { timeout: 10_000 });
    await page.getByRole("main").getByText(es.auth.signInToContinue).waitFor();
    // On a phone the header's links are in the closed menu: hidden ones count too.
    expect(await page.getByRole("banner").getByRole("link", { name: es.nav.login, exact: true, includeHidden: true }).count()).toBeGreaterThan(0);
    expect(await page.getByRole("banner").getByRole("button", { name: es.nav.logout, includeHidden: true }).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it("says 'Login Failed' for a wrong password, with a toast", async () => {
    const { page, close } = await openPage(browser, { viewport: desktopViewport });
    await page.goto("/auth");
    await hydrated(page);
    const form = page.getByRole("main");
    await form.getByRole("textbox", { name: en.forms.email }).fill(`${marker}-nobody@example.com`);
    await form.getByLabel(en.auth.password).fill("wrong-password");
    await form.getByRole("button", { name: en.auth.login, exact: true }).click();
    await page.getByRole("alert").filter({ hasText: en.auth.loginFailedText }).first().waitFor();
    await close();
  });
});
