import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { desktopViewport, hydrated, launchBrowser, openPage } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Marks the document so a test can tell a client-side update from a new page load. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { documentMark: number }).documentMark = 1));
}
async function isSameDocument(page: Page) {
  return page.evaluate(() => (window as unknown as { documentMark?: number }).documentMark === 1);
}

function uniqueEmail(label: string) {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

describe("contact dialog", () => {
  it("with JavaScript: opens from Home, shows messages beside fields, sends without a page load, confirms", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: desktopViewport });
    await page.goto("/");
    await hydrated(page);
    await markDocument(page);
    await page.getByRole("link", { name: en.home.hero.contactUs }).click();
    const dialog = page.getByRole("dialog", { name: en.contact.title });
    await dialog.waitFor();
    expect(await dialog.getByLabel(en.forms.fullName).evaluate((input) => input === document.activeElement)).toBe(true);

    await dialog.getByRole("button", { name: en.contact.submit }).click();
    await expect.poll(() => dialog.getByText(en.validation.required).count()).toBe(3);

    await dialog.getByLabel(en.forms.fullName).fill("Ana Browser");
    await dialog.getByLabel(en.forms.email).fill(uniqueEmail("contact-js"));
    await dialog.getByLabel(en.forms.message).fill("Hello from a real browser");
    await dialog.getByRole("button", { name: en.contact.submit }).click();

    const sent = page.getByRole("dialog", { name: en.contact.sentTitle });
    await sent.waitFor();
    await expect.poll(() => page.getByRole("status").filter({ hasText: en.contact.successTitle }).count()).toBe(1);
    expect(await isSameDocument(page), "no page load").toBe(true);

    await sent.getByRole("link", { name: en.contact.sendAnother }).click();
    await page.getByRole("dialog", { name: en.contact.title }).waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    expect(new URL(page.url()).search).toBe("");
    expect(errors).toEqual([]);
    await close();
  });

  it("without JavaScript: an invalid post comes back with messages and every typed value; a valid one confirms", async () => {
    const { page, close } = await openPage(browser, { viewport: desktopViewport, javaScriptEnabled: false });
    await page.goto("/es");
    await page.getByRole("link", { name: es.home.hero.contactUs }).click();
    const dialog = page.getByRole("dialog", { name: es.contact.title });
    await dialog.getByLabel(es.forms.fullName).fill("Rosa Sin JS");
    await dialog.getByLabel(es.forms.message).fill("Mensaje escrito sin JavaScript");
    await dialog.getByRole("button", { name: es.contact.submit }).click();

    const again = page.getByRole("dialog", { name: es.contact.title });
    await again.waitFor();
    expect(await again.getByRole("alert").textContent()).toContain(es.contact.incompleteTitle);
    expect(await again.getByText(es.validation.required).count()).toBe(1);
    expect(await again.getByLabel(es.forms.fullName).inputValue()).toBe("Rosa Sin JS");
    expect(await again.getByLabel(es.forms.message).inputValue()).toBe("Mensaje escrito sin JavaScript");

    await again.getByLabel(es.forms.email).fill(uniqueEmail("contact-nojs"));
    await again.getByRole("button", { name: es.contact.submit }).click();
    await page.getByRole("dialog", { name: es.contact.sentTitle }).waitFor();
    await expect.poll(() => page.getByRole("status").filter({ hasText: es.contact.successTitle }).count()).toBe(1); // toast cards load after the page
    await close();
  });
});

describe("a dialog linked to directly", () => {
  it("hydrates the server-rendered dialog and sends without a page load", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: desktopViewport });
    await page.goto("/services/iul?dialog=inquiry&service=iul");
    await hydrated(page);
    // The dialog's code arrives in its own chunk; once React has it, the dialog turns modal.
    await page.waitForFunction(() => document.querySelector("dialog")?.matches(":modal"));
    await markDocument(page);
    const dialog = page.getByRole("dialog", { name: en.inquiry.title.replace("{{service}}", en.serviceNames.iul) });
    await dialog.getByLabel(en.forms.fullName).fill("Direct Link");
    await dialog.getByLabel(en.forms.email).fill(uniqueEmail("direct"));
    await dialog.getByLabel(new RegExp(`^${en.forms.phone}`)).fill("(305) 555-0100");
    await dialog.getByRole("button", { name: en.inquiry.submit }).click();
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    // The toast's card arrives in its own chunk with the first toast (docs/decisions/017): wait for it.
    await expect.poll(() => page.getByRole("status").filter({ hasText: en.inquiry.successTitle }).count()).toBe(1);
    expect(await isSameDocument(page), "no page load").toBe(true);
    expect(new URL(page.url()).pathname).toBe("/services/iul");
    expect(errors).toEqual([]);
    await close();
  });
});

describe("service inquiry dialog", () => {
  it("with JavaScript, in Spanish: labelled with the service, closes and resets on success with the service in the toast", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: desktopViewport });
    await page.goto("/es");
    await hydrated(page);
    const service = es.serviceNames.iul;
    await page.getByRole("link", { name: es.home.services.getStartedWith.replace("{{service}}", service) }).click();
    const dialog = page.getByRole("dialog", { name: es.inquiry.title.replace("{{service}}", service) });
    await dialog.waitFor();
    await dialog.getByLabel(es.forms.fullName).fill("C");
    await dialog.getByLabel(es.forms.email).fill("carlos@");
    await dialog.getByLabel(new RegExp(`^${es.forms.phone}`)).fill("305");
    await dialog.getByRole("button", { name: es.inquiry.submit }).click();
    await expect.poll(() => dialog.getByText(es.validation.nameMin).count()).toBe(1);
    expect(await dialog.getByText(es.validation.invalidEmail).count()).toBe(1);
    expect(await dialog.getByText(es.validation.phoneMin).count()).toBe(1);

    await dialog.getByLabel(es.forms.fullName).fill("Carlos Navegador");
    await dialog.getByLabel(es.forms.email).fill(uniqueEmail("inquiry"));
    await dialog.getByLabel(new RegExp(`^${es.forms.phone}`)).fill("305-555-0123");
    await dialog.getByRole("button", { name: es.inquiry.submit }).click();
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    const toast = page.getByRole("status").filter({ hasText: es.inquiry.successTitle });
    await expect.poll(() => toast.textContent()).toContain(service);
    expect(new URL(page.url()).searchParams.get("dialog")).toBeNull();
    expect(errors).toEqual([]);
    await close();
  });
});

describe("newsletter (footer)", () => {
  it("with JavaScript: 'Subscribing...', then 'Subscribed!' with the field cleared, without a page load", async () => {
    const { page, close } = await openPage(browser, { viewport: desktopViewport });
    await page.goto("/");
    await hydrated(page);
    await markDocument(page);
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel(en.newsletter.emailLabel).fill(uniqueEmail("footer-js"));
    await footer.getByRole("button", { name: en.newsletter.subscribe }).click();
    await footer.getByRole("button", { name: en.newsletter.subscribed }).waitFor();
    expect(await footer.getByLabel(en.newsletter.emailLabel).inputValue()).toBe("");
    await expect.poll(() => page.getByRole("status").filter({ hasText: en.newsletter.successText }).count()).toBe(1); // toast cards load after the page
    expect(await isSameDocument(page)).toBe(true);
    await footer.getByRole("button", { name: en.newsletter.subscribe }).waitFor({ timeout: 5000 });
    await close();
  });

  it("with JavaScript: a wrong e-mail gets the message in the page's language", async () => {
    const { page, close } = await openPage(browser, { viewport: desktopViewport });
    await page.goto("/es");
    await hydrated(page);
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel(es.newsletter.emailLabel).fill("sin-arroba");
    await footer.getByRole("button", { name: es.newsletter.subscribe }).click();
    await footer.getByText(es.newsletter.invalidText).waitFor();
    await close();
  });

  it("without JavaScript: returns to the same page with the success message", async () => {
    const { page, close } = await openPage(browser, { viewport: desktopViewport, javaScriptEnabled: false });
    await page.goto("/es/youth-sponsorship");
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel(es.newsletter.emailLabel).fill(uniqueEmail("footer-nojs"));
    await footer.getByRole("button", { name: es.newsletter.subscribe }).click();
    await page.waitForURL(/\/es\/youth-sponsorship$/);
    await expect.poll(() => page.getByRole("status").filter({ hasText: es.newsletter.successText }).count()).toBe(1); // toast cards load after the page
    await close();
  });
});

describe("license application", () => {
  it("without JavaScript: an invalid post keeps every typed value; a valid one goes to the license journey with the toast", async () => {
    const { page, close } = await openPage(browser, { viewport: desktopViewport, javaScriptEnabled: false });
    await page.goto("/license-application");
    const form = page.getByRole("main");
    await form.getByLabel(en.forms.firstName).fill("Maria");
    await form.getByLabel(en.licenseForm.city).fill("Miami");
    await form.getByLabel(en.licenseForm.timeframe).selectOption("3 months");
    await form.getByLabel(en.licenseForm.questions).fill("Can I study on weekends?");
    await form.getByRole("button", { name: en.licenseForm.submit }).click();

    await page.getByRole("alert").filter({ hasText: en.forms.checkTitle }).waitFor();
    expect(await form.getByLabel(en.forms.firstName).inputValue()).toBe("Maria");
    expect(await form.getByLabel(en.licenseForm.city).inputValue()).toBe("Miami");
    expect(await form.getByLabel(en.licenseForm.timeframe).inputValue()).toBe("3 months");
    expect(await form.getByLabel(en.licenseForm.questions).inputValue()).toBe("Can I study on weekends?");
    expect(await form.getByLabel(en.forms.lastName).getAttribute("aria-invalid")).toBe("true");

    await form.getByLabel(en.forms.lastName).fill("Gomez");
    await form.getByLabel(en.forms.email).fill(uniqueEmail("license-nojs"));
    await form.getByLabel(new RegExp(`^${en.forms.phone}`)).fill("786-555-0123");
    await form.getByRole("button", { name: en.licenseForm.submit }).click();
    await page.waitForURL(/\/license-journey$/);
    await expect.poll(() => page.getByRole("status").filter({ hasText: en.licenseForm.successTitle }).count()).toBe(1); // toast cards load after the page
    await close();
  });

  it("with JavaScript, in Spanish: shows the success state, then the license journey 2 s later", async () => {
    const { page, close } = await openPage(browser, { viewport: desktopViewport });
    await page.goto("/es/license-application");
    await hydrated(page);
    const form = page.getByRole("main");
    await form.getByLabel(es.forms.firstName).fill("Lucía");
    await form.getByLabel(es.forms.lastName).fill("Pérez");
    await form.getByLabel(es.forms.email).fill(uniqueEmail("license-js"));
    await form.getByLabel(new RegExp(`^${es.forms.phone}`)).fill("7865550199");
    await form.getByRole("button", { name: es.licenseForm.submit }).click();
    await page.getByRole("heading", { name: es.licenseForm.successTitle }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/es/license-application");
    await page.waitForURL(/\/es\/license-journey$/, { timeout: 5000 });
    await close();
  });
});

describe("youth interest → sponsorship application", () => {
  it("without JavaScript: continues to the application with the e-mail and message filled in", async () => {
    const { page, close } = await openPage(browser, { viewport: desktopViewport, javaScriptEnabled: false });
    await page.goto("/youth-sponsorship");
    const email = uniqueEmail("youth");
    await page.getByRole("main").getByLabel(en.youthForm.email).fill(email);
    await page.getByRole("main").getByLabel(en.youthForm.message).fill("I want to learn about finance");
    await page.getByRole("button", { name: en.youthForm.submit }).click();
    await page.waitForURL(/\/sponsorship-application$/);
    const form = page.getByRole("main");
    expect(await form.getByLabel(en.forms.email).inputValue()).toBe(email);
    expect(await form.getByLabel(en.sponsorshipForm.financialInterest).inputValue()).toBe("I want to learn about finance");
    await expect.poll(() => page.getByRole("status").filter({ hasText: en.youthForm.successTitle }).count()).toBe(1); // toast cards load after the page
    await close();
  });

  it("with JavaScript: the application takes every field and shows its success state", async () => {
    const { page, close } = await openPage(browser, { viewport: desktopViewport });
    await page.goto("/youth-sponsorship");
    await hydrated(page);
    const email = uniqueEmail("sponsor-js");
    await page.getByRole("main").getByLabel(en.youthForm.email).fill(email);
    await page.getByRole("button", { name: en.youthForm.submit }).click();
    await page.waitForURL(/\/sponsorship-application$/);
    await hydrated(page);
    const form = page.getByRole("main");
    expect(await form.getByLabel(en.forms.email).inputValue()).toBe(email);
    await form.getByLabel(en.forms.fullName).fill("Luis Perez");
    await form.getByLabel(new RegExp(`^${en.forms.phone}`)).fill("8135550147");
    await form.getByLabel(new RegExp(`^${en.sponsorshipForm.age}`)).fill("22");
    await form.getByLabel(en.sponsorshipForm.address).fill("200 Main Street");
    await form.getByLabel(en.sponsorshipForm.city).fill("Tampa");
    await form.getByLabel(en.sponsorshipForm.state).fill("FL");
    await form.getByLabel(en.sponsorshipForm.zip).fill("33602");
    await form.getByLabel(en.sponsorshipForm.educationLevel).selectOption("bachelors");
    await form.getByLabel(en.sponsorshipForm.employmentStatus).selectOption("student");
    await form.getByLabel(en.sponsorshipForm.financialInterest).fill("I want to help families plan.");
    await form.getByLabel(en.sponsorshipForm.careerGoals).fill("Open my own agency one day.");
    await form.getByLabel(en.sponsorshipForm.howHeard).selectOption("school");
    await form.getByRole("button", { name: en.sponsorshipForm.submit }).click();
    await expect.poll(() => form.getByText(en.validation.agreeTermsRequired).count()).toBe(1);
    await form.getByLabel(en.sponsorshipForm.agreeTerms).check();
    await form.getByRole("button", { name: en.sponsorshipForm.submit }).click();
    await page.getByRole("heading", { name: en.sponsorshipForm.successTitle }).waitFor();
    await page.waitForURL(/\/sponsorship-program$/, { timeout: 5000 });
    await close();
  });
});

describe("partner application", () => {
  it("with JavaScript: submit waits for the terms; success clears the form and unticks the terms", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: desktopViewport });
    await page.goto("/es/partner-network");
    await hydrated(page);
    const form = page.getByRole("main");
    const submit = form.getByRole("button", { name: es.partnerForm.submit });
    expect(await submit.isDisabled()).toBe(true);
    await form.getByLabel(es.partnerForm.name).fill("Pro Taxes Orlando");
    await form.getByLabel(es.partnerForm.category).selectOption("Tax Services");
    await form.getByLabel(es.partnerForm.location).selectOption("Orlando, FL");
    await form.getByLabel(es.partnerForm.description).fill("Preparación de impuestos bilingüe");
    await form.getByLabel(es.partnerForm.email).fill(uniqueEmail("partner"));
    await form.getByLabel(es.partnerForm.tags).fill("impuestos, bilingüe");
    await form.getByLabel(es.partnerForm.terms).check();
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: es.partnerForm.successTitle }).count()).toBe(1);
    expect(await form.getByLabel(es.partnerForm.name).inputValue()).toBe("");
    expect(await form.getByLabel(es.partnerForm.terms).isChecked()).toBe(false);
    expect(await submit.isDisabled()).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });
});
