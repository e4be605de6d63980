/** The licence checklist and its reminders, in worker tests: students, checklists put in place, and the Cron Trigger's run. */
import { enrol, monthsAfter } from "~/course/enrolments.server";
import { createDb } from "../../db/client";
import type { User } from "../../db/schema";
import { insertUser, type UserOverrides } from "../factories";
import { logIn } from "./accounts";
import type { TestWorker } from "./worker";

export interface Student {
  user: User;
  cookie: string;
  enrolmentId: string;
}

/** A verified account enrolled by the app's own `enrol` (from a minute before `from`, for six months), signed in through the sign-in page. */
export async function enrolledStudent(worker: TestWorker, overrides: UserOverrides = {}, from = Date.now()): Promise<Student> {
  const { user, password } = await insertUser(worker.db, overrides);
  const enrolled = await enrol(createDb(worker.db), {
    email: user.email,
    name: `${user.firstName} ${user.lastName}`,
    startsAt: new Date(from - 60_000).toISOString(),
    endsAt: monthsAfter(new Date(from), 6),
    createdBy: "test",
  });
  if (!enrolled.ok) throw new Error(`the student could not be enrolled: ${enrolled.reason}`);
  return { user, cookie: await logIn(worker, user.email, password, "/auth"), enrolmentId: enrolled.enrolment.id };
}

/** Puts a checklist in place as if its owner had saved it. */
export async function putChecklist(worker: TestWorker, userId: string, fields: { examBookedFor?: string | null; examResult?: "passed" | "failed" | null }) {
  await worker.db
    .prepare(
      "INSERT INTO licence_checklists (user_id, exam_booked_for, exam_result) VALUES (?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET exam_booked_for = excluded.exam_booked_for, exam_result = excluded.exam_result",
    )
    .bind(userId, fields.examBookedFor ?? null, fields.examResult ?? null)
    .run();
}

/** The Worker's scheduled handler, as the Cron Trigger calls it, at `at`. */
export async function runSchedule(worker: TestWorker, at: number): Promise<void> {
  await (await worker.mf.getWorker()).scheduled({ cron: "*/5 * * * *", scheduledTime: new Date(at) });
}

/** A New York calendar day `days` after the one of `at` (YYYY-MM-DD). */
export function newYorkDayAfter(at: number, days: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York", year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(new Date(at)).map((part) => [part.type, part.value]),
  );
  return new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day) + days)).toISOString().slice(0, 10);
}
