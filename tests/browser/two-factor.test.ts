/**
 * Second factors in a real browser against `npm start` (docs/decisions/062–064): an authenticator
 * app set up from the QR page (the test reads the secret the page shows and computes the codes a
 * phone would), signing in with it and with a recovery code; a passkey registered and used through
 * Chromium's virtual authenticator (CDP WebAuthn); and the whole authenticator flow with JavaScript
 * off, in Spanish, where the page says passkeys need JavaScript.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { seriousAccessibilityFindings } from "../support/axe";
import { desktopViewport, hydrated, launchBrowser, openPage } from "../support/browser";
import { insertUserIntoServedDatabase } from "../support/browser-database";
import { labelled, nextCodeFor, typeSecondStepCode } from "../support/browser-sign-in";

type Strings = typeof en;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const prefixOf = (strings: Strings) => (strings === es ? "/es" : "");

/** Signs an account in with its password at `<prefix>/auth`, coming back to the security page. */
async function signInWithPassword(page: Page, strings: Strings, email: string, password: string) {
  const prefix = prefixOf(strings);
  await page.goto(`${prefix}/auth?returnTo=${encodeURIComponent(`${prefix}/account/security`)}`);
  const main = page.getByRole("main");
  await main.getByRole("textbox", { name: strings.forms.email }).fill(email);
  await main.getByLabel(labelled(strings.auth.password)).fill(password);
  await main.getByRole("button", { name: strings.auth.login, exact: true }).click();
}

async function logOut(page: Page, strings: Strings) {
  await page.getByRole("banner").getByRole("button", { name: strings.nav.logout }).click();
  await page.waitForURL((url) => url.pathname === (prefixOf(strings) || "/"));
}

/** From the security page: set up the app, read its secret off the page, type its first code; the recovery codes shown once. */
async function setUpAuthenticator(page: Page, strings: Strings, email: string, isJavaScriptOn: boolean) {
  await page.getByRole("button", { name: strings.twoFactor.setUpApp }).click();
  await page.waitForURL(new RegExp(`${prefixOf(strings)}/account/two-factor`));
  if (isJavaScriptOn) await hydrated(page);
  const qr = page.getByRole("img", { name: strings.twoFactor.qrAlt });
  expect(await qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml;base64,/);
  expect(await qr.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  const secret = (await page.getByTestId("totp-secret").textContent())!.replace(/\s+/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page
    .getByRole("main")
    .getByRole("textbox", { name: labelled(strings.twoFactor.codeLabel) })
    .fill(await nextCodeFor(email, secret));
  await page.getByRole("button", { name: strings.twoFactor.confirmSetup }).click();
  await page.getByRole("heading", { name: strings.twoFactor.recoveryHeading }).waitFor();
  const codes = await page.getByRole("list", { name: strings.twoFactor.recoveryCodesLabel }).getByRole("listitem").allTextContents();
  expect(codes).toHaveLength(10);
  const download = page.getByRole("link", { name: strings.twoFactor.download });
  expect(await download.getAttribute("download")).toBe("recovery-codes.txt");
  expect(decodeURIComponent((await download.getAttribute("href"))!)).toContain(codes[0]!);
  return { secret, codes: codes.map((code) => code.trim()) };
}

describe("an authenticator app, with JavaScript", () => {
  it("is set up from the QR page, signs in with the app's code, and with a recovery code once", async () => {
    const password = "two-factor-browser-1";
    const { email } = await insertUserIntoServedDatabase({ email: uniqueEmail("totp-js"), password, firstName: "Octavia" });
    const { page, errors, close } = await openPage(browser, { viewport: desktopViewport });
    await signInWithPassword(page, en, email, password);
    await page.waitForURL(/\/account\/security$/);
    await hydrated(page);
    expect(await page.getByText(en.twoFactor.statusOff).isVisible()).toBe(true);

    const { secret, codes } = await setUpAuthenticator(page, en, email, true);
    expect(await page.getByRole("button", { name: en.twoFactor.print }).isVisible()).toBe(true);
    await page.getByRole("link", { name: en.twoFactor.savedContinue }).click();
    await page.waitForURL(/\/account\/security$/);
    await page.getByText(en.twoFactor.statusOn).waitFor();
    await logOut(page, en);

    // The password, then the app's code.
    await signInWithPassword(page, en, email, password);
    await hydrated(page);
    await typeSecondStepCode(page, en, email, secret);
    await page.waitForURL(/\/account\/security$/);
    await page.getByText(en.twoFactor.recoveryLeft.replace("{{count}}", "10")).waitFor();
    await logOut(page, en);

    // A recovery code instead: accepted once.
    await signInWithPassword(page, en, email, password);
    await page.waitForURL(/\/login\/two-factor$/);
    await hydrated(page);
    await page.getByRole("textbox", { name: labelled(en.twoFactor.codeLabel) }).fill(codes[0]!);
    await page.getByRole("button", { name: en.twoFactor.verify, exact: true }).click();
    await page.waitForURL(/\/account\/security$/);
    await page.getByRole("status").filter({ hasText: en.twoFactor.recoveryUsedTitle }).first().waitFor();
    await logOut(page, en);
    await signInWithPassword(page, en, email, password);
    await page.waitForURL(/\/login\/two-factor$/);
    await hydrated(page);
    await page.getByRole("textbox", { name: labelled(en.twoFactor.codeLabel) }).fill(codes[0]!);
    await page.getByRole("button", { name: en.twoFactor.verify, exact: true }).click();
    await page.getByRole("main").getByText(en.twoFactor.wrongCodeText).first().waitFor();
    expect(page.url()).toMatch(/\/login\/two-factor$/);

    expect(await seriousAccessibilityFindingsWithoutCsp(page)).toEqual([]);
    // The refused code's answer is a 401, which the browser's console reports; nothing else.
    expect(errors.filter((error) => !error.includes("status of 401"))).toEqual([]);
    await close();
  });
});

/** axe needs its script in the page, which our CSP refuses: a second context that bypasses it, on the same page's URL and cookies. */
async function seriousAccessibilityFindingsWithoutCsp(page: Page) {
  const { page: checked, close } = await openPage(browser, { viewport: desktopViewport, bypassCSP: true, storageState: await page.context().storageState() });
  await checked.goto(page.url());
  await hydrated(checked);
  const findings = await seriousAccessibilityFindings(checked);
  await close();
  return findings;
}

describe("a passkey, with Chromium's virtual authenticator", () => {
  it("is added under a name, listed, and signs in alone at /auth", async () => {
    const password = "passkey-browser-1";
    const { email } = await insertUserIntoServedDatabase({ email: uniqueEmail("passkey"), password, firstName: "Pilar" });
    const { page, errors, close } = await openPage(browser, { viewport: desktopViewport });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("WebAuthn.enable");
    await cdp.send("WebAuthn.addVirtualAuthenticator", {
      options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
    });

    await signInWithPassword(page, en, email, password);
    await page.waitForURL(/\/account\/security$/);
    await hydrated(page);
    await page.getByRole("textbox", { name: en.passkeys.nameLabel }).fill("Test laptop");
    await page.getByRole("button", { name: en.passkeys.add }).click();
    await page.getByRole("status").filter({ hasText: en.passkeys.addedTitle }).first().waitFor({ timeout: 15_000 });
    const listed = page.getByRole("list", { name: en.passkeys.listLabel }).getByRole("listitem");
    expect(await listed.count()).toBe(1);
    expect(await listed.first().textContent()).toContain("Test laptop");
    expect(await listed.first().textContent()).toContain(en.passkeys.neverUsed);
    await logOut(page, en);

    await page.goto(`/auth?returnTo=${encodeURIComponent("/account/security")}`);
    await hydrated(page);
    await page.getByRole("button", { name: en.passkeys.signIn }).click();
    await page.waitForURL(/\/account\/security$/, { timeout: 15_000 });
    await page.getByRole("status").filter({ hasText: en.auth.loginSuccessTitle }).first().waitFor();
    expect(await page.getByRole("list", { name: en.passkeys.listLabel }).textContent()).not.toContain(en.passkeys.neverUsed);

    // Removed: it signs in no more.
    await page.getByRole("button", { name: en.passkeys.removeLabel.replace("{{name}}", "Test laptop") }).click();
    await page.getByRole("status").filter({ hasText: en.passkeys.removedTitle }).first().waitFor();
    expect(await page.getByText(en.passkeys.none).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });
});

describe("an authenticator app without JavaScript, in Spanish", () => {
  it("is set up, used at the second step, and the page says passkeys need JavaScript", async () => {
    const password = "dos-pasos-sin-js-1";
    const { email } = await insertUserIntoServedDatabase({ email: uniqueEmail("totp-nojs"), password, firstName: "Remedios", language: "es" });
    const { page, close } = await openPage(browser, { viewport: desktopViewport, javaScriptEnabled: false });
    await signInWithPassword(page, es, email, password);
    await page.waitForURL(/\/es\/account\/security$/);
    expect(await page.getByText(es.passkeys.needsScript).first().isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: es.passkeys.add }).count()).toBe(0);

    const { secret } = await setUpAuthenticator(page, es, email, false);
    expect(await page.getByText(es.twoFactor.printWithoutScript).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: es.twoFactor.print }).count()).toBe(0);
    await page.getByRole("link", { name: es.twoFactor.savedContinue }).click();
    await page.waitForURL(/\/es\/account\/security$/);
    await logOut(page, es);

    // A wrong code first: refused with the reason, in Spanish; then the right one.
    await signInWithPassword(page, es, email, password);
    await page.waitForURL(/\/es\/login\/two-factor$/);
    expect(await page.getByText(es.passkeys.needsScript).first().isVisible()).toBe(true);
    await page.getByRole("textbox", { name: labelled(es.twoFactor.codeLabel) }).fill("000000");
    await page.getByRole("button", { name: es.twoFactor.verify, exact: true }).click();
    await page.getByRole("main").getByText(es.twoFactor.wrongCodeText).first().waitFor();
    await typeSecondStepCode(page, es, email, secret);
    await page.waitForURL(/\/es\/account\/security$/);
    await page.getByText(es.twoFactor.statusOn).waitFor();
    await close();
  });
});

describe("the local admin", () => {
  it("signs in with the README's password and the code of ADMIN_TOTP_SECRET, and the Security tab lists the team's factors", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: desktopViewport });
    await page.goto("/admin-login");
    await hydrated(page);
    const main = page.getByRole("main");
    await main.getByRole("textbox", { name: en.forms.email }).fill("admin@example.com");
    await main.getByLabel(labelled(en.auth.password)).fill("local-admin-password");
    await page.getByRole("button", { name: en.auth.adminSubmit }).click();
    await typeSecondStepCode(page, en);
    await page.waitForURL(/\/admin$/, { timeout: 15_000 });
    await page.goto("/admin?tab=security");
    await hydrated(page);
    const team = page.getByRole("table").filter({ has: page.getByRole("columnheader", { name: en.twoFactor.teamApp, exact: true }) });
    expect(await team.getByRole("row").filter({ hasText: "admin@example.com" }).textContent()).toContain(en.twoFactor.hasFactor);
    expect(errors).toEqual([]);
    await close();
  });
});
