/**
 * The feedback at each quarter of the course (docs/decisions/047), by the Cron Trigger's scheduled
 * handler on a real D1: one e-mail and one account notice per quarter, in the student's language,
 * with the modules finished, the scores by topic and what to review; a rerun, or runs at once, send
 * nothing twice; a run looks only at the enrolments whose progress changed.
 */
import { describe, expect, it } from "vitest";
import { theCourse } from "~/course/course.server";
import { monthsAfter } from "~/course/enrolments.server";
import { enrol } from "~/school/enrolling.server";
import { screensInOrder } from "~/course/study.server";
import { createDb } from "../../db/client";
import { insertUser } from "../factories";
import { getAs, logIn } from "../support/accounts";
import { emailsTo } from "../support/mailbox";
import { rows, startWorkerForFile } from "../support/worker";

const worker = startWorkerForFile();
const course = theCourse();
const screens = screensInOrder(course);
const screensFor = (percent: number) => Math.ceil((screens.length * percent) / 100);

async function student(language: "en" | "es" = "en") {
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
  await worker.db.prepare("update course_enrolments set user_id = ? where id = ?").bind(user.id, enrolled.enrolment.id).run();
  return { user, password, enrolmentId: enrolled.enrolment.id };
}

/** The first `count` screens done, with the seat-time record the credit that completed them appends (as the app writes them). */
async function studyUpTo(enrolmentId: string, count: number) {
  const done = new Date().toISOString();
  await worker.db.batch([
    ...screens
      .slice(0, count)
      .map((place) =>
        worker.db
          .prepare("insert or ignore into course_screen_time (enrolment_id, lesson_id, screen, seconds, completed_at, updated_at) values (?, ?, ?, 999, ?, ?)")
          .bind(enrolmentId, place.lessonId, place.screen, done, done),
      ),
    worker.db
      .prepare(
        "insert into course_records (enrolment_id, kind, lesson_id, screen, seconds, details) values (?, 'seat-time', ?, ?, 30, '{\"event\":\"advance\"}')",
      )
      .bind(enrolmentId, screens[count - 1]!.lessonId, screens[count - 1]!.screen),
  ]);
}

/** Runs the Cron Trigger's handler once; returns each step's counts from its log line, as `step.count`. */
async function runSchedule(): Promise<Record<string, unknown>> {
  worker.takeLogLines();
  await worker.scheduled(Date.now());
  const line = worker.takeLogLines().find((entry) => entry.event === "scheduled") as { steps?: Record<string, Record<string, unknown>> } | undefined;
  return Object.fromEntries(
    Object.entries(line?.steps ?? {}).flatMap(([step, counts]) => Object.entries(counts).map(([key, value]) => [`${step}.${key}`, value])),
  );
}

const feedbackEmails = async (address: string) => (await emailsTo(worker, address)).filter((email) => email.kind === "course-feedback");

describe("the feedback at each quarter", () => {
  it("sends one e-mail and one notice per quarter, in the student's language; a rerun sends nothing", async () => {
    for (const language of ["en", "es"] as const) {
      const { user, password, enrolmentId } = await student(language);
      await studyUpTo(enrolmentId, screensFor(25) - 1);
      await runSchedule();
      expect(await feedbackEmails(user.email)).toEqual([]);

      await studyUpTo(enrolmentId, screensFor(25));
      await runSchedule();
      const [first, ...others] = await feedbackEmails(user.email);
      expect(others).toEqual([]);
      expect(first!.language).toBe(language);
      expect(first!.subject).toBe(language === "es" ? "Su progreso en el curso: 25 % completado" : "Your course progress: 25 % done");
      expect(first!.text_body).toContain(
        language === "es" ? `${screensFor(25)} de ${screens.length} pantallas completadas` : `${screensFor(25)} of ${screens.length} screens done`,
      );
      expect(first!.text_body).toContain(language === "es" ? "Todavía no hay cuestionarios ni exámenes calificados" : "No quiz or exam graded yet");

      await runSchedule();
      await studyUpTo(enrolmentId, screensFor(25) + 1);
      await runSchedule();
      expect(await feedbackEmails(user.email)).toHaveLength(1);
      expect(await rows(worker, "select quarter, emailed from course_feedback where enrolment_id = ?", enrolmentId)).toEqual([{ quarter: 25, emailed: 1 }]);

      const cookie = await logIn(worker, user.email, password, "/auth");
      const account = await (await getAs(worker, cookie, language === "es" ? "/es/account" : "/account")).text();
      expect(account).toContain(language === "es" ? "Sus informes de progreso" : "Your progress reports");
      expect(account).toContain(language === "es" ? "25 % del curso" : "25 % of the course");
    }
  });

  it("sends each quarter once when runs overlap, and one e-mail for a jump over two quarters", async () => {
    const { user, enrolmentId } = await student();
    await studyUpTo(enrolmentId, screensFor(50));
    await Promise.all([runSchedule(), runSchedule(), runSchedule()]);
    const [fifty, ...others] = await feedbackEmails(user.email);
    expect(others).toEqual([]);
    expect(fifty!.subject).toBe("Your course progress: 50 % done");
    expect(await rows(worker, "select quarter, emailed from course_feedback where enrolment_id = ? order by quarter", enrolmentId)).toEqual([
      { quarter: 25, emailed: 0 },
      { quarter: 50, emailed: 1 },
    ]);

    await studyUpTo(enrolmentId, screens.length);
    await Promise.all([runSchedule(), runSchedule()]);
    const emails = await feedbackEmails(user.email);
    expect(emails.map((email) => email.subject).sort()).toEqual(["Your course progress: 100 % done", "Your course progress: 50 % done"]);
    // Every module finished at 100 %.
    expect(emails.find((email) => email.subject.includes("100"))!.text_body).toContain(course.modules.at(-1)!.title.en);
  });

  it("gives the scores by topic from the graded attempts and names the topics to review", async () => {
    const { user, enrolmentId } = await student("es");
    const module = course.modules[0]!;
    const questions = Object.values(course.questions).filter((question) => question.module === module.id);
    const strong = questions.filter((question) => question.topic === questions[0]!.topic).slice(0, 4);
    const weak = questions.filter((question) => question.topic !== questions[0]!.topic).slice(0, 4);
    const attemptId = crypto.randomUUID();
    const now = Date.now();
    await worker.db.batch([
      worker.db
        .prepare(
          "insert into course_attempts (id, enrolment_id, kind, scope, question_ids, language, started_at, started_ms, submitted_at, correct, total, percent, passed) values (?, ?, 'module', ?, ?, 'es', ?, ?, ?, 0, 0, 0, 0)",
        )
        .bind(
          attemptId,
          enrolmentId,
          module.id,
          JSON.stringify([...strong, ...weak].map((question) => question.id)),
          new Date(now).toISOString(),
          now,
          new Date(now).toISOString(),
        ),
      ...strong.map((question) =>
        worker.db.prepare("insert into course_answers (attempt_id, question_id, choice) values (?, ?, ?)").bind(attemptId, question.id, question.answer),
      ),
      ...weak.map((question) =>
        worker.db
          .prepare("insert into course_answers (attempt_id, question_id, choice) values (?, ?, ?)")
          .bind(attemptId, question.id, (question.answer + 1) % question.en.choices.length),
      ),
    ]);
    await studyUpTo(enrolmentId, screensFor(25));
    await runSchedule();
    const [email] = await feedbackEmails(user.email);
    const title = (topicId: string) => module.topics.find((topic) => topic.id === topicId)!.title.es;
    const strongTitle = title(strong[0]!.topic);
    expect(email!.text_body).toContain(`${strongTitle}: 100 % (${strong.length} de ${strong.length})`);
    const review = email!.text_body.slice(email!.text_body.indexOf("Conviene repasar (menos de 70 %)"));
    expect(review).toContain(title(weak[0]!.topic));
    expect(review.split("\n")[0]).not.toContain(strongTitle);
  });

  it(
    "sends at most its share of e-mails a run (D1 queries and e-mails per invocation are limited) and the rest with the next runs, each once",
    { timeout: 180_000 },
    async () => {
      await runSchedule();
      const students = [];
      for (let index = 0; index < 103; index += 1) students.push(await student(index % 2 === 0 ? "en" : "es"));
      for (const { enrolmentId } of students) await studyUpTo(enrolmentId, screensFor(25));
      // The first run sends what its share of the scheduled run allows (docs/decisions/069), 100 at most.
      const first = await runSchedule();
      expect(first["courseFeedback.capped"]).toBe(1);
      expect(Number(first["courseFeedback.sent"])).toBeGreaterThan(0);
      expect(Number(first["courseFeedback.sent"])).toBeLessThanOrEqual(100);
      let sent = Number(first["courseFeedback.sent"]);
      for (let runs = 1; sent < students.length; runs += 1) {
        expect(runs, "runs to send every quarter's e-mail").toBeLessThan(10);
        const next = await runSchedule();
        expect(next["courseFeedback.stopped"]).toBeUndefined();
        sent += Number(next["courseFeedback.sent"]);
      }
      expect(sent).toBe(students.length);
      const after = await runSchedule();
      expect(after["courseFeedback.enrolments"]).toBe(0);
      for (const { user } of students) expect((await feedbackEmails(user.email)).length).toBe(1);
    },
  );

  it("looks only at the enrolments whose progress changed since the last run", async () => {
    await runSchedule();
    const idle = await runSchedule();
    expect(idle["courseFeedback.enrolments"]).toBe(0);
    const { enrolmentId } = await student();
    await studyUpTo(enrolmentId, 1);
    const busy = await runSchedule();
    expect(busy["courseFeedback.enrolments"]).toBe(1);
    expect(busy["courseFeedback.sent"]).toBe(0);
  });
});
