/**
 * The Overview's lead columns at a desktop's and a phone's width in both languages: "Last 12
 * months" shows 12 calendar months (not 12 weeks), the table of the columns is not squeezed into
 * half the card, the page never scrolls sideways, and the column labels stay readable on a phone.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { launchBrowser, openPage } from "../support/browser";
import { signInAsLocalAdmin } from "../support/browser-sign-in";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

for (const { strings, prefix } of [
  { strings: en, prefix: "" },
  { strings: es, prefix: "/es" },
]) {
  for (const width of [1280, 390]) {
    describe(`the Overview's lead columns at ${width} px (${prefix || "en"})`, () => {
      it("shows months for the last 12 months, weeks otherwise, unclipped and readable", async () => {
        const { page, close } = await openPage(browser, { viewport: { width, height: 900 }, javaScriptEnabled: false });
        await signInAsLocalAdmin(page, strings, prefix);
        const t = strings.admin.pipeline;
        expect(await page.getByRole("img", { name: t.weeksTitle, exact: true }).count()).toBe(1);

        await page.goto(`${prefix}/admin?tab=overview&period=12m`);
        expect(await page.getByRole("img", { name: t.monthsTitle, exact: true }).count()).toBe(1);
        expect(await page.getByRole("img", { name: t.weeksTitle, exact: true }).count()).toBe(0);
        const table = page.getByRole("table", { name: t.monthsCaption });
        expect(await table.getByRole("columnheader", { name: t.monthOf, exact: true }).count()).toBe(1);
        expect(await table.locator("tbody tr").count()).toBe(12);
        if (width === 1280) {
          // Not squeezed into half the card: the table's box shows the whole table.
          expect(await table.evaluate((element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth)).toBe(0);
        }
        const labelHeight = await page
          .locator("[data-chart='pipeline-weeks'] text")
          .first()
          .evaluate((text) => text.getBoundingClientRect().height);
        expect(labelHeight).toBeGreaterThanOrEqual(10);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
        await close();
      });
    });
  }
}
