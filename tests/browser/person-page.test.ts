/**
 * The person page at a desktop's and a phone's width, in both languages, with JavaScript and
 * without: the page never scrolls sideways, the address wraps only between its parts, every form
 * type, source and status is in words, and "Show older" is a link that works without JavaScript.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadFormNames } from "~/leads/forms/names";
import { leadSources } from "~/leads/forms/sources";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { leadStatuses } from "../../db/schema";
import { leadFactory } from "../factories";
import { launchBrowser, openPage } from "../support/browser";
import { executeSql, insertLeadsIntoServedDatabase } from "../support/browser-database";
import { signInAsLocalAdmin } from "../support/browser-sign-in";

let browser: Browser;
const address = `person${Date.now()}.averyveryverylongfirstname@subdomain.averylongcompanyname-example.com`;
const formTypes = Object.keys(leadFormNames);
const codes = [...formTypes, ...leadSources, ...leadStatuses].filter((code) => /[-_]/.test(code) || code === "honeypot");
let firstLeadId = "";

beforeAll(async () => {
  browser = await launchBrowser();
  // One lead of every form, in every status, the address in every case; then enough notes for a second page.
  const leads = await insertLeadsIntoServedDatabase(
    formTypes.map((formType, index) =>
      leadFactory({
        formType,
        source: leadSources[index % leadSources.length]!,
        status: leadStatuses[index % leadStatuses.length]!,
        email: index % 2 === 0 ? address : address.toUpperCase(),
        firstName: "Ana María",
        lastName: "de la Fuente y Villanueva",
        createdAt: new Date(Date.now() - (index + 1) * 3_600_000).toISOString(),
      }),
    ),
  );
  firstLeadId = leads[0]!.id;
  const notes = Array.from(
    { length: 205 },
    (_, index) =>
      `('${crypto.randomUUID()}', '${firstLeadId}', NULL, 'someone@example.com', 'Note ${index}: a longish note that keeps going to see how it wraps on a phone', '${new Date(Date.now() - index * 60_000).toISOString()}')`,
  );
  await executeSql(`INSERT INTO submission_notes (id, submission_id, author_user_id, author_email, body, created_at) VALUES ${notes.join(", ")};`);
});
afterAll(() => browser?.close());

const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The address's words (between "@", dots and hyphens) split over two lines although they would fit on one. */
function brokenAddressWords(page: Page) {
  return page.evaluate(() => {
    const broken: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>("main [data-email-address]")) {
      const room = element.parentElement!.clientWidth;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? "").matchAll(/[^@.\-]+/g)) {
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
          element.appendChild(probe);
          if (probe.getBoundingClientRect().width <= room) broken.push(match[0]);
          probe.remove();
        }
      }
    }
    return broken;
  });
}

for (const { strings, prefix } of [
  { strings: en, prefix: "" },
  { strings: es, prefix: "/es" },
]) {
  for (const { width, withJavaScript } of [
    { width: 1280, withJavaScript: true },
    { width: 390, withJavaScript: false },
  ]) {
    describe(`the person page at ${width} px (${prefix || "en"}, JavaScript ${withJavaScript ? "on" : "off"})`, () => {
      it("fits the page, wraps the address between its parts, names every code in words, and pages by a link", async () => {
        const { page, close } = await openPage(browser, { viewport: { width, height: 900 }, javaScriptEnabled: withJavaScript });
        await signInAsLocalAdmin(page, strings, prefix);
        await page.goto(`${prefix}/submissions-manager/people/${firstLeadId}`);
        expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Ana María de la Fuente y Villanueva");
        expect(await sidewaysOverflow(page)).toBe(0);
        expect(await brokenAddressWords(page)).toEqual([]);

        const main = await page.getByRole("main").innerText();
        expect(codes.filter((code) => new RegExp(`(?<![\\p{L}\\d_/-])${code}(?![\\p{L}\\d_-])`, "u").test(main))).toEqual([]);
        const leads = await page.getByRole("table", { name: strings.people.leads.caption }).innerText();
        for (const formType of formTypes)
          expect(leads).toContain(
            strings.submissions.tabs[leadFormNames[formType as keyof typeof leadFormNames].tab.label.split(".").at(-1) as keyof typeof en.submissions.tabs],
          );
        expect(await page.locator("[data-timeline] > li").count()).toBe(200);

        await page.getByRole("link", { name: strings.people.timeline.older }).click();
        await page.waitForURL(/before=/);
        // With JavaScript the page is replaced after the URL changes: wait for it.
        await page.getByRole("link", { name: strings.people.timeline.newest }).waitFor({ timeout: 10_000 });
        expect(await page.locator("[data-timeline] > li").count()).toBe(formTypes.length + 205 - 200);
        expect(await sidewaysOverflow(page)).toBe(0);
        await close();
      });
    });
  }
}
