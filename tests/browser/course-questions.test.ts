/**
 * Ask an instructor, in a real browser against `npm start`, as the people involved do it: a student
 * asks from a lesson screen (English, JavaScript on: the screen stays, the question appears under
 * the lesson), the demo instructor signs in at /es/admin-login (Spanish, JavaScript off) and answers
 * from the students' questions, and the student sees the answer under the lesson.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lessonsInOrder, theCourse } from "~/course/course.server";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { hydrated, launchBrowser, openPage } from "../support/browser";
import { executeSql, insertUserIntoServedDatabase } from "../support/browser-database";
import { securityAnswersSql } from "../support/browser-identity-checks";
import { demoInstructor, labelled, signIn, typeSecondStepCode } from "../support/browser-sign-in";

const course = theCourse();
const lesson = lessonsInOrder(course)[0]!;
/** The demo instructor the local database is seeded with (scripts/demo-students.mjs), with their authenticator. */
const instructorAccount = demoInstructor();
const sql = (text: string) => `'${text.replace(/'/g, "''")}'`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A verified account enrolled from a minute ago for six months, put straight into the served database. */
async function enrolledStudent() {
  const password = "a-long-own-password";
  const { email } = await insertUserIntoServedDatabase({
    email: `asker-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
    password,
    firstName: "Inés",
  });
  const starts = new Date(Date.now() - 60_000).toISOString();
  const ends = new Date(Date.now() + 180 * 24 * 3600_000).toISOString();
  const enrolmentId = crypto.randomUUID();
  await executeSql(
    [
      // The demo instructor's learner: an instructor sees only their own learners' questions (decision 045).
      `INSERT INTO course_enrolments (id, course_id, student_name, student_email, status, starts_at, ends_at, created_by, instructor_id) VALUES (${sql(enrolmentId)}, ${sql(course.id)}, 'Inés Asker', ${sql(email)}, 'active', ${sql(starts)}, ${sql(ends)}, 'browser test', (SELECT id FROM users WHERE email = ${sql(instructorAccount.email)}));`,
      // Past the identity checks (their own browser test is identity-checks.test.ts).
      await securityAnswersSql(sql(enrolmentId)),
    ].join("\n"),
  );
  return { email, password };
}

describe("asking an instructor", () => {
  it("a student asks from a lesson, an instructor answers from the staff page, the student reads the answer under the lesson", async () => {
    const student = await enrolledStudent();
    const question = `Does an insurer pool the risk of many people? (${crypto.randomUUID().slice(0, 8)})`;
    const reply = `Sí: muchas personas pagan primas y el asegurador paga las pérdidas de unas pocas. (${crypto.randomUUID().slice(0, 8)})`;
    const screen = `/course/${lesson.id}/1`;

    const asking = await openPage(browser);
    const { page } = asking;
    await signIn(page, en, student, "", screen);
    await hydrated(page);
    const asked = page.getByRole("region", { name: en.courseQuestions.heading });
    await asked.getByRole("textbox", { name: labelled(en.courseQuestions.questionLabel) }).fill(question);
    await asked.getByRole("button", { name: en.courseQuestions.send }).click();
    await expect.poll(() => asked.getByRole("listitem").filter({ hasText: question }).textContent()).toContain(en.courseQuestions.waiting);
    expect(new URL(page.url()).pathname).toBe(screen);
    expect(await asked.getByRole("textbox", { name: labelled(en.courseQuestions.questionLabel) }).inputValue()).toBe("");

    const answering = await openPage(browser, { javaScriptEnabled: false });
    const staff = answering.page;
    await staff.goto(`/es/admin-login?returnTo=${encodeURIComponent("/es/course-manager/questions?show=all")}`);
    const login = staff.getByRole("main");
    await login.getByRole("textbox", { name: es.forms.email }).fill(instructorAccount.email);
    await login.getByLabel(labelled(es.auth.password)).fill(instructorAccount.password);
    await login.getByRole("button", { name: es.auth.adminSubmit }).click();
    // Staff sign in with a second factor (docs/decisions/074): the code the demo instructor's app shows.
    await typeSecondStepCode(staff, es, instructorAccount.email, instructorAccount.totpSecret);
    await staff.waitForURL((url) => url.pathname === "/es/course-manager/questions", { timeout: 10_000 });
    const open = staff.getByRole("article").filter({ hasText: question });
    await expect.poll(() => open.count()).toBe(1);
    expect(await open.textContent()).toContain(`${lesson.es.title}, pantalla 1`);
    await open.getByRole("textbox", { name: labelled(es.courseQuestions.answerLabel) }).fill(reply);
    await open.getByRole("button", { name: es.courseQuestions.sendAnswer }).click();
    await staff.waitForURL((url) => url.pathname === "/es/course-manager/questions", { timeout: 10_000 });
    const answered = staff.getByRole("region", { name: es.courseQuestions.answeredHeading });
    await expect.poll(() => answered.textContent()).toContain(reply);

    await page.reload();
    await hydrated(page);
    const mine = page.getByRole("region", { name: en.courseQuestions.heading }).getByRole("listitem").filter({ hasText: question });
    expect(await mine.textContent()).toContain(reply);
    expect(await mine.textContent()).not.toContain(en.courseQuestions.waiting);

    expect(asking.errors).toEqual([]);
    expect(answering.errors).toEqual([]);
    await asking.close();
    await answering.close();
  });
});
