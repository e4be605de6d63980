/**
 * A visitor who has looked up too many certificate codes (docs/decisions/072) types one more into
 * the verification form: the page says, in their language, to wait, keeps the code typed, and shows
 * no certificate, with JavaScript on and off. The client is one address of its own (the local
 * server takes CF-Connecting-IP as sent), so no other test's lookups are refused.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { certificateLookupLimit } from "~/course/certificate-lookup.server";
import { newCertificateCode } from "~/course/completion.server";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { baseURL, desktopViewport, hydrated, launchBrowser, openPage } from "../support/browser";
import { startWithinOneWindow } from "../support/rate-limit-windows";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const { limit, windowSeconds } = certificateLookupLimit;
let clientNumber = 0;
/** An address of TEST-NET-3 for this run's client, different for each test. */
const newClient = () => `203.0.113.${10 + ++clientNumber}`;

describe("a visitor past the certificate lookups' limit", () => {
  for (const { strings, isJavaScriptOn } of [
    { strings: en, isJavaScriptOn: true },
    { strings: es, isJavaScriptOn: false },
    { strings: es, isJavaScriptOn: true },
    { strings: en, isJavaScriptOn: false },
  ]) {
    const prefix = strings === es ? "/es" : "";
    it(`JavaScript ${isJavaScriptOn ? "on" : "off"}, ${strings === es ? "Spanish" : "English"}: the typed code is answered "wait", kept in the form, with no certificate`, async () => {
      await startWithinOneWindow(windowSeconds, 60_000);
      const client = newClient();
      for (let lookup = 0; lookup < limit; lookup++) {
        const response = await fetch(`${baseURL()}/certificates/${newCertificateCode()}`, { headers: { "CF-Connecting-IP": client } });
        expect(response.status).toBe(404);
        await response.arrayBuffer();
      }

      const { page, errors, close } = await openPage(browser, {
        viewport: desktopViewport,
        javaScriptEnabled: isJavaScriptOn,
        extraHTTPHeaders: { "CF-Connecting-IP": client },
      });
      const main = page.getByRole("main");
      await page.goto(`${prefix}/certificates/check`);
      if (isJavaScriptOn) await hydrated(page);
      const code = newCertificateCode();
      await main.getByLabel(strings.course.verify.codeLabel).fill(code.toLowerCase());
      const answered = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith(`${prefix}/certificates/${code}`));
      await main.getByRole("button", { name: strings.course.verify.check }).click();
      const answer = await answered;
      expect(answer.status()).toBe(429);
      await page.waitForURL(new RegExp(`${prefix}/certificates/${code}$`));
      const alert = main.getByRole("alert");
      await alert.waitFor();
      expect(((await alert.textContent()) ?? "").trim()).toBe(strings.course.verify.tooManyText.replace("{{minutes}}", String(windowSeconds / 60)));
      expect(await main.locator("section[aria-live=polite]").count()).toBe(0);
      // Kept as typed (JavaScript) or as the code it reads as (a new page).
      expect((await main.getByLabel(strings.course.verify.codeLabel).inputValue()).toUpperCase()).toBe(code);
      expect(await page.locator("html").getAttribute("lang")).toBe(strings === es ? "es" : "en");
      // The refusal itself is the only error Chromium reports.
      if (isJavaScriptOn) expect(errors.filter((error) => !error.includes("status of 429"))).toEqual([]);
      await close();
    });
  }
});
