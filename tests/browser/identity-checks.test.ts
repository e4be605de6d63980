/**
 * The identity checks in a real browser (docs/decisions/047), as the people involved live it: a
 * student (in Spanish, without JavaScript) answers the module's check wrongly twice and is told
 * their course is paused; their instructor (in English, with JavaScript) signs in at /admin-login
 * and resumes it; the student answers the new check and studies on.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lessonsInOrder, theCourse } from "~/course/course.server";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { desktopViewport, hydrated, launchBrowser, openPage } from "../support/browser";
import { executeSql, insertUserIntoServedDatabase } from "../support/browser-database";
import { answerIdentityCheck, securityAnswersSql } from "../support/browser-identity-checks";
import { demoInstructor, labelled, signIn, typeSecondStepCode } from "../support/browser-sign-in";

const course = theCourse();
const firstLesson = lessonsInOrder(course)[0]!;
/** The demo instructor the local database is seeded with (scripts/demo-students.mjs), with their authenticator. */
const instructorAccount = demoInstructor();
const sql = (text: string) => `'${text.replace(/'/g, "''")}'`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("identity checks", () => {
  it("a student who fails the check twice is paused; their instructor resumes them; the student answers and studies on", { timeout: 120_000 }, async () => {
    const password = "a-long-own-password";
    const { email } = await insertUserIntoServedDatabase({ email: `identity-${Date.now()}@example.com`, password, firstName: "Inés", language: "es" });
    const enrolmentId = crypto.randomUUID();
    const starts = new Date(Date.now() - 60_000).toISOString();
    const ends = new Date(Date.now() + 180 * 24 * 3600_000).toISOString();
    await executeSql(
      [
        `INSERT INTO course_enrolments (id, course_id, student_name, student_email, status, starts_at, ends_at, created_by, instructor_id) VALUES (${sql(enrolmentId)}, ${sql(course.id)}, 'Inés Test', ${sql(email)}, 'active', ${sql(starts)}, ${sql(ends)}, 'browser test', (SELECT id FROM users WHERE email = ${sql(instructorAccount.email)}));`,
        await securityAnswersSql(sql(enrolmentId), { passModules: false }),
      ].join("\n"),
    );

    const student = await openPage(browser, { viewport: desktopViewport, javaScriptEnabled: false });
    const main = student.page.getByRole("main");
    await signIn(student.page, es, { email, password }, "/es", "/es/course");
    await main.getByRole("button", { name: es.course.start }).click();
    await student.page.waitForURL(/\/es\/course\/identity-check\?/);

    // Wrong once: told so, and asked again; wrong twice: the course is paused and an instructor will call.
    await answerIdentityCheck(student.page, es, "no me acuerdo");
    await main.getByRole("alert").filter({ hasText: es.identityChecks.check.wrongText }).first().waitFor();
    // What was typed is not given back: a wrong answer may be close to the right one.
    expect(await main.getByRole("textbox").inputValue()).toBe("");
    await answerIdentityCheck(student.page, es, "tampoco");
    await main.getByRole("heading", { level: 1, name: es.identityChecks.paused.heading }).waitFor();
    expect(await main.textContent()).toContain(es.identityChecks.paused.contact);

    // The instructor signs in where staff do and resumes the course from the list of paused students.
    const instructor = await openPage(browser, { viewport: desktopViewport });
    const staffMain = instructor.page.getByRole("main");
    await instructor.page.goto(`/admin-login?returnTo=${encodeURIComponent("/course-manager/identity")}`);
    await hydrated(instructor.page);
    await staffMain.getByRole("textbox", { name: en.forms.email }).fill(instructorAccount.email);
    await staffMain.getByLabel(labelled(en.auth.password)).fill(instructorAccount.password);
    await staffMain.getByRole("button", { name: en.auth.adminSubmit }).click();
    // Staff sign in with a second factor (docs/decisions/074): the code the demo instructor's app shows.
    await typeSecondStepCode(instructor.page, en, instructorAccount.email, instructorAccount.totpSecret);
    await instructor.page.waitForURL(/\/course-manager\/identity$/, { timeout: 10_000 });
    await hydrated(instructor.page);
    const row = staffMain.getByRole("listitem").filter({ hasText: email });
    await row.getByRole("button", { name: en.identityChecks.staff.resume }).click();
    await instructor.page.getByText(en.identityChecks.staff.resumedTitle).first().waitFor();
    await staffMain.getByText(en.identityChecks.staff.none).waitFor();
    expect(instructor.errors).toEqual([]);
    await instructor.close();

    // The student is asked afresh, answers rightly, and the module opens.
    await student.page.goto("/es/course");
    await main.getByRole("button", { name: es.course.start }).click();
    await student.page.waitForURL(/\/es\/course\/identity-check\?/);
    await answerIdentityCheck(student.page, es);
    await student.page.waitForURL(new RegExp(`/es/course/${firstLesson.id}/1$`));
    await main.getByRole("heading", { level: 2, name: firstLesson.es.screens[0]!.heading, exact: true }).waitFor();
    expect(student.errors.filter((error) => !/status of (422|303)/.test(error))).toEqual([]);
    await student.close();
  });
});
