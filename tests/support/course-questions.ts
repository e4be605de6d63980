/** The students' questions, in worker tests: enrolled students and instructors, each signed in. */
import { lessonsInOrder, theCourse } from "~/course/course.server";
import { monthsAfter } from "~/course/enrolments.server";
import { enrol } from "~/school/enrolling.server";
import { createDb } from "../../db/client";
import { courseScreenTime } from "../../db/schema";
import { insertUser, type UserOverrides } from "../factories";
import { logIn } from "./accounts";
import { passEveryModuleCheck } from "./identity-checks";
import type { TestWorker } from "./worker";

export const firstLesson = () => lessonsInOrder(theCourse())[0]!;

export interface Student {
  id: string;
  email: string;
  firstName: string;
  enrolmentId: string;
  cookie: string;
}

/**
 * A verified account enrolled by the app's own `enrol` (from a minute ago, for six months) with the
 * course's first lesson studied, signed in at /auth. `instructorId` makes that instructor theirs
 * (else `enrol` gives the least busy, or none while the file has no instructor).
 */
export async function enrolledStudent(worker: TestWorker, overrides: UserOverrides = {}, { instructorId }: { instructorId?: string } = {}): Promise<Student> {
  const { user, password } = await insertUser(worker.db, overrides);
  const db = createDb(worker.db);
  const now = new Date();
  const enrolled = await enrol(db, {
    email: user.email,
    name: `${user.firstName} ${user.lastName}`,
    startsAt: new Date(now.getTime() - 60_000).toISOString(),
    endsAt: monthsAfter(now, 6),
    createdBy: "test",
  });
  if (!enrolled.ok) throw new Error(`the student could not be enrolled: ${enrolled.reason}`);
  if (instructorId) await worker.db.prepare("update course_enrolments set instructor_id = ? where id = ?").bind(instructorId, enrolled.enrolment.id).run();
  const lesson = firstLesson();
  await db.insert(courseScreenTime).values(
    lesson.en.screens.map((_, screen) => ({
      enrolmentId: enrolled.enrolment.id,
      lessonId: lesson.id,
      screen,
      seconds: lesson.minimumSeconds[screen]!,
      completedAt: now.toISOString(),
    })),
  );
  // Past the identity checks (their own tests are identity-checks.test.ts).
  await passEveryModuleCheck(worker, enrolled.enrolment.id);
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    enrolmentId: enrolled.enrolment.id,
    cookie: await logIn(worker, user.email, password, "/auth"),
  };
}

/** A member of staff (an instructor unless told otherwise) signed in at /admin-login. */
export async function signedInStaff(
  worker: TestWorker,
  overrides: UserOverrides = {},
): Promise<{ id: string; email: string; firstName: string; cookie: string }> {
  const { user, password } = await insertUser(worker.db, { role: "instructor", ...overrides });
  return { id: user.id, email: user.email, firstName: user.firstName, cookie: await logIn(worker, user.email, password) };
}
