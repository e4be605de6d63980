/**
 * The admin panel's Settings tab in a real browser (docs/decisions/065-site-settings-and-notice-routing.md),
 * in Spanish with JavaScript off: the contact phone and a form's notice address are saved and shown
 * again, the footer of every page (a visitor's, from the edge cache, included) shows the new phone,
 * and an address that is not an e-mail comes back with the Spanish message and what was typed.
 * With JavaScript on, the same address is refused before anything is sent. The settings are put back
 * at the end: the other browser files share this server.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { es } from "~/locales/es";
import { organization } from "~/site/site";
import { executeSql } from "../support/browser-database";
import { desktopViewport, hydrated, launchBrowser, openPage } from "../support/browser";
import { signInAsLocalAdmin } from "../support/browser-sign-in";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const newPhone = "(786) 555-0123";
const contactFormLabel = es.siteSettings.notices.formLabel.replace("{{form}}", es.submissions.tabs.contact);

/** The footer's phone link, as a visitor reads it. */
const footerPhone = (page: Page) =>
  page
    .getByRole("contentinfo")
    .getByRole("link", { name: /^\(\d{3}\) \d{3}-\d{4}$/ })
    .textContent();

async function saveContact(page: Page, phone: string, { isJavaScriptOn }: { isJavaScriptOn: boolean }) {
  await page.goto("/es/admin?tab=settings");
  // With JavaScript, typing before hydration could be undone by it.
  if (isJavaScriptOn) await hydrated(page);
  const card = page.getByRole("region", { name: es.siteSettings.contact.heading });
  await card.getByRole("textbox", { name: new RegExp(`^${es.siteSettings.contact.phone}`) }).fill(phone);
  await card.getByRole("button", { name: es.siteSettings.contact.save }).click();
  await page.waitForURL(/\/es\/admin\?tab=settings$/);
}

describe("the Settings tab without JavaScript, in Spanish", () => {
  it("saves the contact phone and a notice address, shows them and the new footer; refuses a bad address with the Spanish message, keeping it", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: desktopViewport, javaScriptEnabled: false });
    await signInAsLocalAdmin(page, es, "/es");

    await saveContact(page, "786.555.0123", { isJavaScriptOn: false });
    await expect.poll(() => page.getByRole("status").filter({ hasText: es.siteSettings.contact.savedTitle }).count()).toBe(1);
    const contact = page.getByRole("region", { name: es.siteSettings.contact.heading });
    expect(await contact.getByRole("textbox", { name: new RegExp(`^${es.siteSettings.contact.phone}`) }).inputValue()).toBe(newPhone);
    expect(await footerPhone(page)).toBe(newPhone);

    // A visitor (no cookie: the edge cache's pages) sees the new phone in the footer too.
    const visitor = await openPage(browser, { viewport: desktopViewport, javaScriptEnabled: false });
    await visitor.page.goto("/es/about");
    expect(await footerPhone(visitor.page)).toBe(newPhone);
    await visitor.close();

    // A form's own notice address.
    const notices = page.getByRole("region", { name: es.siteSettings.notices.heading });
    await notices.getByRole("textbox", { name: new RegExp(`^${contactFormLabel}`) }).fill("equipo@academia.example");
    await notices.getByRole("button", { name: es.siteSettings.notices.save }).click();
    await page.waitForURL(/\/es\/admin\?tab=settings$/);
    await expect.poll(() => page.getByRole("status").filter({ hasText: es.siteSettings.notices.savedTitle }).count()).toBe(1);
    const savedNotices = page.getByRole("region", { name: es.siteSettings.notices.heading });
    expect(await savedNotices.getByRole("textbox", { name: new RegExp(`^${contactFormLabel}`) }).inputValue()).toBe("equipo@academia.example");

    // An address that is not one: the page again, the message beside the box, what was typed kept.
    await savedNotices.getByRole("textbox", { name: new RegExp(`^${contactFormLabel}`) }).fill("equipo@academia.example, esto no es un correo");
    await savedNotices.getByRole("button", { name: es.siteSettings.notices.save }).click();
    await page.getByRole("alert").filter({ hasText: es.siteSettings.checkTitle }).waitFor();
    const refused = page.getByRole("region", { name: es.siteSettings.notices.heading }).getByRole("textbox", { name: new RegExp(`^${contactFormLabel}`) });
    expect(await refused.inputValue()).toBe("equipo@academia.example, esto no es un correo");
    expect(await refused.getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByText(es.siteSettings.notices.invalidAddress).isVisible()).toBe(true);
    // The browser notes the refused post's 422 in its console; nothing else went wrong.
    expect(errors.filter((error) => !error.includes("status of 422"))).toEqual([]);
    await close();
  });
});

describe("the Settings tab with JavaScript, in Spanish", () => {
  it("refuses the same address before sending, with the same message", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: desktopViewport });
    await signInAsLocalAdmin(page, es, "/es");
    await page.goto("/es/admin?tab=settings");
    await hydrated(page);
    const notices = page.getByRole("region", { name: es.siteSettings.notices.heading });
    const box = notices.getByRole("textbox", { name: new RegExp(`^${contactFormLabel}`) });
    await box.fill("no-es-un-correo");
    await notices.getByRole("button", { name: es.siteSettings.notices.save }).click();
    await notices.getByText(es.siteSettings.notices.invalidAddress).waitFor();
    expect(await box.inputValue()).toBe("no-es-un-correo");
    expect(page.url()).toMatch(/\/es\/admin\?tab=settings$/);

    // Put the settings back as they were for the other browser files: the contact through the tab
    // (the server remembers it for a minute), the notices' routing row by hand.
    await saveContact(page, organization.phoneDisplay, { isJavaScriptOn: true });
    await expect.poll(() => footerPhone(page)).toBe(organization.phoneDisplay);
    await executeSql("DELETE FROM site_settings WHERE key = 'lead-notices'");
    expect(errors).toEqual([]);
    await close();
  });
});
