/**
 * The learners view (staff: an admin every enrolment, an instructor their own, by `learnerScope`
 * in every query): each enrolment with its progress, read from the per-enrolment summary
 * the database keeps in step with the engine's writes (docs/decisions/046), filtered by indexed
 * columns and paged; one learner's page; the lead record's course section; and the bulk actions
 * (extend, nudge), written in chunks that stay inside D1's limits.
 */
import { and, asc, desc, eq, gte, inArray, lt, ne, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  courseAttempts,
  courseCertificates,
  courseEnrolments,
  courseLearnerSummaries,
  courseRecords,
  leads,
  users,
  type CourseAttemptKind,
} from "../../db/schema";
import { normalizeEmail } from "~/auth/users.server";
import { containsText } from "~/platform/text-search.server";
import { localizePath, supportedLanguages, type Language } from "~/i18n/languages";
import { createTranslate } from "~/i18n/translate";
import { dictionaries } from "~/locales";
import { formatDateTime } from "~/platform/time/date-formats";
import { theCourse } from "~/course/course.server";
import { screenProgress, screensInOrder, lessonProgress } from "~/course/study.server";
import { gradedAttempts } from "~/course/attempts.server";
import { learnerScope } from "./instructors.server";
import { enrolmentAccount } from "~/course/enrolments.server";
import type { AccountUser } from "~/auth/users.server";

/** Who reads: the scope of what they see (an instructor, their own learners). */
type Staff = Pick<AccountUser, "id" | "role">;

export const learnerFilters = ["all", "stalled", "failed", "ending"] as const;
export type LearnerFilter = (typeof learnerFilters)[number];

const learnersPageSize = 25;
const dayMs = 86_400_000;
/** No activity for this long, on an open enrolment: stalled. */
const stalledAfterDays = 7;
/** An enrolment that ends within this many days is "ending soon". */
const endingWithinDays = 14;
/** A filter's search and page, as the URL gives them (bad values fall back: a link never fails). */
export interface LearnerQuery {
  query: string;
  filter: LearnerFilter;
  page: number;
}

export function readLearnerQuery(params: URLSearchParams): LearnerQuery {
  const filter = params.get("show") ?? "all";
  const page = Number(params.get("page") ?? "1");
  return {
    query: (params.get("q") ?? "").trim().slice(0, 100),
    filter: (learnerFilters as readonly string[]).includes(filter) ? (filter as LearnerFilter) : "all",
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The SQL condition of a filter at `now`: each reads the summary's own index (docs/decisions/046). */
function filterCondition(filter: LearnerFilter, now: number): SQL | undefined {
  const nowIso = new Date(now).toISOString();
  const s = courseLearnerSummaries;
  switch (filter) {
    case "stalled":
      // Open (active, no certificate yet, not past its end) and quiet for seven days: before any activity, counted from the start.
      return and(
        eq(s.status, "active"),
        eq(s.certified, false),
        lt(s.quietSince, new Date(now - stalledAfterDays * dayMs).toISOString()),
        gte(s.endsAt, nowIso),
      );
    case "failed":
      return gte(s.mostExamFailures, 2);
    case "ending":
      return and(ne(s.status, "ended"), gte(s.endsAt, nowIso), lt(s.endsAt, new Date(now + endingWithinDays * dayMs).toISOString()));
    case "all":
      return undefined;
  }
}

/** The search by name or address (it reads the enrolments: the summary has neither). */
const searchCondition = (query: string) =>
  query ? sql`(${containsText(courseEnrolments.studentEmail, query)} or ${containsText(courseEnrolments.studentName, query)})` : undefined;

/** Each filter's order, along its index: the longest quiet first, the soonest end first, else the newest enrolment. */
function filterOrder(filter: LearnerFilter) {
  const s = courseLearnerSummaries;
  if (filter === "stalled") return [asc(s.quietSince), asc(s.enrolmentId)];
  if (filter === "ending") return [asc(s.endsAt), asc(s.enrolmentId)];
  return [desc(s.enrolledAt), desc(s.enrolmentId)];
}

type ExamScores = { modules: Array<{ scope: string; percent: number }>; practice: number | null; final: number | null };

/** A page of the learners this member of staff sees (in the filter's order) with the total that match. */
export async function listLearners(db: Database, staff: Staff, request: LearnerQuery, now = Date.now()) {
  const scope = learnerScope(staff);
  const where = and(scope, filterCondition(request.filter, now), searchCondition(request.query));
  const s = courseLearnerSummaries;
  // The count reads the summaries alone (an index's entries) unless a search or the scope needs the enrolment.
  const count =
    request.query || scope
      ? db
          .select({ total: sql<number>`count(*)` })
          .from(s)
          .innerJoin(courseEnrolments, eq(courseEnrolments.id, s.enrolmentId))
          .where(where)
      : db
          .select({ total: sql<number>`count(*)` })
          .from(s)
          .where(where);
  const [[counted], rows] = await db.batch([
    count,
    db
      .select({
        id: courseEnrolments.id,
        studentName: courseEnrolments.studentName,
        studentEmail: courseEnrolments.studentEmail,
        status: courseEnrolments.status,
        startsAt: courseEnrolments.startsAt,
        endsAt: courseEnrolments.endsAt,
        hasAccount: sql<number>`${users.id} is not null`,
        screensDone: s.screensDone,
        studySeconds: s.studySeconds,
        lastActivityAt: s.lastActivityAt,
        mostExamFailures: s.mostExamFailures,
        certificateCode: courseCertificates.code,
        certificateRevokedAt: courseCertificates.revokedAt,
      })
      .from(s)
      .innerJoin(courseEnrolments, eq(courseEnrolments.id, s.enrolmentId))
      .leftJoin(users, enrolmentAccount)
      .leftJoin(courseCertificates, eq(courseCertificates.enrolmentId, s.enrolmentId))
      .where(where)
      .orderBy(...filterOrder(request.filter))
      .limit(learnersPageSize)
      .offset((request.page - 1) * learnersPageSize),
  ]);
  const total = Number(counted?.total ?? 0);
  const scores = await bestScores(
    db,
    rows.map((row) => row.id),
  );
  const screensTotal = screensInOrder().length;
  return {
    total,
    pageCount: Math.max(1, Math.ceil(total / learnersPageSize)),
    rows: rows.map((row) => ({
      ...row,
      hasAccount: Boolean(row.hasAccount),
      percent: percentOf(row.screensDone, screensTotal),
      scores: scores.get(row.id) ?? { modules: [], practice: null, final: null },
    })),
  };
}

export const percentOf = (done: number, total: number) => (total === 0 ? 0 : Math.min(100, Math.floor((done / total) * 100)));

/** The best graded score of each exam, for the enrolments of one page (their attempts, by the attempts' index). */
async function bestScores(db: Database, enrolmentIds: string[]): Promise<Map<string, ExamScores>> {
  const scores = new Map<string, ExamScores>();
  if (enrolmentIds.length === 0) return scores;
  const best = await db
    .select({
      enrolmentId: courseAttempts.enrolmentId,
      kind: courseAttempts.kind,
      scope: courseAttempts.scope,
      percent: sql<number>`max(${courseAttempts.percent})`,
    })
    .from(courseAttempts)
    .where(and(inArray(courseAttempts.enrolmentId, enrolmentIds), ne(courseAttempts.kind, "quiz"), sql`${courseAttempts.submittedAt} is not null`))
    .groupBy(courseAttempts.enrolmentId, courseAttempts.kind, courseAttempts.scope);
  const moduleOrder = theCourse().modules.map((module) => module.id);
  for (const row of best) {
    const entry = scores.get(row.enrolmentId) ?? { modules: [], practice: null, final: null };
    if (row.kind === "module") entry.modules.push({ scope: row.scope, percent: row.percent });
    else if (row.kind === "practice") entry.practice = Math.max(entry.practice ?? 0, row.percent);
    else if (row.kind === "final") entry.final = row.percent;
    scores.set(row.enrolmentId, entry);
  }
  for (const entry of scores.values()) entry.modules.sort((a, b) => moduleOrder.indexOf(a.scope) - moduleOrder.indexOf(b.scope));
  return scores;
}

/** Every enrolment id a filter and search match among this member of staff's learners ("all N matching"), in the filter's order. */
export async function matchingLearnerIds(db: Database, staff: Staff, request: Pick<LearnerQuery, "query" | "filter">, now = Date.now()): Promise<string[]> {
  const rows = await db
    .select({ id: courseLearnerSummaries.enrolmentId })
    .from(courseLearnerSummaries)
    .innerJoin(courseEnrolments, eq(courseEnrolments.id, courseLearnerSummaries.enrolmentId))
    .where(and(learnerScope(staff), filterCondition(request.filter, now), searchCondition(request.query)))
    .orderBy(...filterOrder(request.filter));
  return rows.map((row) => row.id);
}

/** One learner, if this member of staff sees them: the enrolment, its summary, progress by module, graded exams, certificate. */
export async function learnerDetail(db: Database, staff: Staff, enrolmentId: string) {
  const [row] = await db
    .select({
      enrolment: courseEnrolments,
      summary: courseLearnerSummaries,
      certificateCode: courseCertificates.code,
      certificateRevokedAt: courseCertificates.revokedAt,
    })
    .from(courseEnrolments)
    .innerJoin(courseLearnerSummaries, eq(courseLearnerSummaries.enrolmentId, courseEnrolments.id))
    .leftJoin(courseCertificates, eq(courseCertificates.enrolmentId, courseEnrolments.id))
    .where(and(eq(courseEnrolments.id, enrolmentId), learnerScope(staff)));
  if (!row) return undefined;
  const course = theCourse();
  const [progress, attempts] = await Promise.all([screenProgress(db, enrolmentId), gradedAttempts(db, enrolmentId)]);
  const modules = course.modules.map((module) => {
    const lessons = module.lessons.map((id) => lessonProgress(progress, course.lessons[id]!));
    const done = lessons.reduce((sum, lesson) => sum + lesson.done, 0);
    const total = lessons.reduce((sum, lesson) => sum + lesson.total, 0);
    return { id: module.id, title: module.title, done, total, percent: percentOf(done, total) };
  });
  return {
    ...row,
    percent: percentOf(row.summary.screensDone, screensInOrder(course).length),
    modules,
    exams: attempts
      .filter((attempt) => attempt.kind !== "quiz")
      .map((attempt) => ({
        id: attempt.id,
        kind: attempt.kind as Exclude<CourseAttemptKind, "quiz">,
        scope: attempt.scope,
        submittedAt: attempt.submittedAt ?? "",
        percent: attempt.percent ?? 0,
        passed: Boolean(attempt.passed),
      })),
  };
}

/**
 * The course section of a lead's record (admins): the newest enrolment of the lead's address, if
 * any, as text in the admin's language (the lead page loads no course translations) and the learner's page.
 */
export async function leadCourseSection(db: Database, email: string, language: Language) {
  if (!email) return null;
  const [row] = await db
    .select({
      id: courseEnrolments.id,
      status: courseEnrolments.status,
      screensDone: courseLearnerSummaries.screensDone,
      lastActivityAt: courseLearnerSummaries.lastActivityAt,
    })
    .from(courseEnrolments)
    .innerJoin(courseLearnerSummaries, eq(courseLearnerSummaries.enrolmentId, courseEnrolments.id))
    .where(eq(courseEnrolments.studentEmail, normalizeEmail(email)))
    .orderBy(sql`${courseEnrolments.status} = 'ended'`, desc(courseEnrolments.createdAt))
    .limit(1);
  if (!row) return null;
  const t = createTranslate(dictionaries[language]);
  return {
    heading: t("learners.leadCourseHeading"),
    text: t("learners.leadCourse", {
      state: t(`courseAdmin.statuses.${row.status}`),
      percent: percentOf(row.screensDone, screensInOrder().length),
      when: row.lastActivityAt ? formatDateTime(row.lastActivityAt, language) : t("learners.noActivity"),
    }),
    link: t("learners.openLearner"),
    href: localizePath(`/course-manager/learners/${row.id}`, language),
  };
}

/** Ids per statement: D1 binds at most 100 values in one statement. */
const idsPerStatement = 90;
/** Statements per D1 batch (one transaction each): small enough to stay well inside a batch's limits. */
const statementsPerBatch = 40;

export function chunked<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let index = 0; index < items.length; index += size) chunks.push(items.slice(index, index + size));
  return chunks;
}

export type ExtendBy = { amount: number; unit: "days" | "months" };

/**
 * Moves the end of every enrolment named (not ended) `by` days or months later, each with its
 * record entry, written with its change in the same transaction. Returns how many changed.
 */
export async function extendEnrolments(db: Database, enrolmentIds: readonly string[], by: ExtendBy, actor: string): Promise<number> {
  const modifier = `+${by.amount} ${by.unit}`;
  const newEnd = (column: SQL | typeof courseEnrolments.endsAt) => sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${column}, ${modifier})`;
  let changed = 0;
  const statements = chunked([...new Set(enrolmentIds)], idsPerStatement).flatMap((ids) => {
    const open = and(inArray(courseEnrolments.id, ids), ne(courseEnrolments.status, "ended"));
    // The record first: it reads the end before the update moves it.
    const record = db.insert(courseRecords).select(
      db
        .select({
          id: sql<number>`null`.as("id"),
          enrolmentId: sql`${courseEnrolments.id}`.as("enrolment_id"),
          kind: sql`'enrolment.changed'`.as("kind"),
          lessonId: sql`null`.as("lesson_id"),
          screen: sql`null`.as("screen"),
          seconds: sql`null`.as("seconds"),
          attemptId: sql`null`.as("attempt_id"),
          details:
            sql`json_object('from', json_object('status', ${courseEnrolments.status}, 'endsAt', ${courseEnrolments.endsAt}), 'to', json_object('endsAt', ${newEnd(courseEnrolments.endsAt)}), 'by', ${actor}, 'bulk', json_object('amount', ${by.amount}, 'unit', ${by.unit}))`.as(
              "details",
            ),
          createdAt: sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`.as("created_at"),
        })
        .from(courseEnrolments)
        .where(open),
    );
    const update = db
      .update(courseEnrolments)
      .set({ endsAt: newEnd(courseEnrolments.endsAt) as unknown as string, updatedAt: new Date().toISOString() })
      .where(open)
      // The rows themselves, not D1's count of changes (which counts the summary's trigger too).
      .returning({ id: courseEnrolments.id });
    return [record, update];
  });
  for (const batch of chunked(statements, statementsPerBatch)) {
    const results = await db.batch(batch as unknown as Parameters<typeof db.batch>[0]);
    results.forEach((result, index) => {
      if (index % 2 === 1) changed += (result as unknown[]).length;
    });
  }
  return changed;
}

export type NudgeRecipient = { enrolmentId: string; email: string; name: string; language: Language };

/**
 * Who a nudge goes to: the enrolments named that are not ended and that this member of staff sees
 * (an id outside their scope is left out, like an unknown one), each in its person's language —
 * their account's when they have one, else the one they were enrolled in, else their application's.
 */
export async function nudgeRecipients(db: Database, staff: Staff, enrolmentIds: readonly string[]): Promise<NudgeRecipient[]> {
  const recipients: NudgeRecipient[] = [];
  for (const ids of chunked([...new Set(enrolmentIds)], idsPerStatement)) {
    const rows = await db
      .select({
        enrolmentId: courseEnrolments.id,
        email: courseEnrolments.studentEmail,
        name: courseEnrolments.studentName,
        language: sql<string>`coalesce(${users.language}, ${courseLearnerSummaries.language}, ${leads.language}, 'en')`,
      })
      .from(courseEnrolments)
      .innerJoin(courseLearnerSummaries, eq(courseLearnerSummaries.enrolmentId, courseEnrolments.id))
      .leftJoin(users, enrolmentAccount)
      .leftJoin(leads, eq(leads.id, courseEnrolments.submissionId))
      .where(and(inArray(courseEnrolments.id, ids), ne(courseEnrolments.status, "ended"), learnerScope(staff)));
    for (const row of rows)
      recipients.push({ ...row, language: (supportedLanguages as readonly string[]).includes(row.language) ? (row.language as Language) : "en" });
  }
  return recipients;
}
