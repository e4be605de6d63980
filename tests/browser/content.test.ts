import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { filterPosts } from "~/blog/blog-search";
import { blogPosts } from "~/content/blog/posts";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { insertPartnersIntoServedDatabase } from "../support/browser-database";
import { desktopViewport, hydrated, launchBrowser, mobileViewport, openPage } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const postCards = (page: import("playwright-core").Page) => page.getByRole("main").locator("article h3 a, article h2 a");

describe("blog search", () => {
  for (const javaScriptEnabled of [true, false]) {
    it(`finds posts by search and category, and resets (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async () => {
      const { page, errors, close } = await openPage(browser, { viewport: desktopViewport, javaScriptEnabled });
      await page.goto("/blog");
      if (javaScriptEnabled) await hydrated(page);
      const all = blogPosts("en");
      expect(await postCards(page).count()).toBe(all.length);

      const query = "retirement";
      const expected = filterPosts(all, { query, category: "all" });
      await page.getByRole("searchbox", { name: en.blog.searchLabel }).fill(query);
      await page.getByRole("button", { name: en.blog.searchButton }).click();
      await page.waitForURL(/\/blog\?q=retirement$/);
      await expect.poll(() => page.getByRole("status").textContent()).toContain(String(expected.length));
      expect(await postCards(page).allTextContents()).toEqual(expected.map((post) => post.title));

      await page.getByRole("navigation", { name: en.blog.categoriesLabel }).getByRole("link", { name: en.blog.categories.annuities }).click();
      await page.waitForURL(/\/blog\?q=retirement&category=annuities$/);
      const narrowed = filterPosts(all, { query, category: "annuities" });
      await expect.poll(() => postCards(page).allTextContents()).toEqual(narrowed.map((post) => post.title));

      await page.getByRole("link", { name: en.blog.reset, exact: true }).first().click();
      await page.waitForURL(/\/blog$/);
      await expect.poll(() => postCards(page).count()).toBe(all.length);
      expect(errors).toEqual([]);
      await close();
    });
  }

  it("says 'No articles found' in Spanish for a search with no match, without JavaScript", async () => {
    const { page, close } = await openPage(browser, { viewport: mobileViewport, javaScriptEnabled: false });
    await page.goto("/es/blog");
    await page.getByRole("searchbox", { name: es.blog.searchLabel }).fill("zzz-sin-resultados");
    await page.getByRole("searchbox", { name: es.blog.searchLabel }).press("Enter");
    await page.waitForURL(/\/es\/blog\?q=zzz-sin-resultados$/);
    expect(await page.getByText(es.blog.noResultsTitle).isVisible()).toBe(true);
    await close();
  });

  it("opens a post from the list, shows its auto-linked service phrases and an HTTP 404 for an unknown one", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: desktopViewport });
    await page.goto("/blog");
    await hydrated(page);
    const post = blogPosts("en").find((candidate) => candidate.id === 4)!;
    await page.getByRole("link", { name: post.title }).click();
    await page.waitForURL(/\/blog\/4$/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(post.title);
    expect(await page.getByRole("main").locator('a[href="/services/mortgage-protection"]').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);

    const response = await page.goto("/blog/999");
    expect(response?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(en.notFound.postTitle);
    await page.getByRole("link", { name: en.notFound.postLink }).click();
    await page.waitForURL(/\/blog$/);
    await close();
  });
});

describe("partner directory", () => {
  const marker = `Browser${Date.now()}`;
  beforeAll(async () => {
    await insertPartnersIntoServedDatabase([
      { name: `${marker} Miami Mortgage`, category: "mortgage", location: "Miami, FL", verified: true, featured: true, rating: 4.8 },
      { name: `${marker} Tampa Mortgage`, category: "mortgage", location: "Tampa, FL", verified: false, featured: false, rating: 4.2 },
      { name: `${marker} Miami Taxes`, category: "tax-services", location: "Miami, FL", verified: false, featured: false, rating: 3.9 },
    ]);
  });

  const partnerNames = (page: import("playwright-core").Page) => page.getByRole("main").locator("article h3");

  it("filters with JavaScript off: search, category, location, verified-only, and the empty state", async () => {
    const { page, close } = await openPage(browser, { viewport: mobileViewport, javaScriptEnabled: false });
    await page.goto("/business-search");
    const filters = page.getByRole("search", { name: en.directory.filtersLabel });
    await filters.getByRole("searchbox", { name: en.directory.searchLabel }).fill(marker);
    await filters.getByRole("combobox", { name: en.directory.categoryLabel }).selectOption("mortgage");
    await filters.getByRole("button", { name: en.directory.apply }).click();
    await page.waitForURL(/category=mortgage/);
    expect(await partnerNames(page).allTextContents()).toEqual([`${marker} Miami Mortgage`, `${marker} Tampa Mortgage`]);

    await page.getByRole("combobox", { name: en.directory.locationLabel }).selectOption("tampa");
    await page.getByRole("button", { name: en.directory.apply }).click();
    await page.waitForURL(/location=tampa/);
    expect(await partnerNames(page).allTextContents()).toEqual([`${marker} Tampa Mortgage`]);

    await page.getByRole("checkbox", { name: en.directory.verifiedOnly }).check();
    await page.getByRole("button", { name: en.directory.apply }).click();
    await page.waitForURL(/verified=on/);
    expect(await partnerNames(page).count()).toBe(0);
    expect(await page.getByText(en.directory.emptyTitle).isVisible()).toBe(true);

    await page.getByRole("main").getByRole("link", { name: en.directory.resetFilters }).first().click();
    await page.waitForURL(/\/business-search$/);
    expect(await partnerNames(page).count()).toBeGreaterThanOrEqual(3);
    // Favourites are small form posts: every card has its heart without JavaScript too.
    expect(await page.getByRole("button", { name: /favorites/ }).count()).toBe(await partnerNames(page).count());
    await close();
  });

  it("applies a list choice at once with JavaScript on", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: desktopViewport });
    await page.goto(`/business-search?q=${marker}`);
    await hydrated(page);
    await page.getByRole("combobox", { name: en.directory.categoryLabel }).selectOption("tax-services");
    await page.waitForURL(/category=tax-services/);
    await expect.poll(() => partnerNames(page).allTextContents()).toEqual([`${marker} Miami Taxes`]);
    expect(errors).toEqual([]);
    await close();
  });

  it("keeps a favourite across a reload, with an added/removed toast each time (JavaScript on)", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: desktopViewport });
    await page.goto(`/business-search?q=${marker}`);
    await hydrated(page);
    const name = `${marker} Miami Taxes`;
    await page.getByRole("button", { name: en.directory.addFavorite.replace("{{name}}", name) }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: en.directory.favoriteAdded }).count()).toBe(1);

    await page.reload();
    await hydrated(page);
    const remove = page.getByRole("button", { name: en.directory.removeFavorite.replace("{{name}}", name) });
    await expect.poll(() => remove.getAttribute("aria-pressed")).toBe("true");
    expect(
      await page.getByRole("button", { name: en.directory.addFavorite.replace("{{name}}", `${marker} Tampa Mortgage`) }).getAttribute("aria-pressed"),
    ).toBe("false");

    await remove.click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: en.directory.favoriteRemoved }).count()).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });
});

describe("content pages", () => {
  it("show their illustrations without layout shift and without console errors, in Spanish on a phone", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: mobileViewport });
    for (const path of ["/es/about", "/es/services/long-term-care", "/es/sponsorship-program", "/es/privacy"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await hydrated(page);
      const images = await page
        .locator("main img")
        .evaluateAll((elements) =>
          elements.map((element) => ({ width: element.getAttribute("width"), height: element.getAttribute("height"), alt: element.getAttribute("alt") })),
        );
      for (const image of images) {
        expect(image.width, path).toBeTruthy();
        expect(image.height, path).toBeTruthy();
        expect(image.alt, path).not.toBeNull();
      }
    }
    expect(errors).toEqual([]);
    await close();
  });

  it("the footer's Cookie Settings link lands on the privacy policy's cookies section", async () => {
    const { page, close } = await openPage(browser, { viewport: desktopViewport, javaScriptEnabled: false });
    await page.goto("/es");
    await page.getByRole("contentinfo").getByRole("link", { name: es.footer.cookies }).click();
    await page.waitForURL(/\/es\/privacy#cookies$/);
    expect(await page.locator("#cookies").isVisible()).toBe(true);
    await close();
  });
});
