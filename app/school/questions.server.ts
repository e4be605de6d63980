/**
 * The students' questions to their instructors: a student asks from a lesson screen (limited per
 * student), the question is routed to the enrolment's instructor (every admin while the school has
 * none), who hears of it by e-mail; a member of staff answers once, and the answer goes to the
 * student by e-mail in the language they asked in and shows under the lesson.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, asc, count, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Database } from "../../db/client";
import { courseEnrolments, courseLearnerSummaries, courseQuestionAnswers, courseQuestions, users } from "../../db/schema";
import type { AccountUser } from "~/auth/users.server";
import { courseAnswerEmail, courseQuestionEmail } from "~/email/templates.server";
import { deliverSoon, queueEmail } from "~/email/outbox.server";
import { siteOrigin } from "~/http/site-origin";
import { localizePath, type Language } from "~/i18n/languages";
import { recordAudit } from "~/platform/audit-log.server";
import { hitRateLimit, type RateLimitRule } from "~/platform/rate-limit.server";
import { businessDeadline } from "~/platform/time/business-days";
import { findLesson } from "~/course/course.server";
import { enrolmentAccount } from "~/course/enrolments.server";
import type { CourseLesson } from "~/course/course-types";
import { enrolledNow, instructorFor, learnerScope, staffFor } from "./instructors.server";
import type { QuestionFilter } from "./question-forms";
import { studentRatio, type StudentRatio } from "./student-ratio";

/** Enough for a student working through a hard lesson; too few to flood the instructors. */
const questionLimits = [
  { scope: "course-question:hour", limit: 5, windowSeconds: 3600 },
  { scope: "course-question:day", limit: 20, windowSeconds: 86_400 },
] as const satisfies readonly RateLimitRule[];

export type AskResult = { ok: true; id: string } | { ok: false; reason: "too-many"; retryAfterSeconds: number };

/**
 * Stores the student's question with the staff's e-mails in one D1 batch (both or neither) and
 * delivers them. Counted per enrolment, whatever the client.
 */
export async function askQuestion(
  context: AppLoadContext,
  request: Request,
  input: { enrolmentId: string; lesson: CourseLesson; screen: number; language: Language; question: string },
): Promise<AskResult> {
  const { db } = context;
  const hits = await Promise.all(questionLimits.map((rule) => hitRateLimit(db, rule, input.enrolmentId)));
  const refused = hits.filter((hit) => !hit.allowed);
  if (refused.length > 0) return { ok: false, reason: "too-many", retryAfterSeconds: Math.max(...refused.map((hit) => hit.retryAfterSeconds)) };

  const instructor = await instructorFor(db, input.enrolmentId);
  const staff = instructor ? [instructor] : await staffFor(db, input.enrolmentId);
  const id = crypto.randomUUID();
  const origin = siteOrigin(request, context.env);
  const queued = await Promise.all(
    staff.map(async (member) => {
      const content = await courseQuestionEmail(member.language, {
        firstName: member.firstName,
        lesson: input.lesson[member.language].title,
        screen: input.screen + 1,
        questionLink: `${origin}${localizePath("/course-manager/questions", member.language)}?show=all#question-${id}`,
      });
      const message = await queueEmail(context, {
        kind: "course-question",
        toAddress: member.email,
        language: member.language,
        subject: content.subject,
        textBody: content.text,
        htmlBody: content.html,
      });
      // The kind is outside every recipient's budget (the limit on asking bounds it), so it is always queued.
      if (!message) throw new Error("the course-question e-mail must be outside the recipients' budgets");
      return message;
    }),
  );
  await db.batch([
    db.insert(courseQuestions).values({
      id,
      enrolmentId: input.enrolmentId,
      lessonId: input.lesson.id,
      screen: input.screen,
      language: input.language,
      question: input.question,
      instructorId: instructor?.id ?? null,
    }),
    ...queued.map((message) => message.insert),
  ]);
  deliverSoon(
    context,
    queued.map((message) => message.id),
  );
  return { ok: true, id };
}

/**
 * An enrolment's questions with their answers: about one lesson, oldest first (under the lesson, for
 * the student), or all of them, newest first (the learner's page, for the staff).
 */
export async function questionsOfEnrolment(db: Database, enrolmentId: string, { lessonId, limit = 200 }: { lessonId?: string; limit?: number } = {}) {
  return db
    .select({
      id: courseQuestions.id,
      lessonId: courseQuestions.lessonId,
      screen: courseQuestions.screen,
      question: courseQuestions.question,
      askedAt: courseQuestions.askedAt,
      answer: courseQuestionAnswers.answer,
      answeredAt: courseQuestionAnswers.answeredAt,
      answeredByName: courseQuestionAnswers.answeredByName,
    })
    .from(courseQuestions)
    .leftJoin(courseQuestionAnswers, eq(courseQuestionAnswers.questionId, courseQuestions.id))
    .where(and(eq(courseQuestions.enrolmentId, enrolmentId), lessonId === undefined ? undefined : eq(courseQuestions.lessonId, lessonId)))
    .orderBy(lessonId === undefined ? desc(courseQuestions.askedAt) : asc(courseQuestions.askedAt))
    .limit(limit);
}

/** The lesson screen a question was asked from (its place is stored 0-based; the URL counts from 1), in `language`'s path. */
export function lessonScreenPath(place: { lessonId: string; screen: number }, language: Language): string {
  return localizePath(`/course/${place.lessonId}/${place.screen + 1}`, language);
}

/** How many open questions the staff page lists at once (oldest first: the ones the rule is about). */
const openListLimit = 200;
const answeredListLimit = 30;

/**
 * Whose questions the page shows when the address names none: an admin every open question (an
 * admin answers any, and a count of theirs alone read as nothing waiting, docs/decisions/088); an
 * instructor their own (an instructor sees nothing else whichever it is).
 */
export function defaultQuestionFilter(reader: Pick<AccountUser, "role">): QuestionFilter {
  return reader.role === "admin" ? "all" : "mine";
}

/**
 * The staff page's questions: open ones oldest first with their deadline, then the latest answered.
 * An instructor sees only their own learners' questions (`learnerScope`), whichever the filter; for
 * an admin "mine" is those routed to the admins (no instructor), "all" every question, and with
 * "mine" `waitingForOthers` counts the open questions routed to instructors, so an empty list never
 * hides them.
 */
export async function questionsForStaff(db: Database, reader: Pick<AccountUser, "id" | "role">, filter: QuestionFilter, now = Date.now()) {
  const instructor = alias(users, "instructor");
  const scope = learnerScope(reader);
  const shown = reader.role === "admin" ? (filter === "mine" ? isNull(courseQuestions.instructorId) : undefined) : scope;
  const columns = {
    id: courseQuestions.id,
    lessonId: courseQuestions.lessonId,
    screen: courseQuestions.screen,
    language: courseQuestions.language,
    question: courseQuestions.question,
    askedAt: courseQuestions.askedAt,
    studentName: courseEnrolments.studentName,
    instructorName: instructor.firstName,
    instructorEmail: instructor.email,
    answer: courseQuestionAnswers.answer,
    answeredAt: courseQuestionAnswers.answeredAt,
    answeredByName: courseQuestionAnswers.answeredByName,
  };
  const base = () =>
    db
      .select(columns)
      .from(courseQuestions)
      .innerJoin(courseEnrolments, eq(courseEnrolments.id, courseQuestions.enrolmentId))
      .leftJoin(instructor, eq(instructor.id, courseQuestions.instructorId))
      .leftJoin(courseQuestionAnswers, eq(courseQuestionAnswers.questionId, courseQuestions.id));
  const countsOthers = reader.role === "admin" && filter === "mine";
  const [open, answered, [others]] = await Promise.all([
    base()
      .where(and(isNull(courseQuestionAnswers.questionId), shown))
      .orderBy(asc(courseQuestions.askedAt))
      .limit(openListLimit),
    base()
      .where(and(isNotNull(courseQuestionAnswers.questionId), shown))
      .orderBy(desc(courseQuestionAnswers.answeredAt))
      .limit(answeredListLimit),
    countsOthers
      ? db
          .select({ total: count() })
          .from(courseQuestions)
          .leftJoin(courseQuestionAnswers, eq(courseQuestionAnswers.questionId, courseQuestions.id))
          .where(and(isNull(courseQuestionAnswers.questionId), isNotNull(courseQuestions.instructorId)))
      : Promise.resolve([{ total: 0 }]),
  ]);
  return {
    open: open.map((row) => ({ ...row, isOverdue: now > businessDeadline(Date.parse(row.askedAt)) })),
    answered,
    waitingForOthers: others?.total ?? 0,
  };
}

export type AnswerResult = { ok: true; studentEmail: string } | { ok: false; reason: "not-found" | "already-answered" };

/** The answer's primary key refused a second answer inside the batch (D1 names the column). */
function isSecondAnswer(error: unknown): boolean {
  return /UNIQUE constraint failed: course_question_answers\.question_id/.test(String(error));
}

/**
 * Answers a question once: the answer and the student's e-mail in one D1 batch, which the answer's
 * primary key refuses whole when another answer came first (so the student gets one e-mail, the
 * first answer's). Audited. Only a question of a learner this member of staff sees
 * (`learnerScope`): another instructor's learner's question is "not found", as a missing one.
 */
export async function answerQuestion(
  context: AppLoadContext,
  request: Request,
  staff: AccountUser,
  input: { questionId: string; answer: string },
): Promise<AnswerResult> {
  const { db } = context;
  const [row] = await db
    .select({
      lessonId: courseQuestions.lessonId,
      screen: courseQuestions.screen,
      language: courseQuestions.language,
      question: courseQuestions.question,
      studentEmail: courseEnrolments.studentEmail,
      studentName: courseEnrolments.studentName,
      accountEmail: users.email,
      accountFirstName: users.firstName,
      answered: courseQuestionAnswers.questionId,
    })
    .from(courseQuestions)
    .innerJoin(courseEnrolments, eq(courseEnrolments.id, courseQuestions.enrolmentId))
    .leftJoin(users, enrolmentAccount)
    .leftJoin(courseQuestionAnswers, eq(courseQuestionAnswers.questionId, courseQuestions.id))
    .where(and(eq(courseQuestions.id, input.questionId), learnerScope(staff)));
  if (!row) return { ok: false, reason: "not-found" };
  if (row.answered) return { ok: false, reason: "already-answered" };

  const lesson = findLesson(row.lessonId);
  // The enrolment's account's address (proven to open the course), else the address it was made for.
  const studentEmail = row.accountEmail ?? row.studentEmail;
  const content = await courseAnswerEmail(row.language, {
    firstName: row.accountFirstName || (row.studentName.split(/\s+/)[0] ?? ""),
    lesson: lesson ? lesson[row.language].title : row.lessonId,
    screen: row.screen + 1,
    question: row.question,
    answer: input.answer,
    lessonLink: `${siteOrigin(request, context.env)}${lessonScreenPath(row, row.language)}`,
  });
  const queued = await queueEmail(context, {
    kind: "course-answer",
    toAddress: studentEmail,
    language: row.language,
    subject: content.subject,
    textBody: content.text,
    htmlBody: content.html,
  });
  // The kind is outside every recipient's budget (staff send it deliberately), so it is always queued.
  if (!queued) throw new Error("the course-answer e-mail must be outside the recipients' budgets");
  try {
    await db.batch([
      db.insert(courseQuestionAnswers).values({ questionId: input.questionId, answer: input.answer, answeredBy: staff.id, answeredByName: staff.firstName }),
      queued.insert,
    ]);
  } catch (error) {
    await queued.release();
    if (isSecondAnswer(error)) return { ok: false, reason: "already-answered" };
    throw error;
  }
  deliverSoon(context, [queued.id]);
  await recordAudit(context, request, staff, "course.question_answer", studentEmail, { questionId: input.questionId });
  return { ok: true, studentEmail };
}

/**
 * Students actually enrolled (active or paused, not past the end, no certificate: `enrolledNow`,
 * read from the learners' summaries by their index) per instructor, with the warning the rule calls for.
 */
export async function readStudentRatio(db: Database, now = Date.now()): Promise<StudentRatio> {
  const [[students], [instructors]] = await Promise.all([
    db
      .select({ total: count() })
      .from(courseLearnerSummaries)
      .where(enrolledNow(new Date(now).toISOString())),
    db.select({ total: count() }).from(users).where(eq(users.role, "instructor")),
  ]);
  return studentRatio(students?.total ?? 0, instructors?.total ?? 0);
}
