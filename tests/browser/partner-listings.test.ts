/**
 * An admin edits an approved partner's listing (a refused website shown again as typed, in the
 * page's language), unlists it (gone from the directory, marked for admins) and relists it, with
 * JavaScript off and on.
 */
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { partnerApplicationFactory } from "../factories";
import { desktopViewport, hydrated, launchBrowser, openPage } from "../support/browser";
import { signInAsLocalAdmin } from "../support/browser-sign-in";
import { insertLeadsIntoServedDatabase } from "../support/browser-database";

type Strings = typeof en;

let browser: Browser;
let storageState: BrowserContextOptions["storageState"];

beforeAll(async () => {
  browser = await launchBrowser();
  const { page, close } = await openPage(browser, { viewport: desktopViewport });
  await signInAsLocalAdmin(page, en);
  storageState = await page.context().storageState();
  await close();
});
afterAll(() => browser?.close());

const marker = `listing${Date.now()}`;

async function ready(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await hydrated(page);
}

/** The directory's card names for a search. */
async function directoryNames(page: Page, search: string): Promise<string[]> {
  await page.goto(`/business-search?q=${encodeURIComponent(search)}`);
  return page.getByRole("main").locator("article h3").allTextContents();
}

for (const [javaScriptEnabled, prefix, strings] of [
  [false, "", en],
  [true, "/es", es],
] as const satisfies ReadonlyArray<readonly [boolean, string, Strings]>) {
  describe(`a listing, JavaScript ${javaScriptEnabled ? "on" : "off"} (${prefix || "/"})`, () => {
    it("is approved, edited (a javascript: website refused and kept as typed), unlisted and relisted", async () => {
      const name = `${marker}${javaScriptEnabled ? "On" : "Off"} Books`;
      const [application] = await insertLeadsIntoServedDatabase([
        partnerApplicationFactory({ name, category: "Tax Services", location: "Miami, FL", website: "https://first.example", tags: "taxes" }),
      ]);
      const { page, errors, close } = await openPage(browser, { viewport: desktopViewport, javaScriptEnabled, storageState });
      const manager = `${prefix}/submissions-manager?tab=partner&q=${marker}`;

      // Approve.
      await page.goto(`${manager}&dialog=listing&id=${application!.id}`);
      await ready(page, javaScriptEnabled);
      const approve = page.getByRole("dialog", { name: strings.submissions.approveTitle });
      await approve.getByRole("button", { name: strings.submissions.approve }).click();
      await page.getByRole("status").filter({ hasText: strings.submissions.approvedTitle }).waitFor();

      // Edit: a javascript: link and an empty name are refused; what was typed stays.
      await page.goto(`${manager}&dialog=listing&id=${application!.id}`);
      await ready(page, javaScriptEnabled);
      await page.getByRole("dialog", { name: strings.submissions.listingTitle }).getByRole("link", { name: strings.submissions.editListing }).click();
      const edit = page.getByRole("dialog", { name: strings.submissions.editListingTitle });
      await edit.waitFor();
      await edit.getByLabel(strings.submissions.listingName).fill("");
      await edit.getByLabel(strings.submissions.listingWebsite).fill("javascript:alert(1)");
      await edit.getByLabel(strings.submissions.listingTags).fill("taxes, payroll");
      await edit.getByRole("button", { name: strings.submissions.saveListingDetails }).click();
      await page.getByText(strings.submissions.listingWebsiteInvalid).waitFor();
      const again = page.getByRole("dialog", { name: strings.submissions.editListingTitle });
      expect(await again.getByText(strings.submissions.listingRequired).count()).toBe(1);
      expect(await again.getByLabel(strings.submissions.listingWebsite).inputValue()).toBe("javascript:alert(1)");
      expect(await again.getByLabel(strings.submissions.listingTags).inputValue()).toBe("taxes, payroll");
      expect(await again.getByLabel(strings.submissions.listingWebsite).getAttribute("aria-invalid")).toBe("true");

      const edited = `${name} Edited`;
      await again.getByLabel(strings.submissions.listingName).fill(edited);
      await again.getByLabel(strings.submissions.listingWebsite).fill("https://www.edited-books.example/contact");
      await again.getByRole("button", { name: strings.submissions.saveListingDetails }).click();
      await page.getByRole("status").filter({ hasText: strings.submissions.listingSavedTitle }).waitFor();

      expect(await directoryNames(page, edited)).toEqual([edited]);
      const link = page.getByRole("main").getByRole("link", { name: /edited-books\.example/ });
      expect(await link.getAttribute("href")).toBe("https://www.edited-books.example/contact");
      expect(await link.getAttribute("rel")).toBe("noopener nofollow ugc");
      expect(await page.getByRole("main").getByText("payroll", { exact: true }).count()).toBe(1);

      // Unlist: gone from the directory, marked for admins; relist: back.
      await page.goto(`${manager}&dialog=listing&id=${application!.id}`);
      await ready(page, javaScriptEnabled);
      await page.getByRole("button", { name: strings.submissions.removeListing }).click();
      await page.getByRole("status").filter({ hasText: strings.submissions.listingRemovedTitle }).waitFor();
      expect(await page.getByRole("main").locator("tbody").getByText(strings.submissions.unlisted, { exact: true }).count()).toBe(1);
      expect(await directoryNames(page, edited)).toEqual([]);

      await page.goto(`${manager}&dialog=listing&id=${application!.id}`);
      await ready(page, javaScriptEnabled);
      await page.getByRole("button", { name: strings.submissions.relistListing }).click();
      await page.getByRole("status").filter({ hasText: strings.submissions.listingRelistedTitle }).waitFor();
      expect(await directoryNames(page, edited)).toEqual([edited]);
      // The refused edit is answered 422, which Chromium reports as a failed load: that one is expected.
      expect(errors.filter((error) => !error.includes("status of 422"))).toEqual([]);
      await close();
    });
  });
}
