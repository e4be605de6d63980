/**
 * Call and text consent in a real browser: the licence application with JavaScript (English) and
 * without (Spanish). Choosing Text without the box shows its message and keeps the values; ticking
 * it sends the lead, and the admin sees "yes" in the submissions manager.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callTextDisclosures, currentCallTextDisclosure } from "~/leads/call-text-consent";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { desktopViewport, hydrated, launchBrowser, openPage } from "../support/browser";
import { signInAsLocalAdmin } from "../support/browser-sign-in";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

function uniqueEmail(label: string) {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The admin's view of a lead's consent: the manager's "OK to call/text" cell for that address. */
async function consentShownToAdmin(email: string): Promise<string> {
  const { page, close } = await openPage(browser, { viewport: desktopViewport });
  await signInAsLocalAdmin(page, en);
  await page.goto(`/submissions-manager?search=${encodeURIComponent(email)}`);
  const cell = page.getByRole("main").locator("tbody tr").filter({ hasText: email }).locator(`td[data-label="${en.submissions.columns.callTextConsent}"]`);
  const text = (await cell.textContent()) ?? "";
  await close();
  return text.trim();
}

async function fillApplicant(page: Page, strings: typeof en, email: string) {
  const form = page.getByRole("main");
  await form.getByLabel(strings.forms.firstName).fill("Maria");
  await form.getByLabel(strings.forms.lastName).fill("Gomez");
  await form.getByLabel(strings.forms.email).fill(email);
  await form.getByLabel(new RegExp(`^${strings.forms.phone}`)).fill("786-555-0123");
  await form.getByLabel(strings.licenseForm.questions).fill("Can I study on weekends?");
  await form.getByLabel(strings.licenseForm.contactPreference).selectOption("Text");
}

describe("licence application: call and text consent", () => {
  it("with JavaScript (English): Text without the box → its message, values kept; ticked → sent, and the admin sees yes", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: desktopViewport });
    await page.goto("/license-application");
    await hydrated(page);
    const email = uniqueEmail("consent-js");
    await fillApplicant(page, en, email);
    const form = page.getByRole("main");
    const box = form.getByLabel(callTextDisclosures[currentCallTextDisclosure].en);
    expect(await box.isChecked(), "unticked").toBe(false);
    await form.getByRole("button", { name: en.licenseForm.submit }).click();
    await expect.poll(() => form.getByText(en.validation.textNeedsConsent).count()).toBeGreaterThan(0);
    expect(await form.getByLabel(en.forms.email).inputValue()).toBe(email);
    expect(await form.getByLabel(en.licenseForm.questions).inputValue()).toBe("Can I study on weekends?");

    await box.check();
    await form.getByRole("button", { name: en.licenseForm.submit }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: en.licenseForm.successTitle }).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await close();
    expect(await consentShownToAdmin(email)).toBe(en.submissions.yes);
  });

  it("without JavaScript (Spanish): Text without the box → its message, values kept; ticked → sent, and the admin sees yes", async () => {
    const { page, close } = await openPage(browser, { viewport: desktopViewport, javaScriptEnabled: false });
    await page.goto("/es/license-application");
    const email = uniqueEmail("consent-nojs");
    await fillApplicant(page, es, email);
    const form = page.getByRole("main");
    await form.getByRole("button", { name: es.licenseForm.submit }).click();
    await page.getByRole("alert").filter({ hasText: es.forms.checkTitle }).waitFor();
    expect(await form.getByText(es.validation.textNeedsConsent).count()).toBeGreaterThan(0);
    expect(await form.getByLabel(es.forms.email).inputValue()).toBe(email);
    expect(await form.getByLabel(es.licenseForm.contactPreference).inputValue()).toBe("Text");

    const box = form.getByLabel(callTextDisclosures[currentCallTextDisclosure].es);
    expect(await box.isChecked(), "still unticked").toBe(false);
    await box.check();
    await form.getByRole("button", { name: es.licenseForm.submit }).click();
    await page.waitForURL(/\/es\/license-journey$/);
    await close();
    expect(await consentShownToAdmin(email)).toBe(en.submissions.yes);
  });
});
