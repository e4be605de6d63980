/**
 * The directory's text search finds a partner by its category's name in the page's language (and
 * in the other one), though nothing the partner wrote names it: every category, both languages,
 * at a desktop's and a phone's width, without JavaScript (the search is a GET form).
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { partnerCategories } from "~/partners/directory-options";
import { launchBrowser, openPage } from "../support/browser";
import { insertPartnersIntoServedDatabase } from "../support/browser-database";

let browser: Browser;
const marker = `quiet${Date.now()}`;
const nameOf = (index: number) => `AAA ${marker} ${index}`;

beforeAll(async () => {
  browser = await launchBrowser();
  await insertPartnersIntoServedDatabase(
    partnerCategories.map((category, index) => ({
      name: nameOf(index),
      category,
      description: "Family owned since 1990.",
      tags: [],
      featured: true,
      rating: 5,
    })),
  );
});
afterAll(() => browser?.close());

for (const { strings, prefix, other } of [
  { strings: es, prefix: "/es", other: en },
  { strings: en, prefix: "", other: es },
]) {
  for (const width of [1280, 390]) {
    describe(`the business search at ${width} px (${prefix || "en"})`, () => {
      it("finds every category by its label in either language, and by one word of the Spanish one", async () => {
        const { page, close } = await openPage(browser, { viewport: { width, height: 900 }, javaScriptEnabled: false });
        for (const [index, category] of partnerCategories.entries()) {
          for (const typed of [strings.directory.categories[category], other.directory.categories[category]]) {
            await page.goto(`${prefix}/business-search?q=${encodeURIComponent(typed)}&m=${marker}`);
            expect(await page.getByRole("heading", { name: nameOf(index) }).count(), `${category}: ${typed}`).toBe(1);
          }
        }
        await page.goto(`${prefix}/business-search?q=hipoteca&m=${marker}`);
        expect(await page.getByRole("heading", { name: nameOf(partnerCategories.indexOf("mortgage")) }).count()).toBe(1);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
        await close();
      });
    });
  }
}
