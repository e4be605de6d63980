/**
 * Item analysis: how each question of the course performs with real students, per question, version
 * and language, over the answers of every SUBMITTED attempt (lesson quizzes, module, practice and
 * comprehensive exams). Computed once a day by the scheduled step `itemAnalysis`
 * (app/scheduled/steps.server.ts), never on a request; the studio reads the stored figures
 * (`itemStats`). Guide: docs/school.md, "Item analysis".
 *
 * The counting is one grouped SQL statement over course_attempts JOIN course_answers; the groups it
 * returns are folded per question, version and language, turned into flags here and written back
 * in one D1 batch that replaces the table.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { courseAttemptKinds } from "../../db/schema";
import type { ScheduledContext } from "~/platform/run-budget.server";
import { onceADay } from "~/platform/once-a-day.server";
import { newYorkToday } from "~/platform/time/new-york-time";
import { theCourse } from "~/course/course.server";
import type { Language } from "~/i18n/languages";
import { twinLanguage, type ItemFlag } from "./studio-values";

/**
 * The thresholds. A question is flagged only once enough students answered it: below
 * `flagMinimum` answers a facility or a discrimination says more about who happened to answer it
 * than about the question.
 */
const itemThresholds = {
  /** Answers (in one language, one version) before any flag is raised. */
  flagMinimum: 30,
  tooEasy: 0.9,
  tooHard: 0.3,
  /** A wrong choice picked by fewer than 2 % of the answers, once there are at least 50 answers, is not doing its work. */
  unusedDistractorShare: 0.02,
  unusedDistractorMinimum: 50,
  /** English and Spanish facilities this far apart (each language with at least `flagMinimum` answers) point to a translation. */
  languageGap: 0.2,
} as const;

/** Every question has four choices (the course compiler refuses any other number). */
const choiceCount = 4;

/** Rows written per INSERT statement (one JSON parameter each). */
const rowsPerInsert = 400;

const cursorName = "item-analysis";

interface Counted {
  questionId: string;
  version: number;
  language: Language;
  answered: number;
  correct: number;
  topAnswered: number;
  topCorrect: number;
  bottomAnswered: number;
  bottomCorrect: number;
  choiceCounts: number[];
}

export interface ItemStatRow {
  questionId: string;
  version: number;
  language: Language;
  answered: number;
  correct: number;
  facility: number | null;
  discrimination: number | null;
  choiceCounts: number[];
  flags: ItemFlag[];
}

/**
 * The counts. SQL groups the answers (a million rows: the heavy part) by question, version,
 * language, third and choice, kind by kind, which leaves a few tens of thousands of rows; those are folded
 * into one row per question, version and language here, with the answer key (a JSON table joined per
 * answer would be a scan of the key for each of them).
 *
 * Discrimination uses the upper-lower thirds index: within each attempt kind (quiz, module,
 * practice, final), the submitted attempts are ranked by their `percent` and cut into three equal
 * groups with ntile(3) (ties split by the attempt's id, so a run is repeatable); an answer counts in
 * the top third when its attempt is in the highest group, in the bottom third when in the lowest.
 * Discrimination = facility among the top third's answers minus facility among the bottom third's.
 * Correct means the choice equals the question's answer index in the course the worker holds now
 * (the published version); answers to questions no longer in the course are left out.
 */
async function countAnswers(db: Database, answerKey: Record<string, number>): Promise<Counted[]> {
  // One statement per kind (the ranking is per kind anyway): each D1 call stays a fraction of the whole.
  const groups = [];
  for (const kind of courseAttemptKinds)
    groups.push(
      ...(await db.all<{ questionId: string; version: number; language: Language; third: number; choice: number; n: number }>(sql`
        WITH ranked AS MATERIALIZED (
          SELECT id, language, ntile(3) OVER (ORDER BY percent, id) AS third
          FROM course_attempts WHERE kind = ${kind} AND submitted_at IS NOT NULL
        )
        SELECT a.question_id AS questionId, a.question_version AS version, r.language AS language, r.third AS third, a.choice AS choice, count(*) AS n
        FROM ranked r CROSS JOIN course_answers a ON a.attempt_id = r.id
        GROUP BY a.question_id, a.question_version, r.language, r.third, a.choice`)),
    );
  const rows = new Map<string, Counted>();
  for (const group of groups) {
    const answer = answerKey[group.questionId];
    if (answer === undefined) continue;
    const key = `${group.questionId}\u0000${group.version}\u0000${group.language}`;
    let row = rows.get(key);
    if (!row) {
      row = {
        questionId: group.questionId,
        version: group.version,
        language: group.language,
        answered: 0,
        correct: 0,
        topAnswered: 0,
        topCorrect: 0,
        bottomAnswered: 0,
        bottomCorrect: 0,
        choiceCounts: Array.from({ length: choiceCount }, () => 0),
      };
      rows.set(key, row);
    }
    const isCorrect = group.choice === answer;
    row.answered += group.n;
    if (isCorrect) row.correct += group.n;
    if (group.third === 3) {
      row.topAnswered += group.n;
      if (isCorrect) row.topCorrect += group.n;
    }
    if (group.third === 1) {
      row.bottomAnswered += group.n;
      if (isCorrect) row.bottomCorrect += group.n;
    }
    if (group.choice >= 0 && group.choice < choiceCount) row.choiceCounts[group.choice]! += group.n;
  }
  return [...rows.values()];
}

/** A row's figures and its own flags (the language gap needs both languages: `withLanguageGaps`). Pure. */
function itemFigures(counted: Counted, answerIndex: number): ItemStatRow {
  const { flagMinimum, tooEasy, tooHard, unusedDistractorShare, unusedDistractorMinimum } = itemThresholds;
  const facility = counted.answered > 0 ? counted.correct / counted.answered : null;
  const discrimination =
    counted.topAnswered > 0 && counted.bottomAnswered > 0 ? counted.topCorrect / counted.topAnswered - counted.bottomCorrect / counted.bottomAnswered : null;
  const { choiceCounts } = counted;
  const flags: ItemFlag[] = [];
  if (facility !== null && counted.answered >= flagMinimum) {
    if (facility > tooEasy) flags.push("too-easy");
    if (facility < tooHard) flags.push("too-hard");
    if (discrimination !== null && discrimination < 0) flags.push("negative-discrimination");
  }
  if (
    counted.answered >= unusedDistractorMinimum &&
    choiceCounts.some((picked, choice) => choice !== answerIndex && picked / counted.answered < unusedDistractorShare)
  )
    flags.push("unused-distractor");
  return {
    questionId: counted.questionId,
    version: counted.version,
    language: counted.language,
    answered: counted.answered,
    correct: counted.correct,
    facility,
    discrimination,
    choiceCounts,
    flags,
  };
}

/** Adds `language-gap` to both languages of a question's version whose facilities differ by 0.2 or more. Pure. */
function withLanguageGaps(rows: ItemStatRow[]): ItemStatRow[] {
  const byItem = new Map<string, ItemStatRow[]>();
  for (const row of rows) {
    const key = `${row.questionId}#${row.version}`;
    byItem.set(key, [...(byItem.get(key) ?? []), row]);
  }
  for (const group of byItem.values()) {
    const en = group.find((row) => row.language === "en");
    const es = group.find((row) => row.language === twinLanguage);
    if (!en || !es || en.facility === null || es.facility === null) continue;
    if (en.answered < itemThresholds.flagMinimum || es.answered < itemThresholds.flagMinimum) continue;
    // Rounded to the thousandth first, so 0.8 − 0.6 counts as 0.2 despite floating point.
    if (Math.round(Math.abs(en.facility - es.facility) * 1000) / 1000 >= itemThresholds.languageGap) {
      en.flags.push("language-gap");
      es.flags.push("language-gap");
    }
  }
  return rows;
}

/** Counts, figures and flags, then the table replaced in one D1 batch. Returns how many rows were written. */
async function analyseItems(db: Database, now: number): Promise<{ rows: number }> {
  const questions = Object.values(theCourse().questions);
  const answerKey = Object.fromEntries(questions.map((question) => [question.id, question.answer]));
  const counted = await countAnswers(db, answerKey);
  const rows = withLanguageGaps(counted.map((row) => itemFigures(row, answerKey[row.questionId]!)));
  const computedAt = new Date(now).toISOString();
  const inserts = [];
  for (let from = 0; from < rows.length; from += rowsPerInsert) {
    const chunk = rows
      .slice(from, from + rowsPerInsert)
      .map((row) => [
        row.questionId,
        row.version,
        row.language,
        row.answered,
        row.correct,
        row.facility,
        row.discrimination,
        JSON.stringify(row.choiceCounts),
        JSON.stringify(row.flags),
      ]);
    inserts.push(
      db.$client
        .prepare(
          `INSERT INTO course_item_stats (question_id, version, language, answered, correct, facility, discrimination, choice_counts, flags, computed_at)
           SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5, value ->> 6, value ->> 7, value ->> 8, ?2 FROM json_each(?1)`,
        )
        .bind(JSON.stringify(chunk), computedAt),
    );
  }
  // One batch: the old figures go and the new ones come in one transaction, never half of each.
  await db.$client.batch([db.$client.prepare("DELETE FROM course_item_stats"), ...inserts]);
  return { rows: rows.length };
}

/**
 * The scheduled step: the first run of each New York day computes the figures; the day's later
 * runs read one row and skip it. Two queries (the count, the batch) and the day's record.
 */
export function runItemAnalysis({ db }: ScheduledContext, now: number): Promise<Record<string, number>> {
  return onceADay(db, cursorName, newYorkToday(new Date(now)), { rows: 0 }, async () => ({ counts: await analyseItems(db, now), isDone: true }));
}

/** The stored figures for the studio: by module (the course's questions of it), one flag, one language; worst facility first. */
export async function itemStats(db: Database, { moduleId, flag, language }: { moduleId?: string; flag?: ItemFlag; language?: Language } = {}) {
  const inModule = moduleId
    ? JSON.stringify(
        Object.values(theCourse().questions)
          .filter((question) => question.module === moduleId)
          .map((question) => question.id),
      )
    : null;
  const rows = await db.all<{
    questionId: string;
    version: number;
    language: Language;
    answered: number;
    correct: number;
    facility: number | null;
    discrimination: number | null;
    choiceCounts: string;
    flags: string;
    computedAt: string;
  }>(sql`
    SELECT question_id AS questionId, version, language, answered, correct, facility, discrimination,
      choice_counts AS choiceCounts, flags, computed_at AS computedAt
    FROM course_item_stats
    WHERE (${inModule} IS NULL OR question_id IN (SELECT value FROM json_each(${inModule})))
      AND (${flag ?? null} IS NULL OR EXISTS (SELECT 1 FROM json_each(flags) WHERE value = ${flag ?? null}))
      AND (${language ?? null} IS NULL OR language = ${language ?? null})
    ORDER BY facility IS NULL, facility, question_id, version, language`);
  return rows.map((row) => ({ ...row, choiceCounts: JSON.parse(row.choiceCounts) as number[], flags: JSON.parse(row.flags) as ItemFlag[] }));
}

/** Rows of the studio's item analysis page. */
const itemPageSize = 50;

/**
 * The studio's page of figures: worst first (flagged rows first, then the lowest discrimination, an
 * unknown one last), 50 a page, each with its question's correct choice; when the figures were computed.
 */
export async function itemAnalysisPage(db: Database, filter: { moduleId?: string; flag?: ItemFlag; language?: Language }, page: number) {
  const rows = await itemStats(db, filter);
  const worstFirst = rows.sort(
    (a, b) =>
      Number(b.flags.length > 0) - Number(a.flags.length > 0) ||
      (a.discrimination ?? Number.POSITIVE_INFINITY) - (b.discrimination ?? Number.POSITIVE_INFINITY) ||
      a.questionId.localeCompare(b.questionId) ||
      a.version - b.version ||
      a.language.localeCompare(b.language),
  );
  const questions = theCourse().questions;
  const pages = Math.max(1, Math.ceil(worstFirst.length / itemPageSize));
  const shown = Math.min(page, pages);
  return {
    total: worstFirst.length,
    page: shown,
    pages,
    computedAt: rows.reduce<string | null>((latest, row) => (latest === null || row.computedAt > latest ? row.computedAt : latest), null),
    modules: theCourse().modules.map((module) => module.id),
    rows: worstFirst.slice((shown - 1) * itemPageSize, shown * itemPageSize).map((row) => ({ ...row, answer: questions[row.questionId]?.answer ?? null })),
  };
}
