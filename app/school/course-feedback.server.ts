/**
 * The feedback at each quarter of the course (docs/decisions/047): when a student's screens done
 * cross 25, 50, 75 and 100 % of the course's screens (the engine's measure, `screensInOrder`), they
 * get one e-mail and an account notice per quarter: the modules finished, their scores by topic
 * from every graded quiz and exam, and the topics to review. Their instructor sees the same summary.
 *
 * A scheduled step sends it. A screen is completed only by a seat-time credit, which appends a
 * record, so the step reads only the records newer than its cursor (`course_records.id`, the
 * primary key) to find whose progress changed: cheap with 10,000 enrolments. The feedback row is
 * unique per (enrolment, quarter) and written in the same D1 batch as its e-mail: a rerun, or two
 * runs at once, send nothing twice.
 */
import { siteOrigin } from "~/http/site-origin";
import type { ScheduledContext } from "~/platform/run-budget.server";
import { and, eq, gt, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { courseAnswers, courseAttempts, courseEnrolments, courseFeedback, courseFeedbackCursor, courseRecords, courseScreenTime, users } from "../../db/schema";
import { courseFeedbackEmail } from "~/email/templates.server";
import { queueEmail } from "~/email/outbox.server";
import { localizePath, type Language } from "~/i18n/languages";
import { findQuestion, theCourse } from "~/course/course.server";
import { enrolmentAccount } from "~/course/enrolments.server";
import type { Course } from "~/course/course-types";
import type { DescribedFeedback } from "./course-feedback-view";
import { gradeAttempt } from "~/course/grading";
import { screenKey } from "~/course/seat-time";
import { screensInOrder } from "~/course/study.server";

const quarters = [25, 50, 75, 100] as const;

/** A topic scored under this is worth reviewing. */
const reviewBelowPercent = 70;

/** Records read per run at most: a backlog (the first run, a long outage) is caught up over a few runs. */
const recordsPerRun = 20_000;
/**
 * E-mails per run at most, within the step's share of the run (docs/decisions/069): one costs about
 * nine D1 queries (`feedbackCost`). A run that reaches either leaves the cursor where it was; the
 * next run reads the same records again and skips those whose quarter is written.
 */
const feedbackPerRun = 100;
const feedbackCost = { queries: 9, emails: 1 };
/** Enrolments whose progress one run reads at most (two queries per 90): the rest wait for the next run. */
const enrolmentsPerRun = 900;
/** D1 binds at most 100 values a statement. */
const idsPerQuery = 90;
const cursorName = "course-feedback";

/** The quarters `done` of `total` screens has reached. */
export function quartersReached(done: number, total: number): number[] {
  if (total <= 0) return [];
  return quarters.filter((quarter) => done * 100 >= quarter * total);
}

export type FeedbackSummary = typeof courseFeedback.$inferSelect.summary;

/** What the enrolment has done so far: screens, modules finished, scores by topic over its graded attempts. */
async function feedbackSummary(db: Database, enrolmentId: string, course: Course = theCourse()): Promise<FeedbackSummary> {
  const [done, attempts] = await Promise.all([
    db
      .select({ lessonId: courseScreenTime.lessonId, screen: courseScreenTime.screen })
      .from(courseScreenTime)
      .where(and(eq(courseScreenTime.enrolmentId, enrolmentId), isNotNull(courseScreenTime.completedAt))),
    db
      .select({ id: courseAttempts.id, questionIds: courseAttempts.questionIds })
      .from(courseAttempts)
      .where(and(eq(courseAttempts.enrolmentId, enrolmentId), isNotNull(courseAttempts.submittedAt))),
  ]);
  const completed = new Set(done.map((row) => screenKey(row.lessonId, row.screen)));
  const modules = course.modules
    .filter((module) => module.lessons.every((id) => course.lessons[id]!.en.screens.every((_, screen) => completed.has(screenKey(id, screen)))))
    .map((module) => module.id);

  const answers =
    attempts.length === 0
      ? []
      : await db
          .select()
          .from(courseAnswers)
          .where(
            inArray(
              courseAnswers.attemptId,
              attempts.map((attempt) => attempt.id),
            ),
          );
  const byTopic = new Map<string, { topic: string; correct: number; total: number }>();
  for (const attempt of attempts) {
    const chosen = new Map(answers.filter((answer) => answer.attemptId === attempt.id).map((answer) => [answer.questionId, answer.choice]));
    const grade = gradeAttempt(
      attempt.questionIds.flatMap((id) => findQuestion(id, course) ?? []),
      chosen,
      course.exams.passingPercent,
    );
    for (const topic of grade.byTopic) {
      const sum = byTopic.get(topic.topic) ?? { topic: topic.topic, correct: 0, total: 0 };
      sum.correct += topic.correct;
      sum.total += topic.total;
      byTopic.set(topic.topic, sum);
    }
  }
  return { modules, topics: [...byTopic.values()], screensDone: completed.size, screensTotal: screensInOrder(course).length };
}

/** A summary in the reader's language: titles for ids, percents, the topics to review. */
export function describeFeedback(
  quarter: number,
  sentAt: string,
  summary: FeedbackSummary,
  language: Language,
  course: Course = theCourse(),
): DescribedFeedback {
  const topicTitles = new Map(course.modules.flatMap((module) => module.topics.map((topic) => [topic.id, topic.title[language]] as const)));
  const topics = summary.topics
    .map((topic) => ({
      title: topicTitles.get(topic.topic) ?? topic.topic,
      percent: topic.total === 0 ? 0 : Math.floor((topic.correct * 100) / topic.total),
      correct: topic.correct,
      total: topic.total,
    }))
    .sort((a, b) => a.percent - b.percent || a.title.localeCompare(b.title));
  return {
    quarter,
    sentAt,
    screensDone: summary.screensDone,
    screensTotal: summary.screensTotal,
    modules: summary.modules.map((id) => course.modules.find((module) => module.id === id)?.title[language] ?? id),
    topics,
    review: topics.filter((topic) => topic.percent < reviewBelowPercent).map((topic) => topic.title),
    reviewBelow: reviewBelowPercent,
  };
}

/** The enrolment's feedback so far, newest quarter first, in `language`: the account's notices and the instructor's view. */
export async function feedbackNotices(db: Database, enrolmentId: string, language: Language): Promise<DescribedFeedback[]> {
  const rows = await db
    .select()
    .from(courseFeedback)
    .where(eq(courseFeedback.enrolmentId, enrolmentId))
    .orderBy(sql`${courseFeedback.quarter} desc`);
  return rows.map((row) => describeFeedback(row.quarter, row.createdAt, row.summary, language));
}

/**
 * The feedback on a learner's page (staff): the quarters sent, and when the learner has reached a
 * quarter the schedule has not sent (it has not run since, or the learner was written with their
 * progress, as the demo graduate is), where they stand now as that quarter's summary would say it.
 * So a learner past a quarter never reads as "no quarter reached".
 */
export async function feedbackSoFar(db: Database, enrolmentId: string, language: Language, now = Date.now()): Promise<DescribedFeedback[]> {
  const [sent, summary] = await Promise.all([feedbackNotices(db, enrolmentId, language), feedbackSummary(db, enrolmentId)]);
  const reached = quartersReached(summary.screensDone, summary.screensTotal).at(-1);
  if (reached === undefined || sent.some((notice) => notice.quarter >= reached)) return sent;
  return [describeFeedback(reached, new Date(now).toISOString(), summary, language), ...sent];
}

/**
 * The scheduled step: the enrolments with seat-time records newer than the cursor, their screens
 * done counted in one grouped query per 90, and for each that crossed a quarter not yet sent, the
 * feedback row and its e-mail in one batch. Only the newest quarter reached is e-mailed (a student
 * who jumped two quarters between runs gets one e-mail); the quarters passed on the way are
 * written too, so they are never sent later. Then the cursor moves on, unless the run reached its
 * share of e-mails (`feedbackPerRun`).
 */
export async function runCourseFeedback(context: ScheduledContext, now: number): Promise<Record<string, number>> {
  const { db, budget } = context;
  const [cursor] = await db.select().from(courseFeedbackCursor).where(eq(courseFeedbackCursor.name, cursorName));
  const [edge] = await db.select({ id: sql<number | null>`max(${courseRecords.id})` }).from(courseRecords);
  // The first run starts from the newest records, not the whole history: a student already past a
  // quarter gets its feedback with their next progress (the newest quarter reached).
  const from = cursor?.lastRecordId ?? Math.max(0, (edge?.id ?? 0) - recordsPerRun);
  const to = Math.min(edge?.id ?? from, from + recordsPerRun);
  if (to <= from) return { enrolments: 0, sent: 0 };

  // The enrolments in the order of their first new record: when there are more than a run reads, the
  // cursor moves only to just before the first record of the first enrolment left for the next run.
  const found = await db
    .select({ enrolmentId: courseRecords.enrolmentId, first: sql<number>`min(${courseRecords.id})` })
    .from(courseRecords)
    .where(and(gt(courseRecords.id, from), lte(courseRecords.id, to), eq(courseRecords.kind, "seat-time")))
    .groupBy(courseRecords.enrolmentId)
    .orderBy(sql`min(${courseRecords.id})`)
    .limit(enrolmentsPerRun + 1);
  const changed = found.slice(0, enrolmentsPerRun);
  const doneTo = found.length > enrolmentsPerRun ? Number(found[enrolmentsPerRun]!.first) - 1 : to;
  const total = screensInOrder().length;
  let sent = 0;
  let isCapped = false;
  for (let index = 0; index < changed.length && !isCapped; index += idsPerQuery) {
    // Two reads, and room for at least one e-mail after them, or the rest waits for the next run.
    if (!budget.hasRoom({ queries: 2 + feedbackCost.queries, emails: 0 })) {
      isCapped = true;
      break;
    }
    const ids = changed.slice(index, index + idsPerQuery).map((row) => row.enrolmentId);
    const [progress, given] = await Promise.all([
      db
        .select({ enrolmentId: courseScreenTime.enrolmentId, done: sql<number>`count(*)` })
        .from(courseScreenTime)
        .where(and(inArray(courseScreenTime.enrolmentId, ids), isNotNull(courseScreenTime.completedAt)))
        .groupBy(courseScreenTime.enrolmentId),
      db
        .select({ enrolmentId: courseFeedback.enrolmentId, quarter: sql<number>`max(${courseFeedback.quarter})` })
        .from(courseFeedback)
        .where(inArray(courseFeedback.enrolmentId, ids))
        .groupBy(courseFeedback.enrolmentId),
    ]);
    const highestGiven = new Map(given.map((row) => [row.enrolmentId, Number(row.quarter)]));
    for (const row of progress) {
      const reached = quartersReached(Number(row.done), total).filter((quarter) => quarter > (highestGiven.get(row.enrolmentId) ?? 0));
      if (reached.length === 0) continue;
      if (sent >= feedbackPerRun || !budget.hasRoom(feedbackCost)) {
        isCapped = true;
        break;
      }
      if (await sendFeedback(context, row.enrolmentId, reached, now)) sent += 1;
    }
  }
  if (isCapped) return { enrolments: changed.length, sent, capped: 1 };
  await db
    .insert(courseFeedbackCursor)
    .values({ name: cursorName, lastRecordId: doneTo })
    .onConflictDoUpdate({ target: courseFeedbackCursor.name, set: { lastRecordId: sql`max(${courseFeedbackCursor.lastRecordId}, ${doneTo})` } });
  return { enrolments: changed.length, sent };
}

/** Writes the reached quarters' rows and e-mails the newest, in one batch; false when another run wrote them first. */
async function sendFeedback(context: ScheduledContext, enrolmentId: string, reached: number[], now: number): Promise<boolean> {
  const { db } = context;
  const [student] = await db
    .select({ email: users.email, firstName: users.firstName, language: users.language, status: courseEnrolments.status })
    .from(courseEnrolments)
    .innerJoin(users, enrolmentAccount)
    .where(eq(courseEnrolments.id, enrolmentId));
  if (!student || student.status === "ended") return false;
  const summary = await feedbackSummary(db, enrolmentId);
  const newest = reached.at(-1)!;
  const sentAt = new Date(now).toISOString();
  const content = await courseFeedbackEmail(student.language, {
    firstName: student.firstName,
    feedback: describeFeedback(newest, sentAt, summary, student.language),
    courseLink: `${siteOrigin(null, context.env)}${localizePath("/course", student.language)}`,
  });
  const email = await queueEmail(context, {
    kind: "course-feedback",
    toAddress: student.email,
    language: student.language,
    subject: content.subject,
    textBody: content.text,
    htmlBody: content.html,
  });
  const rows = reached.map((quarter) => ({
    enrolmentId,
    quarter,
    summary,
    language: student.language,
    emailed: quarter === newest && email !== null,
    createdAt: sentAt,
  }));
  try {
    // No conflict clause: a row another run wrote fails the whole batch, e-mail included.
    await db.batch([db.insert(courseFeedback).values(rows), ...(email ? [email.insert] : [])]);
    return true;
  } catch (error) {
    await email?.release();
    if (/UNIQUE constraint failed: course_feedback/.test(String(error))) return false;
    throw error;
  }
}
