/** The students' questions, in worker tests: enrolled students and instructors, each signed in. */
import { lessonsInOrder, theCourse } from "~/course/course.server";
import { insertUser, type UserOverrides } from "../factories";
import { logIn } from "./accounts";
import { enrolledAccount, lessonsStudied } from "./course-students";
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
  const { user, password, enrolmentId } = await enrolledAccount(worker, overrides);
  if (instructorId) await worker.db.prepare("update course_enrolments set instructor_id = ? where id = ?").bind(instructorId, enrolmentId).run();
  await lessonsStudied(worker, enrolmentId, [firstLesson().id]);
  // Past the identity checks (their own tests are identity-checks.test.ts).
  await passEveryModuleCheck(worker, enrolmentId);
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    enrolmentId: enrolmentId,
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
