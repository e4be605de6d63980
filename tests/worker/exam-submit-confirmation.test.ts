/**
 * Handing in an exam with questions unanswered asks first (docs/decisions/084), as a post without
 * JavaScript meets it: the server answers with "You answered N of M. Submit anyway?" and grades
 * nothing; every answer is kept, the one on screen included; "Submit anyway" names the attempt it
 * confirms, so a stale one asks again. Time up grades at once, and so does an exam fully answered.
 * Every exam kind (module, practice, comprehensive), in both languages.
 */
import { describe, expect, it } from "vitest";
import { theCourse } from "~/course/course.server";
import { translate } from "~/i18n/translate";
import { dictionaries } from "~/locales";
import { decodedPage, getAs, languagePrefix, postAs, type Language } from "../support/accounts";
import { passIdentityCheck } from "../support/identity-checks";
import { studentWhoStudiedEverything } from "../support/course-students";
import { rows, startWorkerForFile } from "../support/worker";

const worker = startWorkerForFile();
const course = theCourse();

const student = studentWhoStudiedEverything(worker, "a student with every exam open");

type Attempt = { id: string; questionIds: string[]; submittedAt: string | null };

async function attempt(id: string): Promise<Attempt> {
  const [row] = await rows<{ id: string; question_ids: string; submitted_at: string | null }>(
    worker,
    "select id, question_ids, submitted_at from course_attempts where id = ?",
    id,
  );
  return { id: row!.id, questionIds: JSON.parse(row!.question_ids) as string[], submittedAt: row!.submitted_at };
}

async function savedChoices(attemptId: string): Promise<Record<string, number>> {
  const saved = await rows<{ question_id: string; choice: number }>(worker, "select question_id, choice from course_answers where attempt_id = ?", attemptId);
  return Object.fromEntries(saved.map((row) => [row.question_id, row.choice]));
}

async function post(path: string, fields: Record<string, string>): Promise<string> {
  const response = await postAs(worker, student().cookie, path, fields);
  await response.arrayBuffer();
  expect(response.status, `${path} ${JSON.stringify(fields)}`).toBe(303);
  return response.headers.get("Location")!;
}

/** An attempt started as the student starts one: its identity check passed (the last one's spent), the acknowledgement ticked. */
async function started(examPath: string, kind: string, scope: string): Promise<Attempt> {
  await rows(worker, "delete from course_identity_checks where enrolment_id = ? and scope = ?", student().enrolmentId, `exam:${kind}:${scope}`);
  await passIdentityCheck(worker, student().enrolmentId, `exam:${kind}:${scope}`);
  expect(await post(examPath, { intent: "start", agree: "on" })).toBe(`${examPath}?q=1`);
  const [latest] = await rows<{ id: string }>(
    worker,
    "select id from course_attempts where enrolment_id = ? and kind = ? and scope = ? order by started_ms desc limit 1",
    student().enrolmentId,
    kind,
    scope,
  );
  return attempt(latest!.id);
}

// A graded exam draws only questions whose answers the student has not been shown (docs/decisions/070),
// so after a practice exam it may ask fewer than its size: counts are read from the attempt.
const exams = [
  ["module", course.exams.moduleExam.appliesTo[0]!],
  ["practice", "1"],
  ["final", course.id],
] as const;

describe.each(["en", "es"] as const satisfies readonly Language[])("handing in an exam with questions unanswered (%s)", (language) => {
  const strings = dictionaries[language];
  const say = (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) => translate(strings, key, values);

  it.each(exams)('the %s exam (%s) asks first, grades nothing, keeps every answer, and grades on "Submit anyway"', async (kind, scope) => {
    const examPath = `${languagePrefix(language)}/course/exams/${kind}/${scope}`;
    const open = await started(examPath, kind, scope);
    const total = open.questionIds.length;
    expect(total).toBeGreaterThan(2);
    const [first, second] = open.questionIds;
    expect(await post(examPath, { intent: "answer", questionId: first!, choice: "1", go: "2" })).toBe(`${examPath}?q=2`);

    // "Submit the exam" with a choice on screen for question 2: saved, then the question.
    const asking = await post(examPath, { intent: "submit", questionId: second!, choice: "2" });
    expect(asking).toBe(`${examPath}?q=2&dialog=submit`);
    expect((await attempt(open.id)).submittedAt).toBeNull();
    expect(await savedChoices(open.id)).toEqual({ [first!]: 1, [second!]: 2 });

    const page = await decodedPage(await getAs(worker, student().cookie, asking));
    expect(page).toContain('id="exam-submit-modal"');
    expect(page).toContain(say("course.exams.submitAsk", { answered: 2, total }));
    expect(page).toContain(say("course.exams.submitAskDetails"));
    expect(page).toContain(say("course.exams.submitAnyway"));
    expect(page).toContain(`<input type="hidden" name="confirm" value="${open.id}"/>`);
    expect(page).toMatch(new RegExp(`<a [^>]*href="${examPath}\\?q=2"[^>]*>${say("course.exams.backToExam")}</a>`));

    // "Submit anyway": graded with the answers as they were.
    expect(await post(examPath, { intent: "submit", confirm: open.id })).toBe(`${examPath}?result=${open.id}`);
    const graded = await attempt(open.id);
    expect(graded.submittedAt).not.toBeNull();
    expect(await savedChoices(open.id)).toEqual({ [first!]: 1, [second!]: 2 });
    const [record] = await rows<{ details: string }>(worker, "select details from course_records where attempt_id = ? and kind = 'attempt.graded'", open.id);
    expect(JSON.parse(record!.details).answers).toEqual({ [first!]: 1, [second!]: 2 });
  });
});

describe("what hands an exam in without asking, and what does not", () => {
  const [kind, scope] = exams[0];
  const examPath = `/course/exams/${kind}/${scope}`;

  it("a confirmation of another attempt (a form kept from an earlier one) asks again", async () => {
    const earlier = await started(examPath, kind, scope);
    await post(examPath, { intent: "submit", confirm: earlier.id });
    const open = await started(examPath, kind, scope);
    expect(await post(examPath, { intent: "submit", confirm: earlier.id })).toBe(`${examPath}?q=1&dialog=submit`);
    expect((await attempt(open.id)).submittedAt).toBeNull();
    // A post that names no attempt is asked too.
    expect(await post(examPath, { intent: "submit" })).toBe(`${examPath}?q=1&dialog=submit`);
    expect((await attempt(open.id)).submittedAt).toBeNull();
    await post(examPath, { intent: "submit", confirm: open.id });
  });

  it("time up: handed in at once, unanswered questions and all, and the choice on screen after the deadline is not saved", async () => {
    const open = await started(examPath, kind, scope);
    await post(examPath, { intent: "answer", questionId: open.questionIds[0]!, choice: "0", go: "2" });
    await worker.db
      .prepare("update course_attempts set deadline_ms = ? where id = ?")
      .bind(Date.now() - 60_000, open.id)
      .run();
    expect(await post(examPath, { intent: "submit", questionId: open.questionIds[1]!, choice: "3" })).toBe(`${examPath}?result=${open.id}`);
    expect((await attempt(open.id)).submittedAt).not.toBeNull();
    expect(await savedChoices(open.id)).toEqual({ [open.questionIds[0]!]: 0 });
  });

  it("every question answered: handed in at once", async () => {
    const open = await started(examPath, kind, scope);
    for (const [index, questionId] of open.questionIds.slice(0, -1).entries())
      await post(examPath, { intent: "answer", questionId, choice: "0", go: String(index + 2) });
    expect(await post(examPath, { intent: "submit", questionId: open.questionIds.at(-1)!, choice: "0" })).toBe(`${examPath}?result=${open.id}`);
    expect((await attempt(open.id)).submittedAt).not.toBeNull();
    expect(Object.keys(await savedChoices(open.id))).toHaveLength(open.questionIds.length);
  });

  it("the question's page shows no question about submitting unless it was asked for, nor once every question is answered", async () => {
    const open = await started(examPath, kind, scope);
    const plain = await decodedPage(await getAs(worker, student().cookie, `${examPath}?q=1`));
    // The page's data carries the dictionary: the dialog itself is what must be missing.
    expect(plain).toContain('id="exam-answer"');
    expect(plain).not.toContain('id="exam-submit-modal"');
    for (const [index, questionId] of open.questionIds.entries())
      await post(examPath, { intent: "answer", questionId, choice: "0", go: String(Math.min(index + 2, open.questionIds.length)) });
    const answeredAll = await decodedPage(await getAs(worker, student().cookie, `${examPath}?q=1&dialog=submit`));
    expect(answeredAll).toContain('id="exam-answer"');
    expect(answeredAll).not.toContain('id="exam-submit-modal"');
    await post(examPath, { intent: "submit", confirm: open.id });
  });
});
