/**
 * Ask an instructor: a student's question from a lesson screen (JavaScript on and off, bad input in
 * both languages, the per-student limit, a closed enrolment), routed to the enrolment's instructor
 * or to every admin while there is none, answered once from /course-manager/questions (audited,
 * e-mailed in the student's language, shown under the lesson), the overdue mark across weekends
 * in New York time, students per instructor, and who may read or answer what.
 */
import { describe, expect, it } from "vitest";
import { newYorkInstant, newYorkWallTime } from "~/platform/time/new-york-time";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { lessonsInOrder, theCourse } from "~/course/course.server";
import { decodedPage, getAs, postAs, toastText } from "../support/accounts";
import { enrolledStudent, firstLesson, signedInStaff, type Student } from "../support/course-questions";
import { decodeEntities } from "../support/html";
import { decodeSingleFetch, emailsTo, waitForEmail } from "../support/mailbox";
import { rows, startWorkerForFile } from "../support/worker";

const worker = startWorkerForFile();
const lesson = firstLesson();
const screenPath = (language: "en" | "es", screen = 1) => `${language === "es" ? "/es" : ""}/course/${lesson.id}/${screen}`;

function ask(student: Pick<Student, "cookie">, question: string, options: { language?: "en" | "es"; screen?: number; withJavaScript?: boolean } = {}) {
  const path = screenPath(options.language ?? "en", options.screen ?? 1);
  return postAs(worker, student.cookie, options.withJavaScript ? `${path}.data` : path, {
    intent: "ask-question",
    question,
    ...(options.withJavaScript ? { enhanced: "1" } : {}),
  });
}

function answer(staff: { cookie: string }, questionId: string, text: string, options: { language?: "en" | "es"; withJavaScript?: boolean } = {}) {
  const path = `${options.language === "es" ? "/es" : ""}/course-manager/questions`;
  return postAs(worker, staff.cookie, options.withJavaScript ? `${path}.data` : path, {
    questionId,
    answer: text,
    ...(options.withJavaScript ? { enhanced: "1" } : {}),
  });
}

const questionsOf = (enrolmentId: string) =>
  rows<{ id: string; lesson_id: string; screen: number; language: string; question: string; instructor_id: string | null }>(
    worker,
    "select * from course_questions where enrolment_id = ? order by asked_at",
    enrolmentId,
  );
const unique = (label: string) => `${label} ${crypto.randomUUID().slice(0, 8)}`;

describe("routing a question", () => {
  it("with no instructor, goes to every admin, each told in their own language with a link to it; the staff page says there is no instructor", async () => {
    const spanishAdmin = await signedInStaff(worker, { role: "admin", language: "es" });
    const englishAdmin = await signedInStaff(worker, { role: "admin", language: "en" });
    const student = await enrolledStudent(worker);
    const text = unique("What does indemnity mean here?");

    const response = await ask(student, text, { screen: 2 });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(screenPath("en", 2));
    expect(toastText(response)).toContain(en.courseQuestions.sentTitle);
    const [question] = await questionsOf(student.enrolmentId);
    expect(question).toMatchObject({ lesson_id: lesson.id, screen: 1, language: "en", question: text, instructor_id: null });

    const spanish = await waitForEmail(worker, spanishAdmin.email, "course-question");
    expect(spanish.subject).toBe(es.courseQuestions.emailQuestionSubject);
    expect(spanish.text_body).toContain(`/es/course-manager/questions?show=all#question-${question!.id}`);
    expect(spanish.text_body).toContain(`“${lesson.es.title}”, pantalla 2`);
    const english = await waitForEmail(worker, englishAdmin.email, "course-question");
    expect(english.subject).toBe(en.courseQuestions.emailQuestionSubject);
    expect(english.text_body).toContain(`/course-manager/questions?show=all#question-${question!.id}`);
    // The question itself stays behind the staff's sign-in.
    for (const email of [spanish, english]) expect(email.text_body).not.toContain(text);

    const page = await decodedPage(await getAs(worker, englishAdmin.cookie, "/course-manager/questions"));
    expect(page).toContain(text);
    expect(page).toContain(en.courseQuestions.routedToAdmins);
    expect(page).toContain(en.courseQuestions.ratioNone);
    expect(page).toContain('data-ratio-warning="no-instructor"');
  });

  it("with instructors, goes to the enrolment's instructor (the least busy when first needed), who is told in their language", async () => {
    const first = await signedInStaff(worker, { language: "es" });
    const second = await signedInStaff(worker, { language: "en" });
    const studentA = await enrolledStudent(worker);
    const studentB = await enrolledStudent(worker);

    expect((await ask(studentA, unique("A question from A"))).status).toBe(303);
    expect((await ask(studentB, unique("A question from B"), { language: "es" })).status).toBe(303);
    expect((await questionsOf(studentA.enrolmentId))[0]!.instructor_id).toBe(first.id);
    expect((await questionsOf(studentB.enrolmentId))[0]!.instructor_id).toBe(second.id);
    expect((await waitForEmail(worker, first.email, "course-question")).subject).toBe(es.courseQuestions.emailQuestionSubject);
    expect((await waitForEmail(worker, second.email, "course-question")).subject).toBe(en.courseQuestions.emailQuestionSubject);

    // An instructor sees their own learners' questions only, "all" included (the e-mail's link asks for it).
    const mine = await decodedPage(await getAs(worker, first.cookie, "/course-manager/questions"));
    expect(mine).toContain("A question from A");
    expect(mine).not.toContain("A question from B");
    const all = await decodedPage(await getAs(worker, first.cookie, "/course-manager/questions?show=all"));
    expect(all).toContain("A question from A");
    expect(all).not.toContain("A question from B");
  });
});

describe("asking", () => {
  it("with JavaScript: the fetcher gets the success as data and the student stays on the screen", async () => {
    const student = await enrolledStudent(worker);
    const response = await ask(student, unique("Asked with JavaScript"), { withJavaScript: true });
    expect(response.status).toBe(200);
    const decoded = decodeSingleFetch(await response.text()) as { data?: { ok?: boolean; formId?: string; toast?: { title: string } }; redirect?: string };
    expect(decoded.redirect).toBeUndefined();
    expect(decoded.data).toMatchObject({ ok: true, formId: "ask-question", toast: { title: en.courseQuestions.sentTitle } });
    expect(await questionsOf(student.enrolmentId)).toHaveLength(1);
  });

  it("refuses an empty or too long question with the message in the page's language, keeping what was typed, with and without JavaScript", async () => {
    const student = await enrolledStudent(worker);
    const empty = await ask(student, "   ");
    expect(empty.status).toBe(422);
    const emptyPage = await decodedPage(empty);
    expect(emptyPage).toContain('lang="en"');
    expect(emptyPage).toContain(en.validation.required);
    expect(emptyPage).toContain(en.courseQuestions.checkText);

    const tooLong = `¿${"Mucho texto ".repeat(170)}`;
    expect(tooLong.length).toBeGreaterThan(2000);
    const long = await ask(student, tooLong, { language: "es" });
    expect(long.status).toBe(422);
    const longPage = await decodedPage(long);
    expect(longPage).toContain('lang="es"');
    expect(longPage).toContain(es.validation.tooLong.replace("{{max}}", "2000"));
    expect(longPage).toContain(tooLong.slice(0, 60));

    const withJavaScript = await ask(student, "", { language: "es", withJavaScript: true });
    expect(withJavaScript.status).toBe(422);
    const failure = (
      decodeSingleFetch(await withJavaScript.text()) as { data: { formId: string; alert: { description: string }; fieldErrors: Record<string, string> } }
    ).data;
    expect(failure).toMatchObject({
      formId: "ask-question",
      alert: { description: es.courseQuestions.checkText },
      fieldErrors: { question: "validation.required" },
    });
    expect(await questionsOf(student.enrolmentId)).toEqual([]);
  });

  it("limits each student to five questions an hour, with Retry-After and the reason; the sixth is not stored", async () => {
    const student = await enrolledStudent(worker);
    for (let number = 1; number <= 5; number += 1) expect((await ask(student, `Question number ${number}`)).status).toBe(303);
    const refused = await ask(student, "Question number 6", { language: "es" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    const page = await decodedPage(refused);
    expect(page).toContain(es.courseQuestions.tooManyText.split("{{minutes}}")[0]!);
    expect(page).toContain("Question number 6");
    expect(await questionsOf(student.enrolmentId)).toHaveLength(5);
  });

  it("refuses a student whose enrolment is paused, saying why and keeping the question", async () => {
    const student = await enrolledStudent(worker);
    await rows(worker, "update course_enrolments set status = 'paused' where id = ?", student.enrolmentId);
    const refused = await ask(student, "Asked while paused", { language: "es" });
    expect(refused.status).toBe(409);
    const page = await decodedPage(refused);
    expect(page).toContain(es.courseQuestions.closedText);
    expect(page).toContain("Asked while paused");
    expect(await questionsOf(student.enrolmentId)).toEqual([]);
  });
});

describe("asking about a screen not open to the student (decided in docs/decisions/073)", () => {
  it("is refused, as the screen itself is: beyond the next screen to study, or in a module whose identity check is not passed; with and without JavaScript, in each language", async () => {
    const student = await enrolledStudent(worker);
    const later = lessonsInOrder(theCourse())[2]!;
    for (const [prefix, strings] of [
      ["", en],
      ["/es", es],
    ] as const) {
      // With JavaScript the fetcher reads the refusal; without, the page answers as the screen does (back to where the student is).
      const withJavaScript = await postAs(worker, student.cookie, `${prefix}/course/${later.id}/1.data`, {
        intent: "ask-question",
        question: "Asked ahead",
        enhanced: "1",
      });
      expect(withJavaScript.status).toBe(409);
      expect(decodeEntities(await withJavaScript.text())).toContain(strings.courseQuestions.notOpenText);
      const withoutJavaScript = await postAs(worker, student.cookie, `${prefix}/course/${later.id}/1`, { intent: "ask-question", question: "Asked ahead" });
      expect(withoutJavaScript.status).toBe(303);
      expect(toastText(withoutJavaScript)).toContain(strings.course.player.notYetOpen);
    }
    // The module's identity check not passed: its screens do not open, and no question about them is taken.
    await rows(worker, "delete from course_identity_checks where enrolment_id = ?", student.enrolmentId);
    const unchecked = await ask(student, "Asked before the check", { language: "es", withJavaScript: true });
    expect(unchecked.status).toBe(409);
    expect(decodeEntities(await unchecked.text())).toContain(es.courseQuestions.notOpenText);
    expect((await ask(student, "Asked before the check")).status).toBe(303);
    expect(await questionsOf(student.enrolmentId)).toEqual([]);
  });
});

describe("answering", () => {
  it("stores the answer once, audits it, e-mails it in the language the student asked in, and shows it under the lesson", async () => {
    const instructor = await signedInStaff(worker, { firstName: "Olga", language: "en" });
    const student = await enrolledStudent(worker, { firstName: "Marta", language: "en" }, { instructorId: instructor.id });
    const text = unique("¿La prima de un seguro a término es fija?");
    expect((await ask(student, text, { language: "es", screen: 3 })).status).toBe(303);
    const [question] = await questionsOf(student.enrolmentId);

    const staffPage = await decodedPage(await getAs(worker, instructor.cookie, "/es/course-manager/questions?show=all"));
    expect(staffPage).toContain(text);
    expect(staffPage).toContain(es.courseQuestions.answerHint.replace("{{language}}", es.languages.es));

    const reply = "Sí: una póliza a término nivelado mantiene la misma prima todo el plazo.";
    const answered = await answer(instructor, question!.id, reply);
    expect(answered.status).toBe(303);
    expect(answered.headers.get("Location")).toBe("/course-manager/questions?show=mine");
    expect(toastText(answered)).toContain(en.courseQuestions.answeredTitle);
    expect(await rows(worker, "select answer, answered_by, answered_by_name from course_question_answers where question_id = ?", question!.id)).toEqual([
      { answer: reply, answered_by: instructor.id, answered_by_name: "Olga" },
    ]);
    expect(await rows(worker, "select actor_email, target from audit_log where action = 'course.question_answer' and target = ?", student.email)).toEqual([
      { actor_email: instructor.email, target: student.email },
    ]);

    const email = await waitForEmail(worker, student.email, "course-answer");
    expect(email.subject).toBe(es.courseQuestions.emailAnswerSubject);
    expect(email.language).toBe("es");
    expect(email.text_body).toMatch(/^Hola, Marta:/);
    expect(email.text_body).toContain(reply);
    expect(email.text_body).toContain(text);
    expect(email.text_body).toContain(`/es/course/${lesson.id}/3`);

    const lessonPage = await decodedPage(await getAs(worker, student.cookie, screenPath("es", 1)));
    expect(lessonPage).toContain(text);
    expect(lessonPage).toContain(reply);
    expect(lessonPage).toContain("Respuesta de Olga");

    // Answered questions leave the open list and appear below it.
    const after = await decodedPage(await getAs(worker, instructor.cookie, "/course-manager/questions?show=all"));
    expect(after).not.toContain(`id="question-${question!.id}-student"`);
    expect(after).toContain(reply);
  });

  it("of two answers sent at once, one wins; the other is told so, keeps its text, and sends nothing", async () => {
    const first = await signedInStaff(worker);
    const second = await signedInStaff(worker, { role: "admin" });
    const student = await enrolledStudent(worker, {}, { instructorId: first.id });
    expect((await ask(student, unique("Who answers first?"))).status).toBe(303);
    const [question] = await questionsOf(student.enrolmentId);

    const responses = await Promise.all([
      answer(first, question!.id, "The first staff member's answer"),
      answer(second, question!.id, "The second staff member's answer"),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([303, 409]);
    const loser = responses.find((response) => response.status === 409)!;
    const page = await decodedPage(loser);
    expect(page).toContain(en.courseQuestions.alreadyAnsweredText);
    expect(page).toMatch(/The (first|second) staff member's answer/);
    expect(await rows(worker, "select question_id from course_question_answers where question_id = ?", question!.id)).toHaveLength(1);
    await waitForEmail(worker, student.email, "course-answer");
    expect((await emailsTo(worker, student.email)).filter((email) => email.kind === "course-answer")).toHaveLength(1);
    expect(await rows(worker, "select id from audit_log where action = 'course.question_answer' and target = ?", student.email)).toHaveLength(1);

    // Later too: a question answered stays answered.
    const late = await answer(first, question!.id, "Too late", { language: "es" });
    expect(late.status).toBe(409);
    expect(await decodedPage(late)).toContain(es.courseQuestions.alreadyAnsweredText);
  });

  it("refuses an empty answer or an unknown question in the staff member's language, with and without JavaScript", async () => {
    const instructor = await signedInStaff(worker);
    const student = await enrolledStudent(worker, {}, { instructorId: instructor.id });
    expect((await ask(student, unique("An unanswered question"))).status).toBe(303);
    const [question] = await questionsOf(student.enrolmentId);

    const empty = await answer(instructor, question!.id, " ", { language: "es" });
    expect(empty.status).toBe(422);
    const emptyPage = await decodedPage(empty);
    expect(emptyPage).toContain('lang="es"');
    expect(emptyPage).toContain(es.validation.required);

    const unknown = await answer(instructor, "no-such-question", "An answer to nothing");
    expect(unknown.status).toBe(409);
    expect(await decodedPage(unknown)).toContain(en.courseQuestions.notFoundText);

    const withJavaScript = await answer(instructor, question!.id, "", { withJavaScript: true });
    expect(withJavaScript.status).toBe(422);
    const failure = (decodeSingleFetch(await withJavaScript.text()) as { data: { formId: string; fieldErrors: Record<string, string> } }).data;
    expect(failure).toMatchObject({ formId: `answer-${question!.id}`, fieldErrors: { answer: "validation.required" } });

    const good = await answer(instructor, question!.id, "Answered with JavaScript", { withJavaScript: true, language: "es" });
    expect(good.status).toBe(200);
    expect((decodeSingleFetch(await good.text()) as { data: unknown }).data).toMatchObject({ ok: true, toast: { title: es.courseQuestions.answeredTitle } });
    expect(await rows(worker, "select answer from course_question_answers where question_id = ?", question!.id)).toEqual([
      { answer: "Answered with JavaScript" },
    ]);
  });
});

describe("who sees what", () => {
  it("a student sees only their own questions, and can neither open the staff page nor answer", async () => {
    const asker = await enrolledStudent(worker);
    const other = await enrolledStudent(worker);
    const secret = unique("A question only its student may read");
    expect((await ask(asker, secret)).status).toBe(303);
    const [question] = await questionsOf(asker.enrolmentId);

    expect(await decodedPage(await getAs(worker, asker.cookie, screenPath("en")))).toContain(secret);
    expect(await decodedPage(await getAs(worker, other.cookie, screenPath("en")))).not.toContain(secret);

    const page = await getAs(worker, other.cookie, "/course-manager/questions?show=all");
    expect(page.status).toBe(303);
    expect(page.headers.get("Location")).toBe("/");
    const forged = await answer(other, question!.id, "An answer from another student");
    expect(forged.status).toBe(303);
    expect(await rows(worker, "select question_id from course_question_answers where question_id = ?", question!.id)).toEqual([]);

    const anonymous = await worker.fetch("/es/course-manager/questions");
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get("Location")).toBe("/es/admin-login?returnTo=%2Fes%2Fcourse-manager%2Fquestions");
  });

  it("an instructor opens the questions page, but not the lead manager nor the admin panel", async () => {
    const instructor = await signedInStaff(worker);
    expect((await getAs(worker, instructor.cookie, "/course-manager/questions")).status).toBe(200);
    for (const path of ["/submissions-manager", "/admin", "/es/submissions-manager"]) {
      const refused = await getAs(worker, instructor.cookie, path);
      expect(refused.status, path).toBe(303);
      expect(refused.headers.get("Location"), path).toBe(path.startsWith("/es") ? "/es/course-manager" : "/course-manager");
    }
  });
});

describe("the overdue mark and students per instructor", () => {
  /** The instant a New York clock shows `hour`:00 on the day `daysBack` days before today (New York's today). */
  function newYorkDaysBack(now: number, daysBack: number, hour: number): { instant: number; weekday: number } {
    const today = newYorkWallTime(now);
    const day = new Date(Date.UTC(today.year, today.month - 1, today.day - daysBack));
    const instant = newYorkInstant({ year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate(), hour, minute: 0, second: 0 });
    return { instant, weekday: day.getUTCDay() };
  }
  /** The most recent day of `weekday` (0 Sunday … 6 Saturday) strictly before today, at `hour`:00 New York time. */
  function lastWeekday(now: number, weekday: number, hour: number): number {
    for (let back = 1; ; back += 1) {
      const candidate = newYorkDaysBack(now, back, hour);
      if (candidate.weekday === weekday) return candidate.instant;
    }
  }
  /** The same New York wall time `days` calendar days later. */
  function laterWallTime(instant: number, days: number, hour?: number): number {
    const wall = newYorkWallTime(instant);
    const day = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + days));
    return newYorkInstant({
      year: day.getUTCFullYear(),
      month: day.getUTCMonth() + 1,
      day: day.getUTCDate(),
      hour: hour ?? wall.hour,
      minute: wall.minute,
      second: wall.second,
    });
  }

  it("marks a question overdue after two business days in New York time, the weekend not counted", async () => {
    const admin = await signedInStaff(worker, { role: "admin" });
    const student = await enrolledStudent(worker);
    const now = Date.now();
    const friday = lastWeekday(now, 5, 15);
    const fridayNight = lastWeekday(now, 5, 22); // already Saturday in UTC
    const saturday = lastWeekday(now, 6, 10);
    const cases = [
      { label: "asked eight days ago", askedAt: now - 8 * 24 * 3600_000, dueBy: now - 1 },
      { label: "asked an hour ago", askedAt: now - 3600_000, dueBy: now + 3600_000 },
      // Friday 15:00 → Tuesday 15:00; Friday 22:00 → Tuesday 22:00; Saturday → the end of Tuesday.
      { label: "asked on Friday afternoon", askedAt: friday, dueBy: laterWallTime(friday, 4) },
      { label: "asked on Friday night", askedAt: fridayNight, dueBy: laterWallTime(fridayNight, 4) },
      { label: "asked on Saturday", askedAt: saturday, dueBy: laterWallTime(saturday, 4, 0) },
    ];
    for (const { label, askedAt } of cases) {
      await rows(
        worker,
        "insert into course_questions (id, enrolment_id, lesson_id, screen, language, question, asked_at) values (?, ?, ?, 0, 'en', ?, ?)",
        `overdue-${label.replaceAll(" ", "-")}`,
        student.enrolmentId,
        lesson.id,
        label,
        new Date(askedAt).toISOString(),
      );
    }
    const page = await decodedPage(await getAs(worker, admin.cookie, "/course-manager/questions?show=all"));
    for (const { label, dueBy } of cases) {
      const start = page.indexOf(`id="question-overdue-${label.replaceAll(" ", "-")}"`);
      expect(start, label).toBeGreaterThan(-1);
      const article = page.slice(start, page.indexOf("</article>", start));
      expect(article.includes('data-overdue="true"'), `${label} (due by ${new Date(dueBy).toISOString()})`).toBe(now > dueBy);
    }
    expect(page).toContain(en.courseQuestions.overdue);
  });

  it("counts enrolled students per instructor and warns above 30", async () => {
    const admin = await signedInStaff(worker, { role: "admin" });
    const count = async (sql: string) => (await rows<{ total: number }>(worker, sql))[0]!.total;
    const instructors = await count("select count(*) as total from users where role = 'instructor'");
    // Enrolled: active or paused, not past the end, no certificate (instructor-scope.test.ts checks each exclusion).
    const students = await count(
      "select count(*) as total from course_enrolments e where status <> 'ended' and ends_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now') and not exists (select 1 from course_certificates c where c.enrolment_id = e.id)",
    );
    expect(students).toBeLessThanOrEqual(30 * instructors);
    const calm = await decodedPage(await getAs(worker, admin.cookie, "/course-manager/questions"));
    expect(calm).toContain(`data-students="${students}" data-instructors="${instructors}"`);
    expect(calm).not.toContain("data-ratio-warning");

    const added = 30 * instructors - students + 1;
    await worker.db.batch(
      Array.from({ length: added }, (_, index) =>
        worker.db
          .prepare(
            "insert into course_enrolments (id, course_id, student_name, student_email, starts_at, ends_at) values (?, 'florida-2-15', 'Ratio Student', ?, '2026-01-01T00:00:00.000Z', '2099-01-01T00:00:00.000Z')",
          )
          .bind(`ratio-${index}`, `ratio-${index}@example.com`),
      ),
    );
    const crowded = await decodedPage(await getAs(worker, admin.cookie, "/es/course-manager/questions"));
    expect(crowded).toContain('data-ratio-warning="over"');
    expect(crowded).toContain(es.courseQuestions.ratioOver);
  });
});
