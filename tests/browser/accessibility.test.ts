import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousAccessibilityFindings } from "../support/axe";
import { en } from "~/locales/en";
import { leadFactory } from "../factories";
import { insertPartnersIntoServedDatabase, insertLeadsIntoServedDatabase } from "../support/browser-database";
import { desktopViewport, hydrated, launchBrowser, mobileViewport, openPage } from "../support/browser";
import { inBothLanguages, publicPages } from "../support/routes";
import { typeSecondStepCode } from "../support/browser-sign-in";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  // The directory is checked with listings in it (cards, phone links, badges), not only empty.
  await insertPartnersIntoServedDatabase([{ phone: "(305) 555-0188", verified: true, featured: true }, { phone: "4075550199" }]);
});
afterAll(() => browser?.close());

const extraStates = [
  "/?dialog=contact",
  "/es?dialog=contact&sent=1",
  "/services/iul?dialog=inquiry&service=iul",
  "/es/services/credit-resolution?dialog=credit-robot",
  "/about?dialog=email",
  "/no-such-page",
  "/es/blog/999",
  "/blog?q=annuity",
  "/es/blog?q=zzzz",
];

describe("axe: no serious or critical accessibility violations", () => {
  for (const path of [...inBothLanguages(publicPages), ...extraStates]) {
    it(path, async () => {
      const { page, close } = await openPage(browser, { viewport: desktopViewport, bypassCSP: true });
      await page.goto(path);
      await hydrated(page);
      expect(await seriousAccessibilityFindings(page)).toEqual([]);
      await close();
    });
  }

  it("the mobile menu, open", async () => {
    const { page, close } = await openPage(browser, { viewport: mobileViewport, bypassCSP: true });
    await page.goto("/es");
    await hydrated(page);
    await page.getByText("Menú", { exact: true }).click();
    expect(await seriousAccessibilityFindings(page)).toEqual([]);
    await close();
  });

  it("a form showing its errors", async () => {
    const { page, close } = await openPage(browser, { viewport: desktopViewport, bypassCSP: true, javaScriptEnabled: false });
    await page.goto("/license-application");
    await page.getByRole("button", { name: "Submit Application" }).click();
    await page.getByRole("alert").first().waitFor();
    // axe needs script: run it in a JavaScript-enabled copy of the same HTML.
    const html = await page.content();
    const scripted = await openPage(browser, { viewport: desktopViewport, bypassCSP: true });
    await scripted.page.setContent(html.replace(/<script[\s\S]*?<\/script>/g, ""), { waitUntil: "domcontentloaded" });
    expect(await seriousAccessibilityFindings(scripted.page)).toEqual([]);
    await scripted.close();
    await close();
  });
});

describe("axe: the sign-in pages and the admin area", () => {
  for (const path of ["/auth", "/es/auth?tab=register", "/admin-login", "/es/admin-login"]) {
    it(path, async () => {
      const { page, close } = await openPage(browser, { viewport: desktopViewport, bypassCSP: true });
      await page.goto(path);
      await hydrated(page);
      expect(await seriousAccessibilityFindings(page)).toEqual([]);
      await close();
    });
  }

  it("every admin page and tab, and the submissions manager's dialogs, signed in as the local admin", async () => {
    const [lead] = await insertLeadsIntoServedDatabase([leadFactory({ email: `axe-${Date.now()}@example.com` })]);
    const { page, close } = await openPage(browser, { viewport: desktopViewport, bypassCSP: true });
    await page.goto("/admin-login");
    const main = page.getByRole("main");
    await main.getByRole("textbox", { name: en.forms.email }).fill("admin@example.com");
    await main.getByLabel(en.auth.password).fill("local-admin-password");
    await page.getByRole("button", { name: en.auth.adminSubmit }).click();
    await typeSecondStepCode(page, en);
    await page.waitForURL(/\/admin$/, { timeout: 10_000 });
    const adminPages = [
      "/admin",
      "/admin?tab=submissions",
      "/admin?tab=accounts",
      "/admin?tab=settings",
      "/admin?tab=security",
      "/es/admin?tab=security",
      "/admin-access",
      "/submissions-manager",
      "/es/submissions-manager?tab=spam",
      `/submissions-manager?dialog=view&id=${lead!.id}`,
      `/es/submissions-manager?dialog=delete&id=${lead!.id}`,
      `/submissions-manager/people/${lead!.id}`,
      `/es/submissions-manager/people/${lead!.id}`,
      `/submissions-manager?dialog=erase&id=${lead!.id}`,
    ];
    for (const path of adminPages) {
      await page.goto(path);
      await hydrated(page);
      expect(await seriousAccessibilityFindings(page), path).toEqual([]);
    }
    await close();
  });
});
