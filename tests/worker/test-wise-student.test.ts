/**
 * A test-wise student who never studied plays every exam of the course, in both languages, with the
 * tricks that beat badly written questions: always the longest choice (or the shortest), or always the same letter. Each
 * attempt is drawn, answered and graded by the engine on a real D1, as a student's would be; none may
 * reach the passing score (docs/decisions/090: the build's item-writing rules are what keep it so).
 */
import { describe, expect, it } from "vitest";
import { openAttempt, saveAnswer, submitAttempt } from "~/course/attempts.server";
import { findQuestion, theCourse } from "~/course/course.server";
import type { CourseAttemptKind } from "../../db/schema";
import { createDb } from "../../db/client";
import { courseAnswers, courseEnrolments } from "../../db/schema";
import { startWorkerForFile } from "../support/worker";

const worker = startWorkerForFile();
const course = theCourse();
const languages = ["en", "es"] as const;

/** The first of the longest choices (in characters), as a student eyeing lengths would take it. */
const longest = (choices: readonly string[]) => choices.reduce((best, choice, index) => (choice.length > choices[best]!.length ? index : best), 0);
/** The first of the shortest choices: the same trick turned round, once a student hears the longest is a trap. */
const shortest = (choices: readonly string[]) => choices.reduce((best, choice, index) => (choice.length < choices[best]!.length ? index : best), 0);
const strategies: Record<string, (choices: readonly string[]) => number> = {
  "always the longest choice": longest,
  "always the shortest choice": shortest,
  "always A": () => 0,
  "always B": () => 1,
  "always C": () => 2,
  "always D": () => 3,
};

const exams: Array<{ kind: Exclude<CourseAttemptKind, "quiz">; scope: string }> = [
  ...course.exams.moduleExam.appliesTo.map((scope) => ({ kind: "module" as const, scope })),
  ...Array.from({ length: course.exams.practiceExam.count }, (_, index) => ({ kind: "practice" as const, scope: String(index + 1) })),
  { kind: "final", scope: course.id },
];

async function newEnrolment() {
  const db = createDb(worker.db);
  const [row] = await db
    .insert(courseEnrolments)
    .values({
      courseId: course.id,
      studentName: "Test-wise Student",
      studentEmail: `test-wise-${crypto.randomUUID()}@example.com`,
      startsAt: "2026-11-01T00:00:00Z",
      endsAt: "2027-05-01T00:00:00Z",
    })
    .returning({ id: courseEnrolments.id });
  return { db, enrolmentId: row!.id };
}

describe("a test-wise student who never studied", () => {
  for (const exam of exams) {
    it(`fails the ${exam.kind} exam ${exam.scope} with every trick, in English and in Spanish`, async () => {
      const plays = languages.flatMap((language) => Object.entries(strategies).map(([trick, choose]) => ({ language, trick, choose })));
      // Each play is its own enrolment: they run side by side, as many students would.
      const scores = await Promise.all(
        plays.map(async ({ language, trick, choose }) => {
          const { db, enrolmentId } = await newEnrolment();
          const now = Date.now();
          const attempt = await openAttempt(db, { enrolmentId, kind: exam.kind, scope: exam.scope, language, acknowledgementId: "test-wise", now });
          expect(attempt, `${exam.kind} ${exam.scope} draws its questions`).toBeDefined();
          // The first answer through the engine's own saveAnswer, the rest written as it writes them, in
          // statements of 20 rows (D1 binds at most 100 values a statement): a 150-question exam in
          // 12 plays stays seconds, not minutes, and the grade is still the engine's, from D1.
          const answers = attempt!.questionIds.map((questionId) => ({ questionId, choice: choose(findQuestion(questionId)![language].choices) }));
          const [first, ...rest] = answers;
          expect(await saveAnswer(db, { enrolmentId, attemptId: attempt!.id, ...first!, now })).toMatchObject({ ok: true });
          const answeredAt = new Date(now).toISOString();
          for (let index = 0; index < rest.length; index += 20) {
            await db.insert(courseAnswers).values(rest.slice(index, index + 20).map((answer) => ({ attemptId: attempt!.id, ...answer, answeredAt })));
          }
          const submitted = await submitAttempt(db, { enrolmentId, attemptId: attempt!.id, now });
          expect(submitted.ok).toBe(true);
          const { percent, passed } = (submitted as { grade: { percent: number; passed: boolean } }).grade;
          expect(passed, `${language}, ${trick}: ${percent} % on the ${exam.kind} exam ${exam.scope}`).toBe(false);
          expect(percent).toBeLessThan(course.exams.passingPercent);
          return `${language} ${trick}: ${percent} %`;
        }),
      );
      expect(scores).toHaveLength(languages.length * Object.keys(strategies).length);
    });
  }
});
