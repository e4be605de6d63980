/**
 * No question whose correct answer a student has been shown counts in their graded exams
 * (docs/decisions/070). A student who has studied every screen harvests every answer the course
 * will show them — every lesson quiz (and a retake, which asks the same questions), the practice exams again and again until
 * they show nothing new, each graded exam's result — then sits every graded exam (each module
 * exam and the comprehensive exam, twice), one of them with a practice exam read in another tab
 * while it is open. Not one question of those exams is drawn from the harvest, not one counts
 * whose answer was harvested by its submission, and no graded result shows an answer.
 */
import { describe, expect, it } from "vitest";
import { lessonsInOrder, theCourse } from "~/course/course.server";
import { translate } from "~/i18n/translate";
import { dictionaries } from "~/locales";
import { decodedPage, getAs, postAs } from "../support/accounts";
import { passIdentityCheck } from "../support/identity-checks";
import { studentWhoStudiedEverything } from "../support/course-students";
import { rows, startWorkerForFile } from "../support/worker";

const worker = startWorkerForFile();
const course = theCourse();
const english = dictionaries.en;

const practiceNumbers = Array.from({ length: course.exams.practiceExam.count }, (_, index) => index + 1);
const gradedExams = [...course.exams.moduleExam.appliesTo.map((module) => ["module", module] as const), ["final", course.id] as const];

/** What a graded exam can always draw, whatever the student was shown: its size, or the reserve of its modules if smaller. */
function alwaysDrawable(kind: string, scope: string): number {
  const { moduleExam, comprehensiveExam } = course.exams;
  const [size, modules] = kind === "module" ? [moduleExam.questions, [scope]] : [comprehensiveExam.questions, comprehensiveExam.drawnFrom];
  return Math.min(size, Object.values(course.questions).filter((question) => question.reserved && modules.includes(question.module)).length);
}

/** The course's questions by their English text. */
const questionsByText = new Map<string, Array<(typeof course.questions)[string]>>();
for (const question of Object.values(course.questions)) {
  questionsByText.set(question.en.question, [...(questionsByText.get(question.en.question) ?? []), question]);
}

/**
 * Every string a page holds whole: its text nodes, and the string values of the data it carries
 * (JSON string literals, and the literals inside a string that is itself JSON, as the streamed
 * loader data is).
 */
function stringsOn(page: string, depth = 0, strings = new Set<string>()): Set<string> {
  if (depth === 0) for (const [, text] of page.matchAll(/>([^<]+)</g)) strings.add(text!.trim());
  for (const [literal] of page.matchAll(/"(?:[^"\\\n]|\\.)*"/g)) {
    let value: unknown;
    try {
      value = JSON.parse(literal);
    } catch {
      continue;
    }
    if (typeof value !== "string") continue;
    strings.add(value.trim());
    if (depth < 2 && value.length > 100 && /^[[{]/.test(value)) stringsOn(value, depth + 1, strings);
  }
  return strings;
}

/** A student going through the course's pages to collect answers, and sitting graded exams with them. */
function harvester(student: () => { enrolmentId: string; cookie: string }) {
  /** Every question id whose correct answer the student has read, and the answer's index. */
  const harvest = new Map<string, number>();

  /**
   * What a page tells of correct answers, read as a student reads it (the HTML and the data in it):
   * a question is harvested when the page holds its text with its explanation, or with its correct
   * choice named as the correct answer or as the student's answer marked correct. The page is read
   * once into the strings it holds whole (so the cost follows the page, not the bank).
   */
  function harvestFrom(page: string): number {
    const strings = stringsOn(page);
    let found = 0;
    for (const text of strings) {
      for (const question of questionsByText.get(text) ?? []) {
        if (harvest.has(question.id)) continue;
        const { choices, explanation } = question.en;
        const correct = choices[question.answer]!;
        const named = [translate(english, "course.quiz.theAnswer", { answer: correct }), translate(english, "course.quiz.yourAnswer", { answer: correct })];
        if (strings.has(explanation) || page.includes(explanation) || named.some((phrase) => page.includes(phrase))) {
          harvest.set(question.id, question.answer);
          found += 1;
        }
      }
    }
    return found;
  }

  async function page(path: string): Promise<string> {
    const response = await getAs(worker, student().cookie, path);
    expect(response.status, path).toBe(200);
    return decodedPage(response);
  }

  async function post(path: string, fields: Record<string, string>): Promise<string> {
    const response = await postAs(worker, student().cookie, path, fields);
    await response.arrayBuffer();
    expect(response.status, `${path} ${JSON.stringify(fields)}`).toBe(303);
    return response.headers.get("Location")!;
  }

  /** A lesson's quiz answered to the end (always the first choice), every feedback page read. */
  async function harvestQuiz(lessonId: string) {
    const path = `/course/${lessonId}/quiz`;
    for (;;) {
      const html = await page(path);
      harvestFrom(html);
      const current = /name="questionId" value="([^"]+)"/.exec(html)?.[1];
      if (!current) return;
      harvestFrom(await page(await post(path, { intent: "answer", questionId: current, choice: "0" })));
    }
  }

  async function latestAttemptId(kind: string, scope: string): Promise<string> {
    const [attempt] = await rows<{ id: string }>(
      worker,
      "select id from course_attempts where enrolment_id = ? and kind = ? and scope = ? order by started_ms desc limit 1",
      student().enrolmentId,
      kind,
      scope,
    );
    return attempt!.id;
  }

  /** An exam started: its identity check passed first, as the student would, and the acknowledgement ticked. */
  async function startExam(kind: string, scope: string): Promise<string[]> {
    await passIdentityCheck(worker, student().enrolmentId, `exam:${kind}:${scope}`);
    expect(await post(`/course/exams/${kind}/${scope}`, { intent: "start", agree: "on" })).toContain("?q=1");
    const [attempt] = await rows<{ question_ids: string }>(worker, "select question_ids from course_attempts where id = ?", await latestAttemptId(kind, scope));
    return JSON.parse(attempt!.question_ids) as string[];
  }

  /** Submits the open exam ("Submit anyway": it may have questions unanswered) and reads its result page; the number of answers it showed. */
  async function submitAndRead(kind: string, scope: string): Promise<number> {
    return harvestFrom(await page(await post(`/course/exams/${kind}/${scope}`, { intent: "submit", confirm: await latestAttemptId(kind, scope) })));
  }

  /** A practice exam started and handed in blank at once, its review read; the answers it showed. */
  async function harvestPractice(number: number): Promise<number> {
    await startExam("practice", String(number));
    return submitAndRead("practice", String(number));
  }

  /** Every lesson quiz and its retake; then the practice exams as long as a round of them shows anything new. */
  async function harvestEverything() {
    const quizzed = lessonsInOrder(course).filter((each) => each.quiz.length > 0);
    for (const [index, lesson] of quizzed.entries()) {
      await harvestQuiz(lesson.id);
      // A retake asks the lesson's same questions: taken for the first lesson, it shows what every retake would.
      if (index > 0) continue;
      await post(`/course/${lesson.id}/quiz`, { intent: "again" });
      await harvestQuiz(lesson.id);
    }
    for (let round = 0; round < 12; round += 1) {
      let found = 0;
      for (const number of practiceNumbers) found += await harvestPractice(number);
      if (found === 0) break;
    }
  }

  /**
   * Sits a graded exam answering every question whose answer was harvested (and no other), with
   * `meanwhile` run while it is open (another tab); checks the draw, the result page and what
   * counted against the harvest. Returns how many questions did not count.
   */
  async function sitGradedExam(kind: string, scope: string, meanwhile: () => Promise<unknown> = async () => undefined): Promise<number> {
    const drawn = await startExam(kind, scope);
    expect(drawn.length, `${kind} ${scope}: questions drawn`).toBeGreaterThanOrEqual(alwaysDrawable(kind, scope));
    expect(
      drawn.filter((id) => harvest.has(id)),
      `${kind} ${scope}: questions drawn whose answers were harvested`,
    ).toEqual([]);
    await meanwhile();
    const path = `/course/exams/${kind}/${scope}`;
    for (const [index, id] of drawn.entries()) {
      if (harvest.has(id)) await post(path, { intent: "answer", questionId: id, choice: String(harvest.get(id)), go: String(index + 1) });
    }
    const harvestedByLead = new Set(harvest.keys());
    const attemptId = await latestAttemptId(kind, scope);
    expect(await submitAndRead(kind, scope), `${kind} ${scope}: answers its result showed`).toBe(0);
    const [graded] = await rows<{ total: number; details: string }>(
      worker,
      "select a.total, r.details from course_attempts a join course_records r on r.attempt_id = a.id and r.kind = 'attempt.graded' where a.id = ?",
      attemptId,
    );
    const notCounted = new Set((JSON.parse(graded!.details) as { notCounted?: string[] }).notCounted ?? []);
    const counted = drawn.filter((id) => !notCounted.has(id));
    expect(
      counted.filter((id) => harvestedByLead.has(id)),
      `${kind} ${scope}: questions counted whose answers were harvested`,
    ).toEqual([]);
    expect(graded!.total).toBe(counted.length);
    return notCounted.size;
  }

  return { harvest, harvestEverything, harvestPractice, sitGradedExam };
}

const seenItAll = studentWhoStudiedEverything(worker, "The student shown every question of a module under older content");
const thorough = harvester(studentWhoStudiedEverything(worker, "The student who harvests first"));
const inAnotherTab = harvester(studentWhoStudiedEverything(worker, "The student who harvests during the exam"));

describe("a student who harvests every answer the course shows", () => {
  it("never has a question whose answer they were shown drawn or counted in a graded exam, retakes included", { timeout: 480_000 }, async () => {
    await thorough.harvestEverything();
    expect(thorough.harvest.size).toBeGreaterThan(0);
    for (const [kind, scope] of gradedExams) await thorough.sitGradedExam(kind, scope);
    for (const [kind, scope] of gradedExams) await thorough.sitGradedExam(kind, scope);
  });

  it("does not count a question whose answer a practice exam in another tab showed while the graded exam was open", { timeout: 120_000 }, async () => {
    const notCounted = await inAnotherTab.sitGradedExam("final", course.id, async () => {
      for (const number of practiceNumbers) await inAnotherTab.harvestPractice(number);
    });
    // The practice exams drew questions of the open exam (they share every question outside the reserve).
    expect(notCounted).toBeGreaterThan(0);
  });

  it("answers a graded exam with nothing left to draw with a clear message in the student's language (409), never a 500", async () => {
    const { enrolmentId, cookie } = seenItAll();
    const moduleId = course.exams.moduleExam.appliesTo[0]!;
    const everyQuestion = Object.values(course.questions)
      .filter((question) => question.module === moduleId)
      .map((question) => question.id);
    // Only content changed under a student can do this: a practice attempt of older content that held every question.
    await worker.db
      .prepare(
        "insert into course_attempts (id, enrolment_id, kind, scope, question_ids, language, started_at, started_ms) values (?, ?, 'practice', '1', ?, 'en', ?, ?)",
      )
      .bind(crypto.randomUUID(), enrolmentId, JSON.stringify(everyQuestion), new Date(Date.now() - 3_600_000).toISOString(), Date.now() - 3_600_000)
      .run();
    await passIdentityCheck(worker, enrolmentId, `exam:module:${moduleId}`);
    for (const language of ["en", "es"] as const) {
      const response = await postAs(worker, cookie, `${language === "es" ? "/es" : ""}/course/exams/module/${moduleId}`, { intent: "start", agree: "on" });
      expect(response.status).toBe(409);
      expect(await decodedPage(response)).toContain(translate(dictionaries[language], "course.exams.nothingToDraw"));
    }
    // The identity check is not spent on an exam that could not start.
    expect(
      await rows(worker, "select status from course_identity_checks where enrolment_id = ? and scope = ?", enrolmentId, `exam:module:${moduleId}`),
    ).toEqual([{ status: "passed" }]);
    expect(await rows(worker, "select id from course_attempts where enrolment_id = ? and kind = 'module'", enrolmentId)).toEqual([]);
  });
});
