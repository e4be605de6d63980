/**
 * Students made for the worker tests of the course: enrolled through the school's own `enrol`, with
 * their study written straight to D1, signed in.
 */
import { lessonsInOrder, theCourse } from "~/course/course.server";
import { monthsAfter } from "~/course/enrolments.server";
import { enrol } from "~/school/enrolling.server";
import { sql } from "drizzle-orm";
import { createDb } from "../../db/client";
import { courseScreenTime } from "../../db/schema";
import { insertUser, type UserOverrides } from "../factories";
import { expect } from "vitest";
import { getAs, logIn, postAs } from "./accounts";
import { passEveryModuleCheck } from "./identity-checks";
import { madeBeforeAll, type TestWorker } from "./worker";

/**
 * A student enrolled, past every module's identity check, with every screen's seat time met: every
 * exam is open to them. Made once for the file, before its tests.
 */
export function studentWhoStudiedEverything(worker: TestWorker, what: string) {
  return madeBeforeAll(what, async () => {
    const { user, password, enrolmentId } = await enrolledAccount(worker);
    await lessonsStudied(worker, enrolmentId);
    await passEveryModuleCheck(worker, enrolmentId);
    return { enrolmentId, cookie: await logIn(worker, user.email, password, "/auth") };
  });
}

/** A verified account enrolled by the school's own `enrol`, from a minute ago for six months; nothing studied yet. */
export async function enrolledAccount(worker: TestWorker, overrides: UserOverrides = {}) {
  const { user, password } = await insertUser(worker.db, overrides);
  const now = new Date();
  const enrolled = await enrol(createDb(worker.db), {
    email: user.email,
    name: `${user.firstName} ${user.lastName}`,
    startsAt: new Date(now.getTime() - 60_000).toISOString(),
    endsAt: monthsAfter(now, 6),
    createdBy: "test",
  });
  if (!enrolled.ok) throw new Error(`the student could not be enrolled: ${enrolled.reason}`);
  return { user, password, enrolmentId: enrolled.enrolment.id };
}

/**
 * Every screen of the course's lessons credited its minimum and done, as if studied (or only one
 * module's: its id; or only some lessons: their ids): what opens a module's exam, or the practice and
 * comprehensive exams (docs/decisions/090).
 */
export async function lessonsStudied(worker: TestWorker, enrolmentId: string, which?: string | readonly string[]) {
  const db = createDb(worker.db);
  const now = new Date().toISOString();
  const chosen = (lesson: { id: string; module: string }) =>
    which === undefined || (typeof which === "string" ? lesson.module === which : which.includes(lesson.id));
  for (const lesson of lessonsInOrder(theCourse()).filter(chosen)) {
    const rows = lesson.en.screens.map((_, screen) => ({
      enrolmentId,
      lessonId: lesson.id,
      screen,
      seconds: lesson.minimumSeconds[screen]!,
      completedAt: now,
    }));
    // D1 binds at most 100 values a statement: 16 rows of 6 (the lesson's version is one).
    for (let start = 0; start < rows.length; start += 16) {
      await db
        .insert(courseScreenTime)
        .values(rows.slice(start, start + 16))
        .onConflictDoUpdate({
          target: [courseScreenTime.enrolmentId, courseScreenTime.lessonId, courseScreenTime.screen],
          set: { seconds: sql`excluded.seconds`, completedAt: sql`excluded.completed_at` },
        });
    }
  }
}

/** The question a lesson's quiz page asks (none once every question is answered). */
const quizQuestionOn = (page: string) => page.match(/name="questionId" value="([^"]+)"/)?.[1];

/**
 * The student answers a lesson's quiz, choice 0 each time, on its page in `prefix`'s language:
 * only the first question shown, up to the question `until`, or (`toTheEnd`) every question left,
 * which grades the quiz. Returns the question last answered and the page that asked it.
 */
export async function answerQuiz(
  worker: TestWorker,
  cookie: string,
  lessonId: string,
  { until, prefix = "", toTheEnd = false }: { until?: string; prefix?: string; toTheEnd?: boolean } = {},
): Promise<{ shown: string; page: string }> {
  const path = `${prefix}/course/${lessonId}/quiz`;
  let last: { shown: string; page: string } | undefined;
  for (let asked = 0; asked <= (theCourse().lessons[lessonId]?.quiz.length ?? 0); asked += 1) {
    const page = await (await getAs(worker, cookie, path)).text();
    const shown = quizQuestionOn(page);
    if (!shown) break;
    const answered = await postAs(worker, cookie, path, { intent: "answer", questionId: shown, choice: "0" });
    expect(answered.status).toBeLessThan(400);
    last = { shown, page };
    if (!toTheEnd && (until === undefined || shown === until)) return last;
  }
  if (toTheEnd && last) return last;
  throw new Error(`the quiz of ${lessonId} never showed ${until ?? "a question"}`);
}

/** The version of the question `questionId` the enrolment's answer names (docs/decisions/094). */
export async function answeredVersion(worker: TestWorker, enrolmentId: string, questionId: string): Promise<number | undefined> {
  const row = await worker.db
    .prepare(
      "SELECT a.question_version AS version FROM course_answers a JOIN course_attempts t ON t.id = a.attempt_id WHERE t.enrolment_id = ? AND a.question_id = ?",
    )
    .bind(enrolmentId, questionId)
    .first<{ version: number }>();
  return row?.version;
}
