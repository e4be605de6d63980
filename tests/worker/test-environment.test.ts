/**
 * What the worker lets the tests see and set, only in the test environment (docs/decisions/077):
 * the instant its rate limits count at (TEST_RATE_LIMIT_CLOCK) and the end of the work its
 * responses leave for after them. Production refuses the one and does not know the other.
 */
import { describe, expect, it } from "vitest";
import { afterWorkPath } from "~/platform/after-work.server";
import { fromNewClient } from "../support/accounts";
import { emailsTo } from "../support/mailbox";
import { insertUser } from "../factories";
import { postForm, productionBindings, rows, startWorker, startWorkerForFile, testBindings } from "../support/worker";

/** An instant long past, in the middle of a 15-minute window, that no wall clock reads today. */
const fixedInstant = Date.UTC(2001, 8, 1, 10, 7, 30);
const worker = startWorkerForFile({ bindings: { TEST_RATE_LIMIT_CLOCK: String(fixedInstant) } });

describe("the test environment's rate-limit clock", () => {
  it("counts every limit at the worker's TEST_RATE_LIMIT_CLOCK, whatever the wall clock says", async () => {
    expect(worker.rateLimitInstant).toBe(fixedInstant);
    const response = await postForm(worker, "/forgot-password", { email: "clock-1@example.com" }, fromNewClient());
    expect(response.status).toBe(303);
    const windowMs = 900 * 1000;
    const index = Math.floor(fixedInstant / windowMs);
    const counted = await rows<{ key: string; expires_at: string; count: number }>(
      worker,
      "SELECT key, expires_at, count FROM rate_limits WHERE key LIKE 'reset-request:%'",
    );
    expect(counted.map((row) => [row.key.split(":")[2], row.expires_at, row.count])).toEqual([
      [String(index), new Date((index + 1) * windowMs).toISOString(), 1],
    ]);
  });

  it("is refused by a production worker, which serves nothing with it set", async () => {
    const production = await startWorker({
      bindings: { ...productionBindings, POSTAL_ADDRESS: testBindings.POSTAL_ADDRESS, TEST_RATE_LIMIT_CLOCK: String(fixedInstant) },
    });
    try {
      expect(production.rateLimitInstant).toBe(fixedInstant);
      expect((await production.fetch("/")).status).toBe(500);
      const problems = production.takeLogLines().find((line) => line.event === "invalid_environment")?.problems;
      expect(problems).toEqual([expect.stringMatching(/^TEST_RATE_LIMIT_CLOCK: only for ENVIRONMENT=test/)]);
    } finally {
      await production.dispose();
    }
  });
});

describe("the end of a response's after-work", () => {
  it("is answered once the work a response left for after it is done: the reset e-mail is in the outbox", async () => {
    const { user } = await insertUser(worker.db);
    expect((await postForm(worker, "/forgot-password", { email: user.email }, fromNewClient())).status).toBe(303);
    await worker.afterWork();
    expect((await emailsTo(worker, user.email)).map((email) => email.kind)).toEqual(["password-reset"]);
  });

  it("is an unknown page to a production worker", async () => {
    const production = await startWorker({ bindings: { ...productionBindings, POSTAL_ADDRESS: testBindings.POSTAL_ADDRESS } });
    try {
      expect(production.rateLimitInstant).toBeUndefined();
      const response = await production.fetch(afterWorkPath);
      expect(response.status).toBe(404);
      await response.arrayBuffer();
      await expect(production.afterWork()).rejects.toThrow(/did not say when its after-work ended \(404\)/);
    } finally {
      await production.dispose();
    }
  });
});
