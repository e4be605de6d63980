/** Students, in worker tests: a verified account with an enrolment, signed in through the sign-in page. */
import { lessonsInOrder, theCourse } from "~/course/course.server";
import { monthsAfter } from "~/course/enrolments.server";
import { enrol } from "~/school/enrolling.server";
import { createDb } from "../../db/client";
import { courseScreenTime } from "../../db/schema";
import { insertUser } from "../factories";
import { logIn } from "./accounts";
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
    const { user, password } = await insertUser(worker.db);
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
    const firstModule = theCourse().modules[0]!;
    for (const lesson of lessonsInOrder(theCourse()).filter((each) => each.module === firstModule.id)) {
      await db.insert(courseScreenTime).values(
        lesson.en.screens.map((_, screen) => ({
          enrolmentId: enrolled.enrolment.id,
          lessonId: lesson.id,
          screen,
          seconds: lesson.minimumSeconds[screen]!,
          completedAt: now.toISOString(),
        })),
      );
    }
    // Past the identity checks of every module: these tests are about studying (tests/worker/identity-checks.test.ts tests the checks).
    await passEveryModuleCheck(worker, enrolled.enrolment.id);
    return { cookie: await logIn(worker, user.email, password, "/auth") };
  });
  return {
    get cookie() {
      return current().cookie;
    },
  };
}
