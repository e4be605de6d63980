import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { baseURL, desktopViewport, hydrated, launchBrowser, mobileViewport, openPage } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("home, in both languages", () => {
  for (const [path, strings, language] of [
    ["/", en, "en"],
    ["/es", es, "es"],
  ] as const) {
    it(`${path} renders ${language} and hydrates with no console error (CSP included)`, async () => {
      const { page, errors, close } = await openPage(browser, { viewport: desktopViewport });
      await page.goto(path);
      await hydrated(page);
      expect(await page.locator("html").getAttribute("lang")).toBe(language);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(strings.home.hero.title);
      expect(await page.getByRole("link", { name: strings.home.hero.getLicensed }).getAttribute("href")).toBe(
        language === "es" ? "/es/license-application" : "/license-application",
      );
      expect(errors).toEqual([]);
      await close();
    });
  }
});

describe("language toggle", () => {
  it("switches language without JavaScript, and / remembers the choice", async () => {
    const { page, close } = await openPage(browser, { viewport: desktopViewport, javaScriptEnabled: false });
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Español", exact: true }).click();
    await page.waitForURL(/\/es\?lng=es$/);
    expect(await page.locator("html").getAttribute("lang")).toBe("es");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(es.home.hero.title);

    await page.goto("/");
    expect(new URL(page.url()).pathname, "the stored choice sends / to /es").toBe("/es");

    await page.getByRole("banner").getByRole("link", { name: "English", exact: true }).click();
    await page.waitForURL(/\/\?lng=en$/);
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    await page.goto("/");
    expect(new URL(page.url()).pathname).toBe("/");
    await close();
  });

  it("switches language with JavaScript on, updating <html lang> and every string", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: desktopViewport });
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("banner").getByRole("link", { name: "Español", exact: true }).click();
    await page.waitForURL(/\/es\?lng=es$/);
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("es");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(es.home.hero.title);
    expect(await page.getByRole("contentinfo").getByRole("heading", { name: es.footer.quickLinks }).count()).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it("shows the language code on mobile", async () => {
    const { page, close } = await openPage(browser, { viewport: mobileViewport, javaScriptEnabled: false });
    await page.goto("/");
    const toggle = page.getByRole("banner").getByRole("link", { name: "ES (Español)" });
    expect(await toggle.isVisible()).toBe(true);
    expect(await toggle.getAttribute("hreflang")).toBe("es");
    await close();
  });
});

describe("mobile menu (below 768 px)", () => {
  for (const javaScriptEnabled of [false, true]) {
    it(`opens, shows every link, and closes when a link is chosen (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async () => {
      const { page, close } = await openPage(browser, { viewport: mobileViewport, javaScriptEnabled });
      await page.goto("/");
      if (javaScriptEnabled) await hydrated(page);
      const desktopNav = page.getByRole("navigation", { name: en.nav.label });
      expect(await desktopNav.isVisible()).toBe(false);
      const menu = page.getByRole("navigation", { name: en.nav.mobileMenuLabel });
      expect(await menu.isVisible()).toBe(false);

      await page.getByText(en.nav.openMenu, { exact: true }).click();
      expect(await menu.isVisible()).toBe(true);
      for (const label of [
        en.nav.about,
        en.nav.licenseJourney,
        en.nav.findPartners,
        en.nav.joinNetwork,
        en.nav.youthSponsorship,
        en.nav.blog,
        en.serviceNames.iul,
        en.nav.login,
        en.nav.adminAccess,
      ]) {
        expect(await menu.getByRole("link", { name: label }).isVisible(), label).toBe(true);
      }

      await menu.getByRole("link", { name: en.serviceNames["term-insurance"] }).click();
      await page.waitForURL(/\/services\/term-insurance$/);
      await expect.poll(() => page.getByRole("navigation", { name: en.nav.mobileMenuLabel }).isVisible()).toBe(false);
      await close();
    });
  }
});

describe("Services dropdown (desktop)", () => {
  it("opens and closes with the keyboard without JavaScript", async () => {
    const { page, close } = await openPage(browser, { viewport: desktopViewport, javaScriptEnabled: false });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: en.nav.label });
    const link = nav.getByRole("link", { name: en.serviceNames["long-term-care"] });
    expect(await link.isVisible()).toBe(false);
    await nav.getByText(en.nav.services, { exact: true }).focus();
    await page.keyboard.press("Enter");
    expect(await link.isVisible()).toBe(true);
    await page.keyboard.press("Enter");
    expect(await link.isVisible()).toBe(false);
    await close();
  });

  it("closes on Escape (focus back on its button) and on a click outside, with JavaScript", async () => {
    const { page, close } = await openPage(browser, { viewport: desktopViewport });
    await page.goto("/");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: en.nav.label });
    const summary = nav.getByText(en.nav.services, { exact: true });
    const link = nav.getByRole("link", { name: en.serviceNames["long-term-care"] });

    await summary.focus();
    await page.keyboard.press("Enter");
    expect(await link.isVisible()).toBe(true);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    expect(await link.isVisible()).toBe(false);
    expect(await summary.evaluate((element) => element === document.activeElement)).toBe(true);

    await summary.click();
    expect(await link.isVisible()).toBe(true);
    await page.getByRole("heading", { level: 1 }).click();
    expect(await link.isVisible()).toBe(false);
    await close();
  });
});

describe("navigation", () => {
  it("scrolls to the top on every route change", async () => {
    const { page, close } = await openPage(browser, { viewport: desktopViewport });
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("contentinfo").getByRole("link", { name: en.nav.about }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole("contentinfo").getByRole("link", { name: en.nav.about }).click();
    await page.waitForURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await close();
  });

  it("shows 'Page Not Found' with a link home for an unknown path", async () => {
    const { page, close } = await openPage(browser, { viewport: desktopViewport, javaScriptEnabled: false });
    const response = await page.goto("/es/no-such-page");
    expect(response?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(es.notFound.title);
    await page.getByRole("main").getByRole("link", { name: es.notFound.home }).click();
    await page.waitForURL(`${baseURL()}/es`);
    await close();
  });
});

describe("unknown blog post", () => {
  it("shows 'Blog Post Not Found' and, with JavaScript, the 'Post not found' toast", async () => {
    const { page, close } = await openPage(browser, { viewport: desktopViewport });
    const response = await page.goto("/blog/999");
    expect(response?.status()).toBe(404);
    await hydrated(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(en.notFound.postTitle);
    await expect.poll(() => page.getByRole("alert").filter({ hasText: en.notFound.postToast }).count()).toBe(1);
    await close();
  });
});

describe("static assets", () => {
  it("serve fingerprinted build files with a year-long immutable cache", async () => {
    const { page, close } = await openPage(browser);
    await page.goto("/");
    const stylesheet = await page.locator('link[rel="stylesheet"]').first().getAttribute("href");
    expect(stylesheet).toMatch(/^\/build\//);
    const response = await page.request.get(stylesheet!);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

    const previewImage = await page.locator('meta[property="og:image"]').getAttribute("content");
    const image = await page.request.get(new URL(previewImage!).pathname);
    expect(image.status(), "the link-preview image is served").toBe(200);
    expect(image.headers()["content-type"]).toBe("image/jpeg");
    await close();
  });
});
