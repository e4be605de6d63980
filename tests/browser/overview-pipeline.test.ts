/** The Overview's pipeline charts come in the server's HTML: with JavaScript off they are there, named, beside their tables. */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { es } from "~/locales/es";
import { leadFactory } from "../factories";
import { desktopViewport, launchBrowser, openPage } from "../support/browser";
import { insertLeadsIntoServedDatabase } from "../support/browser-database";
import { signInAsLocalAdmin } from "../support/browser-sign-in";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("the Overview's pipeline without JavaScript", () => {
  it("shows each chart as a named image beside its table, and the period form reloads it (Spanish)", async () => {
    const marker = `pipe${Date.now()}`;
    await insertLeadsIntoServedDatabase([leadFactory({ source: marker, createdAt: new Date(Date.now() - 3_600_000).toISOString() })]);
    const { page, close } = await openPage(browser, { viewport: desktopViewport, javaScriptEnabled: false });
    await signInAsLocalAdmin(page, es, "/es");

    const t = es.admin.pipeline;
    for (const [title, caption] of [
      [t.weeksTitle, t.weeksCaption],
      [t.originsTitle, t.originsCaption],
      [t.funnelTitle, t.funnelCaption],
    ]) {
      expect(await page.getByRole("img", { name: title, exact: true }).count()).toBe(1);
      expect(await page.getByRole("table", { name: caption }).isVisible()).toBe(true);
    }
    expect(await page.getByRole("table", { name: t.originsCaption }).getByRole("rowheader", { name: marker }).count()).toBe(1);
    // The figures say when they were read (they are kept between views until a lead changes).
    expect(await page.getByText(t.readAt.split("{{time}}")[0]!).isVisible()).toBe(true);

    await page.getByLabel(t.period).selectOption("12m");
    await page.getByRole("button", { name: t.show }).click();
    await page.waitForURL(/period=12m/);
    expect(await page.getByLabel(t.period).inputValue()).toBe("12m");
    expect(await page.getByRole("img", { name: t.funnelTitle }).count()).toBe(1);
    await close();
  });
});
