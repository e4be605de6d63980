/**
 * The course over HTTP, as a student and as everyone else: access by enrolment state, screens in
 * order, "Next" refused before the screen's minimum, ticks that cannot outrun the clock, quizzes and
 * exams that never send the correct choice before the answer, and certificates anyone can verify.
 */
import { describe, expect, it } from "vitest";
import { lessonsInOrder, previewLesson, theCourse } from "~/course/course.server";
import { monthsAfter } from "~/course/enrolments.server";
import { enrol } from "~/school/enrolling.server";
import { createDb } from "../../db/client";
import { insertUser } from "../factories";
import { getAs, logIn, postAs } from "../support/accounts";
import { decodeSingleFetch } from "../support/mailbox";
import { startWorkerForFile } from "../support/worker";
import { passEveryModuleCheck, passIdentityCheck } from "../support/identity-checks";

const worker = startWorkerForFile();

async function student(options: { enrolled?: boolean; verified?: boolean; startsAt?: string; endsAt?: string; status?: "paused" } = {}) {
  const { user, password } = await insertUser(worker.db, { isVerified: options.verified ?? true });
  const db = createDb(worker.db);
  let enrolmentId: string | null = null;
  if (options.enrolled ?? true) {
    const now = new Date();
    const enrolled = await enrol(db, {
      email: user.email,
      name: `${user.firstName} ${user.lastName}`,
      startsAt: options.startsAt ?? new Date(now.getTime() - 60_000).toISOString(),
      endsAt: options.endsAt ?? monthsAfter(now, 6),
      createdBy: "test",
    });
    if (!enrolled.ok) throw new Error(enrolled.reason);
    enrolmentId = enrolled.enrolment.id;
    // Past the identity checks of every module: this file is about studying (identity-checks.test.ts tests the checks).
    await passEveryModuleCheck(worker, enrolmentId);
    if (options.status) await worker.db.prepare("update course_enrolments set status = ? where id = ?").bind(options.status, enrolled.enrolment.id).run();
  }
  return { user, enrolmentId, cookie: await logIn(worker, user.email, password, "/auth") };
}

const firstLesson = () => lessonsInOrder(theCourse())[0]!;
const secondLesson = () => lessonsInOrder(theCourse()).find((lesson) => !lesson.preview)!;

describe("who may open the course", () => {
  it("shows the preview lesson to anyone, and sends anyone else to the course page or the sign-in", async () => {
    const preview = previewLesson(theCourse());
    const open = await worker.fetch(`/course/${preview.id}/1`);
    expect(open.status).toBe(200);
    const html = await open.text();
    expect(html).toContain(preview.en.screens[0]!.heading.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));
    expect(html).toContain("This is the free preview lesson");
    const closed = await worker.fetch(`/course/${secondLesson().id}/1`, { redirect: "manual" });
    expect(closed.status).toBe(303);
    expect(closed.headers.get("Location")).toMatch(/^\/auth\?returnTo=/);
  });

  it("says why the course is closed: unverified, not enrolled, not started, paused, expired — in both languages", async () => {
    const cases = [
      [{ verified: false }, "Confirm your e-mail address first", "Primero confirme su correo electrónico"],
      [{ enrolled: false }, "You are not enrolled yet", "Todavía no está inscrito"],
      [{ startsAt: "2099-01-01T00:00:00.000Z", endsAt: "2099-07-01T00:00:00.000Z" }, "Your course opens on", "Su curso se abre el"],
      [{ status: "paused" as const }, "Your enrolment is paused", "Su inscripción está en pausa"],
      [{ startsAt: "2020-01-01T00:00:00.000Z", endsAt: "2020-07-01T00:00:00.000Z" }, "Your enrolment ended on", "Su inscripción terminó el"],
    ] as const;
    for (const [options, english, spanish] of cases) {
      const { cookie } = await student(options);
      expect(await (await getAs(worker, cookie, "/course")).text()).toContain(english);
      expect(await (await getAs(worker, cookie, "/es/course")).text()).toContain(spanish);
      const refused = await getAs(worker, cookie, `/course/${secondLesson().id}/1`);
      expect(refused.status).toBe(303);
    }
  });
});

describe("studying", () => {
  it("opens screens in order, refuses Next before the screen's minimum and keeps the page, and credits no more than real time", async () => {
    const { cookie } = await student();
    const lesson = firstLesson();
    const page = await getAs(worker, cookie, "/course");
    expect(await page.text()).toContain("Start the course");
    expect((await getAs(worker, cookie, `/course/${lesson.id}/3`)).status).toBe(303);
    const first = await getAs(worker, cookie, `/course/${lesson.id}/1`);
    expect(first.status).toBe(200);
    const early = await postAs(worker, cookie, `/course/${lesson.id}/1`, {});
    expect(early.status).toBe(409);
    expect(await early.text()).toMatch(/more seconds are needed before you go on/);
    // A script posting ticks as fast as it can gains nothing beyond real time (a second or so here).
    const ticks = await Promise.all(Array.from({ length: 20 }, () => postAs(worker, cookie, "/course/heartbeat", { screen: `${lesson.id}#0`, event: "tick" })));
    const seconds = await Promise.all(ticks.map(async (tick) => ((await tick.json()) as { seconds: number }).seconds));
    expect(Math.max(...seconds)).toBeLessThanOrEqual(5);
    // Ticks for a screen not yet open, or not a screen, are refused.
    const ahead = await postAs(worker, cookie, "/course/heartbeat", { screen: `${lesson.id}#4`, event: "tick" });
    expect(ahead.status, await ahead.clone().text()).toBe(400);
    expect(JSON.stringify(await ahead.json())).toMatch(/not open yet/);
    // …and a body the player never sends is told so, not that a screen is closed.
    for (const forged of [
      { screen: "../../etc#0", event: "tick" },
      { screen: `${lesson.id}#0`, event: "rewind" },
      { screen: "no-such-lesson#0", event: "tick" },
    ]) {
      const refused = await postAs(worker, cookie, "/course/heartbeat", forged);
      expect(refused.status).toBe(400);
      const body = JSON.stringify(await refused.json());
      expect(body).toMatch(/is not a form this site accepts/);
      expect(body).not.toMatch(/not open yet/);
    }
  });

  it("never sends a quiz's or an exam's correct choice before the answer is in", async () => {
    const { cookie, enrolmentId } = await student();
    const lesson = firstLesson();
    // The screens are done (the seat-time store is tested on its own): mark them done directly.
    for (let screen = 0; screen < lesson.en.screens.length; screen += 1) {
      await worker.db
        .prepare("insert into course_screen_time (enrolment_id, lesson_id, screen, seconds, completed_at) values (?, ?, ?, ?, ?)")
        .bind(enrolmentId, lesson.id, screen, 999, "2026-11-24T00:00:00Z")
        .run();
    }
    const quiz = await getAs(worker, cookie, `/course/${lesson.id}/quiz.data`);
    const decoded = JSON.stringify(decodeSingleFetch(await quiz.text()));
    expect(decoded).not.toMatch(/"answer"|explanation|correctAnswer/i);
    for (const question of lesson.quiz.map((id) => theCourse().questions[id]!)) expect(decoded).not.toContain(question.en.explanation.slice(0, 40));
  });
});

describe("reading the course changes nothing", () => {
  const tables = [
    "course_enrolments",
    "course_clocks",
    "course_screen_time",
    "course_attempts",
    "course_answers",
    "course_acknowledgements",
    "course_certificates",
    "course_records",
  ];
  const snapshot = async () =>
    Promise.all(tables.map(async (table) => JSON.stringify((await worker.db.prepare(`select * from ${table} order by 1`).all()).results)));

  it("every course page, as a document and as data, in both languages, leaves every course table as it was", async () => {
    const { cookie, enrolmentId } = await student();
    const lesson = firstLesson();
    for (let screen = 0; screen < lesson.en.screens.length; screen += 1) {
      await worker.db
        .prepare("insert into course_screen_time (enrolment_id, lesson_id, screen, seconds, completed_at) values (?, ?, ?, ?, ?)")
        .bind(enrolmentId, lesson.id, screen, 999, "2026-11-24T00:00:00Z")
        .run();
    }
    // The exams' identity checks passed, so their pages show the start as before.
    for (const scope of ["exam:module:m1-insurance-basics", "exam:practice:1", "exam:final:florida-2-15"]) await passIdentityCheck(worker, enrolmentId!, scope);
    const before = await snapshot();
    const paths = [
      "/course",
      `/course/${lesson.id}/1`,
      `/course/${lesson.id}/${lesson.en.screens.length}`,
      `/course/${lesson.id}/quiz`,
      `/course/${secondLesson().id}/1`,
      "/course/exams/module/m1-insurance-basics",
      "/course/exams/practice/1",
      "/course/exams/final/florida-2-15",
      "/course/certificate",
      "/course/glossary",
      "/certificates/FFA-0000-0000-0000",
    ];
    for (const path of paths) {
      for (const url of [path, `/es${path}`, `${path}.data`, `/es${path}.data`]) {
        const response = await getAs(worker, cookie, url);
        expect(response.status, url).toBeLessThan(500);
        await response.arrayBuffer();
      }
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe("certificates", () => {
  it("answers an unknown or malformed code with 404 and a clear message, in both languages", async () => {
    const unknown = await worker.fetch("/certificates/FFA-0000-0000-0000");
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("We found no certificate with this code");
    const malformed = await worker.fetch("/es/certificates/<script>");
    expect(malformed.status).toBe(404);
    expect(await malformed.text()).toContain("Un código de certificado tiene la forma");
    const typed = await worker.fetch("/certificates/check?code=ffa%200000%200000%20000o", { redirect: "manual" });
    expect(typed.status).toBe(303);
    expect(typed.headers.get("Location")).toBe("/certificates/FFA-0000-0000-0000");
  });
});
