/**
 * Which instructor answers a student, and whose learners a member of staff sees
 * (docs/decisions/045): each enrolment keeps one instructor, given at enrolment to the instructor
 * with the fewest enrolled students (and, for an enrolment that has none, when it is first needed
 * or when the school gains or loses an instructor). Questions and the identity checks' alerts go to
 * that instructor; while the school has no instructor, to every admin. An instructor sees and acts
 * on their own learners only (`learnerScope`); an admin on every one.
 */
import { and, asc, eq, gt, inArray, isNull, ne, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { courseEnrolments, courseLearnerSummaries, courseQuestionAnswers, courseQuestions, users } from "../../db/schema";
import type { AccountUser } from "~/auth/users.server";
import type { Language } from "~/i18n/languages";

export interface StaffContact {
  id: string;
  email: string;
  firstName: string;
  language: Language;
}

const contactColumns = { id: users.id, email: users.email, firstName: users.firstName, language: users.language };

/**
 * The one rule of who sees which learner, as a condition on `course_enrolments`: an admin every
 * enrolment (undefined: no condition), an instructor only those whose instructor they are. Every
 * staff query and action on a learner (the list, its counts and search, "all N matching", a
 * learner's page, the record's export, pause and resume, nudges, questions) adds it to its WHERE,
 * so another instructor's learner reads as one that does not exist.
 */
export function learnerScope(staff: Pick<AccountUser, "id" | "role">): SQL | undefined {
  if (staff.role === "admin") return undefined;
  if (staff.role === "instructor") return eq(courseEnrolments.instructorId, staff.id);
  // Any other role sees no learner (the school's guard refuses it before any query; this is the floor).
  return sql`0`;
}

/** The instant as the database writes it (ISO, milliseconds, Z), for comparing with `ends_at`. */
const databaseNow = sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

/**
 * A student actually enrolled, read from the learner's summary (docs/decisions/046): active or
 * paused, not past the end, without a certificate. Neither an ended, an expired nor a certified
 * enrolment counts toward an instructor's load or the school's students per instructor. The
 * summary's index on (status, certified, quiet_since, ends_at) answers it without the table.
 */
export function enrolledNow(now: SQL | string = databaseNow): SQL {
  const s = courseLearnerSummaries;
  return and(inArray(s.status, ["active", "paused"]), eq(s.certified, false), gt(s.endsAt, now))!;
}

/** How many students an instructor has enrolled now (correlated with the outer query's `users`). */
const enrolledLoad = sql`(select count(*) from ${courseLearnerSummaries} inner join ${courseEnrolments} on ${courseEnrolments.id} = ${courseLearnerSummaries.enrolmentId} where ${courseEnrolments.instructorId} = ${users.id} and ${enrolledNow()})`;

/** The least busy instructor's id, as a subquery (null without an instructor): an enrolment's insert names it. */
export function leastBusyInstructorId(db: Database): SQL {
  return sql`(${db.select({ id: users.id }).from(users).where(eq(users.role, "instructor")).orderBy(asc(enrolledLoad), asc(users.createdAt)).limit(1)})`;
}

/**
 * The enrolment's instructor, chosen now when it has none (or its instructor lost the role): the
 * instructor with the fewest enrolled students. Two requests choosing at once both keep the first
 * choice written (the update is conditional). Undefined when the school has no instructor.
 */
export async function instructorFor(db: Database, enrolmentId: string): Promise<StaffContact | undefined> {
  const [current] = await db
    .select(contactColumns)
    .from(courseEnrolments)
    .innerJoin(users, and(eq(users.id, courseEnrolments.instructorId), eq(users.role, "instructor")))
    .where(eq(courseEnrolments.id, enrolmentId));
  if (current) return current;

  const [leastBusy] = await db.select(contactColumns).from(users).where(eq(users.role, "instructor")).orderBy(asc(enrolledLoad), asc(users.createdAt)).limit(1);
  if (!leastBusy) return undefined;

  const [previous] = await db.select({ instructorId: courseEnrolments.instructorId }).from(courseEnrolments).where(eq(courseEnrolments.id, enrolmentId));
  if (!previous) return undefined;
  await db
    .update(courseEnrolments)
    .set({ instructorId: leastBusy.id })
    .where(
      and(
        eq(courseEnrolments.id, enrolmentId),
        previous.instructorId === null ? isNull(courseEnrolments.instructorId) : eq(courseEnrolments.instructorId, previous.instructorId),
      ),
    );
  const [chosen] = await db
    .select(contactColumns)
    .from(courseEnrolments)
    .innerJoin(users, eq(users.id, courseEnrolments.instructorId))
    .where(eq(courseEnrolments.id, enrolmentId));
  return chosen ?? leastBusy;
}

/** Who hears about a student (a question, a paused course): their instructor, or every admin while there is none. */
export async function staffFor(db: Database, enrolmentId: string): Promise<StaffContact[]> {
  const instructor = await instructorFor(db, enrolmentId);
  if (instructor) return [instructor];
  return db
    .select(contactColumns)
    .from(users)
    .where(and(eq(users.role, "admin"), ne(users.email, "")))
    .orderBy(asc(users.createdAt));
}

/** Ids per statement (D1 binds at most 100 values in one) and statements per batch. */
const idsPerStatement = 90;
const statementsPerBatch = 40;

/**
 * Gives every enrolment that is not ended and has no instructor (none yet, or one who lost the role
 * or the account) to the instructors, each to the least busy at that moment, with its open
 * questions routed along. Run when an admin gives or takes back the instructor role, so no learner
 * waits unseen by every instructor (admins see them all the while). Each update is conditional on
 * the enrolment still having no instructor, so a choice made meanwhile (`instructorFor`) is kept.
 * Returns how many enrolments were given; none while the school has no instructor.
 */
export async function assignUnassignedLearners(db: Database): Promise<number> {
  const instructors = await db
    .select({ id: users.id, load: sql<number>`${enrolledLoad}` })
    .from(users)
    .where(eq(users.role, "instructor"))
    .orderBy(asc(users.createdAt));
  if (instructors.length === 0) return 0;
  const currentInstructor = db.select({ id: users.id }).from(users).where(eq(users.role, "instructor"));
  const withoutInstructor = or(isNull(courseEnrolments.instructorId), notInArray(courseEnrolments.instructorId, currentInstructor))!;
  const waiting = await db
    .select({ id: courseEnrolments.id })
    .from(courseEnrolments)
    .where(and(ne(courseEnrolments.status, "ended"), withoutInstructor));
  if (waiting.length === 0) return 0;

  const given = new Map<string, string[]>(instructors.map((instructor) => [instructor.id, []]));
  const loads = instructors.map((instructor) => ({ id: instructor.id, load: Number(instructor.load) }));
  for (const { id } of waiting) {
    const least = loads.reduce((best, each) => (each.load < best.load ? each : best));
    least.load += 1;
    given.get(least.id)!.push(id);
  }
  const statements = [...given].flatMap(([instructorId, enrolmentIds]) => {
    const chunks: string[][] = [];
    for (let index = 0; index < enrolmentIds.length; index += idsPerStatement) chunks.push(enrolmentIds.slice(index, index + idsPerStatement));
    return chunks.flatMap((ids) => [
      db
        .update(courseEnrolments)
        .set({ instructorId })
        .where(and(inArray(courseEnrolments.id, ids), withoutInstructor))
        .returning({ id: courseEnrolments.id }),
      // Their open questions follow the enrolments this instructor was given (not one chosen meanwhile).
      db
        .update(courseQuestions)
        .set({ instructorId })
        .where(
          and(
            inArray(courseQuestions.enrolmentId, ids),
            sql`(select ${courseEnrolments.instructorId} from ${courseEnrolments} where ${courseEnrolments.id} = ${courseQuestions.enrolmentId}) = ${instructorId}`,
            notInArray(courseQuestions.id, db.select({ id: courseQuestionAnswers.questionId }).from(courseQuestionAnswers)),
          ),
        ),
    ]);
  });
  let assigned = 0;
  for (let index = 0; index < statements.length; index += statementsPerBatch) {
    const results = await db.batch(statements.slice(index, index + statementsPerBatch) as unknown as Parameters<typeof db.batch>[0]);
    results.forEach((result, position) => {
      if (position % 2 === 0) assigned += (result as unknown[]).length;
    });
  }
  return assigned;
}

/**
 * When an admin takes the instructor role back (or the account goes): the former instructor's
 * learners are let go (their enrolments and open questions lose that instructor, so the account
 * sees none of them, even if made an instructor again) and given to the remaining instructors, the
 * least busy first; with none left they wait for the next, and admins see them meanwhile. Returns
 * how many enrolments were given to another instructor.
 */
export async function handOverLearnersOf(db: Database, formerInstructorId: string): Promise<number> {
  await db.batch([
    db.update(courseEnrolments).set({ instructorId: null }).where(eq(courseEnrolments.instructorId, formerInstructorId)),
    db
      .update(courseQuestions)
      .set({ instructorId: null })
      .where(
        and(
          eq(courseQuestions.instructorId, formerInstructorId),
          notInArray(courseQuestions.id, db.select({ id: courseQuestionAnswers.questionId }).from(courseQuestionAnswers)),
        ),
      ),
  ]);
  return assignUnassignedLearners(db);
}
