/**
 * The phone number the school knows for a student: the one on the application they were enrolled
 * from, else the newest lead their address sent with one (accounts hold no phone). Staff are told to
 * speak with a student the identity checks paused, so every place that says so shows it.
 */
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { courseEnrolments } from "../../db/schema";

/**
 * The phone as a column of a select from `course_enrolments` (names written out: inside the
 * subqueries an unqualified column would be the lead's). Null when no lead of theirs has one.
 */
export const knownStudentPhone = sql<string | null>`coalesce(
  (SELECT nullif(lead.phone, '') FROM form_submissions AS lead WHERE lead.id = "course_enrolments"."submission_id"),
  (SELECT lead.phone FROM form_submissions AS lead WHERE lower(lead.email) = "course_enrolments"."student_email" AND lead.phone <> '' ORDER BY lead.created_at DESC LIMIT 1)
)`;

export async function studentPhone(db: Database, enrolmentId: string): Promise<string | null> {
  const [row] = await db.select({ phone: knownStudentPhone }).from(courseEnrolments).where(eq(courseEnrolments.id, enrolmentId));
  return row?.phone ?? null;
}
