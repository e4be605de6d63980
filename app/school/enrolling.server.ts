/**
 * Enrolling: the school's act of letting a person study the course (an admin enrols them by address,
 * from their licence application or typed; docs/course.md). The enrolment itself, its access and its
 * changes are the engine's (app/course/enrolments.server.ts); who its instructor is, is the school's
 * rule (docs/decisions/045), written into the same insert.
 */
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../../db/client";
import { courseEnrolments, courseRecords } from "../../db/schema";
import { normalizeEmail } from "~/auth/users.server";
import type { Enrolment } from "~/course/enrolments.server";
import { leastBusyInstructorId } from "./instructors.server";

export type EnrolResult = { ok: true; enrolment: Enrolment } | { ok: false; reason: "already-enrolled" | "bad-dates" };

/**
 * Enrols the person at `email` (lower-cased) from `startsAt` to `endsAt`, writing the enrolment, its
 * first record and `alongside` (the e-mail that tells them) in one D1 batch: all of it, or none. An
 * address has at most one enrolment that is not ended; the unique index is the one check, so two
 * admins enrolling the same person at once get one enrolment and one e-mail, never two. The
 * enrolment gets its instructor in the same insert (the least busy; none while the school has no
 * instructor), so an instructor sees their new learner at once (docs/decisions/045).
 */
export async function enrol(
  db: Database,
  input: { email: string; name: string; startsAt: string; endsAt: string; leadId?: string | null; userId?: string | null; createdBy: string },
  alongside: ReadonlyArray<BatchItem<"sqlite">> = [],
): Promise<EnrolResult> {
  if (!(input.startsAt < input.endsAt)) return { ok: false, reason: "bad-dates" };
  const email = normalizeEmail(input.email);
  const id = crypto.randomUUID();
  try {
    const [[enrolment]] = await db.batch([
      db
        .insert(courseEnrolments)
        .values({
          id,
          userId: input.userId ?? null,
          courseId: "florida-2-15",
          studentName: input.name,
          studentEmail: email,
          submissionId: input.leadId ?? null,
          startsAt: input.startsAt,
          endsAt: input.endsAt,
          createdBy: input.createdBy,
          instructorId: leastBusyInstructorId(db),
        })
        .returning(),
      db.insert(courseRecords).values({
        enrolmentId: id,
        kind: "enrolment.created",
        details: { startsAt: input.startsAt, endsAt: input.endsAt, by: input.createdBy, submissionId: input.leadId ?? null },
      }),
      ...alongside,
    ]);
    return { ok: true, enrolment: enrolment as Enrolment };
  } catch (error) {
    if (isOpenEnrolmentConflict(error)) return { ok: false, reason: "already-enrolled" };
    throw error;
  }
}

/** The unique index on an address's enrolment that is not ended refused the insert (D1 names the index's columns). */
function isOpenEnrolmentConflict(error: unknown): boolean {
  return /UNIQUE constraint failed: course_enrolments\.student_email/.test(String(error));
}
