import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { desktopViewport, hydrated, launchBrowser, openPage } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Presses Tab until the focused element matches, like a keyboard user scanning the page. */
async function tabTo(page: Page, matches: (element: { text: string; name: string; tag: string }) => boolean, limit = 60) {
  for (let step = 0; step < limit; step++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return {
        text: (element?.innerText ?? "").trim(),
        name: element?.getAttribute("name") ?? element?.getAttribute("aria-label") ?? "",
        tag: element?.tagName ?? "",
      };
    });
    if (matches(focused)) return focused;
  }
  throw new Error("never reached the element with Tab");
}

describe("keyboard only", () => {
  it("skips to the content, then walks the navbar and opens a service page from the dropdown", async () => {
    const { page, close } = await openPage(browser, { viewport: desktopViewport });
    await page.goto("/");
    await hydrated(page);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).innerText)).toBe(en.nav.skipToContent);
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("main");

    await page.goto("/");
    await hydrated(page);
    await tabTo(page, (element) => element.tag === "SUMMARY" && element.text === en.nav.services);
    await page.keyboard.press("Enter");
    await tabTo(page, (element) => element.text === en.serviceNames["long-term-care"]);
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/services\/long-term-care$/);
    await close();
  });

  it("opens the contact dialog, fills and sends it, with focus kept inside the dialog", async () => {
    const { page, close } = await openPage(browser, { viewport: desktopViewport });
    await page.goto("/");
    await hydrated(page);
    await tabTo(page, (element) => element.tag === "A" && element.text === en.home.hero.contactUs);
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.querySelector("dialog")?.matches(":modal"));
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe("fullName");
    await page.keyboard.type("Keyboard User");
    await page.keyboard.press("Tab");
    await page.keyboard.type(`keys-${Date.now()}@example.com`);
    await page.keyboard.press("Tab");
    await page.keyboard.type("Typed without a mouse");
    // Tab on through the dialog: focus never leaves it (the page behind is inert).
    for (let step = 0; step < 8; step++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog")) || document.activeElement === document.body)).toBe(true);
    }
    await tabTo(page, (element) => element.tag === "BUTTON" && element.text === en.contact.submit, 12);
    await page.keyboard.press("Enter");
    await page.getByRole("dialog", { name: en.contact.sentTitle }).waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    await close();
  });

  it("fills the license application and submits it with the keyboard", async () => {
    const { page, close } = await openPage(browser, { viewport: desktopViewport });
    await page.goto("/license-application");
    await hydrated(page);
    await tabTo(page, (element) => element.name === "firstName");
    await page.keyboard.type("Key");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Board");
    await page.keyboard.press("Tab");
    await page.keyboard.type(`license-keys-${Date.now()}@example.com`);
    await page.keyboard.press("Tab");
    await page.keyboard.type("3055550100");
    await tabTo(page, (element) => element.tag === "BUTTON" && element.text === en.licenseForm.submit, 20);
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: en.licenseForm.successTitle }).waitFor();
    await close();
  });
});
