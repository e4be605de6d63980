/** Students, in worker tests: a verified account with an enrolment, signed in through the sign-in page. */
import { theCourse } from "~/course/course.server";
import { logIn } from "./accounts";
import { enrolledAccount, lessonsStudied } from "./course-students";
import { passEveryModuleCheck } from "./identity-checks";
import { madeBeforeAll, type TestWorker } from "./worker";

/**
 * A student signed in for the tests of one file (beforeAll, after the file's worker has started):
 * a verified account enrolled by the app's own `enrol` from a minute ago for six months, with the
 * course's first module studied (every screen's minimum met), so its screens, its quizzes and its
 * module exam all answer a post as they do for a student part-way through (a module's exam opens
 * once its lessons are studied: docs/decisions/090).
 */
export function signedInStudentForFile(worker: TestWorker): { readonly cookie: string } {
  const current = madeBeforeAll("The student", async () => {
    const { user, password, enrolmentId } = await enrolledAccount(worker);
    await lessonsStudied(worker, enrolmentId, theCourse().modules[0]!.id);
    // Past the identity checks of every module: these tests are about studying (tests/worker/identity-checks.test.ts tests the checks).
    await passEveryModuleCheck(worker, enrolmentId);
    return { cookie: await logIn(worker, user.email, password, "/auth") };
  });
  return {
    get cookie() {
      return current().cookie;
    },
  };
}
