/**
 * What the Worker's Cron Trigger runs (every five minutes, wrangler.toml): the one list of its steps,
 * in the order they run, with each step's promised share of the run's budget. The features' steps
 * first (the school's reminders and quarter feedback, the admins' morning e-mail, bulk work's
 * e-mails, the Monday summary), then the outbox (what those steps queued, and retries), then the
 * clean-ups. Every step is idempotent: it records what it did in the same D1 batch as the e-mail it
 * queues, so a rerun, or two runs at once, send nothing twice.
 *
 * This module sits above the features and only composes them (docs/decisions/079); the runner, the
 * budget and the step's type are the platform's (app/platform/scheduled-run.server.ts, decision 069).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { sendFollowUpReminders } from "~/admin/follow-up-reminders.server";
import { runBulkWorkSchedule } from "~/admin/bulk-work.server";
import { sendWeeklySummaries } from "~/admin/weekly-summary.server";
import { purgeSpentAccountTokens } from "~/auth/account-tokens.server";
import { purgeEndedSessions } from "~/auth/session.server";
import { purgeEndedChallenges } from "~/auth/sign-in-challenges.server";
import { deliverDueEmails } from "~/email/outbox.server";
import { emailSenderFor } from "~/email/senders.server";
import { purgeExpiredRateLimits } from "~/platform/rate-limit.server";
import { cleanUp, runScheduledSteps, type ScheduledStep } from "~/platform/scheduled-run.server";
import { runCourseFeedback } from "~/school/course-feedback.server";
import { sendCourseReminders } from "~/school/course-reminders.server";
import { runItemAnalysis } from "~/studio/item-analysis.server";

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
  // Once a New York day, last (it gets whatever time the steps before it left): how each question
  // performs (docs/school.md, "Item analysis"); four grouped reads of every submitted answer, one per
  // attempt kind, and one batch that replaces the figures. Measured: 8.6 to 9.8 s over 1,000,000 answers.
  itemAnalysis: { promised: { queries: 16, emails: 0, ms: 8_000 }, run: runItemAnalysis },
};

/** The Cron Trigger's run: every step above, in order, under one budget. */
export function runScheduledWork(base: Pick<AppLoadContext, "env" | "ctx" | "cspNonce">, database: D1Database, now: number) {
  return runScheduledSteps(scheduledSteps, base, database, now);
}
