/**
 * The course studio's question editor in a real browser against `npm start`, signed in as the local
 * admin (an admin authors without the permission): start a draft, change the question, see the
 * preview, save, and a bad save answered with its messages and the typed text kept; without
 * JavaScript (form posts) and with it (the preview follows the typing).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { splitSources } from "~/studio/units.js";
import { desktopViewport, hydrated, launchBrowser, openPage } from "../support/browser";
import { executeSql } from "../support/browser-database";
import { signInAsLocalAdmin } from "../support/browser-sign-in";

let browser: Browser;
const bank = "questions/m1-insurance-basics";
const units = splitSources({
  [`${bank}.en.yaml`]: readFileSync(path.resolve(`content/course/${bank}.en.yaml`), "utf8"),
  [`${bank}.es.yaml`]: readFileSync(path.resolve(`content/course/${bank}.es.yaml`), "utf8"),
});
const quoted = (text: string | null) => (text === null ? "NULL" : `'${text.replace(/'/g, "''")}'`);

beforeAll(async () => {
  browser = await launchBrowser();
  // Version 1 of two questions, published, as the import of the course's files leaves them (kept if already there).
  const values = ["m1-q010", "m1-q011"].map((id) => {
    const unit = units.find((candidate) => candidate.kind === "question" && candidate.itemId === id)!;
    return `(${quoted(crypto.randomUUID())}, 'question', '${id}', 'm1-insurance-basics', 1, 'published', ${quoted(unit.enText)}, ${quoted(unit.esText)}, 'seed-${id}', 'files', '2026-11-01T00:00:00.000Z')`;
  });
  await executeSql(
    `INSERT OR IGNORE INTO course_content_versions (id, kind, item_id, module_id, version, state, en_text, es_text, hash, origin, published_at) VALUES ${values.join(", ")};`,
  );
});
afterAll(() => browser?.close());

const field = (page: Page, name: string) => page.getByRole("main").locator(`[name="${name}"]`);

async function editQuestion(page: Page, strings: typeof en, prefix: string, id: string, withJavaScript: boolean) {
  const main = page.getByRole("main");
  await page.goto(`${prefix}/studio/questions/${id}`);
  if (withJavaScript) await hydrated(page);
  await main.getByRole("button", { name: strings.studio.startDraft }).click();
  await field(page, "en_question").waitFor();
  if (withJavaScript) await hydrated(page);

  const question = `Edited in the browser ${withJavaScript ? "with" : "without"} JavaScript?`;
  await field(page, "en_question").fill(question);
  if (withJavaScript) {
    // The preview follows the typing before anything is saved.
    await page.locator('[data-preview="en"]').getByText(question).waitFor();
  } else {
    await main.getByRole("button", { name: strings.studio.preview }).click();
    await page.locator('[data-preview="en"]').getByText(question).waitFor();
    expect(await field(page, "en_question").inputValue()).toBe(question);
  }
  await main.getByRole("button", { name: strings.studio.save }).click();
  await page.getByRole("status").filter({ hasText: strings.studio.savedText }).first().waitFor();
  expect(await field(page, "en_question").inputValue()).toBe(question);
  await main.getByText(strings.studio.changesHeading).waitFor();
  expect(await page.locator("[data-diff] [data-line=added]").first().textContent()).toContain(question);

  // A bad save: an empty Spanish question and a repeated choice, the rest kept as typed.
  await field(page, "es_question").fill("");
  const repeated = await field(page, "es_choice0").inputValue();
  await field(page, "es_choice1").fill(repeated);
  await field(page, "en_source").fill("Typed and kept source 4242");
  await main.getByRole("button", { name: strings.studio.save }).click();
  await main.getByRole("alert").filter({ hasText: strings.studio.checkText }).waitFor();
  await main.getByText(strings.studio.fields.required).first().waitFor();
  await main.getByText(strings.studio.fields.choiceRepeated).first().waitFor();
  expect(await field(page, "en_source").inputValue()).toBe("Typed and kept source 4242");
  expect(await field(page, "en_question").inputValue()).toBe(question);
}

describe("editing a question in the studio", () => {
  it("without JavaScript: every step is a form post, the preview a button", async () => {
    const { page, close } = await openPage(browser, { viewport: desktopViewport, javaScriptEnabled: false });
    await signInAsLocalAdmin(page, en, "");
    await editQuestion(page, en, "", "m1-q010", false);
    await close();
  });

  it("with JavaScript, in Spanish: the preview follows the typing", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: desktopViewport });
    await signInAsLocalAdmin(page, es, "/es");
    await editQuestion(page, es, "/es", "m1-q011", true);
    // The refused save answers 422, which the browser logs; nothing else may be logged.
    expect(errors.filter((error) => !error.includes("status of 422"))).toEqual([]);
    await close();
  });
});

describe("every studio page in the browser", () => {
  it("hydrates without an error, in both languages, with figures and reports to show", async () => {
    // A day's item analysis and a student's report, as the scheduled work and the player leave them.
    await executeSql(
      `INSERT OR REPLACE INTO course_item_stats (question_id, version, language, answered, correct, facility, discrimination, choice_counts, flags, computed_at) VALUES ` +
        `('m1-q010', 1, 'en', 40, 38, 0.95, -0.1, '[38,1,1,0]', '["too-easy","negative-discrimination","unused-distractor"]', '2026-11-29T06:00:00.000Z'), ` +
        `('m1-q011', 1, 'es', 40, 10, 0.25, 0.4, '[10,10,10,10]', '["too-hard"]', '2026-11-29T06:00:00.000Z');` +
        `INSERT INTO course_content_reports (id, kind, item_id, version, language, place, message) VALUES ('${crypto.randomUUID()}', 'question', 'm1-q010', 1, 'es', 'quiz', 'La opción B también parece correcta <b>según</b> el artículo');`,
    );
    const { page, errors, close } = await openPage(browser, { viewport: desktopViewport });
    await signInAsLocalAdmin(page, en, "");
    const paths = ["/studio", "/studio/items", "/studio/reports", "/studio/releases", "/studio/questions/m1-q010", "/studio/lessons/m1-01-what-insurance-is"];
    for (const prefix of ["", "/es"]) {
      for (const path of paths) {
        await page.goto(`${prefix}${path}`);
        await hydrated(page);
        const strings = prefix ? es : en;
        expect(await page.getByRole("heading", { name: strings.errors.title }).count(), `${prefix}${path}`).toBe(0);
      }
    }
    await page.goto("/studio/items");
    await hydrated(page);
    await page.locator('[data-item="m1-q010:1:en"]').getByText(en.studioAnalysis.flags["too-easy"]).waitFor();
    expect(errors).toEqual([]);
    await close();
  });
});
