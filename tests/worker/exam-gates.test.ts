/**
 * Exams open after the teaching (docs/decisions/090): a module's exam once every lesson of the module
 * is studied, a practice exam and the comprehensive exam once every lesson of the course is. Before
 * that, the exam's page and its start are refused (the student is sent to the course page and told
 * why, in their language) and the course page shows the exam without a link, with the reason.
 */
import { describe, expect, it } from "vitest";
import { theCourse } from "~/course/course.server";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { decodedPage, getAs, logIn, postAs, toastText, type Language } from "../support/accounts";
import { enrolledAccount, lessonsStudied } from "../support/course-students";
import { passEveryModuleCheck } from "../support/identity-checks";
import { rows, startWorkerForFile } from "../support/worker";

const worker = startWorkerForFile();
const course = theCourse();
const [firstModule, secondModule] = course.modules;
const strings = { en, es };
const prefix = (language: Language) => (language === "es" ? "/es" : "");

/** A student enrolled and past every identity check, who has studied nothing yet. */
async function newStudent(language: Language) {
  const { user, password, enrolmentId } = await enrolledAccount(worker, { language });
  await passEveryModuleCheck(worker, enrolmentId);
  return { enrolmentId, cookie: await logIn(worker, user.email, password, "/auth") };
}

/** Whether the exam's page is refused: sent to the course page with the reason as a toast. */
async function refused(cookie: string, language: Language, examPath: string, reason: string) {
  for (const response of [
    await getAs(worker, cookie, `${prefix(language)}${examPath}`),
    await postAs(worker, cookie, `${prefix(language)}${examPath}`, { intent: "start", acknowledge: "on" }),
  ]) {
    await response.arrayBuffer();
    if (response.status < 300 || response.status >= 400) return false;
    if (response.headers.get("Location") !== `${prefix(language)}/course`) return false;
    if (!toastText(response).includes(reason)) return false;
  }
  return true;
}

/** The course page as the student sees it: its HTML without the scripts (which carry the page's strings). */
const coursePage = async (cookie: string, language: Language) =>
  (await decodedPage(await getAs(worker, cookie, `${prefix(language)}/course`))).replace(/<script\b[\s\S]*?<\/script>/g, "");

/** Whether the exam's page lets the student in: its identity check comes first (every attempt starts with one). */
async function letsIn(cookie: string, language: Language, examPath: string) {
  const response = await getAs(worker, cookie, `${prefix(language)}${examPath}`);
  await response.arrayBuffer();
  return response.status === 200 || (response.headers.get("Location") ?? "").startsWith(`${prefix(language)}/course/identity-check?for=exam`);
}

describe("exams open after the teaching", () => {
  for (const language of ["en", "es"] as const) {
    it(`${language}: a module's exam once its lessons are studied, practice and comprehensive exams once every lesson is`, async () => {
      const t = strings[language].course.exams;
      const { enrolmentId, cookie } = await newStudent(language);
      const moduleExam = `/course/exams/module/${firstModule!.id}`;
      const practiceExam = "/course/exams/practice/1";
      const finalExam = `/course/exams/final/${course.id}`;

      expect(await refused(cookie, language, moduleExam, t.moduleNeeds)).toBe(true);
      expect(await refused(cookie, language, practiceExam, t.finalNeeds)).toBe(true);
      expect(await refused(cookie, language, finalExam, t.finalNeeds)).toBe(true);
      let page = await coursePage(cookie, language);
      expect(page).not.toContain(`href="${prefix(language)}${moduleExam}"`);
      expect(page).not.toContain(`href="${prefix(language)}${practiceExam}"`);
      expect(page).toContain(t.moduleNeeds);

      // Module 1 studied (module 2 not): its exam opens, module 2's and the practice exams stay closed.
      await lessonsStudied(worker, enrolmentId, firstModule!.id);
      expect(await letsIn(cookie, language, moduleExam)).toBe(true);
      expect(await refused(cookie, language, `/course/exams/module/${secondModule!.id}`, t.moduleNeeds)).toBe(true);
      expect(await refused(cookie, language, practiceExam, t.finalNeeds)).toBe(true);
      page = await coursePage(cookie, language);
      expect(page).toContain(`href="${prefix(language)}${moduleExam}"`);

      // Every lesson studied: every exam opens.
      await lessonsStudied(worker, enrolmentId);
      for (const path of [practiceExam, finalExam, `/course/exams/module/${secondModule!.id}`]) expect(await letsIn(cookie, language, path), path).toBe(true);
      page = await coursePage(cookie, language);
      expect(page).toContain(`href="${prefix(language)}${practiceExam}"`);
      expect(page).not.toContain(t.moduleNeeds);
      // No refused start left an attempt behind.
      expect(await rows(worker, "select id from course_attempts where enrolment_id = ?", enrolmentId)).toEqual([]);
    });
  }
});
