/**
 * Least privilege for instructors (decision 045, amended): two instructors, each with their own
 * learner. Instructor A cannot list, search, count, open, export, nudge, pause or resume B's
 * learner, nor see or answer B's learner's questions; each refusal answers like a missing learner
 * (404 for a page or an export, the form's own "does not exist" for a post), in both languages. An
 * admin sees and does all of it. A new enrolment gets its instructor at once; a new instructor
 * takes the learners without one, a former one's go to the others. Students per instructor count
 * neither expired, ended nor certified enrolments.
 */
import { describe, expect, it } from "vitest";
import { translate } from "~/i18n/translate";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { insertUser } from "../factories";
import { decodedPage, getAs, postAs, signedInAdminForFile, toastText } from "../support/accounts";
import { decodeEntities } from "../support/html";
import { enrolledStudent, firstLesson, signedInStaff } from "../support/course-questions";
import { postPairs, seedLearner } from "../support/learners";
import { madeBeforeAll, rows, startWorkerForFile } from "../support/worker";

const worker = startWorkerForFile();
const admin = signedInAdminForFile(worker);
const newMarker = () => `s${crypto.randomUUID().slice(0, 8)}`;

/** Two instructors, each with one learner (stalled, so the filters find them too) under one marker. */
const school = madeBeforeAll("Two instructors and their learners", async () => {
  const a = await signedInStaff(worker, { firstName: "Ana" });
  const b = await signedInStaff(worker, { firstName: "Bruno" });
  const marker = newMarker();
  const learnerOfA = await seedLearner(worker, { marker, label: "ofa", screensDone: 2, activeDaysAgo: 10, instructorId: a.id });
  const learnerOfB = await seedLearner(worker, { marker, label: "ofb", screensDone: 2, activeDaysAgo: 10, instructorId: b.id });
  return { a, b, marker, learnerOfA, learnerOfB };
});

/** The addresses listed on a page of the view. */
const listed = (html: string, marker: string) => [...new Set(html.match(new RegExp(`[a-z0-9-]+-${marker}@example\\.com`, "g")) ?? [])].sort();

async function pageOf(cookie: string, path: string) {
  const response = await getAs(worker, cookie, path);
  expect(response.status, path).toBe(200);
  return decodedPage(response);
}

describe("the learners view", () => {
  it("lists, counts, filters and searches only an instructor's own learners, in both languages; an admin sees both", async () => {
    const { a, marker, learnerOfA, learnerOfB } = school();
    for (const [prefix, found] of [
      ["", en.learners.found],
      ["/es", es.learners.found],
    ] as const) {
      for (const show of ["all", "stalled"]) {
        const html = await pageOf(a.cookie, `${prefix}/course-manager?q=${marker}&show=${show}`);
        expect(listed(html, marker), `${prefix} ${show}`).toEqual([learnerOfA.email]);
        expect(html).toContain(found.replace("{{count}}", "1"));
      }
      // Searching for B's learner by address or name finds nobody (the search box keeps what was typed).
      for (const query of [learnerOfB.email, `ofb ${marker}`]) {
        const html = await pageOf(a.cookie, `${prefix}/course-manager?q=${encodeURIComponent(query)}`);
        expect(html).not.toContain(`/course-manager/learners/${learnerOfB.id}`);
        expect(html).not.toContain(learnerOfB.id);
        expect(html).toContain(found.replace("{{count}}", "0"));
      }
    }
    const everyone = await pageOf(admin.cookie, `/course-manager?q=${marker}&show=stalled`);
    expect(listed(everyone, marker)).toEqual([learnerOfA.email, learnerOfB.email].sort());
    expect(everyone).toContain(en.learners.found.replace("{{count}}", "2"));
  });

  it("answers 404 for another instructor's learner's page and record exports, as for a missing one, in both languages; their own open", async () => {
    const { a, learnerOfA, learnerOfB } = school();
    for (const [prefix, title] of [
      ["", en.notFound.title],
      ["/es", es.notFound.title],
    ] as const) {
      const page = await getAs(worker, a.cookie, `${prefix}/course-manager/learners/${learnerOfB.id}`);
      expect(page.status).toBe(404);
      const html = await decodedPage(page);
      expect(html).toContain(title);
      expect(html).not.toContain(learnerOfB.email);
      const missing = await getAs(worker, a.cookie, `${prefix}/course-manager/learners/00000000-0000-4000-8000-000000000000`);
      expect(missing.status).toBe(404);
      await missing.arrayBuffer();
      for (const format of ["json", "csv"]) {
        const file = await getAs(worker, a.cookie, `${prefix}/course-manager/records/${learnerOfB.id}.${format}`);
        expect(file.status, format).toBe(404);
        const body = await file.text();
        expect(body).toContain(title);
        expect(body).not.toContain(learnerOfB.email);
      }
    }
    expect(await rows(worker, "select id from audit_log where action = 'course.records_export' and target = ?", learnerOfB.email)).toEqual([]);

    expect(await pageOf(a.cookie, `/course-manager/learners/${learnerOfA.id}`)).toContain(learnerOfA.email);
    const own = await getAs(worker, a.cookie, `/course-manager/records/${learnerOfA.id}.csv`);
    expect(own.status).toBe(200);
    expect(await own.text()).toMatch(/^entry,time,kind,lesson,screen,seconds,attempt,details/);
    const byAdmin = await getAs(worker, admin.cookie, `/es/course-manager/records/${learnerOfB.id}.json`);
    expect(byAdmin.status).toBe(200);
    expect(((await byAdmin.json()) as { enrolment: { studentEmail: string } }).enrolment.studentEmail).toBe(learnerOfB.email);
    expect(await pageOf(admin.cookie, `/course-manager/learners/${learnerOfB.id}`)).toContain(learnerOfB.email);
  });

  it("refuses pausing or resuming another instructor's learner as a missing one, from every page and in both languages; nothing changes", async () => {
    const { a, learnerOfB } = school();
    const missingId = "00000000-0000-4000-8000-000000000000";
    for (const [prefix, text] of [
      ["", en.courseAdmin.notChangedText],
      ["/es", es.courseAdmin.notChangedText],
    ] as const) {
      for (const path of [`${prefix}/course-manager`, `${prefix}/course-manager/learners/${learnerOfB.id}`]) {
        for (const status of ["paused", "active"]) {
          const refused = await postAs(worker, a.cookie, path, { intent: "status", enrolmentId: learnerOfB.id, status });
          const missing = await postAs(worker, a.cookie, path, { intent: "status", enrolmentId: missingId, status });
          expect(refused.status, `${path} ${status}`).toBe(409);
          expect(missing.status).toBe(409);
          expect(await decodedPage(refused)).toContain(text);
          expect(await decodedPage(missing)).toContain(text);
        }
      }
    }
    expect(await rows(worker, "select status from course_enrolments where id = ?", learnerOfB.id)).toEqual([{ status: "active" }]);
    expect(await rows(worker, "select id from course_records where enrolment_id = ? and kind = 'enrolment.changed'", learnerOfB.id)).toEqual([]);

    // An admin pauses and resumes B's learner.
    for (const status of ["paused", "active"]) {
      const changed = await postAs(worker, admin.cookie, `/course-manager/learners/${learnerOfB.id}`, { intent: "status", enrolmentId: learnerOfB.id, status });
      expect(changed.status).toBe(303);
      expect(toastText(changed)).toContain(learnerOfB.email);
    }
    expect(await rows(worker, "select id from course_records where enrolment_id = ? and kind = 'enrolment.changed'", learnerOfB.id)).toHaveLength(2);
  });

  it("nudges only an instructor's own learners: B's ticked is no selection, and 'all N matching' counts and reaches A's alone", async () => {
    const { a, marker, learnerOfA, learnerOfB } = school();
    for (const [prefix, text] of [
      ["", en.learners.noneSelectedText],
      ["/es", es.learners.noneSelectedText],
    ] as const) {
      const ticked = await postPairs(worker, a.cookie, `${prefix}/course-manager`, [
        ["intent", "nudge-preview"],
        ["enrolmentId", learnerOfB.id],
      ]);
      expect(ticked.status).toBe(409);
      expect(await decodedPage(ticked)).toContain(text);
    }
    const preview = await decodedPage(
      await postAs(worker, a.cookie, "/course-manager", { intent: "nudge-preview", everyMatching: "1", q: marker, show: "all" }),
    );
    expect(preview).toContain("Send 1 e-mail");
    expect(preview).not.toContain(learnerOfB.email);
    const spanishPreview = await decodedPage(
      await postAs(worker, a.cookie, "/es/course-manager", { intent: "nudge-preview", everyMatching: "1", q: marker, show: "all" }),
    );
    expect(spanishPreview).toContain("Enviar 1 correo");
    const adminPreview = await decodedPage(
      await postAs(worker, admin.cookie, "/course-manager", { intent: "nudge-preview", everyMatching: "1", q: marker, show: "all" }),
    );
    expect(adminPreview).toContain("Send 2 e-mails");

    const nudgeId = crypto.randomUUID();
    const sent = await postAs(worker, a.cookie, "/course-manager", { intent: "nudge-send", nudgeId, everyMatching: "1", q: marker, show: "all" });
    expect(sent.status).toBe(303);
    expect(toastText(sent)).toContain("1 e-mail is on its way");
    // A forged send naming B's learner alone reaches nobody.
    const forged = await postPairs(worker, a.cookie, "/course-manager", [
      ["intent", "nudge-send"],
      ["nudgeId", crypto.randomUUID()],
      ["enrolmentId", learnerOfB.id],
    ]);
    expect(forged.status).toBe(409);
    expect(
      (await rows<{ enrolment_id: string }>(worker, "select enrolment_id from course_nudges where enrolment_id in (?, ?)", learnerOfA.id, learnerOfB.id)).map(
        (row) => row.enrolment_id,
      ),
    ).toEqual([learnerOfA.id]);
    expect(await rows(worker, "select id from email_outbox where kind = 'course-nudge' and to_address = ?", learnerOfB.email)).toEqual([]);
  });
});

describe("the questions", () => {
  const asked = madeBeforeAll("A question from each instructor's student", async () => {
    const { a, b } = school();
    const studentOfA = await enrolledStudent(worker, {}, { instructorId: a.id });
    const studentOfB = await enrolledStudent(worker, {}, { instructorId: b.id });
    const lesson = firstLesson();
    const texts = { a: `A question for Ana ${newMarker()}`, b: `A question for Bruno ${newMarker()}` };
    for (const [student, text] of [
      [studentOfA, texts.a],
      [studentOfB, texts.b],
    ] as const) {
      const response = await postAs(worker, student.cookie, `/course/${lesson.id}/1`, { intent: "ask-question", question: text });
      expect(response.status).toBe(303);
    }
    const idOf = async (enrolmentId: string) =>
      (await rows<{ id: string }>(worker, "select id from course_questions where enrolment_id = ?", enrolmentId))[0]!.id;
    return { studentOfA, studentOfB, texts, questionOfA: await idOf(studentOfA.enrolmentId), questionOfB: await idOf(studentOfB.enrolmentId) };
  });

  it("an instructor sees their own learners' questions only, 'all' included, without the admins' choice; an admin sees both", async () => {
    const { a } = school();
    const { texts } = asked();
    for (const path of ["/course-manager/questions", "/course-manager/questions?show=all", "/es/course-manager/questions?show=all"]) {
      const html = await pageOf(a.cookie, path);
      expect(html, path).toContain(texts.a);
      expect(html, path).not.toContain(texts.b);
      expect(html).not.toContain('<option value="all"');
    }
    const adminPage = await pageOf(admin.cookie, "/es/course-manager/questions?show=all");
    expect(adminPage).toContain(texts.a);
    expect(adminPage).toContain(texts.b);
    expect(adminPage).toContain(`>${es.courseQuestions.filterAll}</option>`);
  });

  it("refuses an instructor's answer to another instructor's learner's question as an unknown one, in both languages, with and without JavaScript; nothing is stored or sent", async () => {
    const { a } = school();
    const { questionOfB, studentOfB } = asked();
    for (const [prefix, text] of [
      ["", en.courseQuestions.notFoundText],
      ["/es", es.courseQuestions.notFoundText],
    ] as const) {
      const refused = await postAs(worker, a.cookie, `${prefix}/course-manager/questions`, { questionId: questionOfB, answer: "Not mine to answer" });
      const unknown = await postAs(worker, a.cookie, `${prefix}/course-manager/questions`, { questionId: "no-such-question", answer: "Not mine to answer" });
      expect(refused.status).toBe(unknown.status);
      expect(refused.status).toBe(409);
      const page = await decodedPage(refused);
      expect(page).toContain(text);
      expect(page).toContain("Not mine to answer");
      await unknown.arrayBuffer();
    }
    const withJavaScript = await postAs(worker, a.cookie, "/course-manager/questions.data", {
      questionId: questionOfB,
      answer: "Not mine either",
      enhanced: "1",
    });
    expect(withJavaScript.status).toBe(409);
    expect(await withJavaScript.text()).toContain(en.courseQuestions.notFoundText);
    expect(await rows(worker, "select question_id from course_question_answers where question_id = ?", questionOfB)).toEqual([]);
    expect(await rows(worker, "select id from email_outbox where kind = 'course-answer' and to_address = ?", studentOfB.email)).toEqual([]);

    const byAdmin = await postAs(worker, admin.cookie, "/es/course-manager/questions", { questionId: questionOfB, answer: "La respuesta de un administrador" });
    expect(byAdmin.status).toBe(303);
    expect(toastText(byAdmin)).toContain(es.courseQuestions.answeredTitle);
    expect(await rows(worker, "select answer from course_question_answers where question_id = ?", questionOfB)).toEqual([
      { answer: "La respuesta de un administrador" },
    ]);
  });

  it("an instructor answers their own learner's question", async () => {
    const { a } = school();
    const { questionOfA } = asked();
    const answered = await postAs(worker, a.cookie, "/course-manager/questions", { questionId: questionOfA, answer: "Yes, that is right." });
    expect(answered.status).toBe(303);
    expect(await rows(worker, "select answered_by from course_question_answers where question_id = ?", questionOfA)).toEqual([{ answered_by: a.id }]);
  });
});

const instructorOf = async (enrolmentId: string) =>
  (await rows<{ instructor_id: string | null }>(worker, "select instructor_id from course_enrolments where id = ?", enrolmentId))[0]!.instructor_id;

describe("when an enrolment gets its instructor", () => {
  it("a new instructor takes the learners without one; taking the role back hands theirs to the others, and the account sees none of them again", async () => {
    const marker = newMarker();
    const waiting = await seedLearner(worker, { marker, label: "waiting" });
    expect(await instructorOf(waiting.id)).toBeNull();
    const { user } = await insertUser(worker.db, { firstName: "Nora" });
    const made = await postAs(worker, admin.cookie, "/admin?tab=accounts", { intent: "make-instructor", userId: user.id });
    expect(toastText(made)).toContain(en.admin.accounts.instructorAddedTitle);
    // The newcomer is the least busy (no enrolled student yet): the waiting learner is theirs.
    expect(await instructorOf(waiting.id)).toBe(user.id);
    const [grant] = await rows<{ details: string }>(worker, "select details from audit_log where action = 'instructor.grant' and target = ?", user.email);
    expect(JSON.parse(grant!.details)).toMatchObject({ userId: user.id, learnersAssigned: expect.any(Number) });

    const taken = await postAs(worker, admin.cookie, "/es/admin?tab=accounts", { intent: "remove-instructor", userId: user.id });
    expect(toastText(taken)).toContain(es.admin.accounts.instructorRemovedTitle);
    const { a, b } = school();
    expect([a.id, b.id]).toContain(await instructorOf(waiting.id));
    const remaining = await rows<{ id: string }>(worker, "select id from users where role = 'instructor'");
    expect(remaining.map((row) => row.id)).toContain(await instructorOf(waiting.id));

    // Made an instructor again, the account does not get its former learner back (another instructor has them).
    await postAs(worker, admin.cookie, "/admin?tab=accounts", { intent: "make-instructor", userId: user.id }).then((answer) => answer.arrayBuffer());
    expect(await instructorOf(waiting.id)).not.toBe(user.id);
  });

  it("an enrolment made by an admin goes at once to the instructor with the fewest students actually enrolled", async () => {
    const marker = newMarker();
    // A new instructor whose learners are all expired, ended or certified: none of them counts.
    const { user: busyOnPaper } = await insertUser(worker.db, { role: "instructor" });
    for (const seed of [
      { label: "expired", endsInDays: -3 },
      { label: "ended", status: "ended" as const },
      { label: "certified" },
      { label: "certified2" },
      { label: "expired2", endsInDays: -1 },
    ]) {
      const learner = await seedLearner(worker, { marker, ...seed, instructorId: busyOnPaper.id });
      if (seed.label.startsWith("certified"))
        await worker.db
          .prepare(
            "insert into course_certificates (code, enrolment_id, student_name, course_id, study_seconds, exam_seconds) values (?, ?, 'Done', 'florida-2-15', 1, 1)",
          )
          .bind(`FFA-${seed.label}-${marker}`, learner.id)
          .run();
    }
    // Every other instructor has at least one enrolled student, and fewer not-ended enrolments than its 4.
    const others = await rows<{ id: string; enrolled: number; notEnded: number }>(
      worker,
      `select u.id,
              (select count(*) from course_learner_summaries s join course_enrolments e on e.id = s.enrolment_id where e.instructor_id = u.id and s.status in ('active', 'paused') and s.certified = 0 and s.ends_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) as enrolled,
              (select count(*) from course_enrolments e where e.instructor_id = u.id and e.status <> 'ended') as notEnded
       from users u where u.role = 'instructor' and u.id <> ?`,
      busyOnPaper.id,
    );
    for (const other of others) {
      if (other.enrolled === 0) await seedLearner(worker, { marker, label: `load-${other.id.slice(0, 6)}`, instructorId: other.id });
    }
    const recount = await rows<{ notEnded: number }>(
      worker,
      "select count(*) as notEnded from course_enrolments where instructor_id in (select id from users where role = 'instructor' and id <> ?) and status <> 'ended' group by instructor_id",
      busyOnPaper.id,
    );
    expect(Math.max(...recount.map((row) => row.notEnded))).toBeLessThan(4);

    const email = `fresh-${marker}@example.com`;
    const enrolled = await postAs(worker, admin.cookie, "/es/course-manager", {
      intent: "enrol",
      email,
      name: `Fresh ${marker}`,
      firstName: "Fresh",
      startsOn: "2026-11-01",
      endsOn: "",
      language: "es",
    });
    expect(enrolled.status).toBe(303);
    const [row] = await rows<{ id: string; instructor_id: string }>(worker, "select id, instructor_id from course_enrolments where student_email = ?", email);
    expect(row!.instructor_id).toBe(busyOnPaper.id);
  });
});

describe("students per instructor", () => {
  it("counts neither expired, ended nor certified enrolments (paused ones count) and warns above 30, in both languages", async () => {
    const ratioOf = async (prefix: "" | "/es") => {
      const html = await pageOf(admin.cookie, `${prefix}/course-manager/questions`);
      const match = /data-students="(\d+)" data-instructors="(\d+)">([^<]*)/.exec(html);
      const [students, instructors] = [Number(match?.[1] ?? Number.NaN), Number(match?.[2] ?? Number.NaN)];
      // The sentence says the same figures, in the page's language and grammar.
      const dictionary = prefix === "/es" ? es : en;
      expect(decodeEntities(match?.[3] ?? "")).toBe(
        translate(dictionary, "courseQuestions.ratioText", {
          students: translate(dictionary, "courseQuestions.ratioStudents", { count: students }),
          instructors: translate(dictionary, "courseQuestions.ratioInstructors", { count: instructors }),
        }),
      );
      return { html, students, instructors };
    };
    const before = await ratioOf("");
    expect(before.instructors).toBeGreaterThan(0);
    expect(before.students).toBeLessThanOrEqual(30 * before.instructors);

    const marker = newMarker();
    await seedLearner(worker, { marker, label: "expired", endsInDays: -2 });
    await seedLearner(worker, { marker, label: "ended", status: "ended" });
    const certified = await seedLearner(worker, { marker, label: "certified" });
    await worker.db
      .prepare(
        "insert into course_certificates (code, enrolment_id, student_name, course_id, study_seconds, exam_seconds) values (?, ?, 'Done', 'florida-2-15', 1, 1)",
      )
      .bind(`FFA-${marker}`, certified.id)
      .run();
    expect((await ratioOf("")).students).toBe(before.students);
    await seedLearner(worker, { marker, label: "paused", status: "paused" });
    const withPaused = await ratioOf("/es");
    expect(withPaused.students).toBe(before.students + 1);
    expect(withPaused.html).not.toContain("data-ratio-warning");

    // Up to exactly 30 a head: no warning; one more: the warning, in both languages.
    const toLimit = 30 * before.instructors - withPaused.students;
    for (let index = 0; index < toLimit; index += 1) await seedLearner(worker, { marker, label: `fill${index}` });
    expect((await ratioOf("")).html).not.toContain("data-ratio-warning");
    await seedLearner(worker, { marker, label: "onemore" });
    for (const [prefix, text] of [
      ["", en.courseQuestions.ratioOver],
      ["/es", es.courseQuestions.ratioOver],
    ] as const) {
      const { html, students } = await ratioOf(prefix);
      expect(students).toBe(30 * before.instructors + 1);
      expect(html).toContain('data-ratio-warning="over"');
      expect(html).toContain(text.split("{{")[0]!);
    }
  });
});
