import { afterEach, describe, expect, it } from "vitest";
import { firstHeading } from "../support/html";
import { startWorker, type TestWorker, type WorkerResponse } from "../support/worker";

let worker: TestWorker | undefined;
afterEach(async () => {
  await worker?.dispose();
  worker = undefined;
});

async function expectGenericErrorPage(response: WorkerResponse) {
  expect(response.status).toBe(500);
  const html = await response.text();
  expect(firstHeading(html)).toBe("Something went wrong");
  expect(html).not.toMatch(/SESSION_SECRET|stack|at .*\.js/i);
}

describe("the environment is checked on every request", () => {
  it("refuses to serve in production with an example secret, and logs which one", async () => {
    worker = await startWorker({ bindings: { ENVIRONMENT: "production" } });
    await expectGenericErrorPage(await worker.fetch("/"));
    await expect
      .poll(() => worker!.takeLogLines().find((line) => line.event === "invalid_environment"))
      .toMatchObject({ problems: [expect.stringContaining("SESSION_SECRET")] });
  });

  it("answers 500 when a secret is missing", async () => {
    worker = await startWorker({ bindings: { SESSION_SECRET: undefined } });
    await expectGenericErrorPage(await worker.fetch("/"));
  });

  it("serves production with real secrets", async () => {
    worker = await startWorker({
      bindings: { ENVIRONMENT: "production", SESSION_SECRET: "a-real-production-secret-of-forty-chars!" },
    });
    expect((await worker.fetch("/")).status).toBe(200);
  });
});
