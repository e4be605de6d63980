/** Debian's Chromium through playwright-core (never a downloaded browser: no network here). */
import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";
import { inject } from "vitest";
import { chromiumFlags, chromiumPath } from "../../scripts/chromium.mjs";

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
}

export const baseURL = () => inject("baseURL");

export interface OpenedPage {
  page: Page;
  /** Console errors and uncaught exceptions seen so far (CSP violations and hydration errors land here). */
  errors: string[];
  close(): Promise<void>;
}

/** A fresh context (no cookies) and page; `javaScriptEnabled: false` for the no-JS runs. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<OpenedPage> {
  const context = await browser.newContext({ baseURL: baseURL(), ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { page, errors, close: () => context.close() };
}

export const mobileViewport = { width: 375, height: 740 };
export const desktopViewport = { width: 1280, height: 900 };

/** Resolves once React has hydrated the document and run its effects (root.tsx marks <html>). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector("html[data-hydrated]");
}
