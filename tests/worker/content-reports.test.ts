/**
 * "Report a problem" (app/studio/reports.server.ts): from a lesson screen, a quiz's feedback and a
 * practice exam's review, with JavaScript and without, as an enrolled student; stored with the
 * version the student saw (the screen's studied version, the answer's question version); bad input
 * kept with the message in both languages; what the student could not see refused alike, whether it
 * exists or not; the limit per student; the authors' reads.
 */
import { describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { theCourse } from "~/course/course.server";
import { openReports, reportCounts, resolveReport } from "~/studio/reports.server";
import { createDb } from "../../db/client";
import { insertUser } from "../factories";
import { decodedPage, logIn, postAs, toastText } from "../support/accounts";
import { enrolledStudent, firstLesson, type Student } from "../support/course-questions";
import { lessonsStudied } from "../support/course-students";
import { decodeEntities } from "../support/html";
import { decodeSingleFetch } from "../support/mailbox";
import { rows, startWorkerForFile } from "../support/worker";

const worker = startWorkerForFile();
const lesson = firstLesson();
const prefix = (language: "en" | "es") => (language === "es" ? "/es" : "");

function report(student: Pick<Student, "cookie">, path: string, fields: Record<string, string>, { withJavaScript = false } = {}) {
  return postAs(worker, student.cookie, withJavaScript ? `${path}.data` : path, {
    intent: "report-problem",
    ...fields,
    ...(withJavaScript ? { enhanced: "1" } : {}),
  });
}

type ReportRow = {
  user_id: string;
  kind: string;
  item_id: string;
  screen: number | null;
  version: number;
  language: string;
  place: string;
  message: string;
  state: string;
};
const reportsBy = (userId: string) => rows<ReportRow>(worker, "select * from course_content_reports where user_id = ? order by created_at, rowid", userId);

/** The student answers the lesson's quiz question through the quiz page; the answer row's version is then set as a later version would be. */
async function answeredQuizQuestion(student: Student, version: number) {
  const questionId = lesson.quiz[0]!;
  const answered = await postAs(worker, student.cookie, `/course/${lesson.id}/quiz`, { intent: "answer", questionId, choice: "0" });
  expect(answered.status).toBe(303);
  await rows(
    worker,
    "update course_answers set question_version = ? where question_id = ? and attempt_id in (select id from course_attempts where enrolment_id = ?)",
    version,
    questionId,
    student.enrolmentId,
  );
  return questionId;
}

describe("reporting a lesson screen", () => {
  it("without JavaScript: stored with the screen's studied version, then back to the screen with the thanks", async () => {
    const student = await enrolledStudent(worker);
    await rows(
      worker,
      "update course_screen_time set lesson_version = 3 where enrolment_id = ? and lesson_id = ? and screen = 1",
      student.enrolmentId,
      lesson.id,
    );
    const message = "The second paragraph says 30 days; the statute says 60.";
    const response = await report(student, `/es/course/${lesson.id}/2`, { message });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`/es/course/${lesson.id}/2`);
    expect(toastText(response)).toContain(es.contentReports.sentTitle);
    expect(await reportsBy(student.id)).toEqual([
      expect.objectContaining({ kind: "lesson", item_id: lesson.id, screen: 1, version: 3, language: "es", place: "lesson", message, state: "open" }),
    ]);
  });

  it("with JavaScript: the success as data for the form in place; a screen never timed is version 1", async () => {
    const student = await enrolledStudent(worker);
    // The first screen with no seat time recorded at all: open (it is the first), its version 1.
    await rows(worker, "delete from course_screen_time where enrolment_id = ? and lesson_id = ? and screen = 0", student.enrolmentId, lesson.id);
    const response = await report(student, `/course/${lesson.id}/1`, { message: "A typo: 'insurence' in the heading." }, { withJavaScript: true });
    expect(response.status).toBe(200);
    const decoded = decodeSingleFetch(await response.text()) as { data?: { ok?: boolean; formId?: string; toast?: { title: string } }; redirect?: string };
    expect(decoded.redirect).toBeUndefined();
    expect(decoded.data).toMatchObject({ ok: true, formId: "report-screen", toast: { title: en.contentReports.sentTitle } });
    expect(await reportsBy(student.id)).toEqual([expect.objectContaining({ screen: 0, version: 1, language: "en" })]);
  });

  it("keeps what was typed, with the message in the page's language, for a report too short, empty or too long", async () => {
    const student = await enrolledStudent(worker);
    for (const [language, strings] of [
      ["en", en],
      ["es", es],
    ] as const) {
      const short = await report(student, `${prefix(language)}/course/${lesson.id}/1`, { message: "Wrong!" });
      expect(short.status).toBe(422);
      const page = await decodedPage(short);
      expect(page).toContain(`lang="${language}"`);
      expect(page).toContain(strings.contentReports.messageTooShort);
      expect(page).toContain(strings.contentReports.checkText);
      expect(page).toContain(">Wrong!</textarea>");

      const withJavaScript = await report(student, `${prefix(language)}/course/${lesson.id}/1`, { message: "" }, { withJavaScript: true });
      expect(withJavaScript.status).toBe(422);
      const failure = (
        decodeSingleFetch(await withJavaScript.text()) as { data: { formId: string; alert: { description: string }; fieldErrors: Record<string, string> } }
      ).data;
      expect(failure).toMatchObject({
        formId: "report-screen",
        alert: { description: strings.contentReports.checkText },
        fieldErrors: { message: "validation.required" },
      });
    }
    const tooLong = "x".repeat(2001);
    const long = await report(student, `/es/course/${lesson.id}/1`, { message: tooLong });
    expect(long.status).toBe(422);
    expect(await decodedPage(long)).toContain(es.validation.tooLong.replace("{{max}}", "2000"));
    expect(await reportsBy(student.id)).toEqual([]);
  });

  it("refuses a screen the student cannot open yet, and anyone not enrolled, with the same words", async () => {
    const student = await enrolledStudent(worker);
    const later = Object.values(theCourse().lessons).find((each) => each.module !== lesson.module)!;
    const ahead = await report(student, `/course/${later.id}/1`, { message: "Reported before reaching it." }, { withJavaScript: true });
    expect(ahead.status).toBe(422);
    expect(decodeEntities(await ahead.text())).toContain(en.contentReports.cannotReportText);

    const { user, password } = await insertUser(worker.db);
    const stranger = { cookie: await logIn(worker, user.email, password, "/auth") };
    const refused = await report(stranger, `/es/course/${lesson.id}/1`, { message: "Not a student of the course." }, { withJavaScript: true });
    expect(refused.status).toBe(422);
    expect(decodeEntities(await refused.text())).toContain(es.contentReports.cannotReportText);
    expect(await reportsBy(student.id)).toEqual([]);
    expect(await reportsBy(user.id)).toEqual([]);
  });
});

describe("reporting a question", () => {
  it("from the quiz's feedback: stored with the version of the student's own answer, back to the feedback", async () => {
    expect(lesson.quiz.length).toBeGreaterThan(0);
    const student = await enrolledStudent(worker);
    const questionId = await answeredQuizQuestion(student, 2);
    const response = await report(student, `/course/${lesson.id}/quiz`, { reportedQuestionId: questionId, message: "Two of the choices mean the same thing." });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`/course/${lesson.id}/quiz?answered=${questionId}`);
    expect(toastText(response)).toContain(en.contentReports.sentTitle);
    expect(await reportsBy(student.id)).toEqual([
      expect.objectContaining({ kind: "question", item_id: questionId, screen: null, version: 2, place: "quiz", language: "en" }),
    ]);
  });

  it("refuses another student's question and a question that does not exist alike, keeping the message", async () => {
    const first = await enrolledStudent(worker);
    const questionId = await answeredQuizQuestion(first, 1);
    const other = await enrolledStudent(worker);
    const bodies = [];
    for (const id of [questionId, "m9-no-such-question"]) {
      const refused = await report(
        other,
        `/es/course/${lesson.id}/quiz`,
        { reportedQuestionId: id, message: "I never answered this one." },
        { withJavaScript: true },
      );
      expect(refused.status).toBe(422);
      const failure = (decodeSingleFetch(await refused.text()) as { data: { alert: { description: string }; repopulateFields: Record<string, string> } }).data;
      expect(failure.alert.description).toBe(es.contentReports.cannotReportText);
      expect(failure.repopulateFields.message).toBe("I never answered this one.");
      bodies.push(failure.alert);
    }
    expect(bodies[0]).toEqual(bodies[1]);
    expect(await reportsBy(other.id)).toEqual([]);
  });

  it("from a practice exam's review: the version of the answer in that exam, back to its result", async () => {
    const student = await enrolledStudent(worker);
    await lessonsStudied(worker, student.enrolmentId);
    const questionId = Object.values(theCourse().questions).find((question) => !question.reserved)!.id;
    const attemptId = crypto.randomUUID();
    await worker.db.batch([
      worker.db
        .prepare(
          "insert into course_attempts (id, enrolment_id, kind, scope, question_ids, language, started_at, started_ms, submitted_at, correct, total, percent, passed) values (?, ?, 'practice', '1', ?, 'es', ?, 0, ?, 0, 1, 0, 0)",
        )
        .bind(attemptId, student.enrolmentId, JSON.stringify([questionId]), new Date().toISOString(), new Date().toISOString()),
      worker.db.prepare("insert into course_answers (attempt_id, question_id, choice, question_version) values (?, ?, 0, 4)").bind(attemptId, questionId),
    ]);
    const response = await report(student, "/es/course/exams/practice/1", {
      reportedQuestionId: questionId,
      message: "La explicación contradice la respuesta.",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`/es/course/exams/practice/1?result=${attemptId}`);
    expect(await reportsBy(student.id)).toEqual([
      expect.objectContaining({ kind: "question", item_id: questionId, version: 4, place: "exam", language: "es" }),
    ]);

    // The same question from another exam's page: not answered there, refused.
    const elsewhere = await report(
      student,
      "/course/exams/practice/2",
      { reportedQuestionId: questionId, message: "Reported from the wrong exam." },
      { withJavaScript: true },
    );
    expect(elsewhere.status).toBe(422);
  });
});

describe("the limit and the authors' side", () => {
  it("takes 20 reports a day from a student, then refuses with Retry-After, keeping the message; the studio's reads list, count and resolve them", async () => {
    const student = await enrolledStudent(worker);
    for (let number = 1; number <= 20; number += 1)
      expect((await report(student, `/course/${lesson.id}/1`, { message: `Report number ${number}` })).status).toBe(303);
    const refused = await report(student, `/es/course/${lesson.id}/1`, { message: "Report number 21" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    const page = await decodedPage(refused);
    expect(page).toContain(es.contentReports.tooManyText.split("{{minutes}}")[0]!);
    expect(page).toContain("Report number 21");
    expect(await reportsBy(student.id)).toHaveLength(20);

    const db = createDb(worker.db);
    const mine = (await openReports(db, { kind: "lesson", itemId: lesson.id })).filter((row) => row.userId === student.id);
    expect(mine).toHaveLength(20);
    const counted = (await reportCounts(db)).find((row) => row.kind === "lesson" && row.itemId === lesson.id)!;
    expect(await resolveReport(db, mine[0]!.id, student.id)).toBe(true);
    expect(await resolveReport(db, mine[0]!.id, student.id)).toBe(false);
    expect((await reportCounts(db)).find((row) => row.kind === "lesson" && row.itemId === lesson.id)!.open).toBe(counted.open - 1);
    expect(
      (await rows<{ state: string; resolved_by: string }>(worker, "select state, resolved_by from course_content_reports where id = ?", mine[0]!.id))[0],
    ).toEqual({
      state: "resolved",
      resolved_by: student.id,
    });
  });
});
