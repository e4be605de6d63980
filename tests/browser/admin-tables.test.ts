/**
 * The admin's tables at a desktop's and a phone's width, in both languages: the page never scrolls
 * sideways, an e-mail address wraps only between its parts (never inside a word, never hyphenated),
 * every form type, source and status is in words (no stored code shows), and an empty search says
 * so instead of "0–-1 of 0". A lead's View data dialog too: every field under its label, nothing
 * wider than the dialog.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callTextDisclosures, currentCallTextDisclosure } from "~/leads/call-text-consent";
import { leadForms } from "~/leads/forms";
import { leadFormNames } from "~/leads/forms/names";
import { buildLeadRecord } from "~/leads/lead-record";
import { leadSources } from "~/leads/forms/sources";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { leadStatuses } from "../../db/schema";
import { leadFactory } from "../factories";
import { launchBrowser, openPage } from "../support/browser";
import { executeSql, insertLeadsIntoServedDatabase } from "../support/browser-database";
import { signInAsLocalAdmin } from "../support/browser-sign-in";
import { validLeads } from "../support/lead-fixtures";

let browser: Browser;
const marker = `wrap${Date.now()}`;
const formTypes = Object.keys(leadFormNames);
const workedStatuses = leadStatuses.filter((status) => status !== "spam");
/** Every stored code a staff page could show: form types, sources, statuses. */
const codes = [...formTypes, ...leadSources, ...leadStatuses];
/** The form with the most fields, its lead found by a search of its own. */
const viewedForm = leadForms["sponsorship-application"];
const viewMarker = `view${Date.now()}`;
let viewedLeadId = "";

beforeAll(async () => {
  browser = await launchBrowser();
  await insertLeadsIntoServedDatabase(
    formTypes.map((formType, index) =>
      leadFactory({
        formType,
        source: leadSources[index % leadSources.length]!,
        status: workedStatuses[index % workedStatuses.length]!,
        email: `${marker}.averyveryverylongfirstname${index}@subdomain.averylongcompanyname-example.com`,
        createdAt: new Date(Date.now() - (index + 1) * 3_600_000).toISOString(),
      }),
    ),
  );
  // A lead stored as its form stores a valid post, with the call/text consent given.
  const values = viewedForm.schema.parse({
    ...validLeads[viewedForm.formType],
    email: `${viewMarker}.averyveryverylongfirstname@subdomain.averylongcompanyname-example.com`,
  });
  const record = buildLeadRecord(viewedForm, values as Record<string, unknown>, {
    language: "es",
    submittedFrom: "/es/sponsorship-application",
    timestamp: new Date().toISOString(),
    searchParams: new URLSearchParams(),
  });
  const [viewed] = await insertLeadsIntoServedDatabase([leadFactory({ ...record, language: "es" })]);
  viewedLeadId = viewed!.id;
  await executeSql(
    `UPDATE form_submissions SET call_text_consent = 1, consent_version = '${currentCallTextDisclosure}', consent_language = 'es', consent_at = created_at, consent_page = '/es/sponsorship-application' WHERE id = '${viewedLeadId}';`,
  );
});
afterAll(() => browser?.close());

/**
 * The stored codes no ordinary word could be (partner-network, in_review, honeypot …) standing as a
 * word of their own. Codes that are also words (new, blog, spam) are checked the other way: their
 * labels are there.
 */
function rawCodesIn(text: string): string[] {
  return codes
    .filter((code) => /[-_]/.test(code) || code === "honeypot")
    .filter((code) => new RegExp(`(?<![\\p{L}\\d_-])${code}(?![\\p{L}\\d_-])`, "u").test(text));
}

/** How far the document is wider than the viewport (0 when nothing scrolls sideways). */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * The words of the e-mail addresses (runs between "@", dots and hyphens) split over two lines
 * although they would fit on one line of their cell, and the addresses' wrapping styles; all of
 * the page's, or those inside `within`.
 */
function brokenAddressWords(page: Page, within = "body") {
  return page.evaluate((scope) => {
    const cells = [...document.querySelectorAll<HTMLElement>(`${scope} [data-email-address]`)];
    const broken: string[] = [];
    const styles = new Set<string>();
    for (const cell of cells) {
      const style = getComputedStyle(cell);
      styles.add(`${style.wordBreak}/${style.hyphens}`);
      const room = cell.parentElement!.clientWidth;
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (const match of text.matchAll(/[^@.\-]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
          if (lines.size < 2) continue;
          const probe = document.createElement("span");
          probe.style.position = "absolute";
          probe.style.visibility = "hidden";
          probe.style.whiteSpace = "nowrap";
          probe.textContent = match[0];
          cell.appendChild(probe);
          const width = probe.getBoundingClientRect().width;
          probe.remove();
          if (width <= room) broken.push(match[0]);
        }
      }
    }
    return { count: cells.length, broken, styles: [...styles] };
  }, within);
}

for (const { strings, prefix } of [
  { strings: en, prefix: "" },
  { strings: es, prefix: "/es" },
]) {
  for (const { width, withJavaScript } of [
    { width: 1280, withJavaScript: true },
    { width: 390, withJavaScript: false },
  ]) {
    describe(`the submissions manager at ${width} px (${prefix || "en"}, JavaScript ${withJavaScript ? "on" : "off"})`, () => {
      it("fits the page, wraps addresses between their parts and names every code in words", async () => {
        const { page, close } = await openPage(browser, { viewport: { width, height: 900 }, javaScriptEnabled: withJavaScript });
        await signInAsLocalAdmin(page, strings, prefix);
        await page.goto(`${prefix}/submissions-manager?q=${marker}`);

        const showing = strings.submissions.showing
          .replace("{{from}}", "1")
          .replace("{{to}}", String(formTypes.length))
          .replace("{{total}}", String(formTypes.length));
        expect(await page.getByText(showing, { exact: true }).isVisible()).toBe(true);
        expect(await sidewaysOverflow(page)).toBe(0);
        if (width >= 768) {
          // The last column's header (Actions) is inside the page, so the Owner column before it is too.
          const owner = await page.getByRole("columnheader", { name: strings.submissions.columns.owner }).boundingBox();
          expect(owner!.x + owner!.width).toBeLessThanOrEqual(width);
          const actions = await page.getByRole("columnheader", { name: strings.submissions.columns.actions }).boundingBox();
          expect(actions!.x + actions!.width).toBeLessThanOrEqual(width);
        }

        const addresses = await brokenAddressWords(page);
        expect(addresses.count).toBe(formTypes.length);
        expect(addresses.broken).toEqual([]);
        expect(addresses.styles).toEqual(["normal/none"]);

        const table = await page.locator("table").first().innerText();
        expect(rawCodesIn(table)).toEqual([]);
        for (const formType of formTypes)
          expect(table).toContain(
            strings.submissions.tabs[leadFormNames[formType as keyof typeof leadFormNames].tab.label.split(".").at(-1) as keyof typeof en.submissions.tabs],
          );
        for (const source of leadSources) expect(table).toContain(strings.submissions.sources[source]);
        for (const status of workedStatuses) expect(table).toContain(strings.leadStatuses[status]);
        await close();
      });

      it("shows a lead's View data with every field in words, its address wrapping between its parts, nothing wider than the dialog", async () => {
        const { page, close } = await openPage(browser, { viewport: { width, height: 900 }, javaScriptEnabled: withJavaScript });
        await signInAsLocalAdmin(page, strings, prefix);
        await page.goto(`${prefix}/submissions-manager?q=${viewMarker}&dialog=view&id=${viewedLeadId}`);
        const dialog = page.locator("#submission-data-modal");
        expect(await dialog.isVisible()).toBe(true);
        expect(await sidewaysOverflow(page)).toBe(0);
        expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);

        // The address in the description and among the fields.
        const addresses = await brokenAddressWords(page, "#submission-data-modal");
        expect(addresses.count).toBe(2);
        expect(addresses.broken).toEqual([]);
        expect(addresses.styles).toEqual(["normal/none"]);

        const fields = await dialog.locator("dl").first().innerText();
        for (const column of Object.values(viewedForm.fields)) expect(fields).toContain(strings.leadExport.fields[column]);
        expect(fields).toContain(callTextDisclosures[currentCallTextDisclosure].es);
        // No key or code (firstName, some_college) and no stored date-time.
        expect(fields).not.toMatch(/\b\p{Ll}+(?:\p{Lu}\p{Ll}*)+\b|\b\p{Ll}+_[\p{Ll}_]+\b/u);
        expect(fields).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}/);
        await close();
      });

      it("says there is nothing to show for a search that finds nothing, and the follow-up hint names no date format", async () => {
        const { page, close } = await openPage(browser, { viewport: { width, height: 900 }, javaScriptEnabled: withJavaScript });
        await signInAsLocalAdmin(page, strings, prefix);
        await page.goto(`${prefix}/submissions-manager?q=nothing-matches-${marker}`);
        expect(await page.getByText(strings.submissions.showingNone, { exact: true }).isVisible()).toBe(true);
        expect(await page.locator("main").innerText()).not.toMatch(/–-1|0–/);
        expect(await sidewaysOverflow(page)).toBe(0);

        await page.goto(`${prefix}/submissions-manager?q=${marker}`);
        const view = await page.locator("tbody tr").first().locator("a[href*='dialog=view']").getAttribute("href");
        expect(view).toContain("dialog=view");
        await page.goto(view!);
        const field = page.getByLabel(strings.submissions.followUpLabel, { exact: false });
        expect(await field.getAttribute("type")).toBe("date");
        const hint = await page.getByText(strings.submissions.followUpHint, { exact: true }).textContent();
        expect(hint).not.toMatch(/YYYY|AAAA|MM|DD/);
        await close();
      });
    });
  }

  describe(`the Overview's pipeline (${prefix || "en"})`, () => {
    it("names every source and form in words, at 1280 and 390 px, with nothing wider than the page", async () => {
      for (const width of [1280, 390]) {
        const { page, close } = await openPage(browser, { viewport: { width, height: 900 } });
        await signInAsLocalAdmin(page, strings, prefix);
        const origins = await page.getByRole("table", { name: strings.admin.pipeline.originsCaption }).innerText();
        expect(rawCodesIn(origins)).toEqual([]);
        for (const source of leadSources.filter((source) => source !== "honeypot")) expect(origins).toContain(strings.submissions.sources[source]);
        expect(rawCodesIn(await page.getByRole("table", { name: strings.admin.pipeline.weeksCaption }).innerText())).toEqual([]);
        expect(await sidewaysOverflow(page)).toBe(0);
        await close();
      }
    });
  });
}
