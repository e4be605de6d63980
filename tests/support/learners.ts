/**
 * The learners view's fixtures, in worker tests: an instructor signed in at /admin-login, and
 * learners written into the engine's own tables (enrolment, screens, exam attempts) as the engine
 * writes them, so the database's triggers make each summary as they do in production.
 */
import { lessonsInOrder, theCourse } from "~/course/course.server";
import { screensInOrder } from "~/course/study.server";
import { nextClientAddress, signedInStaffForFile } from "./accounts";
import { rows, testOrigin, type TestWorker } from "./worker";

const dayMs = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** An instructor (decision 045) signed in for the tests of one file. */
export const signedInInstructorForFile = (worker: TestWorker) => signedInStaffForFile(worker, "instructor");

export interface LearnerSeed {
  /** In the name and address, so a search finds this test's learners only. */
  marker: string;
  label: string;
  status?: "active" | "paused" | "ended";
  /** Why a paused learner is paused (as the app stores it): a staff member's pause unless said. */
  pauseReason?: "identity" | "staff";
  startedDaysAgo?: number;
  endsInDays?: number;
  /** Screens done (in course order), each credited `secondsPerScreen`. */
  screensDone?: number;
  secondsPerScreen?: number;
  /** When the last screen was credited; none: no activity. */
  activeDaysAgo?: number;
  /** Failed graded attempts of one exam scope. */
  failed?: { kind: "module" | "practice" | "final"; scope: string; times: number };
  /** A passed graded attempt, for the scores. */
  passed?: { kind: "module" | "practice" | "final"; scope: string; percent: number };
  userId?: string | null;
  /** The enrolment's instructor (decision 045: an instructor sees only their own learners); none unless given. */
  instructorId?: string | null;
}

/** Writes a learner into the engine's tables; returns the enrolment id and address. */
export async function seedLearner(worker: TestWorker, seed: LearnerSeed, now = Date.now()): Promise<{ id: string; email: string }> {
  const id = crypto.randomUUID();
  const email = `${seed.label}-${seed.marker}@example.com`.toLowerCase();
  const startsAt = iso(now - (seed.startedDaysAgo ?? 30) * dayMs);
  const endsAt = iso(now + (seed.endsInDays ?? 120) * dayMs);
  await worker.db
    .prepare(
      "insert into course_enrolments (id, user_id, course_id, student_name, student_email, status, pause_reason, starts_at, ends_at, created_at, instructor_id) values (?, ?, 'florida-2-15', ?, ?, ?, ?, ?, ?, ?, ?)",
    )
    .bind(
      id,
      seed.userId ?? null,
      `${seed.label} ${seed.marker}`,
      email,
      seed.status ?? "active",
      seed.status === "paused" ? (seed.pauseReason ?? "staff") : null,
      startsAt,
      endsAt,
      iso(now - (seed.startedDaysAgo ?? 30) * dayMs),
      seed.instructorId ?? null,
    )
    .run();
  const activeAt = seed.activeDaysAgo === undefined ? undefined : iso(now - seed.activeDaysAgo * dayMs);
  const screens = screensInOrder().slice(0, seed.screensDone ?? 0);
  for (const place of screens) {
    await worker.db
      .prepare("insert into course_screen_time (enrolment_id, lesson_id, screen, seconds, completed_at, updated_at) values (?, ?, ?, ?, ?, ?)")
      .bind(id, place.lessonId, place.screen, seed.secondsPerScreen ?? 60, activeAt ?? startsAt, activeAt ?? startsAt)
      .run();
  }
  const attempts = [
    ...Array.from({ length: seed.failed?.times ?? 0 }, () => ({ ...seed.failed!, percent: 40, passed: 0 })),
    ...(seed.passed ? [{ ...seed.passed, passed: 1 }] : []),
  ];
  for (const attempt of attempts) {
    // Opened, then graded by an update: the two writes the engine makes.
    const attemptId = crypto.randomUUID();
    const at = activeAt ?? startsAt;
    await worker.db
      .prepare(
        "insert into course_attempts (id, enrolment_id, kind, scope, question_ids, language, started_at, started_ms) values (?, ?, ?, ?, '[]', 'en', ?, ?)",
      )
      .bind(attemptId, id, attempt.kind, attempt.scope, at, Date.parse(at))
      .run();
    await worker.db
      .prepare("update course_attempts set submitted_at = ?, percent = ?, passed = ?, correct = 0, total = 10 where id = ?")
      .bind(at, attempt.percent, attempt.passed, attemptId)
      .run();
  }
  return { id, email };
}

export type SummaryRow = { study_seconds: number; screens_done: number; last_activity_at: string | null; most_exam_failures: number };

/** The enrolment's summary row, and the same figures counted afresh from the engine's tables. */
export async function summaryAndRecount(worker: TestWorker, enrolmentId: string) {
  const [summary] = await rows<SummaryRow>(
    worker,
    "select study_seconds, screens_done, last_activity_at, most_exam_failures from course_learner_summaries where enrolment_id = ?",
    enrolmentId,
  );
  const [recount] = await rows<SummaryRow>(
    worker,
    `select coalesce((select sum(seconds) from course_screen_time where enrolment_id = ?1), 0) as study_seconds,
            (select count(*) from course_screen_time where enrolment_id = ?1 and completed_at is not null) as screens_done,
            nullif(max(coalesce((select max(updated_at) from course_screen_time where enrolment_id = ?1), ''),
                       coalesce((select max(coalesce(submitted_at, started_at)) from course_attempts where enrolment_id = ?1), '')), '') as last_activity_at,
            coalesce((select max(n) from (select count(*) as n from course_attempts where enrolment_id = ?1 and kind <> 'quiz' and submitted_at is not null and passed = 0 group by kind, scope)), 0) as most_exam_failures`,
    enrolmentId,
  );
  return { summary, recount };
}

/** The first lesson of the course, every screen of which the signed-in student has done. */
export const firstLesson = () => lessonsInOrder(theCourse())[0]!;

/** A form post whose fields may repeat (the rows ticked), as a browser sends it. */
export function postPairs(worker: TestWorker, cookie: string, path: string, pairs: Array<[string, string]>) {
  return worker.fetch(path, {
    method: "POST",
    headers: {
      Cookie: cookie,
      Origin: testOrigin,
      "X-Forwarded-Host": new URL(testOrigin).host,
      "Content-Type": "application/x-www-form-urlencoded",
      "CF-Connecting-IP": nextClientAddress(),
    },
    body: new URLSearchParams(pairs).toString(),
  });
}
