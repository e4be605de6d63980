/**
 * The scheduled run's budget (docs/decisions/069, app/platform/run-budget.server.ts): what each step
 * may spend, given what the steps before it spent and what the steps after it are promised, and an
 * await that never settles given up at its deadline. The clock is the test's own, moved by hand.
 */
import { describe, expect, it } from "vitest";
import { BudgetSpentError, DeadlineError, RunBudget, withDeadline } from "~/platform/run-budget.server";

const limits = { queries: 100, emails: 20, ms: 10_000, callMs: 2_000 };

describe("the run's budget shared by its steps", () => {
  it("gives a step what the steps before it left, less what the steps after it are promised", () => {
    let now = 0;
    const run = new RunBudget(limits, () => now);
    const first = run.share({ queries: 40, emails: 5, ms: 4_000 });
    expect(first.allowed).toEqual({ queries: 60, emails: 15, ms: 6_000 });
    first.spendQueries(10);
    first.spendEmails(3);
    now = 1_000;
    // The second gets the first one's leftovers.
    const second = run.share({ queries: 0, emails: 0, ms: 0 });
    expect(second.allowed).toEqual({ queries: 90, emails: 17, ms: 9_000 });
    expect(run.queries).toBe(10);
    expect(run.emails).toBe(3);
  });

  it("refuses a step's queries and e-mails past its share, and its work once its time is up; the next step still gets its promise", () => {
    let now = 0;
    const run = new RunBudget(limits, () => now);
    const greedy = run.share({ queries: 30, emails: 10, ms: 3_000 });
    expect(greedy.hasRoom({ queries: 70 })).toBe(true);
    expect(greedy.hasRoom({ queries: 71 })).toBe(false);
    greedy.spendQueries(70);
    expect(() => greedy.spendQueries(1)).toThrow(BudgetSpentError);
    greedy.spendEmails(10);
    expect(() => greedy.spendEmails(1)).toThrow(BudgetSpentError);
    greedy.refundEmails(1);
    expect(greedy.emailsLeft()).toBe(1);
    now = 7_000;
    expect(greedy.hasRoom({})).toBe(false);
    expect(() => greedy.spendQueries(0)).toThrow(BudgetSpentError);
    // The step after it: exactly what it was promised.
    const next = run.share({ queries: 0, emails: 0, ms: 0 });
    expect(next.allowed).toEqual({ queries: 30, emails: 11, ms: 3_000 });
    expect(next.callDeadline()).toBe(2_000);
  });

  it("gives up an await that never settles at its deadline, and passes on one that does", async () => {
    await expect(withDeadline(new Promise(() => {}), 5, "a call that never answers")).rejects.toThrow(DeadlineError);
    await expect(withDeadline(Promise.resolve("answer"), 1_000, "a call that answers")).resolves.toBe("answer");
  });
});
