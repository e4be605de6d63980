/**
 * Everything the Worker's Cron Trigger runs (every five minutes, wrangler.toml), in this order: the
 * school's scheduled work (course reminders, quarter feedback, the admins' morning e-mail, bulk
 * work's e-mails, the Monday summary), then the outbox (what those steps queued, and retries), then
 * the clean-ups. Every step is idempotent: it records what it did in the same D1 batch as the e-mail
 * it queues, so a rerun, or two runs at once, send nothing twice.
 *
 * One budget per run (docs/decisions/069, app/platform/run-budget.server.ts): D1 queries, e-mails
 * and wall time, shared by the steps in turn; each step is promised its share (`promised`) and gets
 * what the steps before it left over. A step works in batches while its share has room and leaves
 * the rest to the next run. A step that fails, overruns its share or waits too long is logged and
 * stopped; the steps after it still run.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { createDb } from "../../db/client";
import { sendCourseReminders } from "~/school/course-reminders.server";
import { runCourseFeedback } from "~/school/course-feedback.server";
import { sendFollowUpReminders } from "~/admin/follow-up-reminders.server";
import { runBulkWorkSchedule } from "~/admin/bulk-work.server";
import { sendWeeklySummaries } from "~/admin/weekly-summary.server";
import { purgeSpentAccountTokens } from "~/auth/account-tokens.server";
import { purgeEndedSessions } from "~/auth/session.server";
import { purgeEndedChallenges } from "~/auth/sign-in-challenges.server";
import { deliverDueEmails } from "~/email/outbox.server";
import { emailSenderFor } from "~/email/senders.server";
import { BudgetSpentError, DeadlineError, meteredD1, RunBudget, withDeadline, type RunLimits, type ScheduledContext, type StepPromise } from "~/platform/run-budget.server";
import { purgeExpiredRateLimits } from "~/platform/rate-limit.server";

interface ScheduledStep {
  /** What the step is sure to get when its turn comes (it may get more: what earlier steps left). */
  promised: StepPromise;
  /** What the step did, as counts for the run's log line. */
  run(context: ScheduledContext, now: number): Promise<Record<string, number>>;
}

/** A clean-up: one bounded delete. */
const cleanUp = (purge: (context: ScheduledContext, now: number) => Promise<number>): ScheduledStep => ({
  promised: { queries: 4, emails: 0, ms: 500 },
  run: async (context, now) => ({ deleted: await purge(context, now) }),
});

/**
 * The steps in the order they run, each with its promised share. An e-mail costs a step about six
 * queries (the address's budget, the batch that records it with the e-mail, its reads).
 */
export const scheduledSteps: Record<string, ScheduledStep> = {
  // docs/school.md: the exam within three days, a week without study, the certificate's window ending.
  reminders: { promised: { queries: 300, emails: 45, ms: 5_000 }, run: sendCourseReminders },
  // docs/decisions/047: the feedback at each quarter of the course.
  courseFeedback: { promised: { queries: 200, emails: 25, ms: 4_000 }, run: runCourseFeedback },
  // The admins' morning e-mail of follow-ups due (docs/leads.md).
  followUps: { promised: { queries: 40, emails: 5, ms: 1_500 }, run: sendFollowUpReminders },
  // The applicants' e-mails a bulk status change still owes, and old bulk changes deleted (decision 061).
  bulkWork: { promised: { queries: 30, emails: 100, ms: 2_500 }, run: runBulkWorkSchedule },
  // The admins' Monday e-mail of the Overview's figures (docs/decisions/067).
  weeklySummary: { promised: { queries: 40, emails: 5, ms: 1_500 }, run: sendWeeklySummaries },
  // What the steps above queued, and the retries that are due (docs/decisions/010).
  outbox: { promised: { queries: 120, emails: 50, ms: 3_500 }, run: ({ db, env, budget }, now) => deliverDueEmails(db, emailSenderFor(env), { now, budget }) },
  rateLimits: cleanUp(({ db }, now) => purgeExpiredRateLimits(db, now)),
  endedSessions: cleanUp(({ db }, now) => purgeEndedSessions(db, now)),
  spentPasswordLinks: cleanUp(({ db }, now) => purgeSpentAccountTokens(db, now)),
  endedChallenges: cleanUp(({ db }, now) => purgeEndedChallenges(db, now)),
};

/**
 * The run's limits (docs/decisions/069): under D1's 1,000 queries per Worker invocation, and a wall
 * time under the 30 s of CPU a Cron Trigger run every five minutes may use (CPU never exceeds wall
 * time), so even a run that computes all along ends inside it. Each step's promised share fits in them.
 */
export const scheduledRunLimits: RunLimits = { queries: 800, emails: 240, ms: 20_000, callMs: 10_000 };

/** One step's figures in the run's log line. */
export type StepReport = Record<string, number | string>;

/** Runs every step under one budget; each step's counts, and what it spent (wall ms, queries, e-mails). */
export async function runScheduledWork(
  base: Pick<AppLoadContext, "env" | "ctx" | "cspNonce">,
  database: D1Database,
  now: number,
  limits: RunLimits = scheduledRunLimits,
): Promise<{ steps: Record<string, StepReport>; spent: { ms: number; queries: number; emails: number } }> {
  const budget = new RunBudget(limits);
  const names = Object.keys(scheduledSteps);
  const steps: Record<string, StepReport> = {};
  for (const [index, name] of names.entries()) {
    const later = names.slice(index + 1).reduce((sum, each) => addPromises(sum, scheduledSteps[each]!.promised), { queries: 0, emails: 0, ms: 0 });
    const share = budget.share(later);
    const context: ScheduledContext = { ...base, db: createDb(meteredD1(database, share)), budget: share };
    let report: StepReport;
    try {
      report = { ...(await withDeadline(scheduledSteps[name]!.run(context, now), share.msLeft(), `the step ${name}`)) };
    } catch (error) {
      const outcome = error instanceof BudgetSpentError ? "spent" : error instanceof DeadlineError ? "deadline" : "failed";
      console.error(JSON.stringify({ level: "error", event: "scheduled_step_failed", step: name, outcome, message: String(error).slice(0, 200) }));
      report = { stopped: outcome, error: String(error).slice(0, 200) };
    }
    steps[name] = { ...report, wallMs: budget.now() - share.startedAt, queries: share.queries, emails: share.emails };
    // A line as each step ends: a run stopped from outside still tells how far it got.
    console.log(JSON.stringify({ level: "info", event: "scheduled_step", step: name, ...steps[name] }));
  }
  return { steps, spent: { ms: budget.now() - budget.startedAt, queries: budget.queries, emails: budget.emails } };
}

const addPromises = (a: StepPromise, b: StepPromise): StepPromise => ({ queries: a.queries + b.queries, emails: a.emails + b.emails, ms: a.ms + b.ms });
