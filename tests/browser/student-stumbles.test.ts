/**
 * What only a browser shows of what students stumbled on (docs/decisions/087), on a phone with
 * JavaScript off, in Spanish: the toast that follows signing in sits over the page and closes with
 * its ✕ and no script; a "Next" refused before the screen's minimum reloads the page, which opens at
 * the reason (focused, in view) rather than at its top. The worker's side of the same (every page
 * and action of the route table) is tests/worker/what-students-stumbled-on.test.ts.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lessonsInOrder, theCourse } from "~/course/course.server";
import { es } from "~/locales/es";
import { launchBrowser, mobileViewport, openPage } from "../support/browser";
import { executeSql, insertUserIntoServedDatabase } from "../support/browser-database";
import { securityAnswersSql } from "../support/browser-identity-checks";
import { signIn } from "../support/browser-sign-in";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const sql = (text: string) => `'${text.replace(/'/g, "''")}'`;
const firstLesson = lessonsInOrder(theCourse())[0]!;

/** A Spanish-speaking student enrolled a minute ago, past the identity checks, nothing studied yet. */
async function enrolledStudent() {
  const account = { email: `stumbles-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`, password: "a-long-own-password", firstName: "Lucía" };
  const { email } = await insertUserIntoServedDatabase({ ...account, language: "es" });
  const enrolment = `(SELECT id FROM course_enrolments WHERE student_email = ${sql(email)})`;
  const starts = new Date(Date.now() - 60_000).toISOString();
  const ends = new Date(Date.now() + 180 * 24 * 3600_000).toISOString();
  await executeSql(
    [
      `INSERT INTO course_enrolments (id, course_id, student_name, student_email, status, starts_at, ends_at, created_by) VALUES (${sql(crypto.randomUUID())}, ${sql(theCourse().id)}, 'Lucía Prueba', ${sql(email)}, 'active', ${sql(starts)}, ${sql(ends)}, 'browser test');`,
      await securityAnswersSql(enrolment),
    ].join("\n"),
  );
  return account;
}

describe("on a phone without JavaScript, in Spanish", () => {
  it("a toast over the page closes with its ✕; a refused Next opens the page at its reason", { timeout: 60_000 }, async () => {
    const student = await enrolledStudent();
    const { page, errors, close } = await openPage(browser, { viewport: mobileViewport, javaScriptEnabled: false });
    try {
      const screen = `/es/course/${firstLesson.id}/1`;
      await signIn(page, es, student, "/es", screen);

      // The sign-in's toast, fixed over the foot of the page, and nothing to close it by itself.
      const toast = page.getByRole("status").filter({ hasText: es.auth.loginSuccessTitle });
      expect(await toast.isVisible()).toBe(true);
      const box = (await toast.boundingBox())!;
      const covered = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest("details") !== null, {
        x: box.x + box.width / 2,
        y: box.y + box.height / 2,
      });
      expect(covered).toBe(true);
      await page.locator("details").filter({ has: toast }).getByLabel(es.forms.close, { exact: true }).click();
      expect(await toast.isVisible()).toBe(false);
      const uncovered = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest("details") ?? null, {
        x: box.x + box.width / 2,
        y: box.y + box.height / 2,
      });
      expect(uncovered).toBeNull();

      // "Next" at once: refused, the page loads again, and it opens at why, not at its top.
      await page.getByRole("button", { name: es.course.player.next, exact: true }).click();
      await page.waitForLoadState("load");
      const [before] = es.course.player.stillNeeded.split("{{seconds}}");
      const reason = page.getByRole("alert").filter({ hasText: before!.trim() });
      await reason.waitFor();
      expect(await reason.evaluate((element) => element === document.activeElement)).toBe(true);
      const inView = await reason.evaluate((element) => {
        const { top, bottom } = element.getBoundingClientRect();
        return top >= 0 && bottom <= window.innerHeight;
      });
      expect(inView).toBe(true);
      // The heading is out of view: the page did not simply stay at its top.
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      // The refused post is answered 409, which Chromium reports as a failed load: that one is expected.
      expect(errors.filter((error) => !error.includes("status of 409"))).toEqual([]);
    } finally {
      await close();
    }
  });
});
