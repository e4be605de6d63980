/**
 * A form whose success replaces it (the licence and sponsorship applications, through
 * ApplicationSuccess) brings the message into view and gives its heading the focus: after a long
 * form the page is no longer scrolled down on an empty card. JavaScript on (without it the next
 * page opens at its top with the message); both languages, a desktop's and a phone's width.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { hydrated, launchBrowser, openPage } from "../support/browser";

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
    describe(`the licence application's success at ${width} px (${prefix || "en"})`, () => {
      it("is in view with its heading focused, not off-screen above an empty card", async () => {
        const { page, close } = await openPage(browser, { viewport: { width, height: 800 } });
        await page.goto(`${prefix}/license-application`);
        await hydrated(page);
        const form = page.getByRole("main");
        await form.getByLabel(strings.forms.firstName).fill("Lucía");
        await form.getByLabel(strings.forms.lastName).fill("Pérez");
        await form.getByLabel(strings.forms.email).fill(`success-${width}-${prefix ? "es" : "en"}-${Date.now()}@example.com`);
        await form.getByLabel(new RegExp(`^${strings.forms.phone}`)).fill("7865550199");
        const submit = form.getByRole("button", { name: strings.licenseForm.submit });
        await submit.scrollIntoViewIfNeeded();
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
        await submit.click();

        const heading = page.getByRole("heading", { name: strings.licenseForm.successTitle });
        await heading.waitFor();
        await page.waitForFunction(() => document.activeElement?.hasAttribute("data-success-heading") === true);
        // Smooth scrolling ends: the heading sits inside the viewport.
        await page.waitForFunction(() => {
          const box = document.querySelector("[data-success-heading]")!.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        });
        const box = (await heading.boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(800);
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(strings.licenseForm.successTitle);
        await close();
      });
    });
  }
}
