/**
 * Bulk work in a real browser against `npm start` (docs/decisions/061-bulk-work.md), signed in as
 * the local admin: select leads, assign them all to me, then change the status of some of them
 * after reviewing the applicants' e-mail — in Spanish without JavaScript on a phone's width, in
 * English with JavaScript at a desktop's; the list and the reviews never scroll sideways at either width.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { leadFactory } from "../factories";
import { desktopViewport, hydrated, launchBrowser, openPage } from "../support/browser";
import { insertLeadsIntoServedDatabase } from "../support/browser-database";
import { signInAsLocalAdmin } from "../support/browser-sign-in";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const phoneViewport = { width: 390, height: 844 };
const marker = `bulk${Date.now()}`;

/** How far the page scrolls sideways at a phone's width and at a desktop's (0 and 0: it fits both), back at `viewport` after. */
async function sidewaysOverflow(page: Page, viewport: { width: number; height: number }): Promise<number[]> {
  const overflows = [];
  for (const size of [phoneViewport, desktopViewport]) {
    await page.setViewportSize(size);
    overflows.push(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth));
  }
  await page.setViewportSize(viewport);
  return overflows;
}

/** The text of the toast with this title, once its card has loaded (the cards load lazily with the first toast). */
function toastText(page: Page, title: string) {
  return () =>
    page
      .getByRole("status")
      .filter({ hasText: title })
      .first()
      .textContent({ timeout: 500 })
      .catch(() => "");
}

const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");

for (const { withJavaScript, strings, prefix, viewport } of [
  { withJavaScript: false, strings: es, prefix: "/es", viewport: phoneViewport },
  { withJavaScript: true, strings: en, prefix: "", viewport: desktopViewport },
]) {
  describe(`bulk work, ${prefix ? "Spanish" : "English"}, JavaScript ${withJavaScript ? "on" : "off"}, ${viewport.width} px`, () => {
    it("selects leads, assigns them to me, then changes the status of two after previewing the applicants' e-mail", async () => {
      const run = `${marker}-${withJavaScript ? "js" : "nojs"}`;
      const leads = await insertLeadsIntoServedDatabase([
        leadFactory({ formType: "license-application", email: `${run}-ana@example.com`, firstName: "Ana", language: "es" }),
        leadFactory({ formType: "license-application", email: `${run}-sam@example.com`, firstName: "Sam", language: "en" }),
        leadFactory({ formType: "contact", email: `${run}-eva@example.com`, firstName: "Eva", language: "es" }),
      ]);
      const admin = await openPage(browser, { viewport, javaScriptEnabled: withJavaScript });
      const page = admin.page;
      await signInAsLocalAdmin(page, strings, prefix);

      const view = `${prefix}/submissions-manager?q=${run}`;
      await page.goto(view);
      if (withJavaScript) await hydrated(page);
      expect(await sidewaysOverflow(page, viewport)).toEqual([0, 0]);
      const bulk = page.getByRole("form", { name: strings.bulk.heading });

      // Every lead of the page, to me.
      await bulk.getByLabel(fill(strings.bulk.everyOnPage, { count: "3" })).check();
      if (withJavaScript) expect(await page.getByRole("checkbox", { name: fill(strings.bulk.selectLead, { name: "Ana" }) }).isChecked()).toBe(true);
      await bulk.getByLabel(strings.bulk.assignLabel).selectOption({ label: strings.bulk.me });
      await bulk.getByRole("button", { name: strings.bulk.reviewAssign }).click();
      const assignment = page.getByRole("dialog", { name: fill(strings.bulk.assignTitle.split("{{owner}}")[0]!, { count: "3" }) });
      await assignment.waitFor();
      expect(await sidewaysOverflow(page, viewport)).toEqual([0, 0]);
      await assignment.getByRole("button", { name: strings.bulk.confirmAssign }).click();
      await expect
        .poll(toastText(page, strings.bulk.assignDoneTitle), { timeout: 10_000 })
        .toContain(fill(strings.bulk.assignDoneText.split("{{owner}}")[0]!, { changed: "3" }));
      const table = page.locator("table");
      await expect.poll(() => table.getByText(strings.submissions.unassignedLabel, { exact: true }).count()).toBe(0);

      // Two of them, to "in review", telling the applicants: the review shows each language's e-mail.
      for (const name of ["Ana", "Sam"]) await page.getByRole("checkbox", { name: fill(strings.bulk.selectLead, { name }) }).check();
      await bulk.getByLabel(strings.bulk.statusLabel).selectOption({ label: strings.leadStatuses.in_review });
      await bulk.getByRole("button", { name: strings.bulk.reviewStatus }).click();
      const review = page.getByRole("dialog", { name: fill(strings.bulk.statusTitle, { count: "2" }) });
      await review.waitFor();
      expect(await review.locator('[lang="es"]').textContent()).toContain(es.emails.statusUpdateNext.in_review);
      expect(await review.locator('[lang="en"]').textContent()).toContain(en.emails.statusUpdateNext.in_review);
      expect(await sidewaysOverflow(page, viewport)).toEqual([0, 0]);
      await review.getByRole("button", { name: fill(strings.bulk.changeAndNotify, { count: "2" }) }).click();
      await expect
        .poll(toastText(page, strings.bulk.statusDoneTitle), { timeout: 10_000 })
        .toContain(fill(strings.bulk.statusDoneEmailedText, { changed: "2", status: strings.leadStatuses.in_review }).split(".")[0]!);

      // The list shows it: two in review, the third still new; the page still fits.
      await page.goto(view);
      await expect.poll(() => table.getByText(strings.leadStatuses.in_review, { exact: true }).count()).toBe(2);
      expect(await sidewaysOverflow(page, viewport)).toEqual([0, 0]);
      expect(leads).toHaveLength(3);
      expect(admin.errors).toEqual([]);
      await admin.close();
    });
  });
}
