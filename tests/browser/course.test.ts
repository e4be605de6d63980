/**
 * The course in a real browser against `npm start`, as a person takes it (issue 24), once in
 * English with JavaScript and once in Spanish without:
 * the free preview lesson signed out → register → the mailbox's link → an admin enrols the address
 * (typed in the course manager, or "Enrol this applicant" from an accepted licence application) →
 * the enrolment e-mail in the person's language → the course and the account's course card →
 * a screen: "Next" refused before its minimum, accepted once the seconds have passed → the lesson
 * quiz with its feedback → a module exam with the unassisted acknowledgement and the timer → the
 * result by topic and the review. Then the seeded graduate's certificate and its verification page
 * (a genuine code, an unknown one), and axe on the course pages in both languages.
 *
 * Seat minimums are real seconds on the server's clock (docs/decisions/041). One screen is waited
 * out whole on the seat clock in the browser (its own student, in the background while the other
 * tests run, so the file waits only once); in the journeys, all but the last seconds of a screen's
 * minimum are put in place in the served database, and those seconds really pass before "Next".
 */
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newYorkToday } from "~/platform/time/new-york-time";
import { courseAcknowledgementTexts, currentUnassistedAcknowledgement } from "~/course/acknowledgements";
import { findModule, findQuestion, lessonsInOrder, previewLesson, theCourse } from "~/course/course.server";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { leadFactory } from "../factories";
import { seriousAccessibilityFindings } from "../support/axe";
import { baseURL, desktopViewport, hydrated, launchBrowser, openPage, type OpenedPage } from "../support/browser";
import { executeSql, insertLeadsIntoServedDatabase, insertUserIntoServedDatabase } from "../support/browser-database";
import { followNewestMailLink } from "../support/browser-mailbox";
import { labelled, register, signIn, signInAsLocalAdmin } from "../support/browser-sign-in";
import { answerIdentityCheck, chooseSecurityQuestions, securityAnswersSql } from "../support/browser-identity-checks";

type Strings = typeof en;

/**
 * The served database has two writers: the server, and this file's SQL (wrangler d1 execute on the
 * same SQLite file). A request that meets one of the file's writes fails with SQLITE_BUSY (a 500),
 * so the file's writes take turns with the background screen's steps (its sign-in and posts), and
 * each test writes only while its own pages are still. Only the background screen's seat-clock ticks
 * (every 30 s) may still meet a write: the next tick then credits the time.
 */
let lastTurn: Promise<unknown> = Promise.resolve();
const waitingScreen = { isWaiting: false, writesMeanwhile: 0 };
function inTurn<T>(task: () => Promise<T>): Promise<T> {
  const result = lastTurn.then(task);
  lastTurn = result.catch(() => {});
  return result;
}
/** Writes to the served database in turn (`write` runs `statements` wrangler d1 executes). */
function writeInTurn<T>(write: () => Promise<T>, statements = 1): Promise<T> {
  return inTurn(() => {
    if (waitingScreen.isWaiting) waitingScreen.writesMeanwhile += statements;
    return write();
  });
}

const course = theCourse();
const firstLesson = lessonsInOrder(course)[0]!;
/** The first screen's minimum seat time, as the build computed it from the screen's words. */
const firstScreenMinimum = firstLesson.minimumSeconds[0]!;
const screensInCourse = lessonsInOrder(course).reduce((sum, lesson) => sum + lesson.en.screens.length, 0);
const firstModule = course.modules[0]!;
const demoGraduate = { email: "graduate@example.com", password: "local-graduate-password", name: "Luis Demo", certificate: "FFA-DEMQ-2026-0001" };

// The screen waited out whole (waitOutTheFirstScreen) starts first and runs in the background, two
// minutes of real waiting; the other tests run one after another meanwhile, and the last one checks it.
let browser: Browser;
let waitedOutScreen: Promise<WaitedOutScreen>;
beforeAll(async () => {
  browser = await launchBrowser();
  const student = await writeInTurn(() => enrolledStudent("seat-clock", "Ottilie"), 2);
  waitedOutScreen = waitOutTheFirstScreen(student);
  // Awaited by the last test; until then its failure must not count as unhandled.
  waitedOutScreen.catch(() => {});
});
afterAll(() => browser?.close());

const prefixOf = (strings: Strings) => (strings === es ? "/es" : "");
const languageOf = (strings: Strings) => (strings === es ? "es" : "en");

function uniqueEmail(label: string) {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A translation with its {{placeholders}} filled in, as the page shows it. */
function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

/** A translation as a pattern: each {{placeholder}} matches anything (captured, in order). */
function shape(template: string): RegExp {
  return new RegExp(
    template
      .split(/\{\{\w+\}\}/)
      .map(escapeRegExp)
      .join("(.+?)"),
  );
}

/** Each journey once: in English with JavaScript, in Spanish without. */
const bothWays = [
  { strings: en, isJavaScriptOn: true },
  { strings: es, isJavaScriptOn: false },
] as const;

/** Chromium reports a page or fetch answered with one of these statuses as a console error; the test caused each on purpose. */
function unexpectedErrors(errors: string[], statuses: number[] = []): string[] {
  return errors.filter((error) => !statuses.some((status) => error.includes(`status of ${status}`)));
}

const sql = (text: string) => `'${text.replace(/'/g, "''")}'`;
const enrolmentOf = (email: string) => `(SELECT id FROM course_enrolments WHERE student_email = ${sql(email)} AND status <> 'ended')`;

/** SQL: the first lesson's first screen already credited `seconds`, not yet its minimum (the rest must really pass on the server's clock). */
function firstScreenCreditedSql(email: string, seconds: number): string {
  return `INSERT INTO course_screen_time (enrolment_id, lesson_id, screen, seconds, updated_at) VALUES (${enrolmentOf(email)}, ${sql(firstLesson.id)}, 0, ${seconds}, ${sql(new Date().toISOString())});`;
}

/** SQL: the first lesson's screens from `fromScreen` on studied for their minimum, as if the time had been spent. */
function lessonStudiedSql(email: string, fromScreen = 0): string {
  const now = sql(new Date().toISOString());
  const rows = firstLesson.en.screens
    .slice(fromScreen)
    .map(
      (_, index) =>
        `(${enrolmentOf(email)}, ${sql(firstLesson.id)}, ${fromScreen + index}, ${firstLesson.minimumSeconds[fromScreen + index]! + 5}, ${now}, ${now})`,
    );
  return `INSERT OR REPLACE INTO course_screen_time (enrolment_id, lesson_id, screen, seconds, completed_at, updated_at) VALUES ${rows.join(", ")};`;
}

/**
 * SQL: every screen of the first module's lessons after the first studied for its minimum, as if the
 * time had been spent: with the first lesson, what opens the module's exam (decision 090).
 */
function restOfFirstModuleStudiedSql(email: string): string {
  const now = sql(new Date().toISOString());
  const rows = lessonsInOrder(course)
    .filter((lesson) => lesson.module === firstModule.id && lesson.id !== firstLesson.id)
    .flatMap((lesson) =>
      lesson.en.screens.map((_, screen) => `(${enrolmentOf(email)}, ${sql(lesson.id)}, ${screen}, ${lesson.minimumSeconds[screen]! + 5}, ${now}, ${now})`),
    );
  return `INSERT OR REPLACE INTO course_screen_time (enrolment_id, lesson_id, screen, seconds, completed_at, updated_at) VALUES ${rows.join(", ")};`;
}

/** A verified account enrolled from a minute ago for six months (and, if asked, with the first lesson or the whole first module studied), put straight into the served database. */
async function enrolledStudent(label: string, firstName: string, { hasStudiedFirstLesson = false, hasStudiedFirstModule = false } = {}) {
  const password = "a-long-own-password";
  const { email } = await insertUserIntoServedDatabase({ email: uniqueEmail(label), password, firstName });
  const starts = new Date(Date.now() - 60_000).toISOString();
  const ends = new Date(Date.now() + 180 * 24 * 3600_000).toISOString();
  const enrolment = `INSERT INTO course_enrolments (id, course_id, student_name, student_email, status, starts_at, ends_at, created_by) VALUES (${sql(crypto.randomUUID())}, ${sql(course.id)}, ${sql(`${firstName} Test`)}, ${sql(email)}, 'active', ${sql(starts)}, ${sql(ends)}, 'browser test');`;
  // Past the identity checks of every module (tests/browser/identity-checks.test.ts takes them).
  const identity = await securityAnswersSql(enrolmentOf(email));
  const studied = hasStudiedFirstModule
    ? `\n${lessonStudiedSql(email)}\n${restOfFirstModuleStudiedSql(email)}`
    : hasStudiedFirstLesson
      ? `\n${lessonStudiedSql(email)}`
      : "";
  await executeSql(`${enrolment}\n${identity}${studied}`);
  return { email, password };
}

/** Waits for the page to be ready for a person: hydrated with JavaScript, loaded without. */
async function ready(page: Page, isJavaScriptOn: boolean) {
  if (isJavaScriptOn) await hydrated(page);
}

async function textOf(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? "").replace(/\s+/g, " ").trim();
}

/** The seat clock's line ("Spend at least 2 min … Time counted so far: 0 min 7 s." or "You have spent the time …"). */
function seatClock(page: Page, strings: Strings): Locator {
  return page
    .getByRole("main")
    .locator("p")
    .filter({ hasText: new RegExp(`${escapeRegExp(strings.course.player.minimumMet)}|${shape(strings.course.player.minimum).source}`) });
}

/** Seconds the seat clock shows as counted ("0 min 7 s" → 7). */
async function countedSeconds(page: Page, strings: Strings): Promise<number> {
  const match = shape(strings.course.player.minimum).exec(await textOf(seatClock(page, strings)));
  const time = /(\d+) min (\d+) s/.exec(match?.[2] ?? "");
  if (!time) throw new Error(`no counted time on the seat clock: ${await textOf(seatClock(page, strings))}`);
  return Number(time[1]) * 60 + Number(time[2]);
}

/** "Study time recorded: 2 min 5 s" on the course page, in seconds. */
async function recordedStudySeconds(page: Page, strings: Strings): Promise<number> {
  const line = await textOf(page.getByRole("main").getByText(shape(strings.course.studyTime)));
  const time = /(\d+) min (\d+) s/.exec(line);
  if (!time) throw new Error(`no study time on the course page: ${line}`);
  return Number(time[1]) * 60 + Number(time[2]);
}

/** The refusal "Next" gets before a screen's minimum, and the seconds it says are still needed. */
async function refusedNext(page: Page, strings: Strings): Promise<number> {
  const alert = page
    .getByRole("main")
    .getByRole("alert")
    .filter({ hasText: shape(strings.course.player.stillNeeded) });
  await alert.waitFor();
  return Number(shape(strings.course.player.stillNeeded).exec(await textOf(alert))?.[1]);
}

/** The newest course-enrolment e-mail to `email` on /dev/mailbox (queued with the enrolment; polled until it is listed). */
async function openEnrolmentEmail(page: Page, email: string): Promise<Locator> {
  const message = () =>
    page
      .getByRole("main")
      .locator("article")
      .filter({ has: page.locator("dd", { hasText: new RegExp(`^\\s*${escapeRegExp(email)}\\s*$`) }) })
      .filter({ has: page.locator("dd", { hasText: /^\s*course-enrolment\s*$/ }) });
  await expect
    .poll(
      async () => {
        await page.goto("/dev/mailbox");
        return message().count();
      },
      { timeout: 15_000, interval: 500 },
    )
    .toBe(1);
  return message().first();
}

/** The question form showing question `number` of `total` (after a client-side navigation the URL changes a moment before the page). */
async function questionShown(page: Page, strings: Strings, number: number, total: number): Promise<Locator> {
  const legend = page
    .getByRole("main")
    .locator("legend")
    .filter({ hasText: fill(strings.course.quiz.questionOf, { question: number, total }) });
  await legend.waitFor();
  return legend;
}

/** The question on screen, read from the form's hidden field and checked against the words shown. */
async function shownQuestion(page: Page, strings: Strings, legend: Locator) {
  const id = await page.getByRole("main").locator('input[name="questionId"]').inputValue();
  const question = findQuestion(id);
  if (!question) throw new Error(`the page shows an unknown question ${id}`);
  expect(await textOf(legend)).toContain(question[languageOf(strings)].question);
  return question;
}

/** The lesson quiz, answered one question at a time: every answer right but the one at `wrongAt` (0-based). */
async function takeQuiz(page: Page, strings: Strings, isJavaScriptOn: boolean, wrongAt: number) {
  const language = languageOf(strings);
  const main = page.getByRole("main");
  const total = firstLesson.quiz.length;
  for (let index = 0; index < total; index += 1) {
    await ready(page, isJavaScriptOn);
    const question = await shownQuestion(page, strings, await questionShown(page, strings, index + 1, total));
    expect(firstLesson.quiz).toContain(question.id);
    const isWrong = index === wrongAt;
    const choice = isWrong ? (question.answer + 1) % question[language].choices.length : question.answer;
    await main.getByRole("radio", { name: question[language].choices[choice]!, exact: true }).check();
    await main.getByRole("button", { name: strings.course.quiz.check }).click();

    // Instant feedback: right or not, the correct choice when it was not, and the explanation.
    const feedback = main.locator("section[aria-live=polite]").filter({ hasText: question[language].question });
    await feedback.waitFor();
    expect(new URL(page.url()).searchParams.get("answered")).toBe(question.id);
    const text = await textOf(feedback);
    expect(text).toContain(isWrong ? strings.course.quiz.incorrect : strings.course.quiz.correct);
    expect(text).toContain(fill(strings.course.quiz.yourAnswer, { answer: question[language].choices[choice]! }));
    if (isWrong) expect(text).toContain(fill(strings.course.quiz.theAnswer, { answer: question[language].choices[question.answer]! }));
    else expect(text).not.toContain(fill(strings.course.quiz.theAnswer, { answer: "" }));
    expect(text).toContain(question[language].explanation.replace(/\s+/g, " ").trim());
  }
  await page
    .getByRole("main")
    .getByText(fill(strings.course.quiz.result, { correct: total - 1, total }))
    .waitFor();
}

/** What the screen waited out whole showed and recorded (asserted by the file's last test). */
type WaitedOutScreen = {
  minimumMinutesShown: string | undefined;
  countedAtFirst: number;
  countedSecondsLater: number;
  stillNeededWhenRefused: number;
  pathWhenRefused: string;
  msUntilMet: number;
  pathAfterNext: string;
  secondsUntilOn: number;
  recordedStudySeconds: number;
  heartbeats: { ok: number; failed: number; other: number };
  /** The other tests' writes to the served database while the screen's clock ticked alone. */
  writesMeanwhile: number;
  errors: string[];
};

/** Reads until `isDone` holds of the value, or the time is up (a plain loop: the background screen runs outside any test, where expect.poll cannot). */
async function waitUntil<T>(read: () => Promise<T>, isDone: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (isDone(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * JavaScript on, English: a student starts the course and stays on the first screen until its seat
 * clock says the minimum is met, with one early "Next" on the way; then "Next" and the course page.
 * Runs in the background from the file's start (two minutes of real waiting) while the other tests run.
 */
async function waitOutTheFirstScreen(student: { email: string; password: string }): Promise<WaitedOutScreen> {
  const { page, errors, close } = await openPage(browser, { viewport: desktopViewport });
  const heartbeats = { ok: 0, failed: 0, other: 0 };
  page.on("response", (response) => {
    if (new URL(response.url()).pathname !== "/course/heartbeat") return;
    if (response.status() === 200) heartbeats.ok += 1;
    else if (response.status() === 500) heartbeats.failed += 1;
    else heartbeats.other += 1;
  });
  try {
    const started = await inTurn(async () => {
      await signIn(page, en, student, "", "/course");
      await hydrated(page);
      await page.getByRole("button", { name: en.course.start }).click();
      // The "Start" post starts the clock on the first screen.
      const startedAt = Date.now();
      await page.waitForURL(new RegExp(`/course/${firstLesson.id}/1$`));
      await hydrated(page);
      await page.getByRole("heading", { level: 2, name: firstLesson.en.screens[0]!.heading }).waitFor();
      const minimumMinutesShown = shape(en.course.player.minimum).exec(await textOf(seatClock(page, en)))?.[1];
      const countedAtFirst = await countedSeconds(page, en);
      const countedSecondsLater = await waitUntil(
        () => countedSeconds(page, en),
        (seconds) => seconds >= countedAtFirst + 3,
        10_000,
      );

      await page.getByRole("button", { name: en.course.player.next }).click();
      const stillNeededWhenRefused = await refusedNext(page, en);
      return { startedAt, minimumMinutesShown, countedAtFirst, countedSecondsLater, stillNeededWhenRefused, pathWhenRefused: new URL(page.url()).pathname };
    });

    waitingScreen.isWaiting = true;
    await seatClock(page, en)
      .filter({ hasText: en.course.player.minimumMet })
      .waitFor({ timeout: (firstScreenMinimum + 60) * 1000 });
    const msUntilMet = Date.now() - started.startedAt;
    return await inTurn(async () => {
      waitingScreen.isWaiting = false;
      await page.getByRole("button", { name: en.course.player.next }).click();
      await page.getByRole("heading", { level: 2, name: firstLesson.en.screens[1]!.heading, exact: true }).waitFor();
      const pathAfterNext = new URL(page.url()).pathname;
      const secondsUntilOn = (Date.now() - started.startedAt) / 1000;

      await page.goto("/course");
      await hydrated(page);
      await page.getByText(fill(en.course.progress, { done: 1, total: screensInCourse })).waitFor();
      return {
        ...started,
        msUntilMet,
        pathAfterNext,
        secondsUntilOn,
        recordedStudySeconds: await recordedStudySeconds(page, en),
        heartbeats,
        writesMeanwhile: waitingScreen.writesMeanwhile,
        errors,
      };
    });
  } finally {
    waitingScreen.isWaiting = false;
    await close();
  }
}

describe("the course as a person takes it", () => {
  describe("from the free preview to a module exam", () => {
    // The local admin who enrols each person, signed in once for both journeys.
    let admin: OpenedPage;
    beforeAll(async () => {
      admin = await openPage(browser, { viewport: desktopViewport });
      await signInAsLocalAdmin(admin.page, en);
    });
    afterAll(() => admin?.close());

    for (const { strings, isJavaScriptOn } of bothWays) {
      const language = languageOf(strings);
      const prefix = prefixOf(strings);
      const fromApplication = strings === es;

      it(`JavaScript ${isJavaScriptOn ? "on" : "off"}, ${strings === es ? "Spanish" : "English"}: preview → register → confirm → ${fromApplication ? "'Enrol this applicant' from the accepted licence application" : "enrolled by address in the course manager"} → the e-mail → study (Next refused, then on) → quiz → module exam → result by topic, no answers`, async () => {
        const person = {
          firstName: strings === es ? "Consuelo" : "Beatrix",
          lastName: "Arriaga",
          email: uniqueEmail(`course-${language}`),
          password: "a-long-own-password",
        };
        // The person's licence application, already accepted (put in place before any of this test's pages).
        const [application] = fromApplication
          ? await writeInTurn(() =>
              insertLeadsIntoServedDatabase([
                leadFactory({
                  formType: "license-application",
                  email: person.email,
                  firstName: person.firstName,
                  lastName: person.lastName,
                  language,
                  status: "accepted",
                  createdAt: new Date().toISOString(),
                }),
              ]),
            )
          : [];
        const student = await openPage(browser, { viewport: desktopViewport, javaScriptEnabled: isJavaScriptOn });
        const { page } = student;
        const main = page.getByRole("main");
        const preview = previewLesson(course);

        // Signed out, the course page offers the free preview lesson.
        await page.goto(`${prefix}/course`);
        await ready(page, isJavaScriptOn);
        await main.getByRole("heading", { level: 2, name: strings.course.access.signedOutTitle }).waitFor();
        await main.getByRole("link", { name: strings.course.access.previewLink }).click();
        await page.waitForURL(new RegExp(`${prefix}/course/${preview.id}/1$`));

        // /course/preview is the same lesson, readable by anyone, with no seat clock, inviting them to register.
        await page.goto(`${prefix}/course/preview`);
        await page.waitForURL(new RegExp(`${prefix}/course/${preview.id}/1$`));
        await ready(page, isJavaScriptOn);
        await page.getByRole("heading", { level: 1, name: preview[language].title }).waitFor();
        await main.getByRole("heading", { level: 2, name: preview[language].screens[0]!.heading, exact: true }).waitFor();
        expect(await textOf(main)).toContain(strings.course.player.previewBanner);
        expect(await seatClock(page, strings).count()).toBe(0);
        await main.getByRole("link", { name: strings.course.player.next, exact: true }).click();
        await page.waitForURL(new RegExp(`${prefix}/course/${preview.id}/2$`));
        await main.getByRole("heading", { level: 2, name: preview[language].screens[1]!.heading, exact: true }).waitFor();
        await page.goto(`${prefix}/course/${preview.id}/${preview.en.screens.length}`);
        await ready(page, isJavaScriptOn);
        expect(await main.getByRole("link", { name: strings.course.player.next, exact: true }).count()).toBe(0);
        await main.getByRole("navigation").getByRole("link", { name: strings.course.access.register }).click();
        await page.waitForURL(new RegExp(`${prefix}/auth\\?returnTo=`));

        // Register; the local mailbox's link confirms the address and signs in.
        await page.goto(`${prefix}/auth?tab=register`);
        await ready(page, isJavaScriptOn);
        await register(page, strings, person);
        // With JavaScript the card says to open the e-mail and stays; its link leads to the login (decision 087).
        if (isJavaScriptOn) await main.getByRole("status").getByRole("link", { name: strings.auth.userLogin }).click();
        await page.waitForURL(new RegExp(`${prefix}/auth\\?returnTo=`), { timeout: 10_000 });
        await followNewestMailLink(page, person.email, "verify-email", `${prefix}/verify-email/`);
        await ready(page, isJavaScriptOn);
        await main.getByLabel(labelled(strings.auth.password)).fill(person.password);
        await page.getByRole("button", { name: strings.account.verifySubmit }).click();
        await page.waitForURL(new RegExp(`${prefix}/account$`));

        // Confirmed but not enrolled: the course page says so.
        await page.goto(`${prefix}/course`);
        await ready(page, isJavaScriptOn);
        await main.getByRole("heading", { level: 2, name: strings.course.access.notEnrolledTitle }).waitFor();
        expect(await main.getByRole("link", { name: strings.course.access.apply }).getAttribute("href")).toBe(`${prefix}/license-application`);

        // An admin enrols the address (with JavaScript, in the same language).
        const adminMain = admin.page.getByRole("main");
        if (fromApplication) {
          await admin.page.goto(`${prefix}/submissions-manager?dialog=view&id=${application!.id}`);
          await hydrated(admin.page);
          await admin.page.getByRole("dialog").getByRole("link", { name: strings.submissions.enrolInCourse }).click();
          await admin.page.waitForURL((url) => url.pathname === `${prefix}/course-manager` && url.searchParams.get("submission") === application!.id);
          await hydrated(admin.page);
          await adminMain
            .getByText(fill(strings.courseAdmin.enrolFromApplication, { name: `${person.firstName} ${person.lastName}`, email: person.email }))
            .waitFor();
          expect(await adminMain.getByLabel(strings.courseAdmin.email).inputValue()).toBe(person.email);
          expect(await adminMain.getByLabel(strings.courseAdmin.name).inputValue()).toBe(`${person.firstName} ${person.lastName}`);
          expect(await adminMain.getByLabel(strings.courseAdmin.language).inputValue()).toBe(language);
        } else {
          await admin.page.goto(`${prefix}/course-manager`);
          await hydrated(admin.page);
          await adminMain.getByLabel(strings.courseAdmin.email).fill(person.email);
          await adminMain.getByLabel(strings.courseAdmin.name).fill(`${person.firstName} ${person.lastName}`);
          await adminMain.getByLabel(strings.courseAdmin.firstName).fill(person.firstName);
          await adminMain.getByLabel(strings.courseAdmin.language).selectOption(language);
        }
        // The enrolment starts today in Florida (the organisation's day), ending six months later unless set.
        expect(await adminMain.getByLabel(strings.courseAdmin.startsOn).inputValue()).toBe(newYorkToday());
        await adminMain.getByRole("button", { name: strings.courseAdmin.enrol }).click();
        await admin.page
          .getByRole("status")
          .filter({ hasText: fill(strings.courseAdmin.enrolledText, { email: person.email }) })
          .first()
          .waitFor();
        const row = adminMain.getByRole("listitem").filter({ hasText: person.email });
        expect(await textOf(row)).toContain(strings.courseAdmin.statuses.active);
        expect(unexpectedErrors(admin.errors)).toEqual([]);

        // The enrolment e-mail, in the person's language, links to the course.
        const email = await openEnrolmentEmail(page, person.email);
        expect(await textOf(email.getByRole("heading", { level: 2 }))).toBe(strings.emails.courseEnrolmentSubject);
        expect(await textOf(email.locator("dd").nth(2))).toBe(language);
        const mailText = await textOf(email.locator("pre"));
        expect(mailText).toContain(fill(strings.emails.greeting, { name: person.firstName }));
        expect(mailText).toContain(strings.emails.courseEnrolmentIntro.split("{{start}}")[0]!.trim());
        expect(mailText).toContain(strings.emails.courseEnrolmentAccount);
        const courseLink = email.locator(`pre a[href$="${prefix}/course"]`);
        expect(await courseLink.getAttribute("href")).toBe(`${baseURL()}${prefix}/course`);
        await courseLink.click();
        await page.waitForURL(new RegExp(`${prefix}/course$`));
        await ready(page, isJavaScriptOn);

        // Before the first lesson: the three security questions (docs/decisions/047).
        await chooseSecurityQuestions(page, strings);
        await ready(page, isJavaScriptOn);

        // The course is open: how long for, the progress, and where to start.
        await main.getByRole("heading", { level: 2, name: shape(strings.course.access.open) }).waitFor();
        expect(await textOf(main)).toContain(fill(strings.course.progress, { done: 0, total: screensInCourse }));
        expect(await textOf(main)).toContain(course.title[language]);

        // … and the account area has the course at the top.
        await page.goto(`${prefix}/account`);
        await ready(page, isJavaScriptOn);
        const card = main.getByRole("region", { name: strings.course.heading });
        expect(await textOf(card)).toContain(fill(strings.course.progress, { done: 0, total: screensInCourse }));
        await card.getByRole("link", { name: strings.course.continue }).click();
        await page.waitForURL(new RegExp(`${prefix}/course$`));
        await ready(page, isJavaScriptOn);

        // All but 30 s of the first screen's minimum put in place (and the lesson's other screens, as if studied, for its quiz).
        const unstudiedSeconds = 30;
        await writeInTurn(() =>
          executeSql(`${firstScreenCreditedSql(person.email, firstScreenMinimum - unstudiedSeconds)}\n${lessonStudiedSql(person.email, 1)}`),
        );

        // Start: the module's identity check, then the first screen, with its seat clock.
        await main.getByRole("button", { name: strings.course.start }).click();
        await page.waitForURL(new RegExp(`${prefix}/course/identity-check\\?`));
        await ready(page, isJavaScriptOn);
        await answerIdentityCheck(page, strings);
        await page.waitForURL(new RegExp(`${prefix}/course/${firstLesson.id}/1$`));
        await ready(page, isJavaScriptOn);
        await main.getByRole("heading", { level: 2, name: firstLesson[language].screens[0]!.heading, exact: true }).waitFor();
        expect(shape(strings.course.player.minimum).exec(await textOf(seatClock(page, strings)))?.[1]).toBe(String(Math.ceil(firstScreenMinimum / 60)));

        // Skipping ahead by address leads back to this screen, and so does the lesson's quiz.
        for (const ahead of [`${prefix}/course/${firstLesson.id}/3`, `${prefix}/course/${firstLesson.id}/quiz`]) {
          await page.goto(ahead);
          expect(new URL(page.url()).pathname).toBe(`${prefix}/course/${firstLesson.id}/1`);
          await ready(page, isJavaScriptOn);
          await page.getByRole("alert").filter({ hasText: strings.course.player.notYetOpen }).first().waitFor();
        }

        // Next before the minimum: refused, with the seconds still needed; the screen stays.
        await main.getByRole("button", { name: strings.course.player.next }).click();
        const stillNeeded = await refusedNext(page, strings);
        expect(stillNeeded).toBeGreaterThan(0);
        expect(stillNeeded).toBeLessThanOrEqual(unstudiedSeconds);
        await main.getByRole("heading", { level: 2, name: firstLesson[language].screens[0]!.heading, exact: true }).waitFor();

        // Once those seconds have really passed, Next goes on.
        await page.waitForTimeout((stillNeeded + 1) * 1000);
        await main.getByRole("button", { name: strings.course.player.next }).click();
        await page.waitForURL(new RegExp(`${prefix}/course/${firstLesson.id}/2$`));
        await ready(page, isJavaScriptOn);
        await main.getByRole("heading", { level: 2, name: firstLesson[language].screens[1]!.heading, exact: true }).waitFor();

        // The lesson done, the course page offers its quiz.
        await page.goto(`${prefix}/course`);
        await ready(page, isJavaScriptOn);
        const lessonRow = main
          .getByRole("listitem")
          .getByRole("listitem")
          .filter({ has: page.getByRole("link", { name: firstLesson[language].title, exact: true }) });
        expect(await textOf(lessonRow)).toContain(strings.course.lessonDone);
        await lessonRow.getByRole("link", { name: strings.course.player.toQuiz }).click();
        await page.waitForURL(new RegExp(`${prefix}/course/${firstLesson.id}/quiz$`));
        await main.getByRole("heading", { level: 1, name: fill(strings.course.quiz.heading, { lesson: firstLesson[language].title }) }).waitFor();
        await takeQuiz(page, strings, isJavaScriptOn, 1);

        // The module's other lessons, as if studied (their screens are the same player's): its exam opens
        // once every lesson of the module is (decision 090).
        await writeInTurn(() => executeSql(restOfFirstModuleStudiedSql(person.email)));

        // The module exam: the unassisted acknowledgement first, then the timed questions.
        await page.goto(`${prefix}/course`);
        await ready(page, isJavaScriptOn);
        await main.getByRole("link", { name: fill(strings.course.exams.module, { module: firstModule.title[language] }) }).click();
        await page.waitForURL(new RegExp(`${prefix}/course/identity-check\\?`));
        await ready(page, isJavaScriptOn);
        await answerIdentityCheck(page, strings);
        await page.waitForURL(new RegExp(`${prefix}/course/exams/module/${firstModule.id}$`));
        await ready(page, isJavaScriptOn);
        await main.getByRole("heading", { level: 2, name: strings.course.exams.acknowledgementHeading }).waitFor();
        expect(await textOf(main)).toContain(courseAcknowledgementTexts[currentUnassistedAcknowledgement][language]);
        await main.getByRole("checkbox", { name: strings.course.exams.acknowledgementAgree }).check();
        await main.getByRole("button", { name: strings.course.exams.start }).click();
        await page.waitForURL(new RegExp(`${prefix}/course/exams/module/${firstModule.id}\\?q=1$`));
        await ready(page, isJavaScriptOn);
        const { questions, minutes } = course.exams.moduleExam;
        expect(await textOf(main)).toContain(fill(strings.course.exams.timeLeft, { minutes }));
        expect(await textOf(main)).toContain(fill(strings.course.exams.answered, { answered: 0, total: questions }));

        // The first answer right, the second wrong; each saved as the student goes.
        const right = await shownQuestion(page, strings, await questionShown(page, strings, 1, questions));
        await main.getByRole("radio", { name: right[language].choices[right.answer]!, exact: true }).check();
        await main.getByRole("button", { name: strings.course.exams.saveAndNext }).click();
        const wrong = await shownQuestion(page, strings, await questionShown(page, strings, 2, questions));
        expect(new URL(page.url()).searchParams.get("q")).toBe("2");
        expect(wrong.id).not.toBe(right.id);
        expect(wrong.module).toBe(firstModule.id);
        const wrongChoice = (wrong.answer + 1) % wrong[language].choices.length;
        // Enter on a question past the first saves and goes on, as "Save and next" does (the form's
        // first submit button is the one Enter presses; "Previous question" is not it).
        await main.getByRole("radio", { name: wrong[language].choices[wrongChoice]!, exact: true }).check();
        await main.getByRole("radio", { name: wrong[language].choices[wrongChoice]!, exact: true }).press("Enter");
        await questionShown(page, strings, 3, questions);
        expect(await textOf(main)).toContain(fill(strings.course.exams.answered, { answered: 2, total: questions }));

        // A reload loses nothing: the first question still holds its answer.
        await page.goto(`${prefix}/course/exams/module/${firstModule.id}?q=1`);
        await ready(page, isJavaScriptOn);
        await questionShown(page, strings, 1, questions);
        expect(await main.getByRole("radio", { name: right[language].choices[right.answer]!, exact: true }).isChecked()).toBe(true);

        // "Submit the exam" with 2 of the questions answered asks first (docs/decisions/084): with
        // JavaScript a modal dialog with its question focused, without it the server's; "Back to the
        // exam" leaves the exam as it was.
        const submitAsk = fill(strings.course.exams.submitAsk, { answered: 2, total: questions });
        const asking = page.getByRole("dialog", { name: submitAsk });
        await main.getByRole("button", { name: strings.course.exams.submit }).click();
        await asking.waitFor();
        expect(new URL(page.url()).searchParams.get("dialog")).toBe("submit");
        expect(await textOf(asking)).toContain(strings.course.exams.submitAskDetails);
        if (isJavaScriptOn) {
          expect(await asking.evaluate((dialog) => dialog.matches(":modal"))).toBe(true);
          expect(await page.evaluate(() => document.activeElement?.closest("h2")?.textContent)).toBe(submitAsk);
        }
        await asking.getByRole("link", { name: strings.course.exams.backToExam }).click();
        await asking.waitFor({ state: "detached" });
        expect(new URL(page.url()).search).toBe("?q=1");
        await ready(page, isJavaScriptOn);
        await questionShown(page, strings, 1, questions);
        expect(await textOf(main)).toContain(fill(strings.course.exams.answered, { answered: 2, total: questions }));

        if (isJavaScriptOn) {
          // Submitted before the time is up: asked again, and "Submit anyway".
          await main.getByRole("button", { name: strings.course.exams.submit }).click();
          await asking.getByRole("button", { name: strings.course.exams.submitAnyway }).click();
        } else {
          // The time runs out (the attempt's deadline moved past its few seconds of grace): the exam is over and graded as saved.
          await writeInTurn(() =>
            executeSql(
              `UPDATE course_attempts SET deadline_ms = ${Date.now() - 10_000} WHERE enrolment_id = ${enrolmentOf(person.email)} AND kind = 'module' AND submitted_at IS NULL;`,
            ),
          );
          await page.reload();
          expect(await textOf(main)).toContain(strings.course.exams.timeUp);
          await main.getByRole("button", { name: strings.course.exams.resultHeading }).click();
        }

        // The result: the score, not passed, the results by topic, and no answers: a graded exam keeps them (docs/decisions/070).
        await page.waitForURL((url) => url.searchParams.has("result"));
        await ready(page, isJavaScriptOn);
        await main.getByRole("heading", { level: 2, name: strings.course.exams.resultHeading }).waitFor();
        expect(await textOf(main)).toContain(fill(strings.course.exams.score, { correct: 1, total: questions, percent: Math.floor(100 / questions) }));
        expect(await textOf(main)).toContain(strings.course.exams.resultFailedGraded);
        const topics = main
          .getByRole("heading", { level: 3, name: strings.course.exams.byTopic })
          .locator("xpath=following-sibling::ul[1]")
          .getByRole("listitem");
        const topicTitles = new Map(findModule(firstModule.id)!.topics.map((topic) => [topic.title[language], topic.id]));
        let questionsByTopic = 0;
        for (const topic of await topics.all()) {
          const [title = "", score = ""] = await topic.locator("span").allTextContents();
          expect(topicTitles.has(title), title).toBe(true);
          const [, correct, total] = new RegExp(`^${shape(strings.course.exams.topicScore).source}$`).exec(score) ?? [];
          expect(Number(correct)).toBeLessThanOrEqual(Number(total));
          questionsByTopic += Number(total);
        }
        expect(questionsByTopic).toBe(questions);
        const result = await textOf(main);
        expect(result).toContain(strings.course.exams.answersKept);
        expect(await main.getByRole("heading", { level: 3, name: strings.course.exams.review }).count()).toBe(0);
        expect(result).not.toContain(fill(strings.course.quiz.theAnswer, { answer: wrong[language].choices[wrong.answer]! }));
        expect(result).not.toContain(wrong[language].explanation.replace(/\s+/g, " ").trim());
        expect(result).not.toContain(wrong[language].question);

        // Back on the course page: the best result of the module exam.
        await main.getByRole("link", { name: strings.course.exams.back }).click();
        await page.waitForURL(new RegExp(`${prefix}/course$`));
        await main
          .getByText(fill(strings.course.exams.best, { percent: Math.floor(100 / questions), outcome: strings.course.exams.failed }), { exact: true })
          .waitFor();

        // The refused Next is answered with 409, which Chromium reports as a failed resource load.
        if (isJavaScriptOn) expect(unexpectedErrors(student.errors, [409])).toEqual([]);
        await student.close();
      }, 180_000);
    }
  });

  describe("the certificate, its verification, and axe on the course pages", () => {
    for (const { strings, isJavaScriptOn } of bothWays) {
      const language = languageOf(strings);
      const prefix = prefixOf(strings);

      it(`JavaScript ${isJavaScriptOn ? "on" : "off"}, ${strings === es ? "Spanish" : "English"}: the graduate's certificate; anyone verifies its code; an unknown code is said to be unknown`, async () => {
        const graduate = await openPage(browser, { viewport: desktopViewport, javaScriptEnabled: isJavaScriptOn });
        const main = graduate.page.getByRole("main");
        await signIn(graduate.page, strings, demoGraduate, prefix, `${prefix}/course`);
        await ready(graduate.page, isJavaScriptOn);
        await main.getByRole("link", { name: strings.course.certificate.title }).click();
        await graduate.page.waitForURL(new RegExp(`${prefix}/course/certificate$`));
        await ready(graduate.page, isJavaScriptOn);
        const certificate = main.getByRole("region", { name: strings.course.certificate.title });
        const text = await textOf(certificate);
        expect(text).toContain(strings.course.certificate.certifies);
        expect(text).toContain(demoGraduate.name);
        expect(text).toContain(course.title[language]);
        expect(text).toContain(fill(strings.course.certificate.code, { code: demoGraduate.certificate }));
        const verifyUrl = `${baseURL()}${prefix}/certificates/${demoGraduate.certificate}`;
        expect(text).toContain(fill(strings.course.certificate.verifyAt, { url: verifyUrl }));
        expect(text).not.toContain(strings.course.certificate.revoked.split("{{date}}")[0]!);
        // Printing is the browser's: a button with JavaScript, the way to it without (docs/decisions/085).
        expect(await main.getByRole("button", { name: strings.course.certificate.print }).count()).toBe(isJavaScriptOn ? 1 : 0);
        expect(await main.getByText(strings.course.certificate.printHint).count()).toBe(isJavaScriptOn ? 0 : 1);
        if (isJavaScriptOn) expect(unexpectedErrors(graduate.errors)).toEqual([]);
        await graduate.close();

        // Anyone, signed out, verifies the code printed on it.
        const visitor = await openPage(browser, { viewport: desktopViewport, javaScriptEnabled: isJavaScriptOn });
        const page = visitor.page;
        const visitorMain = page.getByRole("main");
        await page.goto(verifyUrl);
        await ready(page, isJavaScriptOn);
        await visitorMain.getByRole("heading", { level: 1, name: strings.course.verify.heading }).waitFor();
        const verdict = visitorMain.locator("section[aria-live=polite]");
        const verdictText = await textOf(verdict);
        expect(verdictText).toContain(strings.course.verify.valid);
        expect(verdictText).toContain(demoGraduate.name);
        expect(verdictText).toContain(course.title[language]);
        expect(verdictText).toContain(demoGraduate.certificate);

        // Each code below is typed into the page's form and leads to another address.
        const code = visitorMain.getByLabel(strings.course.verify.codeLabel);
        // An unknown code: a clear message, and the code kept to correct it.
        const unknown = "FFA-ZZZZ-ZZZZ-ZZZZ";
        await code.fill(unknown);
        await visitorMain.getByRole("button", { name: strings.course.verify.check }).click();
        await page.waitForURL(new RegExp(`${prefix}/certificates/${unknown}$`));
        await ready(page, isJavaScriptOn);
        expect(await textOf(visitorMain.getByRole("alert"))).toBe(strings.course.verify.notFound);
        expect(await visitorMain.locator("section[aria-live=polite]").count()).toBe(0);
        expect(await code.inputValue()).toBe(unknown);

        // Something that cannot be a code says what one looks like.
        await code.fill("12345");
        await visitorMain.getByRole("button", { name: strings.course.verify.check }).click();
        await page.waitForURL((url) => url.pathname === `${prefix}/certificates/check` && url.searchParams.get("code") === "12345");
        await visitorMain.getByRole("alert").filter({ hasText: strings.course.verify.badCode }).waitFor();
        expect(await code.inputValue()).toBe("12345");

        // The genuine code typed loosely (lower case, spaces, O for 0) finds the certificate.
        await code.fill(" ffa demq 2026 ooo1 ");
        await visitorMain.getByRole("button", { name: strings.course.verify.check }).click();
        await page.waitForURL(new RegExp(`${prefix}/certificates/${demoGraduate.certificate}$`));
        await ready(page, isJavaScriptOn);
        expect(await textOf(visitorMain.locator("section[aria-live=polite]"))).toContain(strings.course.verify.valid);
        expect(await visitorMain.getByRole("alert").count()).toBe(0);

        // The unknown and malformed codes are answered with 404, which Chromium reports as a failed resource load.
        if (isJavaScriptOn) expect(unexpectedErrors(visitor.errors, [404])).toEqual([]);
        await visitor.close();
      }, 90_000);
    }

    it("axe finds nothing serious or critical on each state of the course's pages, once in English or Spanish: signed out, a student's player, quiz and exam, the certificate, its verification and the course manager", async () => {
      const check = async ({ page }: OpenedPage, path: string | null) => {
        if (path) await page.goto(path);
        await hydrated(page);
        expect(await seriousAccessibilityFindings(page), path ?? page.url()).toEqual([]);
      };

      const visitor = await openPage(browser, { viewport: desktopViewport, bypassCSP: true });
      // (The preview lesson is the player's page; the student's screen below covers it.)
      for (const path of ["/course", `/es/certificates/${demoGraduate.certificate}`, "/es/certificates/FFA-ZZZZ-ZZZZ-ZZZZ"]) await check(visitor, path);
      await visitor.close();

      // A student who has studied the first lesson: the course page, the next lesson's screen with its clock, the glossary, the quiz and a module exam.
      const account = await writeInTurn(() => enrolledStudent("axe", "Perpetua", { hasStudiedFirstModule: true }), 2);
      const student = await openPage(browser, { viewport: desktopViewport, bypassCSP: true });
      const main = student.page.getByRole("main");
      await signIn(student.page, en, account, "", "/course");
      await check(student, null);
      await check(student, `/course/${lessonsInOrder(course)[1]!.id}/1`);
      await check(student, "/es/course/glossary");
      // The quiz once answered: the feedback, and the next question's form below it.
      await student.page.goto(`/course/${firstLesson.id}/quiz`);
      await hydrated(student.page);
      await main.getByRole("radio").first().check();
      await main.getByRole("button", { name: en.course.quiz.check }).click();
      await main.locator("section[aria-live=polite]").waitFor();
      await check(student, null);
      // The exam asks the identity check first (its page checked too), then shows the acknowledgement.
      await check(student, `/es/course/exams/module/${firstModule.id}`);
      await answerIdentityCheck(student.page, es);
      await student.page.waitForURL(new RegExp(`/es/course/exams/module/${firstModule.id}$`));
      await check(student, null);
      await main.getByRole("checkbox", { name: es.course.exams.acknowledgementAgree }).check();
      await main.getByRole("button", { name: es.course.exams.start }).click();
      await main.getByRole("button", { name: es.course.exams.saveAndNext }).waitFor();
      await check(student, null);
      await main.getByRole("button", { name: es.course.exams.submit }).click();
      // Nothing answered: asked first, the dialog checked too.
      const asking = student.page.getByRole("dialog", { name: fill(es.course.exams.submitAsk, { answered: 0, total: course.exams.moduleExam.questions }) });
      await asking.waitFor();
      await check(student, null);
      await asking.getByRole("button", { name: es.course.exams.submitAnyway }).click();
      await main.getByRole("heading", { level: 2, name: es.course.exams.resultHeading }).waitFor();
      await check(student, null);
      await student.close();

      const graduate = await openPage(browser, { viewport: desktopViewport, bypassCSP: true });
      await signIn(graduate.page, es, demoGraduate, "/es", "/es/course/certificate");
      await check(graduate, null);
      await graduate.close();

      const admin = await openPage(browser, { viewport: desktopViewport, bypassCSP: true });
      await signInAsLocalAdmin(admin.page, en);
      await check(admin, "/course-manager");
      await admin.close();
    }, 180_000);
  });

  it(
    "JavaScript on, English: a screen's minimum waited out on the seat clock (from the file's start), which ticks; Next is refused before and goes on after; the course page records the real time",
    async () => {
      const screen = await waitedOutScreen;
      expect(screen.minimumMinutesShown).toBe(String(Math.ceil(firstScreenMinimum / 60)));
      // The clock ticks on screen.
      expect(screen.countedSecondsLater).toBeGreaterThanOrEqual(screen.countedAtFirst + 3);
      // Next before the minimum: refused, with the seconds still needed, and the screen stays.
      expect(screen.stillNeededWhenRefused).toBeGreaterThan(0);
      expect(screen.stillNeededWhenRefused).toBeLessThanOrEqual(firstScreenMinimum - 3);
      expect(screen.pathWhenRefused).toBe(`/course/${firstLesson.id}/1`);
      // The clock says the minimum is met no sooner than the minimum after the start; Next then goes on.
      expect(screen.msUntilMet).toBeGreaterThanOrEqual(firstScreenMinimum * 1000);
      expect(screen.pathAfterNext).toBe(`/course/${firstLesson.id}/2`);
      // The server recorded at least the minimum and never more than the time that passed.
      expect(screen.recordedStudySeconds).toBeGreaterThanOrEqual(firstScreenMinimum);
      expect(screen.recordedStudySeconds).toBeLessThanOrEqual(Math.ceil(screen.secondsUntilOn) + 1);
      // A tick every 30 s while the screen was open. A tick may meet one of the other tests' writes to the
      // same SQLite file and be answered 500 (SQLITE_BUSY): at most one per write, and the next tick credits its time.
      expect(screen.heartbeats.ok).toBeGreaterThanOrEqual(Math.floor(firstScreenMinimum / 30));
      expect(screen.heartbeats.failed).toBeLessThanOrEqual(screen.writesMeanwhile);
      expect(screen.heartbeats.other).toBe(0);
      // The refused Next is answered with 409, which Chromium reports as a failed resource load (and a failed tick, 500).
      expect(unexpectedErrors(screen.errors, screen.heartbeats.failed > 0 ? [409, 500] : [409])).toEqual([]);
    },
    (firstScreenMinimum + 120) * 1000,
  );
});
