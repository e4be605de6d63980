/**
 * One budget for each run of the Worker's scheduled handler (docs/decisions/069): the D1 queries it
 * may make, the e-mails it may queue or deliver, and the wall time it may take, shared by its steps
 * in the order they run. Each step gets a share (`StepShare`): what the steps before it left, less
 * what the steps after it are promised. A step plans its batches with `hasRoom` and leaves the rest
 * to the next run (five minutes later); past its share its database refuses further queries and its
 * time is up, so a step that overruns ends there and the next one still gets its own share.
 *
 * Nothing waits without end: every D1 call a step makes carries a deadline (`meteredD1`), and so does
 * every other await that leaves the Worker (`withDeadline`).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";

/** What a scheduled step sees: the app's context, its database metered, and its share of the run. */
export type ScheduledContext = AppLoadContext & { budget: StepShare };

/** What one run may spend. */
export interface RunLimits {
  /** D1 queries: each statement counts, a batch counts each of its statements. */
  queries: number;
  /** E-mails queued into the outbox or handed to the e-mail API. */
  emails: number;
  /** Wall time, in milliseconds, from the run's start. */
  ms: number;
  /** The longest one D1 call or outgoing request may take before the step stops waiting. */
  callMs: number;
}

/** What a step is promised when its turn comes, whatever the steps before it spent. */
export type StepPromise = Pick<RunLimits, "queries" | "emails" | "ms">;

/** A step's share was spent: its database refused a query, or its time ran out. */
export class BudgetSpentError extends Error {
  constructor(what: string) {
    super(`the step's share of the scheduled run is spent (${what})`);
    this.name = "BudgetSpentError";
  }
}

/** An await that left the Worker did not settle in time. */
export class DeadlineError extends Error {
  constructor(what: string, ms: number) {
    super(`${what} did not answer within ${ms} ms`);
    this.name = "DeadlineError";
  }
}

/** `promise`, or a DeadlineError once `ms` have passed (the timer cleared either way). */
export function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineError(what, ms)), Math.max(0, ms));
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}

/** The run's budget: its limits, what its steps spent, and each step's share in turn. */
export class RunBudget {
  readonly startedAt: number;
  queries = 0;
  emails = 0;

  constructor(
    readonly limits: RunLimits,
    private readonly clock: () => number = Date.now,
  ) {
    this.startedAt = clock();
  }

  now(): number {
    return this.clock();
  }

  /** The share of the step whose turn it is, when the steps after it are promised `later`. */
  share(later: StepPromise): StepShare {
    const elapsed = this.clock() - this.startedAt;
    return new StepShare(this, {
      queries: Math.max(0, this.limits.queries - this.queries - later.queries),
      emails: Math.max(0, this.limits.emails - this.emails - later.emails),
      ms: Math.max(0, this.limits.ms - elapsed - later.ms),
    });
  }
}

/** One step's share of the run's budget: it spends from the run's own counts. */
export class StepShare {
  readonly startedAt: number;
  queries = 0;
  emails = 0;

  constructor(
    private readonly run: RunBudget,
    readonly allowed: StepPromise,
  ) {
    this.startedAt = run.now();
  }

  get callMs(): number {
    return this.run.limits.callMs;
  }

  /** Milliseconds left of the step's time. */
  msLeft(): number {
    return this.allowed.ms - (this.run.now() - this.startedAt);
  }

  /** E-mails the step may still queue or send. */
  emailsLeft(): number {
    return Math.max(0, this.allowed.emails - this.emails);
  }

  /** Whether a piece of work costing this much still fits in the step's share (time included). */
  hasRoom(cost: { queries?: number; emails?: number }): boolean {
    return this.queries + (cost.queries ?? 0) <= this.allowed.queries && this.emails + (cost.emails ?? 0) <= this.allowed.emails && this.msLeft() > 0;
  }

  /** Counts `count` queries about to be made, or refuses them past the share. */
  spendQueries(count: number): void {
    if (this.queries + count > this.allowed.queries) throw new BudgetSpentError(`${this.allowed.queries} queries`);
    if (this.msLeft() <= 0) throw new BudgetSpentError(`${this.allowed.ms} ms`);
    this.queries += count;
    this.run.queries += count;
  }

  /** Counts e-mails about to be queued or sent, or refuses them past the share. */
  spendEmails(count: number): void {
    if (this.emails + count > this.allowed.emails) throw new BudgetSpentError(`${this.allowed.emails} e-mails`);
    this.emails += count;
    this.run.emails += count;
  }

  /** Gives back e-mails counted for messages that were not kept after all. */
  refundEmails(count: number): void {
    this.emails -= count;
    this.run.emails -= count;
  }

  /** The deadline of one await that leaves the Worker: the call's own limit, within the step's time. */
  callDeadline(): number {
    return Math.max(0, Math.min(this.callMs, this.msLeft()));
  }
}

/** The statements a metered database made, to hand the real ones to D1's batch. */
const realStatements = new WeakMap<object, D1PreparedStatement>();

function meteredStatement(statement: D1PreparedStatement, share: StepShare): D1PreparedStatement {
  const call = <T>(what: string, run: () => Promise<T>): Promise<T> => {
    share.spendQueries(1);
    return withDeadline(run(), share.callDeadline(), `D1 ${what}`);
  };
  const metered = {
    bind: (...values: unknown[]) => meteredStatement(statement.bind(...values), share),
    first: (column?: string) => call("first", () => (column === undefined ? statement.first() : statement.first(column))),
    all: () => call("all", () => statement.all()),
    run: () => call("run", () => statement.run()),
    raw: (options?: { columnNames?: boolean }) => call("raw", () => (options?.columnNames ? statement.raw({ columnNames: true }) : statement.raw())),
  } as unknown as D1PreparedStatement;
  realStatements.set(metered, statement);
  return metered;
}

/**
 * The D1 binding as a step sees it: each statement counted against the step's share (refused past
 * it), and each call given up after the call's deadline. What else D1 offers is not for steps.
 */
export function meteredD1(database: D1Database, share: StepShare): D1Database {
  return {
    prepare: (query: string) => meteredStatement(database.prepare(query), share),
    batch: (statements: D1PreparedStatement[]) => {
      share.spendQueries(statements.length);
      const real = statements.map((statement) => realStatements.get(statement) ?? statement);
      return withDeadline(database.batch(real), share.callDeadline(), `D1 batch of ${statements.length}`);
    },
    exec: () => Promise.reject(new Error("exec is not for scheduled steps")),
    dump: () => Promise.reject(new Error("dump is not for scheduled steps")),
  } as unknown as D1Database;
}
