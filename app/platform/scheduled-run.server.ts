/**
 * The runner of the Cron Trigger's steps under one budget per run (docs/decisions/069): D1 queries,
 * e-mails and wall time, shared by the steps in turn; each step is promised its share (`promised`)
 * and gets what the steps before it left over. A step works in batches while its share has room and
 * leaves the rest to the next run. A step that fails, overruns its share or waits too long is logged
 * and stopped; the steps after it still run. Which steps run, in which order, is not the platform's:
 * the list is app/scheduled/steps.server.ts (docs/decisions/079).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { createDb } from "../../db/client";
import {
  BudgetSpentError,
  DeadlineError,
  meteredD1,
  RunBudget,
  withDeadline,
  type RunLimits,
  type ScheduledContext,
  type StepPromise,
} from "./run-budget.server";

export interface ScheduledStep {
  /** What the step is sure to get when its turn comes (it may get more: what earlier steps left). */
  promised: StepPromise;
  /** What the step did, as counts for the run's log line. */
  run(context: ScheduledContext, now: number): Promise<Record<string, number>>;
}

/** A clean-up: one bounded delete. */
export const cleanUp = (purge: (context: ScheduledContext, now: number) => Promise<number>): ScheduledStep => ({
  promised: { queries: 4, emails: 0, ms: 500 },
  run: async (context, now) => ({ deleted: await purge(context, now) }),
});

/**
 * The run's limits (docs/decisions/069): under D1's 1,000 queries per Worker invocation, and a wall
 * time under the 30 s of CPU a Cron Trigger run every five minutes may use (CPU never exceeds wall
 * time), so even a run that computes all along ends inside it. Each step's promised share fits in them.
 * 28 s since the daily item analysis (docs/school.md) joined the steps with 8 s of its own; before, 20 s.
 */
export const scheduledRunLimits: RunLimits = { queries: 800, emails: 240, ms: 28_000, callMs: 10_000 };

/** One step's figures in the run's log line. */
type StepReport = Record<string, number | string>;

/** Runs the steps in their order under one budget; each step's counts, and what it spent (wall ms, queries, e-mails). */
export async function runScheduledSteps(
  scheduledSteps: Record<string, ScheduledStep>,
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
