/**
 * What staff stumbled on walking the school's pages (issue 36, docs/decisions/088), each as a class:
 * every staff page in the staff area's frame; the sign-in page speaking to staff; a learner's account
 * found by their proven address; a sign-in by link recorded; exams and modules named by title, never
 * by id; an enrolment's period in days; every open question for an admin (or how many wait for
 * others); a paused student's phone; a question's screen linked and readable by staff; a resumed
 * student told; a learner past a quarter never "no quarter reached". Both languages.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { lessonsInOrder, theCourse } from "~/course/course.server";
import { screensInOrder } from "~/course/study.server";
import { newYorkDayEnd, newYorkDayStart } from "~/platform/time/new-york-time";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { insertLeads, insertUser, leadFactory } from "../factories";
import { decodedPage, fromNewClient, getAs, languagePrefix, postAs, postLogin, signedInAdminForFile, toastText, type Language } from "../support/accounts";
import { decodeEntities } from "../support/html";
import { latestLink, waitForEmail } from "../support/mailbox";
import { enrolledStudent, firstLesson, signedInStaff } from "../support/course-questions";
import { seedLearner } from "../support/learners";
import { adminPages, inBothLanguages } from "../support/routes";
import { d1Driver, importSources } from "~/studio/import.js";
import { compileFiles, readCourseFiles } from "../../scripts/course/course-files.mjs";
import { postForm, rows, startWorkerForFile } from "../support/worker";

const worker = startWorkerForFile();
const admin = signedInAdminForFile(worker);
const newMarker = () => `w${crypto.randomUUID().slice(0, 8)}`;
const dictionaries = { en, es } as const;
const languages = ["en", "es"] as const satisfies readonly Language[];

/** The words a page shows: no scripts (the loader's data), no tags, entities decoded. */
function visibleText(html: string): string {
  return decodeEntities(
    html
      .replace(/<script[\s\S]*?<\/script>/g, " ")
      .replace(/<style[\s\S]*?<\/style>/g, " ")
      .replace(/<[^>]+>/g, " "),
  )
    .replace(/\s+/g, " ")
    .trim();
}

async function pageAs(cookie: string, path: string): Promise<string> {
  const response = await getAs(worker, cookie, path);
  expect(response.status, path).toBe(200);
  return decodedPage(response);
}

/** The staff area's top bar: its navigation, named as every admin page names it. */
const hasStaffBar = (html: string, language: Language) => html.includes(`aria-label="${dictionaries[language].adminBar.label}"`);

describe("the staff area's frame", () => {
  it(
    "every staff page (the route table's admin pages) carries the top bar, for an admin, in both languages; the school's pages for an instructor too",
    { timeout: 180_000 },
    async () => {
      const instructor = await signedInStaff(worker);
      const learner = await seedLearner(worker, { marker: newMarker(), label: "framed", instructorId: instructor.id });
      const { user } = await insertUser(worker.db);
      // Each page's parameters with a real row, so every page answers.
      // The studio's pages show the course's units: the shipped files imported, as `npm start` does.
      await importSources(d1Driver(worker.db), readCourseFiles(path.resolve(import.meta.dirname, "../../content/course")), { compile: compileFiles });
      const real = (page: string) =>
        page
          .replace("/course-manager/learners/1", `/course-manager/learners/${learner.id}`)
          .replace("/people/1", `/people/${user.id}`)
          .replace("/studio/lessons/1", "/studio/lessons/m1-01-what-insurance-is")
          .replace("/studio/questions/1", "/studio/questions/m1-q001")
          .replace("/studio/units/1/*", "/studio/units/outline/outline");
      for (const path of inBothLanguages(adminPages.map(real))) {
        const language: Language = path.startsWith("/es") ? "es" : "en";
        expect(hasStaffBar(await pageAs(admin.cookie, path), language), path).toBe(true);
        if (!/\/course-manager/.test(path)) continue;
        const html = await pageAs(instructor.cookie, path);
        expect(hasStaffBar(html, language), `${path} (instructor)`).toBe(true);
        // An instructor's bar names their own area and has the course manager only: nothing of the admin area or the leads.
        expect(html).not.toContain(`href="${languagePrefix(language)}/submissions-manager"`);
        expect(visibleText(html)).toContain(dictionaries[language].adminBar.staffArea);
        expect(visibleText(html)).not.toContain(dictionaries[language].adminBar.badge);
      }
    },
  );

  it("the staff sign-in page and its welcome speak to staff (instructors too), never of 'the admin panel', in both languages", async () => {
    for (const language of languages) {
      const strings = dictionaries[language];
      const page = visibleText(await decodedPage(await worker.fetch(`${languagePrefix(language)}/admin-login`)));
      expect(page).toContain(strings.auth.adminHeading);
      expect(page).not.toMatch(/admin panel|administrators only|panel de administración|solo para los administradores de la organización\./i);
      // An instructor signs in (a password, then their code): the welcome is the second step's toast.
      const { user, password } = await insertUser(worker.db, { role: "instructor", language });
      const signedIn = await postLogin(worker, `${languagePrefix(language)}/admin-login`, { email: user.email, password });
      expect(signedIn.status).toBe(303);
      const welcome = toastText(signedIn);
      expect(welcome).toContain(strings.auth.loginSuccessTitle);
      expect(welcome).not.toMatch(/admin panel|panel de administración/i);
    }
  });
});

describe("a learner's account and sign-ins", () => {
  it("a student whose confirmed account has not yet posted in the course is not 'no account yet'; one without an account is", async () => {
    const student = await enrolledStudent(worker);
    const marker = newMarker();
    const without = await seedLearner(worker, { marker, label: "noaccount" });
    for (const language of languages) {
      const { noAccount } = dictionaries[language].courseAdmin;
      const foundOne = dictionaries[language].learners.found.replace("{{count}}", "1");
      const withAccount = visibleText(await pageAs(admin.cookie, `${languagePrefix(language)}/course-manager?q=${encodeURIComponent(student.email)}`));
      expect(withAccount).toContain(foundOne);
      expect(withAccount).not.toContain(noAccount);
      const none = visibleText(await pageAs(admin.cookie, `${languagePrefix(language)}/course-manager?q=${encodeURIComponent(without.email)}`));
      expect(none).toContain(foundOne);
      expect(none).toContain(noAccount);
    }
  });

  it("signing in through the confirmation link is a sign-in: the person's page gives its time, not 'Never signed in'", async () => {
    const email = `${newMarker()}@example.com`;
    const password = "a-confirmed-persons-password";
    const registered = await postForm(
      worker,
      "/es/auth?tab=register",
      { intent: "register", firstName: "Irene", lastName: "Campos", email, password, confirmPassword: password, terms: "on" },
      fromNewClient(),
    );
    expect(registered.status).toBe(303);
    await registered.arrayBuffer();
    const link = await latestLink(worker, email, "/es/verify-email/");
    const confirmed = await postForm(worker, link, { password }, fromNewClient());
    expect(confirmed.status).toBe(303);
    await confirmed.arrayBuffer();
    const [account] = await rows<{ id: string; last_sign_in_at: string | null }>(worker, "select id, last_sign_in_at from users where email = ?", email);
    expect(account!.last_sign_in_at).not.toBeNull();
    for (const language of languages) {
      const person = visibleText(await pageAs(admin.cookie, `${languagePrefix(language)}/submissions-manager/people/${account!.id}`));
      expect(person).not.toContain(dictionaries[language].people.account.neverSignedIn);
    }
  });
});

describe("names and dates", () => {
  it("names exams and modules by their titles, never the course's ids, on the learners view and a learner's page (identity checks included)", async () => {
    const course = theCourse();
    const [first, second] = course.modules;
    const marker = newMarker();
    const learner = await seedLearner(worker, {
      marker,
      label: "titles",
      screensDone: 3,
      activeDaysAgo: 1,
      passed: { kind: "module", scope: first!.id, percent: 85 },
      failed: { kind: "module", scope: second!.id, times: 1 },
    });
    await worker.db
      .prepare("insert into course_identity_checks (id, enrolment_id, scope, question_key, status, tries) values (?, ?, ?, 'first-pet', 'passed', 1)")
      .bind(crypto.randomUUID(), learner.id, `exam:module:${first!.id}`)
      .run();
    for (const language of languages) {
      const prefix = languagePrefix(language);
      for (const path of [`${prefix}/course-manager?q=${marker}`, `${prefix}/course-manager/learners/${learner.id}`]) {
        const text = visibleText(await pageAs(admin.cookie, path));
        for (const module of course.modules) expect(text, `${path}: ${module.id}`).not.toContain(module.id);
        expect(text, path).toContain(first!.title[language]);
      }
      const page = visibleText(await pageAs(admin.cookie, `${prefix}/course-manager/learners/${learner.id}`));
      expect(page).toContain(dictionaries[language].learners.examNames.module.replace("{{module}}", second!.title[language]));
    }
  });

  it("shows an enrolment's period as days, without a time of day, on the learners view and a learner's page", async () => {
    const marker = newMarker();
    const learner = await seedLearner(worker, { marker, label: "period" });
    // As the enrol form writes them: the first second of the first day, the last of the last (New York).
    await worker.db
      .prepare("update course_enrolments set starts_at = ?, ends_at = ? where id = ?")
      .bind(newYorkDayStart("2026-03-02"), newYorkDayEnd("2026-09-01"), learner.id)
      .run();
    for (const language of languages) {
      const days = new Intl.DateTimeFormat(language === "es" ? "es-US" : "en-US", { dateStyle: "medium", timeZone: "UTC" });
      const period = `${days.format(new Date("2026-03-02T12:00:00Z"))} – ${days.format(new Date("2026-09-01T12:00:00Z"))}`.replace(/\s+/g, " ");
      for (const path of [`${languagePrefix(language)}/course-manager?q=${marker}`, `${languagePrefix(language)}/course-manager/learners/${learner.id}`]) {
        const text = visibleText(await pageAs(admin.cookie, path));
        expect(text, path).toContain(period);
        expect(text, path).not.toMatch(/\b(12:00|11:59)\b/);
      }
    }
  });
});

describe("the students' questions", () => {
  it("an admin sees every open question, an instructor's learner's included; with 'Mine' the page says how many wait for others", async () => {
    const instructor = await signedInStaff(worker);
    const student = await enrolledStudent(worker, {}, { instructorId: instructor.id });
    const text = `A question for the instructor ${newMarker()}`;
    const lesson = firstLesson();
    await worker.db
      .prepare("insert into course_questions (id, enrolment_id, lesson_id, screen, language, question, instructor_id) values (?, ?, ?, 2, 'en', ?, ?)")
      .bind(crypto.randomUUID(), student.enrolmentId, lesson.id, text, instructor.id)
      .run();
    const [counted] = await rows<{ open: number }>(
      worker,
      "select count(*) as open from course_questions q where not exists (select 1 from course_question_answers a where a.question_id = q.id)",
    );
    const open = counted!.open;
    const [routed] = await rows<{ waiting: number }>(
      worker,
      "select count(*) as waiting from course_questions q where q.instructor_id is not null and not exists (select 1 from course_question_answers a where a.question_id = q.id)",
    );
    const waitingCount = routed!.waiting;
    for (const language of languages) {
      const strings = dictionaries[language];
      const prefix = languagePrefix(language);
      const every = await pageAs(admin.cookie, `${prefix}/course-manager/questions`);
      expect(every).toContain(text);
      expect(visibleText(every)).toContain(strings.courseQuestions.openHeading.replace("{{count}}", String(open)));
      const mine = visibleText(await pageAs(admin.cookie, `${prefix}/course-manager/questions?show=mine`));
      expect(mine).not.toContain(text);
      const waiting =
        waitingCount === 1 ? strings.courseQuestions.waitingForOthers_one : strings.courseQuestions.waitingForOthers.replace("{{count}}", String(waitingCount));
      expect(mine).toContain(waiting);
    }
  });

  it("links a question's lesson and screen; staff read that screen (nothing recorded), on the questions page and the learner's page", async () => {
    const instructor = await signedInStaff(worker);
    const student = await enrolledStudent(worker, {}, { instructorId: instructor.id });
    // A lesson past the free preview, which only enrolled students (and now staff) may read.
    const lesson = lessonsInOrder().find((each) => !each.preview)!;
    await worker.db
      .prepare("insert into course_questions (id, enrolment_id, lesson_id, screen, language, question, instructor_id) values (?, ?, ?, 1, 'es', ?, ?)")
      .bind(crypto.randomUUID(), student.enrolmentId, lesson.id, `Where is screen two ${newMarker()}`, instructor.id)
      .run();
    const screenTimeBefore = await rows(worker, "select count(*) as n from course_screen_time");
    for (const language of languages) {
      const prefix = languagePrefix(language);
      const screenPath = `${prefix}/course/${lesson.id}/2`;
      for (const [cookie, path] of [
        [instructor.cookie, `${prefix}/course-manager/questions`],
        [admin.cookie, `${prefix}/course-manager/learners/${student.enrolmentId}`],
      ] as const) {
        expect(await pageAs(cookie, path), path).toContain(`href="${screenPath}"`);
      }
      for (const cookie of [instructor.cookie, admin.cookie]) {
        const screen = visibleText(await pageAs(cookie, screenPath));
        expect(screen).toContain(lesson[language].screens[1]!.heading);
        expect(screen).toContain(dictionaries[language].course.player.staffBanner);
      }
    }
    expect(await rows(worker, "select count(*) as n from course_screen_time")).toEqual(screenTimeBefore);
    // Anyone else still meets the guard: a signed-out visitor is sent to sign in.
    const signedOut = await worker.fetch(`/course/${lesson.id}/2`);
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get("Location")).toMatch(/^\/auth\?returnTo=/);
  });
});

describe("paused and resumed students", () => {
  it("the identity page and the learner's page give a paused student's phone (from their application), or say none is known", async () => {
    const marker = newMarker();
    const withPhone = await seedLearner(worker, { marker, label: "phone", status: "paused", pauseReason: "identity" });
    const withoutPhone = await seedLearner(worker, { marker, label: "nophone", status: "paused", pauseReason: "identity" });
    const [application] = await insertLeads(worker.db, [leadFactory({ formType: "license-application", email: withPhone.email, phone: "(305) 555-0147" })]);
    await worker.db.prepare("update course_enrolments set submission_id = ? where id = ?").bind(application!.id, withPhone.id).run();
    for (const language of languages) {
      const strings = dictionaries[language];
      const prefix = languagePrefix(language);
      const identity = await pageAs(admin.cookie, `${prefix}/course-manager/identity`);
      expect(identity).toContain('href="tel:3055550147"');
      expect(visibleText(identity)).toContain(strings.identityChecks.staff.noPhone);
      expect(await pageAs(admin.cookie, `${prefix}/course-manager/learners/${withPhone.id}`)).toContain('href="tel:3055550147"');
      expect(visibleText(await pageAs(admin.cookie, `${prefix}/course-manager/learners/${withoutPhone.id}`))).toContain(strings.identityChecks.staff.noPhone);
    }
  });

  it("resuming a paused course tells the student by e-mail in their language, whichever way it is resumed", async () => {
    for (const language of languages) {
      const strings = dictionaries[language];
      // A staff pause, resumed from the learner's page.
      const paused = await enrolledStudent(worker, { language });
      const learnerPage = `/course-manager/learners/${paused.enrolmentId}`;
      const pause = await postAs(worker, admin.cookie, learnerPage, { intent: "status", enrolmentId: paused.enrolmentId, status: "paused" });
      expect(pause.status).toBe(303);
      await pause.arrayBuffer();
      expect(await rows(worker, "select id from email_outbox where kind = 'course-resumed' and to_address = ?", paused.email)).toEqual([]);
      const resume = await postAs(worker, admin.cookie, learnerPage, { intent: "status", enrolmentId: paused.enrolmentId, status: "active" });
      expect(resume.status).toBe(303);
      expect(toastText(resume)).toContain(en.courseAdmin.changedTitle);
      const told = await waitForEmail(worker, paused.email, "course-resumed");
      expect(told.language).toBe(language);
      expect(told.subject).toBe(strings.learners.resumedEmailSubject);
      expect(told.text_body).toContain(`${languagePrefix(language)}/course`);

      // An identity pause, resumed from the identity page.
      const checked = await enrolledStudent(worker, { language });
      await worker.db.prepare("update course_enrolments set status = 'paused', pause_reason = 'identity' where id = ?").bind(checked.enrolmentId).run();
      const resumed = await postAs(worker, admin.cookie, "/course-manager/identity", { intent: "resume", enrolmentId: checked.enrolmentId });
      expect(resumed.status).toBe(303);
      expect(toastText(resumed)).toContain(en.identityChecks.staff.resumedTitle);
      expect((await waitForEmail(worker, checked.email, "course-resumed")).subject).toBe(strings.learners.resumedEmailSubject);
    }
  });

  it("a learner past a quarter (a graduate) has their feedback on their page, never 'No quarter reached yet'", async () => {
    const graduate = await seedLearner(worker, { marker: newMarker(), label: "graduate", screensDone: screensInOrder().length, activeDaysAgo: 1 });
    const starting = await seedLearner(worker, { marker: newMarker(), label: "starting" });
    for (const language of languages) {
      const strings = dictionaries[language];
      const prefix = languagePrefix(language);
      const page = visibleText(await pageAs(admin.cookie, `${prefix}/course-manager/learners/${graduate.id}`));
      expect(page).not.toContain(strings.learners.noFeedback);
      expect(page).toContain(strings.courseFeedback.quarter.replace("{{quarter}}", "100"));
      expect(visibleText(await pageAs(admin.cookie, `${prefix}/course-manager/learners/${starting.id}`))).toContain(strings.learners.noFeedback);
    }
  });
});
