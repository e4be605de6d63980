/**
 * Item analysis (app/studio/item-analysis.server.ts), computed by the Cron Trigger's handler: exact
 * facility, discrimination (upper minus lower third of each kind's scorers), choice counts and flags
 * from answers seeded with known choices; unsubmitted attempts left out; per version and language;
 * once a day.
 */
import { describe, expect, it } from "vitest";
import { lessonsInOrder, theCourse } from "~/course/course.server";
import { createDb } from "../../db/client";
import { itemStats } from "~/studio/item-analysis.server";
import { enrolledAccount } from "../support/course-students";
import { rows, startWorkerForFile } from "../support/worker";

const worker = startWorkerForFile();

const questions = Object.values(theCourse().questions);
const [q1, q2, q3] = [questions[0]!, questions[1]!, questions[2]!];
const wrong = (question: { answer: number }, step: 1 | 2 | 3) => (question.answer + step) % 4;

interface SeededAttempt {
  kind: "quiz" | "module" | "practice" | "final";
  percent: number;
  language?: "en" | "es";
  submitted?: boolean;
  answers: Array<{ questionId: string; choice: number; version?: number }>;
}

/** Attempts with their answers, written straight to D1 (the engine's own writes are tested elsewhere). */
async function seed(enrolmentId: string, attempts: SeededAttempt[]) {
  const statements = attempts.flatMap((attempt) => {
    const id = crypto.randomUUID();
    return [
      worker.db
        .prepare(
          "insert into course_attempts (id, enrolment_id, kind, scope, question_ids, language, started_at, started_ms, submitted_at, correct, total, percent, passed) values (?, ?, ?, 'test', ?, ?, '2026-06-01T00:00:00.000Z', 0, ?, 0, ?, ?, 0)",
        )
        .bind(
          id,
          enrolmentId,
          attempt.kind,
          JSON.stringify(attempt.answers.map((answer) => answer.questionId)),
          attempt.language ?? "en",
          attempt.submitted === false ? null : "2026-06-01T00:20:00.000Z",
          attempt.answers.length,
          attempt.percent,
        ),
      ...attempt.answers.map((answer) =>
        worker.db
          .prepare("insert into course_answers (attempt_id, question_id, choice, question_version) values (?, ?, ?, ?)")
          .bind(id, answer.questionId, answer.choice, answer.version ?? 1),
      ),
    ];
  });
  for (let from = 0; from < statements.length; from += 90) await worker.db.batch(statements.slice(from, from + 90));
}

type StatRow = {
  question_id: string;
  version: number;
  language: string;
  answered: number;
  correct: number;
  facility: number | null;
  discrimination: number | null;
  choice_counts: string;
  flags: string;
  computed_at: string;
};
const statsOf = (questionId: string) => rows<StatRow>(worker, "select * from course_item_stats where question_id = ? order by version, language", questionId);

const day = (iso: string) => Date.parse(iso);

describe("item analysis", () => {
  it("counts every submitted attempt's answers per question, version and language, with exact figures and flags", async () => {
    const { enrolmentId } = await enrolledAccount(worker);
    const counts = (picks: Record<number, number>) => [0, 1, 2, 3].map((choice) => picks[choice] ?? 0);

    // q1, practice exams: six scorers, thirds {10, 20} {30, 40} {50, 60}. Right at 30, 50, 60.
    const practice = [10, 20, 30, 40, 50, 60].map((percent) => ({
      kind: "practice" as const,
      percent,
      answers: [{ questionId: q1.id, choice: [30, 50, 60].includes(percent) ? q1.answer : percent === 40 ? wrong(q1, 2) : wrong(q1, 1) }],
    }));
    // An attempt not handed in counts for nothing; an answer to q1's second version is its own row.
    const unsubmitted = { kind: "practice" as const, percent: 0, submitted: false, answers: [{ questionId: q1.id, choice: q1.answer }] };
    const secondVersion = { kind: "quiz" as const, percent: 100, answers: [{ questionId: q1.id, choice: q1.answer, version: 2 }] };

    // q2, module exams: 60 scorers 0..59; the bottom third (0..19) right, everyone else the same wrong choice.
    const module = Array.from({ length: 60 }, (_, percent) => ({
      kind: "module" as const,
      percent,
      answers: [{ questionId: q2.id, choice: percent < 20 ? q2.answer : wrong(q2, 1) }],
    }));

    // q3, comprehensive exams: 40 in English (50..89, two lowest wrong), 40 in Spanish (0..39, fourteen lowest wrong).
    const finalEn = Array.from({ length: 40 }, (_, n) => ({
      kind: "final" as const,
      percent: 50 + n,
      language: "en" as const,
      answers: [{ questionId: q3.id, choice: n < 2 ? wrong(q3, 3) : q3.answer }],
    }));
    const finalEs = Array.from({ length: 40 }, (_, n) => ({
      kind: "final" as const,
      percent: n,
      language: "es" as const,
      answers: [{ questionId: q3.id, choice: n < 14 ? wrong(q3, 2) : q3.answer }],
    }));
    await seed(enrolmentId, [...practice, unsubmitted, secondVersion, ...module, ...finalEn, ...finalEs]);

    await worker.scheduled(day("2027-03-10T15:00:00.000Z"));

    const [first, second] = await statsOf(q1.id);
    expect(first).toMatchObject({ version: 1, language: "en", answered: 6, correct: 3, facility: 0.5, discrimination: 1, flags: "[]" });
    expect(JSON.parse(first!.choice_counts)).toEqual(counts({ [q1.answer]: 3, [wrong(q1, 1)]: 2, [wrong(q1, 2)]: 1 }));
    // One answer, alone in its kind's ranking: no third above or below it, so no discrimination; too few answers for a flag.
    expect(second).toMatchObject({ version: 2, language: "en", answered: 1, correct: 1, facility: 1, discrimination: null, flags: "[]" });

    const [moduleRow] = await statsOf(q2.id);
    expect(moduleRow).toMatchObject({ answered: 60, correct: 20, discrimination: -1 });
    expect(moduleRow!.facility).toBeCloseTo(1 / 3, 10);
    expect(JSON.parse(moduleRow!.choice_counts)).toEqual(counts({ [q2.answer]: 20, [wrong(q2, 1)]: 40 }));
    // Two wrong choices nobody picked in 60 answers; the top third does worse than the bottom.
    expect(JSON.parse(moduleRow!.flags)).toEqual(["negative-discrimination", "unused-distractor"]);

    const [english, spanish] = await statsOf(q3.id);
    // 80 scorers of the comprehensive exam in thirds of 27, 27, 26: the English answers are all above the
    // bottom third (no discrimination), the Spanish ones all below the top.
    expect(english).toMatchObject({ language: "en", answered: 40, correct: 38, facility: 0.95, discrimination: null });
    expect(JSON.parse(english!.flags)).toEqual(["too-easy", "language-gap"]);
    expect(spanish).toMatchObject({ language: "es", answered: 40, correct: 26, facility: 0.65, discrimination: null });
    expect(JSON.parse(spanish!.flags)).toEqual(["language-gap"]);
    expect(JSON.parse(spanish!.choice_counts)).toEqual(counts({ [q3.answer]: 26, [wrong(q3, 2)]: 14 }));

    // The studio's read: by flag, by language, by module.
    const db = createDb(worker.db);
    expect((await itemStats(db, { flag: "language-gap" })).map((row) => `${row.questionId}:${row.language}`)).toEqual([`${q3.id}:es`, `${q3.id}:en`]);
    expect((await itemStats(db, { flag: "too-easy", language: "en" })).map((row) => row.questionId)).toEqual([q3.id]);
    const inModule = await itemStats(db, { moduleId: q2.module });
    expect(inModule.map((row) => row.questionId)).toContain(q2.id);
    expect(inModule.every((row) => theCourse().questions[row.questionId]!.module === q2.module)).toBe(true);
    expect(inModule.find((row) => row.questionId === q2.id)?.choiceCounts).toEqual(counts({ [q2.answer]: 20, [wrong(q2, 1)]: 40 }));
  });

  it("runs once a New York day: a later run that day changes nothing, the next day's replaces the figures", async () => {
    const { enrolmentId } = await enrolledAccount(worker);
    const lesson = lessonsInOrder(theCourse()).find((each) => each.quiz.length > 0)!;
    const quizQuestion = theCourse().questions[lesson.quiz[0]!]!;
    const englishV1 = async () => (await statsOf(quizQuestion.id)).find((row) => row.version === 1 && row.language === "en");
    await worker.scheduled(day("2027-04-01T15:00:00.000Z"));
    const before = await englishV1();
    await seed(enrolmentId, [{ kind: "quiz", percent: 50, answers: [{ questionId: quizQuestion.id, choice: quizQuestion.answer }] }]);

    await worker.scheduled(day("2027-04-01T20:00:00.000Z"));
    expect(await englishV1()).toEqual(before);

    await worker.scheduled(day("2027-04-02T15:00:00.000Z"));
    const after = await englishV1();
    expect(after).toMatchObject({ computed_at: "2027-04-02T15:00:00.000Z", answered: (before?.answered ?? 0) + 1, correct: (before?.correct ?? 0) + 1 });
  });
});
