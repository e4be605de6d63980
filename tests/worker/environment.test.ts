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
  const productionEmail = { EMAIL_PROVIDER: "http", EMAIL_API_URL: "https://email.example/send" };

  it("refuses to serve in production with example secrets, and logs which ones", async () => {
    worker = await startWorker({ bindings: { ENVIRONMENT: "production", ...productionEmail, EMAIL_API_KEY: "local-email-key" } });
    await expectGenericErrorPage(await worker.fetch("/"));
    await expect
      .poll(() => worker!.takeLogLines().find((line) => line.event === "invalid_environment"))
      .toMatchObject({
        problems: [expect.stringContaining("SESSION_SECRET"), expect.stringContaining("ADMIN_MASTER_PASSWORD"), expect.stringContaining("EMAIL_API_KEY")],
      });
  });

  it("refuses production without a real e-mail provider", async () => {
    worker = await startWorker({
      bindings: { ENVIRONMENT: "production", SESSION_SECRET: "a-real-production-secret-of-forty-chars!", EMAIL_PROVIDER: "log" },
    });
    await expectGenericErrorPage(await worker.fetch("/"));
  });

  it("answers 500 when a secret is missing", async () => {
    worker = await startWorker({ bindings: { SESSION_SECRET: undefined } });
    await expectGenericErrorPage(await worker.fetch("/"));
  });

  it("serves production with real secrets", async () => {
    worker = await startWorker({
      bindings: {
        ENVIRONMENT: "production",
        SESSION_SECRET: "a-real-production-secret-of-forty-chars!",
        ADMIN_MASTER_PASSWORD: "a-real-master-password",
        ...productionEmail,
        EMAIL_API_KEY: "re_live_key",
      },
    });
    expect((await worker.fetch("/")).status).toBe(200);
  });
});
