/**
 * Working a lead in a real browser against `npm start` (signed in as the local admin of
 * docs/decisions/015-admin-creation-and-local-admin.md), with JavaScript and without: take the lead,
 * set its follow-up date, add two notes and see them newest first, then find it under "Mine".
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { leadFactory } from "../factories";
import { desktopViewport, hydrated, launchBrowser, openPage } from "../support/browser";
import { insertLeadsIntoServedDatabase } from "../support/browser-database";
import { typeSecondStepCode } from "../support/browser-sign-in";

const localAdmin = { email: "admin@example.com", password: "local-admin-password" };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const marker = `own${Date.now()}`;

/** A day (YYYY-MM-DD) some days from today in New York. */
function newYorkDay(offset: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

async function logInAsAdmin(page: Page, strings: typeof en, prefix: string) {
  await page.goto(`${prefix}/admin-login`);
  const main = page.getByRole("main");
  await main.getByRole("textbox", { name: strings.forms.email }).fill(localAdmin.email);
  await main.getByLabel(strings.auth.password).fill(localAdmin.password);
  await page.getByRole("button", { name: strings.auth.adminSubmit }).click();
  await typeSecondStepCode(page, strings);
  await page.waitForURL(new RegExp(`${prefix}/admin$`), { timeout: 10_000 });
}

async function workTheLead(page: Page, strings: typeof en, prefix: string, withJavaScript: boolean) {
  const email = `${marker}-${withJavaScript ? "js" : "nojs"}@example.com`;
  const [lead] = await insertLeadsIntoServedDatabase([leadFactory({ email, firstName: `Owned ${marker}` })]);
  await page.goto(`${prefix}/submissions-manager?dialog=view&id=${lead!.id}`);
  if (withJavaScript) await hydrated(page);
  const dialog = page.getByRole("dialog", { name: strings.submissions.viewTitle });
  await dialog.waitFor();

  // Take it in one click: the dialog stays open and now offers "Unassign".
  await dialog.getByRole("button", { name: strings.submissions.assignToMe }).click();
  await dialog.getByRole("button", { name: strings.submissions.unassign }).waitFor();
  expect(await dialog.locator("[data-owner]").textContent()).not.toBe(strings.submissions.unassignedLabel);

  // The follow-up date.
  const day = newYorkDay(3);
  await dialog.getByLabel(strings.submissions.followUpLabel).fill(day);
  await dialog.getByRole("button", { name: strings.submissions.saveFollowUp }).click();
  await dialog.getByText(strings.submissions.followUpCurrent).waitFor();
  expect(await dialog.getByLabel(strings.submissions.followUpLabel).inputValue()).toBe(day);

  // Two notes, the newest first; the field is empty again after each.
  const notes = dialog.locator("[data-note]");
  for (const [index, text] of [`First call ${marker}: no answer.`, `Second call ${marker}: booked a class.`].entries()) {
    await dialog.getByLabel(strings.submissions.noteLabel, { exact: true }).fill(text);
    await dialog.getByRole("button", { name: strings.submissions.addNote }).click();
    await expect.poll(() => notes.count()).toBe(index + 1);
    expect(await dialog.getByLabel(strings.submissions.noteLabel, { exact: true }).inputValue()).toBe("");
  }
  const texts = await notes.allTextContents();
  expect(texts[0]).toContain(`Second call ${marker}`);
  expect(texts[1]).toContain(`First call ${marker}`);

  // "Mine" (with this lead's search) lists it, with its owner and follow-up date.
  await page.goto(`${prefix}/submissions-manager?q=${encodeURIComponent(email)}`);
  if (withJavaScript) await hydrated(page);
  await page.getByLabel(strings.submissions.ownerFilterLabel).selectOption("mine");
  await page.getByRole("button", { name: strings.submissions.applyFilters }).click();
  await page.waitForURL(/owner=mine/);
  expect(page.url()).toContain(`q=${encodeURIComponent(email)}`);
  const rows = page.getByRole("main").locator("tbody tr");
  await expect.poll(() => rows.count()).toBe(1);
  expect(await rows.first().textContent()).toContain(email);
  expect(await rows.first().locator(`td[data-label="${strings.submissions.columns.owner}"]`).textContent()).not.toBe(strings.submissions.unassignedLabel);
  expect(await rows.first().locator(`td[data-label="${strings.submissions.columns.followUp}"]`).textContent()).not.toBe("");
  // The unassigned view does not list it.
  await page.goto(`${prefix}/submissions-manager?q=${encodeURIComponent(email)}&owner=unassigned`);
  await expect.poll(() => page.getByRole("main").locator("tbody tr").count()).toBe(0);
}

describe("working a lead: owner, follow-up, notes, the Mine filter", () => {
  it("with JavaScript", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: desktopViewport });
    await logInAsAdmin(page, en, "");
    await workTheLead(page, en, "", true);
    expect(errors).toEqual([]);
    await close();
  });

  it("without JavaScript, in Spanish", async () => {
    const { page, close } = await openPage(browser, { viewport: desktopViewport, javaScriptEnabled: false });
    await logInAsAdmin(page, es, "/es");
    await workTheLead(page, es, "/es", false);
    await close();
  });
});
