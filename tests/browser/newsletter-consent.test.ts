/**
 * The newsletter's double opt-in in a real browser against `npm start`: a footer sign-up, the
 * confirmation e-mail read from /dev/mailbox, the confirm page's button, the unsubscribe link and
 * its button, and an admin seeing the address as unsubscribed on the manager's Newsletter tab.
 * Once with JavaScript in English, once without it in Spanish.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { desktopViewport, hydrated, launchBrowser, openPage } from "../support/browser";
import { followNewestMailLink } from "../support/browser-mailbox";
import { signInAsLocalAdmin } from "../support/browser-sign-in";

type Strings = typeof en;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

function uniqueEmail(label: string) {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

const prefixOf = (strings: Strings) => (strings === es ? "/es" : "");

async function signUpConfirmAndLeave(page: Page, strings: Strings, isScripted: boolean) {
  const email = uniqueEmail(isScripted ? "news-js" : "news-nojs");
  await page.goto(prefixOf(strings) || "/");
  if (isScripted) await hydrated(page);
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel(strings.newsletter.emailLabel).fill(email);
  await footer.getByRole("button", { name: strings.newsletter.subscribe }).click();
  await page.getByRole("status").filter({ hasText: strings.newsletter.successText }).first().waitFor();

  await followNewestMailLink(page, email, "newsletter-confirmation", "/newsletter/confirm/");
  expect(new URL(page.url()).pathname.startsWith(`${prefixOf(strings)}/newsletter/confirm/`)).toBe(true);
  await page.getByRole("heading", { name: strings.newsletter.confirmHeading }).waitFor();
  await page.getByRole("button", { name: strings.newsletter.confirmButton }).click();
  await page.getByRole("heading", { name: strings.newsletter.subscribedHeading }).waitFor();

  await followNewestMailLink(page, email, "newsletter-confirmation", "/newsletter/unsubscribe/");
  await page.getByRole("heading", { name: strings.newsletter.unsubscribeHeading }).waitFor();
  await page.getByRole("button", { name: strings.newsletter.unsubscribeButton }).click();
  await page.getByRole("heading", { name: strings.newsletter.unsubscribedHeading }).waitFor();
  await page.getByRole("button", { name: strings.newsletter.resubscribeButton }).waitFor();
  return email;
}

async function expectAdminSeesUnsubscribed(email: string, strings: Strings, isScripted: boolean) {
  const { page, close } = await openPage(browser, { viewport: desktopViewport, javaScriptEnabled: isScripted });
  await signInAsLocalAdmin(page, strings, prefixOf(strings));
  await page.goto(`${prefixOf(strings)}/submissions-manager?tab=newsletter&search=${encodeURIComponent(email)}`);
  const row = page.getByRole("main").locator("tbody tr").filter({ hasText: email });
  await row.first().waitFor();
  expect(await row.first().locator('[data-subscription="unsubscribed"]').textContent()).toContain(
    strings.submissions.subscription.unsubscribed.split("{{")[0]!.trim(),
  );
  await close();
}

describe("newsletter double opt-in", () => {
  it("with JavaScript, in English: footer → mailbox → confirm → unsubscribe → the admin sees it unsubscribed", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: desktopViewport });
    const email = await signUpConfirmAndLeave(page, en, true);
    expect(errors).toEqual([]);
    await close();
    await expectAdminSeesUnsubscribed(email, en, true);
  });

  it("without JavaScript, in Spanish: the same journey", async () => {
    const { page, close } = await openPage(browser, { viewport: desktopViewport, javaScriptEnabled: false });
    const email = await signUpConfirmAndLeave(page, es, false);
    await close();
    await expectAdminSeesUnsubscribed(email, es, false);
  });
});
