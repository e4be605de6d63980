/** The licence checklist and its reminders, in worker tests: students, checklists put in place, and the Cron Trigger's run. */
import { monthsAfter } from "~/course/enrolments.server";
import { enrol } from "~/school/enrolling.server";
import { createDb } from "../../db/client";
import type { User } from "../../db/schema";
import { insertUser, type UserOverrides } from "../factories";
import { logIn } from "./accounts";
import type { TestWorker } from "./worker";

export interface Student {
  user: User;
  cookie: string;
  /** To sign in again after a scheduled run far ahead has ended the session. */
  password: string;
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
  return { user, cookie: await logIn(worker, user.email, password, "/auth"), password, enrolmentId: enrolled.enrolment.id };
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
  await worker.scheduled(at);
}

/** A New York calendar day `days` after the one of `at` (YYYY-MM-DD). */
export function newYorkDayAfter(at: number, days: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York", year: "numeric", month: "2-digit", day: "2-digit" })
      .formatToParts(new Date(at))
      .map((part) => [part.type, part.value]),
  );
  return new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day) + days)).toISOString().slice(0, 10);
}

/** A certificate for the enrolment, issued at `issuedAt` (ISO), revoked when `revokedAt` is given; its code. */
export async function putCertificate(worker: TestWorker, enrolmentId: string, issuedAt: string, revokedAt: string | null = null): Promise<string> {
  const code = `FFA-W${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
  await worker.db
    .prepare(
      "INSERT INTO course_certificates (code, enrolment_id, student_name, course_id, study_seconds, exam_seconds, issued_at, revoked_at) VALUES (?, ?, 'A Student', 'florida-2-15', 216000, 3600, ?, ?)",
    )
    .bind(code, enrolmentId, issuedAt, revokedAt)
    .run();
  return code;
}

/** The checklist's application step, as its owner would save it: ticked, with or without the day it was submitted. */
export async function putApplication(worker: TestWorker, userId: string, fields: { done: boolean; submittedOn: string | null }) {
  await worker.db
    .prepare(
      "INSERT INTO licence_checklists (user_id, application_done, application_submitted_on) VALUES (?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET application_done = excluded.application_done, application_submitted_on = excluded.application_submitted_on",
    )
    .bind(userId, fields.done ? 1 : 0, fields.submittedOn)
    .run();
}
