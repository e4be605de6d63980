/**
 * The identity checks (docs/decisions/047): before studying, the student answers three security
 * questions (hashed like passwords); the player then asks one, picked at random on the server, at
 * the start of each module and of every exam attempt. Two wrong answers to one check pause the
 * enrolment and tell the staff who hear about the student; staff resume it. Every step is appended
 * to the student's record with the question's key, never the answer.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { courseEnrolments, courseIdentityAnswers, courseIdentityChecks, courseRecords } from "../../db/schema";
import { hashPassword, verifyPassword } from "~/auth/password-hash.server.js";
import { noStoreHeaders } from "~/auth/permissions.server";
import type { AccountUser } from "~/auth/users.server";
import { identityPausedEmail } from "~/email/templates.server";
import { deliverSoon, queueEmail } from "~/email/outbox.server";
import { redirectWithToast } from "~/http/flash.server";
import { safeReturnPath } from "~/http/return-path";
import { siteOrigin } from "~/http/site-origin";
import { translatedToast } from "~/http/translated-toast.server";
import { localizePath, type Language } from "~/i18n/languages";
import { anonymousKey, hitRateLimit, type RateLimitRule } from "~/platform/rate-limit.server";
import { findModule, theCourse } from "~/course/course.server";
import {
  moduleScope,
  openCheckQuery,
  securityAnswersQuery,
  type IdentityCheck,
  type IdentityScope,
  type IdentityStanding,
} from "~/course/identity-gate.server";
import { changeEnrolment, recordWhere, type Enrolment } from "~/course/enrolments.server";
import { pickQuestion } from "./identity-questions";
import { learnerScope, staffFor } from "./instructors.server";
import { knownStudentPhone } from "./student-phone.server";

/** Wrong answers to one check before the enrolment is paused. */
export const triesPerCheck = 2;

/** Answers checked per enrolment, whatever the tab or check: a brute force by many tabs stops here. */
export const identityAnswerRule: RateLimitRule = { scope: "identity-answer", limit: 6, windowSeconds: 300 };

/** Whether `value` names a module or an exam that exists. */
export function parseScope(value: string): IdentityScope | null {
  const [kind, first, second, ...rest] = value.split(":");
  if (rest.length > 0) return null;
  const course = theCourse();
  if (kind === "module" && first && second === undefined && findModule(first)) return value as IdentityScope;
  if (kind !== "exam" || !first || !second) return null;
  if (first === "module" && course.exams.moduleExam.appliesTo.includes(second)) return value as IdentityScope;
  if (first === "practice" && /^[1-9]\d?$/.test(second) && Number(second) <= course.exams.practiceExam.count) return value as IdentityScope;
  if (first === "final" && second === course.id) return value as IdentityScope;
  return null;
}

/** Whether the student has chosen their security questions. */
export async function hasSecurityAnswers(db: Database, enrolmentId: string): Promise<boolean> {
  return (await securityAnswersQuery(db, enrolmentId)).length > 0;
}

/**
 * Stores the three questions and their answers' hashes (answers already normalised), once: a second
 * setup (another tab) changes nothing. Returns whether this call stored them.
 */
export async function saveSecurityAnswers(db: Database, enrolmentId: string, chosen: Array<{ question: string; answer: string }>): Promise<boolean> {
  const hashes = await Promise.all(chosen.map(({ answer }) => hashPassword(answer)));
  const questionKeys = chosen.map(({ question }) => question);
  const [[stored]] = await db.batch([
    db
      .insert(courseIdentityAnswers)
      .values({ enrolmentId, questionKeys, answerHashes: hashes })
      .onConflictDoNothing()
      .returning({ id: courseIdentityAnswers.enrolmentId }),
    recordWhere(
      db,
      enrolmentId,
      "identity.set-up",
      { questions: questionKeys },
      sql`not exists (select 1 from ${courseRecords} where ${courseRecords.enrolmentId} = ${enrolmentId} and ${courseRecords.kind} = 'identity.set-up')`,
    ),
  ]);
  return stored !== undefined;
}

/** An append to the record, written only where `condition` holds (so it rides in a batch with what it records). */
function appendRecord(db: Database, enrolmentId: string, kind: string, details: Record<string, unknown>) {
  return db.insert(courseRecords).values({ enrolmentId, kind, details });
}

/** The open check (asked, or passed and not yet used) of a scope, if any. */
async function openCheck(db: Database, enrolmentId: string, scope: IdentityScope): Promise<IdentityCheck | undefined> {
  const [check] = await openCheckQuery(db, enrolmentId, scope);
  return check;
}

/**
 * The question of the scope's next check: picked on the server from a keyed hash of the enrolment,
 * the scope and how many checks that scope has had (`round`), so it is random to the student, the
 * same at every reload (a reload never re-rolls to an easier question) and reading it writes nothing.
 */
async function questionOfRound(secret: string, enrolmentId: string, scope: IdentityScope, round: number, keys: readonly string[]): Promise<string> {
  const digest = await anonymousKey(secret, `identity-question:${enrolmentId}:${scope}:${round}`);
  return pickQuestion(keys, () => Number.parseInt(digest.slice(0, 8), 16) / 2 ** 32);
}

async function nextQuestion(db: Database, secret: string, enrolmentId: string, scope: IdentityScope): Promise<string | undefined> {
  const [[answers], [rounds]] = await Promise.all([
    db.select({ questionKeys: courseIdentityAnswers.questionKeys }).from(courseIdentityAnswers).where(eq(courseIdentityAnswers.enrolmentId, enrolmentId)),
    db
      .select({ count: sql<number>`count(*)` })
      .from(courseIdentityChecks)
      .where(and(eq(courseIdentityChecks.enrolmentId, enrolmentId), eq(courseIdentityChecks.scope, scope))),
  ]);
  if (!answers) return undefined;
  return questionOfRound(secret, enrolmentId, scope, Number(rounds?.count ?? 0), answers.questionKeys);
}

/**
 * What the check page shows for a scope, without writing: the open check's question and state, or
 * the question the next check will ask. Undefined while no security questions are chosen.
 */
export async function checkFor(
  db: Database,
  secret: string,
  enrolmentId: string,
  scope: IdentityScope,
): Promise<{ questionKey: string; status: IdentityCheck["status"] } | undefined> {
  const existing = await openCheck(db, enrolmentId, scope);
  if (existing) return existing;
  const questionKey = await nextQuestion(db, secret, enrolmentId, scope);
  return questionKey ? { questionKey, status: "asked" } : undefined;
}

/**
 * The scope's open check, written with its question (and the record of the asking) by the first
 * answer posted to it. Two answers at once write one check: the unique index keeps one open check
 * per scope, and the record is written only with the row that won.
 */
async function openOrStartCheck(db: Database, secret: string, enrolmentId: string, scope: IdentityScope): Promise<IdentityCheck | undefined> {
  const existing = await openCheck(db, enrolmentId, scope);
  if (existing) return existing;
  const questionKey = await nextQuestion(db, secret, enrolmentId, scope);
  if (!questionKey) return undefined;
  const id = crypto.randomUUID();
  await db.batch([
    db.insert(courseIdentityChecks).values({ id, enrolmentId, scope, questionKey }).onConflictDoNothing(),
    recordWhere(
      db,
      enrolmentId,
      "identity.asked",
      { scope, question: questionKey },
      sql`exists (select 1 from ${courseIdentityChecks} where ${courseIdentityChecks.id} = ${id})`,
    ),
  ]);
  return openCheck(db, enrolmentId, scope);
}

/** Whether a module's check is passed. */
export async function hasPassedModule(db: Database, enrolmentId: string, moduleId: string): Promise<boolean> {
  return (await openCheck(db, enrolmentId, moduleScope(moduleId)))?.status === "passed";
}

/** Where the check page is, for a scope and the page to go on to. */
export function checkPagePath(scope: IdentityScope, next: string, language: Language): string {
  return `${localizePath("/course/identity-check", language)}?${new URLSearchParams({ for: scope, next })}`;
}

/**
 * The guard of a module's screens and of an exam's start: returns when the check is passed; else
 * throws the way there: to the course page while no questions are chosen, to the check otherwise.
 * `next` is where the check sends the student once passed (the page they asked for).
 */
export async function requireIdentityCheck(
  request: Request,
  context: AppLoadContext,
  enrolment: Enrolment,
  scope: IdentityScope,
  language: Language,
  next: string,
): Promise<void> {
  const standing = !(await hasSecurityAnswers(context.db, enrolment.id))
    ? "no-answers"
    : (await openCheck(context.db, enrolment.id, scope))?.status === "passed"
      ? "passed"
      : "to-check";
  if (standing !== "passed") throw await identityCheckAnswer(request, context, standing, scope, language, next);
}

/** The way there for a student not past the check: the course page while no questions are chosen, the check otherwise. */
export async function identityCheckAnswer(
  request: Request,
  context: AppLoadContext,
  standing: Exclude<IdentityStanding, "passed">,
  scope: IdentityScope,
  language: Language,
  next: string,
): Promise<Response> {
  if (standing === "no-answers") {
    return redirectWithToast(
      request,
      context.env,
      localizePath("/course", language),
      translatedToast(language, "error", { title: "identityChecks.setup.heading", description: "identityChecks.setup.needed" }),
    );
  }
  return redirect(checkPagePath(scope, next, language), { status: 303, headers: noStoreHeaders });
}

/**
 * Uses an exam's passed check for the attempt that starts now: one check, one attempt. False when
 * there is none to use (another tab used it first): the student is asked again.
 */
export async function spendExamCheck(db: Database, enrolmentId: string, scope: IdentityScope): Promise<boolean> {
  const [used] = await db
    .update(courseIdentityChecks)
    .set({ status: "used", updatedAt: new Date().toISOString() })
    .where(and(eq(courseIdentityChecks.enrolmentId, enrolmentId), eq(courseIdentityChecks.scope, scope), eq(courseIdentityChecks.status, "passed")))
    .returning({ id: courseIdentityChecks.id });
  return used !== undefined;
}

/** A path the check may send the student on to: only a page of the course, in either language. */
export function safeNextPath(value: string, language: Language): string {
  const path = safeReturnPath(value);
  return path && /^\/(es\/)?course(\/|$|\?)/.test(path) ? path : localizePath("/course", language);
}

export type AnswerOutcome =
  | { outcome: "passed" }
  | { outcome: "wrong"; triesLeft: number }
  | { outcome: "paused" }
  | { outcome: "throttled"; retryAfterSeconds: number }
  | { outcome: "no-check" };

/**
 * Checks an answer (normalised) to the scope's open check. The try is claimed first by a
 * conditional update (tries < 2), so posts racing from many tabs get two tries in all; the
 * enrolment's answers are also throttled. The second wrong answer pauses the enrolment.
 */
export async function answerCheck(
  context: AppLoadContext,
  request: Request,
  enrolment: Enrolment,
  scope: IdentityScope,
  answer: string,
  now = Date.now(),
): Promise<AnswerOutcome> {
  const { db } = context;
  const throttle = await hitRateLimit(db, identityAnswerRule, enrolment.id, now);
  if (!throttle.allowed) return { outcome: "throttled", retryAfterSeconds: throttle.retryAfterSeconds };

  const check = await openOrStartCheck(db, context.env.SESSION_SECRET, enrolment.id, scope);
  if (!check) return { outcome: "no-check" };
  if (check.status === "passed") return { outcome: "passed" };
  const [claimed] = await db
    .update(courseIdentityChecks)
    .set({ tries: sql`${courseIdentityChecks.tries} + 1`, updatedAt: new Date(now).toISOString() })
    .where(and(eq(courseIdentityChecks.id, check.id), eq(courseIdentityChecks.status, "asked"), sql`${courseIdentityChecks.tries} < ${triesPerCheck}`))
    .returning({ tries: courseIdentityChecks.tries });
  if (!claimed) return (await openCheck(db, enrolment.id, scope))?.status === "passed" ? { outcome: "passed" } : { outcome: "paused" };

  const [stored] = await db.select().from(courseIdentityAnswers).where(eq(courseIdentityAnswers.enrolmentId, enrolment.id));
  const index = stored?.questionKeys.indexOf(check.questionKey) ?? -1;
  const isRight = stored !== undefined && index >= 0 && (await verifyPassword(answer, stored.answerHashes[index] ?? ""));
  const details = { scope, question: check.questionKey, try: claimed.tries };

  if (isRight) {
    await db.batch([
      db
        .update(courseIdentityChecks)
        .set({ status: "passed", updatedAt: new Date(now).toISOString() })
        .where(and(eq(courseIdentityChecks.id, check.id), eq(courseIdentityChecks.status, "asked"))),
      appendRecord(db, enrolment.id, "identity.passed", details),
    ]);
    return { outcome: "passed" };
  }
  if (claimed.tries < triesPerCheck) {
    await appendRecord(db, enrolment.id, "identity.failed", details);
    return { outcome: "wrong", triesLeft: triesPerCheck - claimed.tries };
  }
  const [[failed]] = await db.batch([
    db
      .update(courseIdentityChecks)
      .set({ status: "failed", updatedAt: new Date(now).toISOString() })
      .where(and(eq(courseIdentityChecks.id, check.id), eq(courseIdentityChecks.status, "asked")))
      .returning({ id: courseIdentityChecks.id }),
    appendRecord(db, enrolment.id, "identity.failed", details),
  ]);
  // A right answer racing this one passed the check first: nothing to pause.
  if (!failed) return (await openCheck(db, enrolment.id, scope))?.status === "passed" ? { outcome: "passed" } : { outcome: "paused" };
  await pauseForIdentity(context, request, enrolment, scope, check.questionKey);
  return { outcome: "paused" };
}

/** Pauses the enrolment (reason: identity), records it, and e-mails the staff who hear about the student. */
async function pauseForIdentity(context: AppLoadContext, request: Request, enrolment: Enrolment, scope: IdentityScope, questionKey: string) {
  const { db } = context;
  const paused = await changeEnrolment(db, enrolment.id, { status: "paused" }, "identity-check", { pauseReason: "identity" });
  if (!paused.ok) return;
  const staff = await staffFor(db, enrolment.id);
  const origin = siteOrigin(request, context.env);
  const queued = [];
  for (const member of staff) {
    const content = await identityPausedEmail(member.language, {
      firstName: member.firstName,
      studentName: enrolment.studentName,
      studentEmail: enrolment.studentEmail,
      link: `${origin}${localizePath("/course-manager/identity", member.language)}`,
    });
    const email = await queueEmail(context, {
      kind: "identity-check-paused",
      toAddress: member.email,
      language: member.language,
      subject: content.subject,
      textBody: content.text,
      htmlBody: content.html,
    });
    if (email) queued.push(email);
  }
  await db.batch([
    appendRecord(db, enrolment.id, "identity.paused", { scope, question: questionKey, told: staff.map((member) => member.email) }),
    ...queued.map((email) => email.insert),
  ]);
  deliverSoon(
    context,
    queued.map((email) => email.id),
  );
}

/** Whether the enrolment is paused by the identity checks: the reason stored with the pause, never inferred from the record. */
export function isPausedForIdentity(enrolment: Pick<Enrolment, "status" | "pauseReason">): boolean {
  return enrolment.status === "paused" && enrolment.pauseReason === "identity";
}

/** Whether this staff member may resume a student the identity checks paused: an admin any, an instructor only their own learners. */
function mayResumeAfterIdentityPause(enrolment: Pick<Enrolment, "instructorId">, staff: Pick<AccountUser, "id" | "role">): boolean {
  return staff.role === "admin" || (staff.role === "instructor" && enrolment.instructorId === staff.id);
}

export type IdentityResumeResult = { ok: true; enrolment: Enrolment } | { ok: false; reason: "not-paused-for-identity" | "not-theirs" | "changed-meanwhile" };

/**
 * Staff resume an enrolment the identity checks paused (`mayResumeAfterIdentityPause`). In one D1
 * batch, all or nothing: the failed checks are reset (the next check starts with two tries), the
 * record says `identity.resumed`, and the enrolment is resumed, its pause reason cleared.
 */
export async function resumeAfterIdentityPause(
  db: Database,
  enrolmentId: string,
  staff: Pick<AccountUser, "id" | "email" | "role">,
): Promise<IdentityResumeResult> {
  // Only a learner this member of staff sees (an admin any, an instructor their own: `learnerScope`).
  const [enrolment] = await db
    .select()
    .from(courseEnrolments)
    .where(and(eq(courseEnrolments.id, enrolmentId), learnerScope(staff)));
  if (!enrolment || !isPausedForIdentity(enrolment)) return { ok: false, reason: "not-paused-for-identity" };
  if (!mayResumeAfterIdentityPause(enrolment, staff)) return { ok: false, reason: "not-theirs" };
  const now = new Date().toISOString();
  const resumed = await changeEnrolment(db, enrolmentId, { status: "active" }, staff.email, {
    identityResume: true,
    alongside: (stillPaused) => [
      db
        .update(courseIdentityChecks)
        .set({ status: "reset", updatedAt: now })
        .where(and(eq(courseIdentityChecks.enrolmentId, enrolmentId), eq(courseIdentityChecks.status, "failed"), stillPaused)),
      recordWhere(db, enrolmentId, "identity.resumed", { by: staff.email }, stillPaused),
    ],
  });
  if (resumed.ok) return resumed;
  return { ok: false, reason: resumed.reason === "changed-meanwhile" ? "changed-meanwhile" : "not-paused-for-identity" };
}

/** Most students one identity page lists (the newest pauses first). */
const identityPageLimit = 200;

/**
 * The enrolments the identity checks paused that this staff member may resume (an instructor: their
 * own): one query on the stored reason (its partial index), however many are paused otherwise.
 */
export async function identityPausedEnrolments(db: Database, staff: Pick<AccountUser, "id" | "role">) {
  const pausedForIdentity = and(eq(courseEnrolments.pauseReason, "identity"), eq(courseEnrolments.status, "paused"));
  // When it was paused is the pause's own record (the newest, read backwards on the record's
  // index), not the enrolment's `updated_at`, which an extension while paused moves on.
  // (Names written out: Drizzle leaves a one-table select's columns unqualified, and inside the
  // subquery an unqualified "id" would be the record's.)
  const pausedAt = sql<
    string | null
  >`(SELECT pause.created_at FROM course_records AS pause WHERE pause.enrolment_id = "course_enrolments"."id" AND pause.kind = 'identity.paused' ORDER BY pause.id DESC LIMIT 1)`;
  const rows = await db
    .select({
      id: courseEnrolments.id,
      studentName: courseEnrolments.studentName,
      studentEmail: courseEnrolments.studentEmail,
      updatedAt: courseEnrolments.updatedAt,
      pausedAt,
      phone: knownStudentPhone,
    })
    .from(courseEnrolments)
    .where(and(pausedForIdentity, learnerScope(staff)))
    .orderBy(desc(courseEnrolments.updatedAt))
    .limit(identityPageLimit);
  return rows
    .map(({ id, studentName, studentEmail, updatedAt, pausedAt, phone }) => ({ id, studentName, studentEmail, phone, pausedAt: pausedAt ?? updatedAt }))
    .sort((a, b) => b.pausedAt.localeCompare(a.pausedAt));
}
