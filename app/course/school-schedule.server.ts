/**
 * The school's scheduled work, run by the Worker's Cron Trigger (every five minutes, wrangler.toml)
 * before the outbox is delivered, so what it queues leaves in the same run. Every step is
 * idempotent: it records what it did in the same D1 batch as the e-mail it queues, so a rerun, or
 * two runs at once, send nothing twice. A step that fails is logged and the others still run.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { sendCourseReminders } from "./course-reminders.server";
import { runCourseFeedback } from "./course-feedback.server";
import { sendFollowUpReminders } from "~/admin/follow-up-reminders.server";
import { runBulkWorkSchedule } from "~/admin/bulk-work.server";
import { sendWeeklySummaries } from "~/admin/weekly-summary.server";

/** One step: what it did, as counts for the scheduled run's log line. */
type ScheduledStep = (context: AppLoadContext, now: number) => Promise<Record<string, number>>;

const steps: Record<string, ScheduledStep> = {
  reminders: sendCourseReminders,
  courseFeedback: runCourseFeedback,
  // The admins' morning e-mail of follow-ups due (docs/leads.md).
  followUps: sendFollowUpReminders,
  // The applicants' e-mails a bulk status change still owes, and old bulk changes deleted (decision 061).
  bulkWork: (context) => runBulkWorkSchedule(context.db),
  // The admins' Monday e-mail of the Overview's figures (docs/decisions/067).
  weeklySummary: sendWeeklySummaries,
};

export async function runSchoolSchedule(context: AppLoadContext, now: number): Promise<Record<string, number | string>> {
  const summary: Record<string, number | string> = {};
  for (const [name, step] of Object.entries(steps)) {
    try {
      for (const [key, value] of Object.entries(await step(context, now))) summary[`${name}.${key}`] = value;
    } catch (error) {
      console.error(JSON.stringify({ level: "error", event: "scheduled_step_failed", step: name, message: String(error) }));
      summary[`${name}.failed`] = String(error).slice(0, 200);
    }
  }
  return summary;
}
