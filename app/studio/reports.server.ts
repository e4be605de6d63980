/**
 * "Report a problem": a student's report on a lesson screen (from the screen) or a question (from a
 * quiz's feedback or a practice exam's review), stored with the version they saw, for the course's
 * authors. A report is kept like a lead: never dropped, its message shown only escaped (React's text).
 * Only an enrolled student reports, and only what they could see: a screen they may open, a question
 * they answered in that very quiz or exam. Anything else is refused like an invalid form, with the
 * same words whether the item exists or not. Limited per student. Guide: docs/school.md.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { courseAnswers, courseAttempts, courseContentReports, courseContentVersions, courseScreenTime, type CourseAttemptKind } from "../../db/schema";
import { requireUser } from "~/auth/permissions.server";
import { formFailure, formSuccess, parseForm } from "~/forms/protocol.server";
import { isSentWithJavaScript } from "~/forms/read-form";
import { translatedToast } from "~/http/translated-toast.server";
import { localizePath, type Language } from "~/i18n/languages";
import { hitRateLimit, type RateLimitRule } from "~/platform/rate-limit.server";
import type { CourseLesson } from "~/course/course-types";
import { courseAccessFor } from "~/course/enrolments.server";
import { mayOpen, screenProgress } from "~/course/study.server";
import { hasPassedModule } from "~/school/identity-checks.server";
import { reportFormId } from "./report-form-id";
import { reportProblemSchema } from "./report-forms";

/** Enough for a student who finds several slips in a day; too few to flood the authors. */
const reportLimit = { scope: "content-report:day", limit: 20, windowSeconds: 86_400 } as const satisfies RateLimitRule;

type Refusal = "contentReports.checkText" | "contentReports.cannotReportText" | "contentReports.tooManyText";

type Where =
  | { place: "lesson"; lesson: CourseLesson; index: number }
  | { place: "quiz" | "exam"; kinds: readonly CourseAttemptKind[]; scope: string; back: (seen: { attemptId: string; questionId: string }) => string };

/**
 * The post of a report form, from a lesson screen (`place: "lesson"`) or from a quiz's or an exam's
 * review (the question named by the form, answered by the student in an attempt of that quiz or exam).
 */
export async function reportProblem(
  request: Request,
  context: AppLoadContext,
  { form, language, where }: { form: FormData; language: Language; where: Where },
) {
  const user = await requireUser(request, context);
  const parsed = await parseForm(form, reportProblemSchema);
  const questionId = where.place === "lesson" ? undefined : String(form.get("reportedQuestionId") ?? "").slice(0, 64);
  const formId = reportFormId(questionId);
  const refuse = (status: number, description: Refusal, extra: { fieldErrors?: Record<string, string>; minutes?: number; headers?: HeadersInit } = {}) =>
    formFailure({
      formId,
      status,
      alert: translatedToast(
        language,
        "error",
        { title: "contentReports.notSentTitle", description },
        extra.minutes === undefined ? undefined : { minutes: extra.minutes },
      ),
      fieldErrors: extra.fieldErrors,
      kept: parsed.kept,
      headers: extra.headers,
    });
  const access = await courseAccessFor(context.db, user, { claim: true });
  if (access.state !== "open") return refuse(422, "contentReports.cannotReportText");
  const enrolmentId = access.enrolment.id;

  // What the student saw, and where the post goes back to; null when they could not have seen it.
  const seen =
    where.place === "lesson"
      ? await seenScreen(context.db, enrolmentId, where.lesson, where.index, language)
      : questionId
        ? await seenQuestion(context.db, enrolmentId, questionId, where)
        : null;
  if (!parsed.ok) return refuse(422, "contentReports.checkText", { fieldErrors: parsed.fieldErrors });
  if (!seen) return refuse(422, "contentReports.cannotReportText");

  const hit = await hitRateLimit(context.db, reportLimit, user.id);
  if (!hit.allowed)
    return refuse(429, "contentReports.tooManyText", {
      minutes: Math.ceil(hit.retryAfterSeconds / 60),
      headers: { "Retry-After": String(hit.retryAfterSeconds) },
    });
  await context.db.insert(courseContentReports).values({
    userId: user.id,
    kind: where.place === "lesson" ? "lesson" : "question",
    itemId: where.place === "lesson" ? where.lesson.id : questionId!,
    screen: where.place === "lesson" ? where.index : null,
    version: seen.version,
    language,
    place: where.place,
    message: parsed.data.message,
  });
  return formSuccess(request, context, {
    formId,
    toast: translatedToast(language, "success", { title: "contentReports.sentTitle", description: "contentReports.sentText" }),
    redirectTo: seen.back,
    isEnhanced: isSentWithJavaScript(form),
  });
}

/** A screen the student may open (screens in order, the module's identity check passed), with the lesson's version they studied it in. */
async function seenScreen(db: Database, enrolmentId: string, lesson: CourseLesson, index: number, language: Language) {
  const isOpen =
    mayOpen({ lessonId: lesson.id, screen: index }, await screenProgress(db, enrolmentId)) && (await hasPassedModule(db, enrolmentId, lesson.module));
  if (!isOpen) return null;
  const [studied] = await db
    .select({ version: courseScreenTime.lessonVersion })
    .from(courseScreenTime)
    .where(and(eq(courseScreenTime.enrolmentId, enrolmentId), eq(courseScreenTime.lessonId, lesson.id), eq(courseScreenTime.screen, index)));
  return { version: studied?.version ?? 1, back: localizePath(`/course/${lesson.id}/${index + 1}`, language) };
}

/** The student's latest answer to the question in an attempt of this quiz or exam: its version, and the page that reviews it. */
async function seenQuestion(db: Database, enrolmentId: string, questionId: string, where: Extract<Where, { place: "quiz" | "exam" }>) {
  const [answer] = await db
    .select({ version: courseAnswers.questionVersion, attemptId: courseAttempts.id })
    .from(courseAnswers)
    .innerJoin(courseAttempts, eq(courseAttempts.id, courseAnswers.attemptId))
    .where(
      and(
        eq(courseAttempts.enrolmentId, enrolmentId),
        sql`${courseAttempts.kind} IN (SELECT value FROM json_each(${JSON.stringify(where.kinds)}))`,
        eq(courseAttempts.scope, where.scope),
        eq(courseAnswers.questionId, questionId),
      ),
    )
    .orderBy(desc(courseAnswers.answeredAt))
    .limit(1);
  return answer ? { version: answer.version, back: where.back({ attemptId: answer.attemptId, questionId }) } : undefined;
}

export type ContentReport = typeof courseContentReports.$inferSelect;

/** The open reports, newest first, of one kind or one item when asked (the studio's list). */
export function openReports(db: Database, { kind, itemId }: { kind?: "question" | "lesson"; itemId?: string } = {}, limit = 200): Promise<ContentReport[]> {
  return db
    .select()
    .from(courseContentReports)
    .where(
      and(
        eq(courseContentReports.state, "open"),
        kind ? eq(courseContentReports.kind, kind) : undefined,
        itemId ? eq(courseContentReports.itemId, itemId) : undefined,
      ),
    )
    .orderBy(desc(courseContentReports.createdAt))
    .limit(limit);
}

/** The most reports the studio's Reports page lists at once. */
export const reportsShown = 200;

/** The reports in one state (open or resolved), newest first, of one item when asked: the studio's Reports page. */
export function reportsInState(
  db: Database,
  { state, kind, itemId }: { state: ContentReport["state"]; kind?: "question" | "lesson"; itemId?: string },
  limit = reportsShown,
): Promise<ContentReport[]> {
  return db
    .select()
    .from(courseContentReports)
    .where(
      and(
        eq(courseContentReports.state, state),
        kind ? eq(courseContentReports.kind, kind) : undefined,
        itemId ? eq(courseContentReports.itemId, itemId) : undefined,
      ),
    )
    .orderBy(desc(courseContentReports.createdAt))
    .limit(limit);
}

/** The version students are shown now of each item (kind and id) named, from the studio's versions: key `kind:itemId`. */
export async function publishedVersionsOf(db: Database, items: Array<{ kind: string; itemId: string }>): Promise<Record<string, number>> {
  if (items.length === 0) return {};
  const keys = JSON.stringify([...new Set(items.map((item) => `${item.kind}:${item.itemId}`))]);
  const rows = await db
    .select({ kind: courseContentVersions.kind, itemId: courseContentVersions.itemId, version: courseContentVersions.version })
    .from(courseContentVersions)
    .where(
      and(
        eq(courseContentVersions.state, "published"),
        sql`${courseContentVersions.kind} || ':' || ${courseContentVersions.itemId} IN (SELECT value FROM json_each(${keys}))`,
      ),
    );
  return Object.fromEntries(rows.map((row) => [`${row.kind}:${row.itemId}`, row.version]));
}

/** How many reports are open, in all (the studio's navigation) or on one item (its editor). */
export async function openReportTotal(db: Database, item?: { kind: "question" | "lesson"; itemId: string }): Promise<number> {
  const [row] = await db
    .select({ open: count() })
    .from(courseContentReports)
    .where(
      and(
        eq(courseContentReports.state, "open"),
        item ? eq(courseContentReports.kind, item.kind) : undefined,
        item ? eq(courseContentReports.itemId, item.itemId) : undefined,
      ),
    );
  return row?.open ?? 0;
}

/** Marks an open report resolved by `userId`; false when there is no such open report (resolved already, or none). */
export async function resolveReport(db: Database, reportId: string, userId: string): Promise<boolean> {
  const done = await db
    .update(courseContentReports)
    .set({ state: "resolved", resolvedBy: userId, resolvedAt: new Date().toISOString() })
    .where(and(eq(courseContentReports.id, reportId), eq(courseContentReports.state, "open")))
    .returning({ id: courseContentReports.id });
  return done.length === 1;
}

/** Open reports per item (kind and id), most reported first: what the studio marks beside each item. */
export function reportCounts(db: Database): Promise<Array<{ kind: "question" | "lesson"; itemId: string; open: number }>> {
  return db
    .select({ kind: courseContentReports.kind, itemId: courseContentReports.itemId, open: count() })
    .from(courseContentReports)
    .where(eq(courseContentReports.state, "open"))
    .groupBy(courseContentReports.kind, courseContentReports.itemId)
    .orderBy(desc(count()), courseContentReports.itemId);
}
