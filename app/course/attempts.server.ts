/**
 * Quizzes and exams on the server: drawing an attempt's questions, saving answers, the timer, and
 * grading. The attempt belongs to one enrolment; every function takes the enrolment the signed-in
 * student owns and refuses an attempt of another. The correct choice is read only here, and leaves
 * only in a quiz's feedback after the answer is saved, or in a practice exam's review after
 * submission. A graded exam (module, comprehensive) never counts a question whose answer the
 * student has been shown (docs/decisions/070).
 *
 * Exam time is counted on the enrolment's one clock, as study time is (docs/decisions/073): every
 * post on an attempt moves the clock to it, and credits the attempt only for the time the clock was
 * already on it. Several open attempts, or an attempt and a lesson in another tab, share real time.
 */
import { and, asc, desc, eq, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { courseAnswers, courseAttempts, courseRecords, type CourseAttemptKind } from "../../db/schema";
import type { Language } from "~/i18n/languages";
import { findLesson, findModule, findQuestion, theCourse } from "./course.server";
import type { Course, CourseQuestion } from "./course-types";
import { cryptoRandom, drawQuestions } from "./exam-draw";
import { gradeAttempt, type Grade } from "./grading";
import { moveClock, readClock } from "./activity-clock.server";
import { attemptKey, creditExamTime, type ExamEvent } from "./seat-time";
import { servedVersion } from "./published.server";

export type Attempt = typeof courseAttempts.$inferSelect;

/** A post that arrives this long after the deadline still counts: the network is not the student's fault. */
const deadlineGraceMs = 5_000;

export type ExamPlan = { questionIds: string[]; minutes: number | null };

/** Module exams and the comprehensive exam: graded, so they never show a correct answer. */
export const isGradedExam = (kind: CourseAttemptKind) => kind === "module" || kind === "final";

/**
 * The questions and time limit of a new attempt, or undefined when `scope` names nothing of that kind.
 * A practice exam never draws the graded reserve; a graded exam draws only questions not in `shown`
 * (the ones whose answers this student has been shown), so it may come out shorter than its size.
 */
export function planAttempt(
  kind: CourseAttemptKind,
  scope: string,
  course: Course = theCourse(),
  random: () => number = cryptoRandom,
  shown: ReadonlySet<string> = new Set(),
): ExamPlan | undefined {
  const { exams } = course;
  const drawable = (question: CourseQuestion) => (kind === "practice" ? !question.reserved : !shown.has(question.id));
  const bankOf = (moduleIds: string[]) => Object.values(course.questions).filter((question) => moduleIds.includes(question.module) && drawable(question));
  const weightsOf = (moduleIds: string[]) =>
    course.modules.filter((module) => moduleIds.includes(module.id)).flatMap((module) => module.topics.map(({ id, weight }) => ({ topic: id, weight })));
  switch (kind) {
    case "quiz": {
      const lesson = findLesson(scope, course);
      // A lesson's quiz asks its questions in the lesson's order (the page can show the first before any attempt exists).
      return lesson && lesson.quiz.length > 0 ? { questionIds: [...lesson.quiz], minutes: null } : undefined;
    }
    case "module": {
      if (!exams.moduleExam.appliesTo.includes(scope) || !findModule(scope, course)) return undefined;
      return { questionIds: drawQuestions(bankOf([scope]), weightsOf([scope]), exams.moduleExam.questions, random), minutes: exams.moduleExam.minutes };
    }
    case "practice": {
      const number = Number(scope);
      if (!Number.isInteger(number) || number < 1 || number > exams.practiceExam.count || String(number) !== scope) return undefined;
      const modules = exams.practiceExam.drawnFrom;
      return { questionIds: drawQuestions(bankOf(modules), weightsOf(modules), exams.practiceExam.questions, random), minutes: exams.practiceExam.minutes };
    }
    case "final": {
      if (scope !== course.id) return undefined;
      const modules = exams.comprehensiveExam.drawnFrom;
      return {
        questionIds: drawQuestions(bankOf(modules), weightsOf(modules), exams.comprehensiveExam.questions, random),
        minutes: exams.comprehensiveExam.minutes,
      };
    }
  }
}

/** Whether a new attempt would have any question: a graded exam may have none left that the student was not shown. */
export async function hasQuestionsToDraw(db: Database, enrolmentId: string, kind: CourseAttemptKind, scope: string): Promise<boolean> {
  const shown = isGradedExam(kind) ? await shownQuestions(db, enrolmentId) : new Set<string>();
  return (planAttempt(kind, scope, theCourse(), cryptoRandom, shown)?.questionIds.length ?? 0) > 0;
}

/** Exams (not lesson quizzes) need the unassisted acknowledgement first. */
const needsAcknowledgement = (kind: CourseAttemptKind) => kind !== "quiz";

/**
 * The enrolment's open attempt of this kind and scope — or a new one. An open attempt survives a
 * reload and a lost connection; one whose time ran out is graded first (what was saved counts).
 */
export async function openAttempt(
  db: Database,
  input: { enrolmentId: string; kind: CourseAttemptKind; scope: string; language: Language; acknowledgementId: string | null; now?: number },
): Promise<Attempt | undefined> {
  const now = input.now ?? Date.now();
  const [open] = await db
    .select()
    .from(courseAttempts)
    .where(
      and(
        eq(courseAttempts.enrolmentId, input.enrolmentId),
        eq(courseAttempts.kind, input.kind),
        eq(courseAttempts.scope, input.scope),
        isNull(courseAttempts.submittedAt),
      ),
    )
    .orderBy(desc(courseAttempts.startedMs))
    .limit(1);
  if (open && !timeIsUp(open, now)) {
    await creditAttemptTime(db, { enrolmentId: input.enrolmentId, attempt: open, now });
    return open;
  }
  if (open) await submitAttempt(db, { enrolmentId: input.enrolmentId, attemptId: open.id, now });

  const plan = planAttempt(
    input.kind,
    input.scope,
    theCourse(),
    cryptoRandom,
    isGradedExam(input.kind) ? await shownQuestions(db, input.enrolmentId) : new Set(),
  );
  // Nothing left to draw (only if content changed under a student who has seen most of it): no attempt.
  if (!plan || plan.questionIds.length === 0) return undefined;
  if (needsAcknowledgement(input.kind) && !input.acknowledgementId) return undefined;
  const id = crypto.randomUUID();
  const deadlineMs = plan.minutes === null ? null : now + plan.minutes * 60_000;
  // The clock moves to the new attempt (nothing is credited: it was never on it).
  const toTheAttempt = moveClock(db, input.enrolmentId, await readClock(db, input.enrolmentId), { screenKey: attemptKey(id), since: now });
  const [[attempt]] = await db.batch([
    db
      .insert(courseAttempts)
      .values({
        id,
        enrolmentId: input.enrolmentId,
        kind: input.kind,
        scope: input.scope,
        questionIds: plan.questionIds,
        language: input.language,
        acknowledgementId: input.acknowledgementId,
        startedAt: new Date(now).toISOString(),
        startedMs: now,
        deadlineMs,
        secondsSpent: 0,
      })
      .returning(),
    toTheAttempt.statement,
    db.insert(courseRecords).values({
      enrolmentId: input.enrolmentId,
      kind: "attempt.started",
      attemptId: id,
      details: { kind: input.kind, scope: input.scope, questions: plan.questionIds.length, acknowledgementId: input.acknowledgementId },
    }),
  ]);
  return attempt as Attempt;
}

export function timeIsUp(attempt: Pick<Attempt, "deadlineMs">, now: number): boolean {
  return attempt.deadlineMs !== null && now > attempt.deadlineMs + deadlineGraceMs;
}

/** The attempt, if it is the enrolment's. */
export async function attemptOf(db: Database, enrolmentId: string, attemptId: string): Promise<Attempt | undefined> {
  const [attempt] = await db
    .select()
    .from(courseAttempts)
    .where(and(eq(courseAttempts.id, attemptId), eq(courseAttempts.enrolmentId, enrolmentId)));
  return attempt;
}

/**
 * The questions whose correct answers the enrolment has been shown, up to `until` (an ISO time) if
 * given: every question of its practice exams (the review names the missed ones with their answers,
 * so the rest were right; counted from the start, as the review is one submission away) and every
 * lesson-quiz question it answered (the feedback). Read from the attempts and answers, which are
 * never changed once written. Graded exams show no answers, so they add nothing.
 */
async function shownQuestions(db: Database, enrolmentId: string, until?: string): Promise<Set<string>> {
  const [practice, quizzed] = await Promise.all([
    db
      .select({ questionIds: courseAttempts.questionIds })
      .from(courseAttempts)
      .where(and(eq(courseAttempts.enrolmentId, enrolmentId), eq(courseAttempts.kind, "practice"), until ? lte(courseAttempts.startedAt, until) : undefined)),
    db
      .select({ questionId: courseAnswers.questionId })
      .from(courseAnswers)
      .innerJoin(courseAttempts, eq(courseAttempts.id, courseAnswers.attemptId))
      .where(and(eq(courseAttempts.enrolmentId, enrolmentId), eq(courseAttempts.kind, "quiz"), until ? lte(courseAnswers.answeredAt, until) : undefined)),
  ]);
  return new Set([...practice.flatMap((attempt) => attempt.questionIds), ...quizzed.map((answer) => answer.questionId)]);
}

export type AttemptGrade = { grade: Grade; answers: Map<string, number>; notCounted: string[] };

/**
 * An attempt's grade. A graded exam leaves out every question whose answer the student had been
 * shown by the time of its submission (or by now, before it): a practice review read in another tab
 * during the exam makes that question not count.
 */
export async function gradeOf(db: Database, attempt: Attempt): Promise<AttemptGrade> {
  const answers = await savedAnswers(db, attempt.id);
  const shown = isGradedExam(attempt.kind) ? await shownQuestions(db, attempt.enrolmentId, attempt.submittedAt ?? undefined) : new Set<string>();
  const notCounted = attempt.questionIds.filter((id) => shown.has(id));
  const questions = attempt.questionIds.flatMap((id) => {
    const question = shown.has(id) ? undefined : findQuestion(id);
    return question ? [{ id, topic: question.topic, answer: question.answer }] : [];
  });
  return { grade: gradeAttempt(questions, answers, theCourse().exams.passingPercent), answers, notCounted };
}

export async function savedAnswers(db: Database, attemptId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ questionId: courseAnswers.questionId, choice: courseAnswers.choice })
    .from(courseAnswers)
    .where(eq(courseAnswers.attemptId, attemptId))
    .orderBy(asc(courseAnswers.answeredAt));
  return new Map(rows.map((row) => [row.questionId, row.choice]));
}

/**
 * Whether handing in an exam waits for the student's "Submit anyway" (docs/decisions/084): only while
 * some of its questions are unanswered and its time is not up. The confirmation names the attempt it
 * confirms, so a stale one (a form kept from an earlier attempt) confirms nothing.
 */
export async function submitWaitsForConfirmation(db: Database, attempt: Attempt, confirmedAttemptId: string | undefined, now: number): Promise<boolean> {
  if (timeIsUp(attempt, now) || confirmedAttemptId === attempt.id) return false;
  return (await savedAnswers(db, attempt.id)).size < attempt.questionIds.length;
}

export type SaveAnswerResult =
  | { ok: true; attempt: Attempt; question: CourseQuestion; choice: number }
  | { ok: false; reason: "no-attempt" | "submitted" | "time-up" | "not-in-attempt" | "bad-choice" | "already-answered" };

/**
 * Saves an answer. In an exam an answer may change until the attempt is submitted; in a quiz the
 * first answer stands (its feedback shows the correct choice). Refused after the time is up.
 */
export async function saveAnswer(
  db: Database,
  input: { enrolmentId: string; attemptId: string; questionId: string; choice: number; now?: number },
): Promise<SaveAnswerResult> {
  const now = input.now ?? Date.now();
  const attempt = await attemptOf(db, input.enrolmentId, input.attemptId);
  if (!attempt) return { ok: false, reason: "no-attempt" };
  if (attempt.submittedAt) return { ok: false, reason: "submitted" };
  if (timeIsUp(attempt, now)) return { ok: false, reason: "time-up" };
  const question = attempt.questionIds.includes(input.questionId) ? findQuestion(input.questionId) : undefined;
  if (!question) return { ok: false, reason: "not-in-attempt" };
  if (!Number.isInteger(input.choice) || input.choice < 0 || input.choice >= question.en.choices.length) return { ok: false, reason: "bad-choice" };
  const answeredAt = new Date(now).toISOString();
  // The version answered (docs/decisions/094): a later correction of the question never rewrites it.
  const questionVersion = servedVersion("question", question.id);
  const values = { attemptId: attempt.id, questionId: question.id, choice: input.choice, questionVersion, answeredAt };
  const stillOpen = sql`exists (select 1 from ${courseAttempts} where ${courseAttempts.id} = ${attempt.id} and ${courseAttempts.submittedAt} is null)`;
  if (attempt.kind === "quiz") {
    const [saved] = await db.insert(courseAnswers).values(values).onConflictDoNothing().returning();
    if (!saved) return { ok: false, reason: "already-answered" };
  } else {
    const [saved] = await db
      .insert(courseAnswers)
      .values(values)
      .onConflictDoUpdate({
        target: [courseAnswers.attemptId, courseAnswers.questionId],
        set: { choice: input.choice, questionVersion, answeredAt },
        setWhere: stillOpen,
      })
      .returning();
    if (!saved) return { ok: false, reason: "submitted" };
  }
  await creditAttemptTime(db, { enrolmentId: input.enrolmentId, attempt, now });
  return { ok: true, attempt, question, choice: input.choice };
}

export type SubmitResult = { ok: true; attempt: Attempt; grade: Grade } | { ok: false; reason: "no-attempt" };

/**
 * The statements that credit an attempt for a post on it (for the caller's batch): the clock moves
 * to the attempt, and its seconds grow only where that move won and the attempt is still open.
 */
async function attemptTimeStatements(db: Database, enrolmentId: string, attempt: Attempt, event: ExamEvent, now: number) {
  const read = await readClock(db, enrolmentId);
  const credit = creditExamTime(read.clock, attemptKey(attempt.id), event, now, attempt.deadlineMs);
  const move = moveClock(db, enrolmentId, read, credit.clock);
  const addSeconds = db
    .update(courseAttempts)
    .set({ secondsSpent: sql`coalesce(${courseAttempts.secondsSpent}, 0) + ${credit.seconds}` })
    .where(and(eq(courseAttempts.id, attempt.id), isNull(courseAttempts.submittedAt), move.won));
  return [move.statement, addSeconds] as const;
}

/** Credits the attempt for a post on it that saves nothing (moving between questions, resuming it). */
export async function creditAttemptTime(db: Database, input: { enrolmentId: string; attempt: Attempt; now?: number }): Promise<void> {
  if (input.attempt.submittedAt) return;
  await db.batch(await attemptTimeStatements(db, input.enrolmentId, input.attempt, "work", input.now ?? Date.now()));
}

/**
 * Grades and closes the attempt (once: a second submission returns the first grade). The time spent
 * is what the enrolment's clock credited it (apart from study time), up to the deadline at most.
 */
export async function submitAttempt(db: Database, input: { enrolmentId: string; attemptId: string; now?: number }): Promise<SubmitResult> {
  const now = input.now ?? Date.now();
  const attempt = await attemptOf(db, input.enrolmentId, input.attemptId);
  if (!attempt) return { ok: false, reason: "no-attempt" };
  const { grade, answers, notCounted } = await gradeOf(db, attempt);
  if (attempt.submittedAt) return { ok: true, attempt, grade };
  const submittedAt = new Date(now).toISOString();
  // The version of each question answered (docs/decisions/094), in the graded record beside the answers.
  const versionRows = await db
    .select({ questionId: courseAnswers.questionId, version: courseAnswers.questionVersion })
    .from(courseAnswers)
    .where(eq(courseAnswers.attemptId, attempt.id));
  const versions = Object.fromEntries(versionRows.map((row) => [row.questionId, row.version]));
  const results = await db.batch([
    ...(await attemptTimeStatements(db, input.enrolmentId, attempt, "submit", now)),
    db
      .update(courseAttempts)
      .set({
        submittedAt,
        secondsSpent: sql`coalesce(${courseAttempts.secondsSpent}, 0)`,
        correct: grade.correct,
        total: grade.total,
        percent: grade.percent,
        passed: grade.passed,
      })
      .where(and(eq(courseAttempts.id, attempt.id), isNull(courseAttempts.submittedAt)))
      .returning(),
    db.insert(courseRecords).select(
      db
        .select({
          id: sql<number>`null`.as("id"),
          enrolmentId: sql`${input.enrolmentId}`.as("enrolment_id"),
          kind: sql`'attempt.graded'`.as("kind"),
          lessonId: sql`null`.as("lesson_id"),
          screen: sql`null`.as("screen"),
          seconds: sql`${courseAttempts.secondsSpent}`.as("seconds"),
          attemptId: sql`${attempt.id}`.as("attempt_id"),
          details:
            sql`${JSON.stringify({ kind: attempt.kind, scope: attempt.scope, answers: Object.fromEntries(answers), versions, correct: grade.correct, total: grade.total, percent: grade.percent, passed: grade.passed, byTopic: grade.byTopic, notCounted })}`.as(
              "details",
            ),
          createdAt: sql`${submittedAt}`.as("created_at"),
        })
        .from(courseAttempts)
        // changes(): the update just before, in this transaction, closed the attempt (a racing submission did not).
        .where(and(eq(courseAttempts.id, attempt.id), sql`changes() = 1`)),
    ),
  ]);
  const [closed] = results[2] as Attempt[];
  // Another request submitted it a moment before: its grade stands.
  const final = closed ?? (await attemptOf(db, input.enrolmentId, attempt.id));
  return { ok: true, attempt: final as Attempt, grade };
}

/** The enrolment's graded attempts, newest first. */
export async function gradedAttempts(db: Database, enrolmentId: string): Promise<Attempt[]> {
  return db
    .select()
    .from(courseAttempts)
    .where(and(eq(courseAttempts.enrolmentId, enrolmentId), sql`${courseAttempts.submittedAt} is not null`))
    .orderBy(desc(courseAttempts.startedMs));
}

/** The enrolment's newest attempt of this kind and scope, open or graded. */
export async function latestAttempt(db: Database, enrolmentId: string, kind: CourseAttemptKind, scope: string): Promise<Attempt | undefined> {
  const [attempt] = await db
    .select()
    .from(courseAttempts)
    .where(and(eq(courseAttempts.enrolmentId, enrolmentId), eq(courseAttempts.kind, kind), eq(courseAttempts.scope, scope)))
    .orderBy(desc(courseAttempts.startedMs))
    .limit(1);
  return attempt;
}
