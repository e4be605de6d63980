/**
 * The scheduled run's one budget (docs/decisions/069): with every step's work waiting at once, each
 * beyond what one run may do (exam reminders, quarter feedback, the admins' morning and Monday
 * e-mails, a bulk change's owed e-mails, the outbox, ended rate-limit windows and sessions), one run
 * stays inside the run's limits of D1 queries and e-mails, every step gets its turn and does a
 * bounded part of its work without being cut off, and the next runs drain the rest: every e-mail
 * once, nothing left behind.
 */
import { describe, expect, it } from "vitest";
import { screensInOrder } from "~/course/study.server";
import { scheduledRunLimits } from "~/platform/scheduled-run.server";
import { scheduledSteps } from "~/scheduled/steps.server";
import { runSchedule } from "../support/licence-checklist";
import { rows, startWorkerForFile } from "../support/worker";

const worker = startWorkerForFile();

/** Monday 2027-02-01, 08:00 New York time (UTC-5): the morning e-mail and the Monday summary are due. */
const mondayMorning = Date.parse("2027-02-01T08:00:00-05:00");
const examDay = "2027-02-02";
const longAgo = "2027-01-10T12:00:00.000Z";

/** How much of each kind waits: every one beyond its step's share of one run. */
const waiting = { examStudents: 120, feedbackStudents: 60, admins: 12, bulkLeads: 250, retries: 100, endedWindows: 1500, endedSessions: 1200 };
/** The screens that make a quarter of the course: the feedback's own measure (app/school/course-feedback.server.ts). */
const screensForAQuarter = Math.ceil(screensInOrder().length / 4);

/** `count` rows of `select`, whose `i` runs from 1. */
const numbered = (count: number, select: string) => `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count}) ${select}`;

async function fillEveryStep() {
  const verified = "2027-01-01T00:00:00.000Z";
  const statements = [
    // Admins who get the morning e-mail and the Monday summary, and a lead nobody owns for a week.
    `INSERT INTO users (id, email, first_name, role, email_verified_at) ${numbered(waiting.admins, `SELECT 'budget-admin-' || i, 'budget-admin-' || i || '@example.com', 'Ada', 'admin', '${verified}' FROM n`)}`,
    `INSERT INTO form_submissions (id, form_type, data, email, first_name, status, created_at, updated_at) VALUES ('budget-unowned', 'contact', '{}', 'unowned@example.com', 'Una', 'new', '${longAgo}', '${longAgo}')`,
    // Students whose state exam is tomorrow.
    `INSERT INTO users (id, email, first_name, email_verified_at) ${numbered(waiting.examStudents, `SELECT 'budget-exam-' || i, 'budget-exam-' || i || '@example.com', 'Eva', '${verified}' FROM n`)}`,
    `INSERT INTO licence_checklists (user_id, exam_booked_for) ${numbered(waiting.examStudents, `SELECT 'budget-exam-' || i, '${examDay}' FROM n`)}`,
    // Students who have just crossed the first quarter of the course's screens.
    `INSERT INTO users (id, email, first_name, email_verified_at) ${numbered(waiting.feedbackStudents, `SELECT 'budget-study-' || i, 'budget-study-' || i || '@example.com', 'Sam', '${verified}' FROM n`)}`,
    `INSERT INTO course_enrolments (id, user_id, course_id, student_name, student_email, starts_at, ends_at) ${numbered(waiting.feedbackStudents, `SELECT 'budget-enrolment-' || i, 'budget-study-' || i, 'florida-2-15', 'Sam Student', 'budget-study-' || i || '@example.com', '2027-01-01T00:00:00.000Z', '2027-07-01T00:00:00.000Z' FROM n`)}`,
    `INSERT INTO course_screen_time (enrolment_id, lesson_id, screen, seconds, completed_at) ${numbered(waiting.feedbackStudents * screensForAQuarter, `SELECT 'budget-enrolment-' || ((i - 1) / ${screensForAQuarter} + 1), 'budget-lesson', (i - 1) % ${screensForAQuarter}, 60, '${longAgo}' FROM n`)}`,
    `INSERT INTO course_records (enrolment_id, kind, lesson_id, screen, seconds) ${numbered(waiting.feedbackStudents, `SELECT 'budget-enrolment-' || i, 'seat-time', 'budget-lesson', ${screensForAQuarter - 1}, 60 FROM n`)}`,
    // A bulk status change whose applicants' e-mails are all still owed.
    `INSERT INTO bulk_actions (id, admin_user_id, kind, target, selection, origin, state) VALUES ('budget-bulk', 'budget-admin-1', 'status', 'contacted', '{}', 'http://localhost:8787', 'done')`,
    `INSERT INTO form_submissions (id, form_type, data, email, first_name, status, created_at, updated_at) ${numbered(waiting.bulkLeads, `SELECT 'budget-lead-' || i, 'contact', '{}', 'budget-lead-' || i || '@example.com', 'Lee', 'contacted', '${longAgo}', '${longAgo}' FROM n`)}`,
    `INSERT INTO bulk_action_leads (bulk_action_id, submission_id, outcome, notice) ${numbered(waiting.bulkLeads, `SELECT 'budget-bulk', 'budget-lead-' || i, 'changed', 'owed' FROM n`)}`,
    // E-mails due for another attempt.
    `INSERT INTO email_outbox (id, kind, to_address, subject, text_body, html_body, next_attempt_at) ${numbered(waiting.retries, `SELECT 'budget-retry-' || i, 'lead-notice', 'leads@example.com', 'A lead', 'text', '<p>html</p>', '${longAgo}' FROM n`)}`,
    // Ended rate-limit windows and sessions.
    `INSERT INTO rate_limits (key, count, expires_at) ${numbered(waiting.endedWindows, `SELECT 'budget-window-' || i, 1, '${longAgo}' FROM n`)}`,
    `INSERT INTO sessions (id, user_id, data, expires_at, created_at, last_seen_at, user_agent) ${numbered(waiting.endedSessions, `SELECT 'budget-session-' || i, 'budget-exam-' || ((i - 1) % ${waiting.examStudents} + 1), '{}', '${longAgo}', '${longAgo}', '${longAgo}', '' FROM n`)}`,
  ];
  for (const statement of statements) await worker.db.prepare(statement).run();
}

interface RunLog {
  spent: { queries: number; emails: number; ms: number };
  steps: Record<string, Record<string, number | string>>;
}

const count = async (query: string) => (await rows<{ n: number }>(worker, query))[0]!.n;

/** One scheduled run at `at`: its log line, and the e-mails queued during it. */
async function scheduledRun(at: number): Promise<RunLog & { queued: number }> {
  const before = await count("SELECT count(*) AS n FROM email_outbox");
  worker.takeLogLines();
  await runSchedule(worker, at);
  const line = worker.takeLogLines().find((entry) => entry.event === "scheduled") as unknown as RunLog | undefined;
  expect(line, "the run's log line").toBeDefined();
  return { ...line!, queued: (await count("SELECT count(*) AS n FROM email_outbox")) - before };
}

const emailsOfKind = (kind: string) => count(`SELECT count(*) AS n FROM email_outbox WHERE kind = '${kind}'`);
const addressesOfKind = (kind: string) => count(`SELECT count(DISTINCT to_address) AS n FROM email_outbox WHERE kind = '${kind}'`);

describe("the scheduled run's budget", () => {
  it("promises the steps no more than the run may spend", () => {
    const promised = Object.values(scheduledSteps).reduce(
      (sum, step) => ({ queries: sum.queries + step.promised.queries, emails: sum.emails + step.promised.emails, ms: sum.ms + step.promised.ms }),
      { queries: 0, emails: 0, ms: 0 },
    );
    expect(promised.queries).toBeLessThanOrEqual(scheduledRunLimits.queries);
    expect(promised.emails).toBeLessThanOrEqual(scheduledRunLimits.emails);
    expect(promised.ms).toBeLessThanOrEqual(scheduledRunLimits.ms);
  });

  it("keeps one run inside the budget with every step at its cap, and drains the backlog over the next runs", async () => {
    await fillEveryStep();

    const first = await scheduledRun(mondayMorning);
    expect(first.spent.queries).toBeLessThanOrEqual(scheduledRunLimits.queries);
    expect(first.spent.emails).toBeLessThanOrEqual(scheduledRunLimits.emails);
    expect(first.queued).toBeLessThanOrEqual(scheduledRunLimits.emails);
    // Every step had its turn and stopped at its share, none cut off or failed.
    expect(Object.keys(first.steps)).toEqual(Object.keys(scheduledSteps));
    for (const [name, step] of Object.entries(first.steps)) {
      expect(step, name).not.toHaveProperty("stopped");
      expect(Number(step.queries), name).toBeGreaterThan(0);
    }
    // Each kind began, and none finished in one run.
    for (const [kind, all] of [
      ["reminder-exam-soon", waiting.examStudents],
      ["course-feedback", waiting.feedbackStudents],
      ["follow-up-digest", waiting.admins],
      ["status-update", waiting.bulkLeads],
      ["weekly-summary", waiting.admins],
    ] as const) {
      const queued = await emailsOfKind(kind);
      expect(queued, kind).toBeGreaterThan(0);
      expect(queued, kind).toBeLessThan(all);
    }
    expect(await count("SELECT count(*) AS n FROM email_outbox WHERE status = 'pending'")).toBeGreaterThan(0);
    expect(await count(`SELECT count(*) AS n FROM rate_limits WHERE expires_at < '${new Date(mondayMorning).toISOString()}'`)).toBeGreaterThan(0);
    expect(await count("SELECT count(*) AS n FROM sessions WHERE id LIKE 'budget-session-%'")).toBeGreaterThan(0);

    // The next runs, five minutes apart, each inside the budget, until one finds nothing left to do.
    let at = mondayMorning;
    let runs = 1;
    for (;;) {
      at += 5 * 60_000;
      runs += 1;
      expect(runs, "runs to drain the backlog").toBeLessThanOrEqual(25);
      const run = await scheduledRun(at);
      expect(run.spent.queries).toBeLessThanOrEqual(scheduledRunLimits.queries);
      expect(run.spent.emails).toBeLessThanOrEqual(scheduledRunLimits.emails);
      expect(run.queued).toBeLessThanOrEqual(scheduledRunLimits.emails);
      for (const [name, step] of Object.entries(run.steps)) expect(step, name).not.toHaveProperty("stopped");
      if (run.spent.emails === 0 && run.queued === 0 && Number(run.steps.rateLimits!.deleted) === 0 && Number(run.steps.endedSessions!.deleted) === 0) break;
    }

    // Everything done, every e-mail once.
    for (const [kind, all] of [
      ["reminder-exam-soon", waiting.examStudents],
      ["course-feedback", waiting.feedbackStudents],
      ["follow-up-digest", waiting.admins],
      ["status-update", waiting.bulkLeads],
      ["weekly-summary", waiting.admins],
    ] as const) {
      expect(await emailsOfKind(kind), kind).toBe(all);
      expect(await addressesOfKind(kind), kind).toBe(all);
    }
    expect(await count("SELECT count(*) AS n FROM email_outbox WHERE status <> 'sent'")).toBe(0);
    expect(await count("SELECT count(*) AS n FROM bulk_action_leads WHERE notice = 'owed'")).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM rate_limits WHERE expires_at < '${new Date(mondayMorning).toISOString()}'`)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM sessions WHERE id LIKE 'budget-session-%'")).toBe(0);
  });
});
