/**
 * The identity checks over HTTP (docs/decisions/047): the security questions before any study, each
 * module and exam attempt behind a passed check (by URL and by POST), two wrong answers pausing the
 * course with the staff told and the record kept, the instructor's resume, the throttle and racing
 * posts, no answer ever sent back — in both languages, with JavaScript and without.
 */
import "../support/clear-of-window-edges";
import { describe, expect, it } from "vitest";
import { lessonsInOrder, theCourse } from "~/course/course.server";
import { monthsAfter } from "~/course/enrolments.server";
import { enrol } from "~/school/enrolling.server";
import { identityAnswerRule, triesPerCheck } from "~/school/identity-checks.server";
import { formatDateTime } from "~/platform/time/date-formats";
import { createDb } from "../../db/client";
import { insertUser } from "../factories";
import { getAs, logIn, postAs, signedInAdminForFile, toastText } from "../support/accounts";
import { decodeEntities } from "../support/html";
import { answerTo, passEveryModuleCheck, setUpSecurityAnswers, testSecurityAnswers } from "../support/identity-checks";
import { lessonsStudied } from "../support/course-students";
import { decodeSingleFetch, emailsTo } from "../support/mailbox";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { rows, startWorkerForFile } from "../support/worker";

const worker = startWorkerForFile();
const admin = signedInAdminForFile(worker);
const course = theCourse();
const firstLesson = lessonsInOrder(course)[0]!;
const firstModule = course.modules[0]!;
const moduleCheck = `module:${firstModule.id}`;
const screenPath = `/course/${firstLesson.id}/1`;

type Language = "en" | "es";
const prefix = (language: Language) => (language === "es" ? "/es" : "");

/** A verified student, enrolled, signed in; with their security answers set up unless `isSetUp` is false. */
async function student({ language = "en" as Language, isSetUp = true, instructorId = null as string | null } = {}) {
  const { user, password } = await insertUser(worker.db, { language });
  const now = new Date();
  const enrolled = await enrol(createDb(worker.db), {
    email: user.email,
    name: `${user.firstName} ${user.lastName}`,
    startsAt: new Date(now.getTime() - 60_000).toISOString(),
    endsAt: monthsAfter(now, 6),
    createdBy: "test",
  });
  if (!enrolled.ok) throw new Error(enrolled.reason);
  const enrolmentId = enrolled.enrolment.id;
  if (instructorId) await worker.db.prepare("update course_enrolments set instructor_id = ? where id = ?").bind(instructorId, enrolmentId).run();
  if (isSetUp) await setUpSecurityAnswers(worker, enrolmentId);
  return { user, enrolmentId, cookie: await logIn(worker, user.email, password, "/auth") };
}

async function instructor(language: Language = "en") {
  const { user, password } = await insertUser(worker.db, { role: "instructor", language });
  return { user, cookie: await logIn(worker, user.email, password) };
}

const checkPage = (scope: string, next: string, language: Language = "en") =>
  `${prefix(language)}/course/identity-check?${new URLSearchParams({ for: scope, next })}`;

/** Opens the check page and returns the key of the question it asks (the answer field's label). */
async function questionAsked(cookie: string, scope = moduleCheck, language: Language = "en"): Promise<string> {
  const page = await getAs(worker, cookie, checkPage(scope, `${prefix(language)}${screenPath}`, language));
  expect(page.status).toBe(200);
  const html = await page.text();
  // Every question's words travel in the page's translations; the one asked is the answer field's label.
  const labelled = (text: string) => new RegExp(`<label[^>]*>${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);
  const shown = testSecurityAnswers.filter(({ question }) => labelled((language === "es" ? es : en).identityChecks.questions[question]).test(html));
  expect(shown).toHaveLength(1);
  return shown[0]!.question;
}

const answerFields = (scope: string, next: string, secretAnswer: string) => ({ for: scope, next, secretAnswer });

const recordKinds = async (enrolmentId: string) =>
  (
    await rows<{ kind: string; details: string }>(
      worker,
      "select kind, details from course_records where enrolment_id = ? and kind like 'identity.%' order by id",
      enrolmentId,
    )
  ).map((row) => row.kind);

describe("before any study: the security questions", () => {
  it("asks for them on the course page and refuses every screen, quiz, tick and exam until they are set, in both languages", async () => {
    const { cookie } = await student({ isSetUp: false });
    expect(await (await getAs(worker, cookie, "/course")).text()).toContain("Before you start: three security questions");
    expect(await (await getAs(worker, cookie, "/es/course")).text()).toContain("Antes de empezar: tres preguntas de seguridad");
    for (const path of [screenPath, `/course/${firstLesson.id}/quiz`, `/course/exams/module/${firstModule.id}`]) {
      const refused = await getAs(worker, cookie, path);
      expect(refused.status, path).toBe(303);
      expect(refused.headers.get("Location"), path).toBe("/course");
    }
    const next = await postAs(worker, cookie, screenPath, {});
    expect(next.headers.get("Location")).toBe("/course");
    const continuing = await postAs(worker, cookie, "/course?index", {});
    expect(continuing.headers.get("Location")).toBe("/course");
    const tick = await postAs(worker, cookie, "/course/heartbeat", { screen: `${firstLesson.id}#0`, event: "tick" });
    expect(tick.status).toBe(400);
    const check = await getAs(worker, cookie, checkPage(moduleCheck, screenPath));
    expect(check.headers.get("Location")).toBe("/course");
  });

  it("wants three different questions and real answers, says so in the visitor's language, and never sends an answer back", async () => {
    const { cookie, enrolmentId } = await student({ isSetUp: false, language: "es" });
    const sameQuestion = {
      intent: "identity-setup",
      question1: "firstPet",
      secretAnswer1: "Canela-secreta",
      question2: "firstPet",
      secretAnswer2: "Otra respuesta",
      question3: "firstCar",
      secretAnswer3: "Toyota Corolla",
    };
    const shortAnswer = { ...sameQuestion, question2: "firstJob", secretAnswer2: " x " };
    // One answer for every question (however typed) would make three questions one: refused.
    const sameAnswer = { ...sameQuestion, question2: "firstJob", secretAnswer2: " CANELA-secreta ", question3: "firstCar", secretAnswer3: "canela-SECRETA" };
    for (const [fields, english, spanish, key] of [
      [sameQuestion, "Choose three different questions", "Elija tres preguntas diferentes", "identityChecks.setup.differentQuestions"],
      [shortAnswer, "at least 2 characters", "al menos 2 caracteres", "identityChecks.setup.answerTooShort"],
      [sameAnswer, "Give each question a different answer", "Dé una respuesta diferente a cada pregunta", "identityChecks.setup.differentAnswers"],
    ] as const) {
      const document = await postAs(worker, cookie, "/es/course?index", fields);
      expect(document.status).toBe(422);
      const page = await document.text();
      expect(page).toContain(spanish);
      expect(page).not.toContain(english);
      const data = await postAs(worker, cookie, "/es/course.data?index", { ...fields, enhanced: "1" });
      expect(data.status).toBe(422);
      const body = await data.text();
      expect(body).toContain(key);
      expect(body).toContain("Revise el formulario");
      for (const secret of ["Canela-secreta", "Otra respuesta", "Toyota Corolla"]) {
        expect(page).not.toContain(secret);
        expect(body).not.toContain(secret);
      }
    }
    const inEnglish = await postAs(worker, cookie, "/course?index", sameAnswer);
    expect(inEnglish.status).toBe(422);
    expect(await inEnglish.text()).toContain("Give each question a different answer");
    expect(await rows(worker, "select * from course_identity_answers where enrolment_id = ?", enrolmentId)).toEqual([]);

    const good = {
      intent: "identity-setup",
      question1: "firstPet",
      secretAnswer1: "  Canela   Brava ",
      question2: "firstJob",
      secretAnswer2: "Salvavidas",
      question3: "firstCar",
      secretAnswer3: "Toyota",
    };
    const saved = await postAs(worker, cookie, "/es/course?index", good);
    expect(saved.status).toBe(303);
    expect(toastText(saved)).toContain("Preguntas de seguridad guardadas");
    const [stored] = await rows<{ question_keys: string; answer_hashes: string }>(
      worker,
      "select * from course_identity_answers where enrolment_id = ?",
      enrolmentId,
    );
    expect(JSON.parse(stored!.question_keys)).toEqual(["firstPet", "firstJob", "firstCar"]);
    expect(stored!.answer_hashes).toMatch(/^\["\$scrypt\$/);
    expect(stored!.answer_hashes.toLowerCase()).not.toContain("canela");
    // A second setup (another tab) changes nothing.
    await postAs(worker, cookie, "/es/course?index", { ...good, question3: "firstSchool" });
    const [again] = await rows<{ question_keys: string }>(worker, "select question_keys from course_identity_answers where enrolment_id = ?", enrolmentId);
    expect(JSON.parse(again!.question_keys)).toEqual(["firstPet", "firstJob", "firstCar"]);
    expect(await recordKinds(enrolmentId)).toEqual(["identity.set-up"]);
    // The data download says they are set, and nothing else of them.
    const download = await (await getAs(worker, cookie, "/account/data.json")).text();
    expect(JSON.parse(download).course.securityQuestionsSet).toBe(true);
    expect(download.toLowerCase()).not.toMatch(/canela|salvavidas|toyota|scrypt/);
  });
});

describe("a module opens after its check", () => {
  it("refuses its screens, quiz and ticks by URL and by POST until the check is passed; the question is kept across reloads", async () => {
    const { cookie, enrolmentId } = await student();
    const refused = await getAs(worker, cookie, screenPath);
    expect(refused.status).toBe(303);
    expect(refused.headers.get("Location")).toBe(checkPage(moduleCheck, screenPath));
    for (const path of [`${screenPath}.data`, `/course/${firstLesson.id}/quiz`]) expect((await getAs(worker, cookie, path)).status, path).not.toBe(200);
    expect((await postAs(worker, cookie, screenPath, {})).headers.get("Location")).toBe(checkPage(moduleCheck, screenPath));
    expect((await postAs(worker, cookie, "/course?index", {})).headers.get("Location")).toBe(checkPage(moduleCheck, screenPath));
    expect((await postAs(worker, cookie, "/course/heartbeat", { screen: `${firstLesson.id}#0`, event: "tick" })).status).toBe(400);
    expect(await rows(worker, "select * from course_screen_time where enrolment_id = ?", enrolmentId)).toEqual([]);
    expect(await rows(worker, "select * from course_clocks where enrolment_id = ?", enrolmentId)).toEqual([]);

    // The question is picked on the server and is the same at every reload; reading the page writes nothing.
    const asked = await questionAsked(cookie);
    for (let reload = 0; reload < 4; reload += 1) expect(await questionAsked(cookie)).toBe(asked);
    expect(await questionAsked(cookie, moduleCheck, "es")).toBe(asked);
    expect(await rows(worker, "select * from course_identity_checks where enrolment_id = ?", enrolmentId)).toEqual([]);
    expect(await recordKinds(enrolmentId)).toEqual([]);
    // The first answer writes the check with that question, and the record of the asking.
    expect((await postAs(worker, cookie, checkPage(moduleCheck, screenPath), answerFields(moduleCheck, screenPath, "not sure"))).status).toBe(422);
    expect(await rows(worker, "select question_key, tries from course_identity_checks where enrolment_id = ?", enrolmentId)).toEqual([
      { question_key: asked, tries: 1 },
    ]);
    expect(await recordKinds(enrolmentId)).toEqual(["identity.asked", "identity.failed"]);
  });

  it("opens the module on the right answer (any case or spacing), with JavaScript and without, and never sends the answer back", async () => {
    for (const withJavaScript of [false, true]) {
      const { cookie, enrolmentId } = await student();
      const asked = await questionAsked(cookie);
      const typed = `  ${answerTo(asked).toUpperCase().replace(" ", "   ")} `;
      const passed = withJavaScript
        ? await postAs(worker, cookie, "/course/identity-check.data", { ...answerFields(moduleCheck, screenPath, typed), enhanced: "1" })
        : await postAs(worker, cookie, "/course/identity-check", answerFields(moduleCheck, screenPath, typed));
      const body = await passed.text();
      if (withJavaScript) expect(decodeSingleFetch(body)).toMatchObject({ data: { ok: true, redirectTo: screenPath } });
      else expect(passed.headers.get("Location")).toBe(screenPath);
      expect(body.toLowerCase()).not.toContain(answerTo(asked).toLowerCase());
      const screen = await getAs(worker, cookie, screenPath);
      expect(screen.status).toBe(200);
      expect((await postAs(worker, cookie, "/course/heartbeat", { screen: `${firstLesson.id}#0`, event: "tick" })).status).toBe(200);
      const records = await rows<{ kind: string; details: string }>(
        worker,
        "select kind, details from course_records where enrolment_id = ? and kind like 'identity.%' order by id",
        enrolmentId,
      );
      expect(records.map((row) => row.kind)).toEqual(["identity.asked", "identity.passed"]);
      expect(JSON.parse(records[1]!.details)).toMatchObject({ scope: moduleCheck, question: asked, try: 1 });
      expect(
        records
          .map((row) => row.details)
          .join(" ")
          .toLowerCase(),
      ).not.toContain(answerTo(asked).toLowerCase());
    }
  });
});

describe("two wrong answers pause the course", () => {
  it("lets the student try once more, then pauses, tells their instructor by e-mail and keeps every step in the record — in the student's language", async () => {
    for (const language of ["en", "es"] as const) {
      const teacher = await instructor(language);
      const { cookie, enrolmentId } = await student({ language, instructorId: teacher.user.id });
      const asked = await questionAsked(cookie, moduleCheck, language);
      const url = checkPage(moduleCheck, `${prefix(language)}${screenPath}`, language);
      const first = await postAs(worker, cookie, url, answerFields(moduleCheck, screenPath, "wrong answer one"));
      expect(first.status).toBe(422);
      const firstBody = await first.text();
      expect(firstBody).toContain(language === "es" ? "Esa no es la respuesta que eligió" : "That is not the answer you chose");
      expect(firstBody).not.toContain("wrong answer one");
      expect(firstBody).toContain(language === "es" ? "Confirme que es usted" : "Confirm it is you");
      const second = await postAs(worker, cookie, url, answerFields(moduleCheck, screenPath, "wrong answer two"));
      expect(second.status).toBe(303);
      const paused = await getAs(worker, cookie, second.headers.get("Location")!);
      expect(await paused.text()).toContain(language === "es" ? "Un instructor ya fue avisado" : "An instructor has been told and will contact you");
      expect(await (await getAs(worker, cookie, `${prefix(language)}/course`)).text()).toContain(
        language === "es" ? "Su curso está en pausa" : "Your course is paused",
      );
      const [enrolment] = await rows<{ status: string }>(worker, "select status from course_enrolments where id = ?", enrolmentId);
      expect(enrolment!.status).toBe("paused");
      // Paused: even the right answer is refused now.
      expect((await postAs(worker, cookie, url, answerFields(moduleCheck, screenPath, answerTo(asked)))).status).toBe(303);
      expect(
        (await rows<{ status: string }>(worker, "select status from course_identity_checks where enrolment_id = ?", enrolmentId)).map((row) => row.status),
      ).toEqual(["failed"]);

      const [email, ...more] = (await emailsTo(worker, teacher.user.email)).filter((row) => row.kind === "identity-check-paused");
      expect(more).toEqual([]);
      expect(email!.language).toBe(language);
      expect(email!.subject).toBe(
        language === "es" ? "El curso de un estudiante quedó en pausa por los controles de identidad" : "A student's course was paused by the identity checks",
      );
      expect(email!.text_body).toContain(`${prefix(language)}/course-manager/identity`);
      expect(email!.text_body.toLowerCase()).not.toContain(answerTo(asked).toLowerCase());

      const records = await rows<{ kind: string; details: string }>(
        worker,
        "select kind, details from course_records where enrolment_id = ? and (kind like 'identity.%' or kind = 'enrolment.changed') order by id",
        enrolmentId,
      );
      expect(records.map((row) => row.kind)).toEqual(["identity.asked", "identity.failed", "identity.failed", "enrolment.changed", "identity.paused"]);
      expect(JSON.parse(records[3]!.details)).toMatchObject({ to: { status: "paused" }, reason: "identity" });
      expect(records.every((row) => JSON.parse(row.details).question === undefined || JSON.parse(row.details).question === asked)).toBe(true);
      expect(records.map((row) => row.details).join(" ")).not.toMatch(/wrong answer/);
    }
  });

  it("gives racing posts from many tabs two tries in all: one pause, one e-mail", async () => {
    const teacher = await instructor();
    const { cookie, enrolmentId } = await student({ instructorId: teacher.user.id });
    await questionAsked(cookie);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) => postAs(worker, cookie, "/course/identity-check", answerFields(moduleCheck, screenPath, `guess ${index}`))),
    );
    expect(answers.every((answer) => answer.status < 500)).toBe(true);
    const [check] = await rows<{ tries: number; status: string }>(
      worker,
      "select tries, status from course_identity_checks where enrolment_id = ?",
      enrolmentId,
    );
    expect(triesPerCheck).toBe(2);
    expect(check).toEqual({ tries: triesPerCheck, status: "failed" });
    expect((await recordKinds(enrolmentId)).filter((kind) => kind === "identity.failed")).toHaveLength(2);
    expect((await recordKinds(enrolmentId)).filter((kind) => kind === "identity.paused")).toHaveLength(1);
    expect((await emailsTo(worker, teacher.user.email)).filter((row) => row.kind === "identity-check-paused")).toHaveLength(1);
  });

  it("checks at most six answers in five minutes per enrolment, whatever the tab", async () => {
    expect(identityAnswerRule).toMatchObject({ limit: 6, windowSeconds: 300 });
    const { cookie, enrolmentId } = await student();
    const asked = await questionAsked(cookie);
    // Six answers spent on another check (the practice exam's: the first passes it, the rest find it passed)…
    const examQuestion = await questionAsked(cookie, "exam:practice:1");
    for (let answer = 0; answer < 6; answer += 1)
      expect(
        (await postAs(worker, cookie, checkPage("exam:practice:1", screenPath), answerFields("exam:practice:1", screenPath, answerTo(examQuestion)))).status,
      ).toBe(303);
    // …and the right answer to this module's check is not even looked at: it waits, and no try is spent.
    const throttled = await postAs(worker, cookie, checkPage(moduleCheck, screenPath, "es"), answerFields(moduleCheck, screenPath, answerTo(asked)));
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await throttled.text()).toContain("Demasiadas respuestas en poco tiempo");
    expect(await rows(worker, "select scope, status, tries from course_identity_checks where enrolment_id = ?", enrolmentId)).toEqual([
      { scope: "exam:practice:1", status: "passed", tries: 1 },
    ]);
  });
});

describe("resuming a paused course", () => {
  async function pausedStudent(teacherId: string) {
    const paused = await student({ instructorId: teacherId });
    await questionAsked(paused.cookie);
    for (const guess of ["nope", "still nope"]) await postAs(worker, paused.cookie, "/course/identity-check", answerFields(moduleCheck, screenPath, guess));
    return paused;
  }

  it("is for their instructor (or an admin), not for the student nor another instructor; it resets the check", async () => {
    const teacher = await instructor();
    const other = await instructor();
    const { cookie, enrolmentId, user } = await pausedStudent(teacher.user.id);

    const list = await (await getAs(worker, teacher.cookie, "/course-manager/identity")).text();
    expect(list).toContain(user.email);
    expect(await (await getAs(worker, other.cookie, "/course-manager/identity")).text()).not.toContain(user.email);

    const byStudent = await postAs(worker, cookie, "/course-manager/identity", { intent: "resume", enrolmentId });
    expect(byStudent.status).toBe(303);
    const byOther = await postAs(worker, other.cookie, "/es/course-manager/identity", { intent: "resume", enrolmentId });
    expect(toastText(byOther)).toContain("No se cambió nada");
    expect((await rows<{ status: string }>(worker, "select status from course_enrolments where id = ?", enrolmentId))[0]!.status).toBe("paused");

    const resumed = await postAs(worker, teacher.cookie, "/course-manager/identity", { intent: "resume", enrolmentId });
    expect(toastText(resumed)).toContain("Course resumed");
    expect((await rows<{ status: string }>(worker, "select status from course_enrolments where id = ?", enrolmentId))[0]!.status).toBe("active");
    expect((await recordKinds(enrolmentId)).at(-1)).toBe("identity.resumed");
    // A second resume changes nothing.
    expect(toastText(await postAs(worker, teacher.cookie, "/course-manager/identity", { intent: "resume", enrolmentId }))).toContain("Nothing changed");

    // The student is asked afresh, with two tries again, and the right answer opens the module.
    const asked = await questionAsked(cookie);
    expect((await postAs(worker, cookie, "/course/identity-check", answerFields(moduleCheck, screenPath, "wrong once more"))).status).toBe(422);
    expect((await postAs(worker, cookie, "/course/identity-check", answerFields(moduleCheck, screenPath, answerTo(asked)))).headers.get("Location")).toBe(
      screenPath,
    );
    expect((await getAs(worker, cookie, screenPath)).status).toBe(200);
    expect(
      (await rows<{ status: string }>(worker, "select status from course_identity_checks where enrolment_id = ? order by created_at", enrolmentId)).map(
        (row) => row.status,
      ),
    ).toEqual(["reset", "passed"]);
  });

  it("takes the same way from the learners' pages' Resume button: another instructor is refused there too, and their instructor's resume resets the check", async () => {
    const teacher = await instructor();
    const other = await instructor();
    const { enrolmentId } = await pausedStudent(teacher.user.id);
    const resume = { intent: "status", status: "active", enrolmentId };

    // The learner's page says why the course is paused, lists the check (never an answer) and offers the resume.
    const learnerPage = await (await getAs(worker, teacher.cookie, `/es/course-manager/learners/${enrolmentId}`)).text();
    expect(learnerPage).toContain(es.learners.pausedByChecks);
    expect(learnerPage).toContain(es.learners.checkStatuses.failed);
    expect(learnerPage).not.toMatch(/nope/);

    for (const page of ["/course-manager", `/course-manager/learners/${enrolmentId}`]) {
      const byOther = await postAs(worker, other.cookie, page, resume);
      expect(byOther.status).toBe(409);
      await byOther.arrayBuffer();
    }
    expect((await rows<{ status: string }>(worker, "select status from course_enrolments where id = ?", enrolmentId))[0]!.status).toBe("paused");

    const resumed = await postAs(worker, teacher.cookie, `/course-manager/learners/${enrolmentId}`, resume);
    expect(resumed.status).toBe(303);
    expect((await rows<{ status: string }>(worker, "select status from course_enrolments where id = ?", enrolmentId))[0]!.status).toBe("active");
    expect((await recordKinds(enrolmentId)).at(-1)).toBe("identity.resumed");
    expect(
      (await rows<{ status: string }>(worker, "select status from course_identity_checks where enrolment_id = ?", enrolmentId)).map((row) => row.status),
    ).toEqual(["reset"]);
  });
});

describe("why a course is paused is stored with the pause, not guessed from the latest record", () => {
  async function pausedStudent(teacherId: string | null = null) {
    const paused = await student({ instructorId: teacherId });
    await questionAsked(paused.cookie);
    for (const guess of ["nope", "still nope"]) await postAs(worker, paused.cookie, "/course/identity-check", answerFields(moduleCheck, screenPath, guess));
    return paused;
  }
  const enrolmentState = async (enrolmentId: string) =>
    (await rows<{ status: string; pause_reason: string | null }>(worker, "select status, pause_reason from course_enrolments where id = ?", enrolmentId))[0];
  const changeRecords = async (enrolmentId: string) =>
    (await rows(worker, "select id from course_records where enrolment_id = ? and kind = 'enrolment.changed'", enrolmentId)).length;
  const checkStatuses = async (enrolmentId: string) =>
    (await rows<{ status: string }>(worker, "select status from course_identity_checks where enrolment_id = ?", enrolmentId)).map((row) => row.status);

  it("an instructor who is not the student's cannot pause then resume them through the general change: both refused, still paused for identity, the failed check kept", async () => {
    const teacher = await instructor();
    const other = await instructor();
    const { enrolmentId, cookie, user } = await pausedStudent(teacher.user.id);
    expect(await enrolmentState(enrolmentId)).toEqual({ status: "paused", pause_reason: "identity" });
    const recordsBefore = await changeRecords(enrolmentId);

    for (const page of ["/course-manager", `/es/course-manager/learners/${enrolmentId}`]) {
      const pause = await postAs(worker, other.cookie, page, { intent: "status", status: "paused", enrolmentId });
      expect(pause.status).toBe(409);
      await pause.arrayBuffer();
      const resume = await postAs(worker, other.cookie, page, { intent: "status", status: "active", enrolmentId });
      expect(resume.status).toBe(409);
      // Another instructor's learner is refused as one that does not exist (decision 045, amended).
      expect(decodeEntities(await resume.text())).toContain(page.startsWith("/es") ? es.courseAdmin.notChangedText : en.courseAdmin.notChangedText);
    }
    expect(await enrolmentState(enrolmentId)).toEqual({ status: "paused", pause_reason: "identity" });
    expect(await checkStatuses(enrolmentId)).toEqual(["failed"]);
    expect(await changeRecords(enrolmentId)).toBe(recordsBefore);
    expect((await recordKinds(enrolmentId)).filter((kind) => kind === "identity.resumed")).toEqual([]);
    expect(await (await getAs(worker, teacher.cookie, "/course-manager/identity")).text()).toContain(user.email);
    expect(await (await getAs(worker, cookie, checkPage(moduleCheck, screenPath))).text()).toContain(en.identityChecks.paused.heading);

    // Even an admin's general pause of it changes nothing; their resume takes the identity way.
    const adminPause = await postAs(worker, admin.cookie, "/course-manager", { intent: "status", status: "paused", enrolmentId });
    expect(adminPause.status).toBe(409);
    await adminPause.arrayBuffer();
    expect((await postAs(worker, admin.cookie, "/course-manager", { intent: "status", status: "active", enrolmentId })).status).toBe(303);
    expect(await enrolmentState(enrolmentId)).toEqual({ status: "active", pause_reason: null });
    expect(await checkStatuses(enrolmentId)).toEqual(["reset"]);
    expect((await recordKinds(enrolmentId)).at(-1)).toBe("identity.resumed");
  });

  it("refuses a change that changes nothing (paused to paused), in the staff member's language, and writes no record", async () => {
    const { enrolmentId } = await student();
    expect((await postAs(worker, admin.cookie, "/course-manager", { intent: "status", status: "paused", enrolmentId })).status).toBe(303);
    expect(await enrolmentState(enrolmentId)).toEqual({ status: "paused", pause_reason: "staff" });
    const recordsBefore = await changeRecords(enrolmentId);
    for (const [language, text] of [
      ["en", en.courseAdmin.unchangedText],
      ["es", es.courseAdmin.unchangedText],
    ] as const) {
      const again = await postAs(worker, admin.cookie, `${prefix(language)}/course-manager`, { intent: "status", status: "paused", enrolmentId });
      expect(again.status).toBe(409);
      expect(decodeEntities(await again.text())).toContain(text);
    }
    expect(await changeRecords(enrolmentId)).toBe(recordsBefore);
    expect(await rows(worker, "select id from audit_log where action = 'course.enrolment_change' and details like ?", `%${enrolmentId}%`)).toHaveLength(1);
    // A staff pause resumes by the general button, and the reason goes with it.
    expect((await postAs(worker, admin.cookie, "/course-manager", { intent: "status", status: "active", enrolmentId })).status).toBe(303);
    expect(await enrolmentState(enrolmentId)).toEqual({ status: "active", pause_reason: null });
  });

  it("keeps a student paused for identity through an admin's extension, one or in bulk: still on the identity page, the check page still says paused", async () => {
    const { enrolmentId, user, cookie } = await pausedStudent();
    const [{ ends_at: endsBefore }] = (await rows<{ ends_at: string }>(worker, "select ends_at from course_enrolments where id = ?", enrolmentId)) as [
      { ends_at: string },
    ];
    const extend = await postAs(worker, admin.cookie, "/course-manager", { intent: "extend", enrolmentId, endsOn: "2030-06-30" });
    expect(extend.status).toBe(303);
    const bulk = await postAs(worker, admin.cookie, "/course-manager", { intent: "bulk-extend", enrolmentId, amount: "30", unit: "days", q: "", show: "all" });
    expect(bulk.status).toBe(303);
    const [after] = await rows<{ status: string; pause_reason: string; ends_at: string }>(
      worker,
      "select status, pause_reason, ends_at from course_enrolments where id = ?",
      enrolmentId,
    );
    expect(after).toMatchObject({ status: "paused", pause_reason: "identity" });
    expect(after!.ends_at > endsBefore).toBe(true);
    expect(after!.ends_at.slice(0, 10)).toBe("2030-07-31");
    // The latest record is now the bulk extension's, and the identity page still lists the student.
    const [latest] = await rows<{ details: string }>(
      worker,
      "select details from course_records where enrolment_id = ? and kind = 'enrolment.changed' order by id desc limit 1",
      enrolmentId,
    );
    expect(JSON.parse(latest!.details).bulk).toEqual({ amount: 30, unit: "days" });
    const identityPage = decodeEntities(await (await getAs(worker, admin.cookie, "/course-manager/identity")).text());
    expect(identityPage).toContain(user.email);
    // It says when the checks paused the student (the pause's record), not when the extension changed the enrolment.
    const [pause] = await rows<{ created_at: string }>(
      worker,
      "select created_at from course_records where enrolment_id = ? and kind = 'identity.paused'",
      enrolmentId,
    );
    await worker.db.prepare("update course_enrolments set updated_at = '2031-01-02T15:04:00.000Z' where id = ?").bind(enrolmentId).run();
    const shown = decodeEntities((await (await getAs(worker, admin.cookie, "/course-manager/identity")).text()).replace(/<!-- -->/g, ""));
    expect(shown).toContain(`${en.identityChecks.staff.pausedAt}: ${formatDateTime(pause!.created_at, "en")}`);
    expect(shown).not.toContain(formatDateTime("2031-01-02T15:04:00.000Z", "en"));
    const page = await (await getAs(worker, cookie, checkPage(moduleCheck, screenPath))).text();
    expect(page).toContain(en.identityChecks.paused.heading);
    expect(await (await getAs(worker, cookie, "/es/course")).text()).toContain(es.identityChecks.paused.heading);
  });

  it("lists the one student paused for identity among more than 200 paused by staff, newer ones included", async () => {
    const { enrolmentId, user } = await pausedStudent();
    const later = new Date(Date.now() + 60_000).toISOString();
    const marker = crypto.randomUUID().slice(0, 8);
    const insert = worker.db.prepare(
      "insert into course_enrolments (id, course_id, student_name, student_email, status, pause_reason, starts_at, ends_at, created_at, updated_at) values (?, 'florida-2-15', ?, ?, 'paused', 'staff', ?, ?, ?, ?)",
    );
    await worker.db.batch(
      Array.from({ length: 205 }, (_, n) =>
        insert.bind(
          crypto.randomUUID(),
          `Staff paused ${n}`,
          `staff-paused-${marker}-${n}@example.com`,
          "2026-01-01T05:00:00.000Z",
          "2030-01-01T05:00:00.000Z",
          later,
          later,
        ),
      ),
    );
    expect(
      (
        await rows(
          worker,
          "select id from course_enrolments where status = 'paused' and pause_reason = 'staff' and updated_at > (select updated_at from course_enrolments where id = ?)",
          enrolmentId,
        )
      ).length,
    ).toBeGreaterThan(200);
    const html = await (await getAs(worker, admin.cookie, "/course-manager/identity")).text();
    expect(html).toContain(user.email);
    expect(html).not.toContain(`staff-paused-${marker}`);
  });
});

describe("every exam attempt starts with a check", () => {
  it("shows the exam's start only after a passed check, uses it for one attempt, and asks again for the next", async () => {
    const { cookie, enrolmentId } = await student({ isSetUp: false });
    await passEveryModuleCheck(worker, enrolmentId);
    await lessonsStudied(worker, enrolmentId, firstModule.id);
    const examPath = `/course/exams/module/${firstModule.id}`;
    const examCheck = `exam:module:${firstModule.id}`;
    expect((await getAs(worker, cookie, examPath)).headers.get("Location")).toBe(checkPage(examCheck, examPath));
    expect((await postAs(worker, cookie, examPath, { intent: "start", agree: "on" })).headers.get("Location")).toBe(checkPage(examCheck, examPath));
    expect(await rows(worker, "select * from course_attempts where enrolment_id = ?", enrolmentId)).toEqual([]);

    const asked = await questionAsked(cookie, examCheck);
    expect((await postAs(worker, cookie, "/course/identity-check", answerFields(examCheck, examPath, answerTo(asked)))).headers.get("Location")).toBe(examPath);
    expect((await getAs(worker, cookie, examPath)).status).toBe(200);
    const started = await postAs(worker, cookie, examPath, { intent: "start", agree: "on" });
    expect(started.headers.get("Location")).toBe(`${examPath}?q=1`);
    expect((await getAs(worker, cookie, `${examPath}?q=1`)).status).toBe(200);
    const [open] = await rows<{ id: string }>(
      worker,
      "select id from course_attempts where enrolment_id = ? and kind = 'module' and submitted_at is null",
      enrolmentId,
    );
    expect((await postAs(worker, cookie, examPath, { intent: "submit", confirm: open!.id })).headers.get("Location")).toBe(`${examPath}?result=${open!.id}`);
    // The next attempt needs a new check.
    expect((await getAs(worker, cookie, examPath)).headers.get("Location")).toBe(checkPage(examCheck, examPath));
    expect(
      (await rows<{ status: string }>(worker, "select status from course_identity_checks where enrolment_id = ? and scope = ?", enrolmentId, examCheck)).map(
        (row) => row.status,
      ),
    ).toEqual(["used"]);
  });
});
