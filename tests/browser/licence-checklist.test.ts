/**
 * The licence checklist as an applicant uses it, in Spanish with JavaScript off: ticks a step,
 * types dates, gets a bad one back with its message and everything typed kept, fixes it and saves.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { es } from "~/locales/es";
import { desktopViewport, launchBrowser, openPage } from "../support/browser";
import { insertUserIntoServedDatabase } from "../support/browser-database";
import { signIn } from "../support/browser-sign-in";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("my licence checklist", () => {
  it("in Spanish without JavaScript: tick, enter dates, a bad date kept with its message, then saved", { timeout: 60_000 }, async () => {
    const account = {
      email: `checklist-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
      password: "checklist-password-2026",
      firstName: "Lucía",
      language: "es" as const,
    };
    await insertUserIntoServedDatabase(account);
    const { page, errors, close } = await openPage(browser, { viewport: desktopViewport, javaScriptEnabled: false });
    try {
      await signIn(page, es, account, "/es", "/es/account");
      const card = page.getByRole("region", { name: es.licenceChecklist.heading });
      await card.getByRole("heading", { name: es.licenceChecklist.heading }).waitFor();
      expect(await card.getByText(es.licenceChecklist.course["not-enrolled"]).isVisible()).toBe(true);

      const fingerprints = card.getByRole("checkbox", { name: es.licenceChecklist.fields.fingerprintsDone });
      await fingerprints.check();
      await card.getByLabel(es.licenceChecklist.fields.fingerprintsBookedOn, { exact: true }).fill("2026-11-02");
      await card.getByLabel(es.licenceChecklist.fields.fingerprintsDoneOn, { exact: true }).fill("2026-11-05");
      // A date input (a picker on phones; docs/decisions/087): it sends only real days, so the
      // server's refusal shown here is a day out of the range it accepts.
      const examDate = card.getByLabel(es.licenceChecklist.fields.examBookedFor, { exact: true });
      expect(await examDate.getAttribute("type")).toBe("date");
      await examDate.fill("2001-01-01");
      await card.getByRole("button", { name: es.licenceChecklist.save }).click();
      await page.waitForLoadState("load");

      // The page again: the message beside the bad date, in Spanish; everything typed still there.
      const again = page.getByRole("region", { name: es.licenceChecklist.heading });
      await again.getByText(es.licenceChecklist.errors.dateOutOfRange).waitFor();
      const badDate = again.getByLabel(es.licenceChecklist.fields.examBookedFor, { exact: true });
      expect(await badDate.inputValue()).toBe("2001-01-01");
      expect(await badDate.getAttribute("aria-invalid")).toBe("true");
      expect(await again.getByLabel(es.licenceChecklist.fields.fingerprintsBookedOn, { exact: true }).inputValue()).toBe("2026-11-02");
      expect(await again.getByLabel(es.licenceChecklist.fields.fingerprintsDoneOn, { exact: true }).inputValue()).toBe("2026-11-05");
      expect(await page.getByText(es.forms.checkTitle).first().isVisible()).toBe(true);

      const ticked = again.getByRole("checkbox", { name: es.licenceChecklist.fields.fingerprintsDone });
      expect(await ticked.isChecked()).toBe(true);
      await badDate.fill("2026-12-04");
      await again.getByRole("button", { name: es.licenceChecklist.save }).click();
      await page.waitForURL((url) => url.pathname === "/es/account" && url.hash === "#licence-checklist-heading");
      await page.getByText(es.licenceChecklist.savedTitle).first().waitFor();

      await page.goto("/es/account");
      const saved = page.getByRole("region", { name: es.licenceChecklist.heading });
      expect(await saved.getByRole("checkbox", { name: es.licenceChecklist.fields.fingerprintsDone }).isChecked()).toBe(true);
      expect(await saved.getByLabel(es.licenceChecklist.fields.examBookedFor, { exact: true }).inputValue()).toBe("2026-12-04");
      expect(await saved.getByLabel(es.licenceChecklist.fields.fingerprintsDoneOn, { exact: true }).inputValue()).toBe("2026-11-05");
      // The refused save is answered 422, which Chromium reports as a failed load: that one is expected.
      expect(errors.filter((error) => !error.includes("status of 422"))).toEqual([]);
    } finally {
      await close();
    }
  });
});
