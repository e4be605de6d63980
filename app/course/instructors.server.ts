/**
 * Which instructor answers a student (docs/decisions/045): each enrolment keeps one, given the first
 * time it is needed to the instructor with the fewest open enrolments. Questions and the identity
 * checks' alerts go to that instructor; while the school has no instructor, to every admin.
 */
import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { courseEnrolments, users } from "../../db/schema";
import type { Language } from "~/i18n/languages";

export interface StaffContact {
  id: string;
  email: string;
  firstName: string;
  language: Language;
}

const contactColumns = { id: users.id, email: users.email, firstName: users.firstName, language: users.language };

/**
 * The enrolment's instructor, chosen now when it has none (or its instructor lost the role):
 * the instructor with the fewest enrolments that are not ended. Two requests choosing at once
 * both keep the first choice written (the update is conditional). Undefined when the school has
 * no instructor.
 */
export async function instructorFor(db: Database, enrolmentId: string): Promise<StaffContact | undefined> {
  const [current] = await db
    .select(contactColumns)
    .from(courseEnrolments)
    .innerJoin(users, and(eq(users.id, courseEnrolments.instructorId), eq(users.role, "instructor")))
    .where(eq(courseEnrolments.id, enrolmentId));
  if (current) return current;

  const [leastBusy] = await db
    .select(contactColumns)
    .from(users)
    .where(eq(users.role, "instructor"))
    .orderBy(
      asc(sql`(select count(*) from ${courseEnrolments} where ${courseEnrolments.instructorId} = ${users.id} and ${courseEnrolments.status} <> 'ended')`),
      asc(users.createdAt),
    )
    .limit(1);
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
  return db.select(contactColumns).from(users).where(and(eq(users.role, "admin"), ne(users.email, ""))).orderBy(asc(users.createdAt));
}
