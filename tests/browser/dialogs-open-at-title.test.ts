/**
 * A dialog opens at its title (docs/decisions/088): one taller than a short phone's screen, whose
 * focus starts on a control at its foot (a confirmation's Cancel), is not scrolled past its title
 * when it opens with JavaScript. Both languages, both of the manager's confirmations.
 */
import type { Browser, BrowserContextOptions } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { leadFactory } from "../factories";
import { desktopViewport, hydrated, launchBrowser, openPage } from "../support/browser";
import { signInAsLocalAdmin } from "../support/browser-sign-in";
import { insertLeadsIntoServedDatabase } from "../support/browser-database";

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

/** A phone held sideways: a confirmation with a long address is taller than the dialog may be. */
const shortScreen = { width: 320, height: 260 };

describe("a dialog taller than the screen", () => {
  for (const { strings, prefix } of [
    { strings: en, prefix: "" },
    { strings: es, prefix: "/es" },
  ]) {
    for (const kind of ["delete", "erase"] as const) {
      it(`opens at its title, focus on Cancel (${kind}, ${prefix || "/"})`, async () => {
        const [lead] = await insertLeadsIntoServedDatabase([
          leadFactory({ email: `a-rather-long-address-for-a-narrow-dialog-${kind}-${Date.now()}@example.com` }),
        ]);
        const { page, errors, close } = await openPage(browser, { viewport: shortScreen, storageState });
        await page.goto(`${prefix}/submissions-manager?dialog=${kind}&id=${lead!.id}`);
        await hydrated(page);
        await page.waitForFunction(() => document.querySelector("dialog")?.matches(":modal"));
        await page.waitForFunction(() => document.activeElement?.closest("dialog") !== null);
        expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(strings.submissions.cancel);
        const shown = await page.evaluate(() => {
          const dialog = document.querySelector("dialog")!;
          const title = dialog.querySelector("h2")!;
          return {
            overflows: dialog.scrollHeight > dialog.clientHeight,
            scrollTop: dialog.scrollTop,
            titleInView: title.getBoundingClientRect().top >= dialog.getBoundingClientRect().top,
          };
        });
        // The case this is about: the dialog scrolls within itself.
        expect(shown.overflows).toBe(true);
        expect(shown.scrollTop).toBe(0);
        expect(shown.titleInView).toBe(true);
        expect(errors).toEqual([]);
        await close();
      });
    }
  }
});
