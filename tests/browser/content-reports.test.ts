/**
 * "Report a problem with this screen", in a real browser against `npm start`: a student reports
 * from a lesson screen with JavaScript off (the post comes back to the screen with the thanks) and
 * on (the form sends in place, the thanks takes the focus, the screen stays).
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lessonsInOrder, theCourse } from "~/course/course.server";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { hydrated, launchBrowser, openPage } from "../support/browser";
import { executeSql, insertUserIntoServedDatabase } from "../support/browser-database";
import { securityAnswersSql } from "../support/browser-identity-checks";
import { labelled, signIn } from "../support/browser-sign-in";

const course = theCourse();
const lesson = lessonsInOrder(course)[0]!;
const sql = (text: string) => `'${text.replace(/'/g, "''")}'`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A verified account enrolled from a minute ago for six months, past the identity checks, put straight into the served database. */
async function enrolledStudent() {
  const password = "a-long-own-password";
  const { email } = await insertUserIntoServedDatabase({
    email: `reporter-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
    password,
    firstName: "Rosa",
  });
  const starts = new Date(Date.now() - 60_000).toISOString();
  const ends = new Date(Date.now() + 180 * 24 * 3600_000).toISOString();
  const enrolmentId = crypto.randomUUID();
  await executeSql(
    [
      `INSERT INTO course_enrolments (id, course_id, student_name, student_email, status, starts_at, ends_at, created_by) VALUES (${sql(enrolmentId)}, ${sql(course.id)}, 'Rosa Reporter', ${sql(email)}, 'active', ${sql(starts)}, ${sql(ends)}, 'browser test');`,
      await securityAnswersSql(sql(enrolmentId)),
    ].join("\n"),
  );
  return { email, password };
}

describe("reporting a problem with a lesson screen", () => {
  it("without JavaScript: the post comes back to the screen with the thanks", async () => {
    const student = await enrolledStudent();
    const screen = `/es/course/${lesson.id}/1`;
    const { page, errors, close } = await openPage(browser, { javaScriptEnabled: false });
    await signIn(page, es, student, "/es", screen);
    await page.getByText(es.contentReports.reportScreen).click();
    await page.getByRole("textbox", { name: labelled(es.contentReports.messageLabel) }).fill("Un párrafo repite la misma frase dos veces.");
    await page.getByRole("button", { name: es.contentReports.send }).click();
    await page.waitForURL((url) => url.pathname === screen);
    await expect.poll(() => page.getByRole("status").allTextContents()).toContainEqual(expect.stringContaining(es.contentReports.sentTitle));
    expect(errors).toEqual([]);
    await close();
  });

  it("with JavaScript: sent in place, the thanks takes the focus and the screen stays", async () => {
    const student = await enrolledStudent();
    const screen = `/course/${lesson.id}/1`;
    const { page, errors, close } = await openPage(browser);
    await signIn(page, en, student, "", screen);
    await hydrated(page);
    await page.getByText(en.contentReports.reportScreen).click();
    const message = page.getByRole("textbox", { name: labelled(en.contentReports.messageLabel) });
    // The same schema checks first in the browser: too short is refused before any post.
    await message.fill("Typo");
    await page.getByRole("button", { name: en.contentReports.send }).click();
    await expect.poll(() => page.getByText(en.contentReports.messageTooShort).count()).toBe(1);
    await message.fill("The heading says 'insurence' instead of 'insurance'.");
    await page.getByRole("button", { name: en.contentReports.send }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? "")).toContain(en.contentReports.sentTitle);
    expect(new URL(page.url()).pathname).toBe(screen);
    expect(errors).toEqual([]);
    await close();
  });
});
