/**
 * Working one lead to its end in a real browser against `npm start`, with JavaScript and without:
 * the local admin (docs/decisions/015-admin-creation-and-local-admin.md) takes the lead, moves it
 * through the statuses (once without telling the applicant, once after previewing the e-mail), the
 * e-mail reaches the local mailbox in the applicant's language, and the applicant sees the new status
 * in their account area.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { leadFactory } from "../factories";
import { desktopViewport, hydrated, launchBrowser, openPage } from "../support/browser";
import { insertLeadsIntoServedDatabase, insertUserIntoServedDatabase } from "../support/browser-database";
import { openNewestMail } from "../support/browser-mailbox";
import { signIn, signInAsLocalAdmin } from "../support/browser-sign-in";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const marker = `bench${Date.now()}`;

const toast = (page: Page, title: string) => page.getByRole("status").filter({ hasText: title }).first();

/** Opens the lead's dialog from its link (the one the new-lead notice carries). */
async function openLead(page: Page, prefix: string, id: string, withJavaScript: boolean) {
  await page.goto(`${prefix}/submissions-manager?dialog=view&id=${id}`);
  if (withJavaScript) await hydrated(page);
}

/** Chooses a status in the lead's dialog, reviews the change and confirms it with `button`. */
async function changeStatus(page: Page, strings: typeof en, status: string, button: string) {
  const lead = page.getByRole("dialog", { name: strings.submissions.viewTitle });
  await lead.getByLabel(strings.submissions.changeStatusLabel).selectOption({ label: status });
  await lead.getByRole("button", { name: strings.submissions.changeStatusNext }).click();
  const review = page.getByRole("dialog", { name: strings.submissions.statusDialogTitle });
  await review.waitFor();
  await review.getByRole("button", { name: button, exact: true }).click();
  await toast(page, strings.submissions.statusChangedTitle).waitFor();
  return review;
}

for (const { withJavaScript, strings, prefix, applicantLanguage } of [
  { withJavaScript: true, strings: en, prefix: "", applicantLanguage: "es" as const },
  { withJavaScript: false, strings: es, prefix: "/es", applicantLanguage: "en" as const },
]) {
  const applicantStrings = applicantLanguage === "es" ? es : en;
  describe(`working a lead to its end, JavaScript ${withJavaScript ? "on" : "off"}`, () => {
    it("assign to me, a status without telling, a status with the previewed e-mail; the applicant sees it", async () => {
      const email = `${marker}-${withJavaScript ? "js" : "nojs"}@example.com`;
      const password = `${marker}-password`;
      await insertUserIntoServedDatabase({ email, password, firstName: "Marisol", language: applicantLanguage });
      const [lead] = await insertLeadsIntoServedDatabase([
        leadFactory({ formType: "license-application", email, firstName: "Marisol", language: applicantLanguage }),
      ]);

      const admin = await openPage(browser, { viewport: desktopViewport, javaScriptEnabled: withJavaScript });
      const page = admin.page;
      await signInAsLocalAdmin(page, strings, prefix);

      await openLead(page, prefix, lead!.id, withJavaScript);
      await page.getByRole("dialog", { name: strings.submissions.viewTitle }).getByRole("button", { name: strings.submissions.assignToMe }).click();
      await toast(page, strings.submissions.assignedTitle).waitFor();

      // Contacted, without telling the applicant.
      await openLead(page, prefix, lead!.id, withJavaScript);
      await changeStatus(page, strings, strings.leadStatuses.contacted, strings.submissions.changeOnly);

      // In review: the preview is the applicant's e-mail, in their language; then change and notify.
      await openLead(page, prefix, lead!.id, withJavaScript);
      const dialog = page.getByRole("dialog", { name: strings.submissions.viewTitle });
      await dialog.getByLabel(strings.submissions.changeStatusLabel).selectOption({ label: strings.leadStatuses.in_review });
      await dialog.getByRole("button", { name: strings.submissions.changeStatusNext }).click();
      const review = page.getByRole("dialog", { name: strings.submissions.statusDialogTitle });
      const preview = review.locator(`[lang="${applicantLanguage}"]`);
      expect(await preview.textContent()).toContain(applicantStrings.leadStatuses.in_review);
      expect(await preview.textContent()).toContain(applicantStrings.emails.statusUpdateNext.in_review);
      await review.getByRole("button", { name: strings.submissions.changeAndNotify }).click();
      await toast(page, strings.submissions.statusChangedTitle).waitFor();
      expect(await toast(page, strings.submissions.statusChangedTitle).textContent()).toContain(strings.submissions.statusNotifiedText);

      // Exactly one e-mail went, the one previewed.
      const mail = await openNewestMail(page, email, "status-update");
      expect(await mail.textContent()).toContain(applicantStrings.emails.statusUpdateNext.in_review);
      expect(await page.getByRole("main").locator("article").filter({ hasText: email }).filter({ hasText: "status-update" }).count()).toBe(1);
      expect(admin.errors).toEqual([]);
      await admin.close();

      // The applicant, signed in, sees where it stands.
      const applicant = await openPage(browser, { viewport: desktopViewport, javaScriptEnabled: withJavaScript });
      const applicantPrefix = applicantLanguage === "es" ? "/es" : "";
      await signIn(applicant.page, applicantStrings, { email, password }, applicantPrefix, `${applicantPrefix}/account`);
      // In the submissions' card: the licence checklist's steps name the application too.
      const item = applicant.page
        .getByRole("main")
        .getByRole("region", { name: applicantStrings.account.submissionsHeading })
        .getByRole("listitem")
        .filter({ hasText: applicantStrings.account.formTypes["license-application"] });
      expect(await item.textContent()).toContain(applicantStrings.leadStatuses.in_review);
      await applicant.close();
    });
  });
}
