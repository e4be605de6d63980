/**
 * Students made for the worker tests of the course: enrolled through the school's own `enrol`, with
 * their study written straight to D1, signed in.
 */
import { lessonsInOrder, theCourse } from "~/course/course.server";
import { monthsAfter } from "~/course/enrolments.server";
import { enrol } from "~/school/enrolling.server";
import { sql } from "drizzle-orm";
import { createDb } from "../../db/client";
import { courseScreenTime } from "../../db/schema";
import { insertUser, type UserOverrides } from "../factories";
import { logIn } from "./accounts";
import { passEveryModuleCheck } from "./identity-checks";
import { madeBeforeAll, type TestWorker } from "./worker";

/**
 * A student enrolled, past every module's identity check, with every screen's seat time met: every
 * exam is open to them. Made once for the file, before its tests.
 */
export function studentWhoStudiedEverything(worker: TestWorker, what: string) {
  return madeBeforeAll(what, async () => {
    const { user, password, enrolmentId } = await enrolledAccount(worker);
    await lessonsStudied(worker, enrolmentId);
    await passEveryModuleCheck(worker, enrolmentId);
    return { enrolmentId, cookie: await logIn(worker, user.email, password, "/auth") };
  });
}

/** A verified account enrolled by the school's own `enrol`, from a minute ago for six months; nothing studied yet. */
export async function enrolledAccount(worker: TestWorker, overrides: UserOverrides = {}) {
  const { user, password } = await insertUser(worker.db, overrides);
  const now = new Date();
  const enrolled = await enrol(createDb(worker.db), {
    email: user.email,
    name: `${user.firstName} ${user.lastName}`,
    startsAt: new Date(now.getTime() - 60_000).toISOString(),
    endsAt: monthsAfter(now, 6),
    createdBy: "test",
  });
  if (!enrolled.ok) throw new Error(`the student could not be enrolled: ${enrolled.reason}`);
  return { user, password, enrolmentId: enrolled.enrolment.id };
}

/**
 * Every screen of the course's lessons credited its minimum and done, as if studied (or only one
 * module's: its id; or only some lessons: their ids): what opens a module's exam, or the practice and
 * comprehensive exams (docs/decisions/090).
 */
export async function lessonsStudied(worker: TestWorker, enrolmentId: string, which?: string | readonly string[]) {
  const db = createDb(worker.db);
  const now = new Date().toISOString();
  const chosen = (lesson: { id: string; module: string }) =>
    which === undefined || (typeof which === "string" ? lesson.module === which : which.includes(lesson.id));
  for (const lesson of lessonsInOrder(theCourse()).filter(chosen)) {
    const rows = lesson.en.screens.map((_, screen) => ({
      enrolmentId,
      lessonId: lesson.id,
      screen,
      seconds: lesson.minimumSeconds[screen]!,
      completedAt: now,
    }));
    // D1 binds at most 100 values a statement: 16 rows of 6 (the lesson's version is one).
    for (let start = 0; start < rows.length; start += 16) {
      await db
        .insert(courseScreenTime)
        .values(rows.slice(start, start + 16))
        .onConflictDoUpdate({
          target: [courseScreenTime.enrolmentId, courseScreenTime.lessonId, courseScreenTime.screen],
          set: { seconds: sql`excluded.seconds`, completedAt: sql`excluded.completed_at` },
        });
    }
  }
}
