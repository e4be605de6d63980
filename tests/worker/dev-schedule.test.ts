import { afterEach, describe, expect, it } from "vitest";
import { firstHeading, metaContent } from "../support/html";
import { postForm, rows, startWorker, startWorkerForFile, productionBindings, type TestWorker } from "../support/worker";

/** An e-mail waiting in the outbox, due since a minute ago: the scheduled run's outbox step delivers it. */
async function queueDueEmail(worker: TestWorker, id: string, subject: string) {
  await worker.db
    .prepare(
      "INSERT INTO email_outbox (id, kind, to_address, language, subject, text_body, html_body, status, next_attempt_at) VALUES (?, 'verify-email', 'someone@example.com', 'en', ?, 'Hello.', '<p>Hello.</p>', 'pending', ?)",
    )
    .bind(id, subject, new Date(Date.now() - 60_000).toISOString())
    .run();
}

const statusOf = async (worker: TestWorker, id: string) =>
  (await rows<{ status: string }>(worker, "SELECT status FROM email_outbox WHERE id = ?", id))[0]?.status;

describe("running the scheduled work now (development and test)", () => {
  const worker = startWorkerForFile();

  it("offers the run as a form, linked from the local mailbox", async () => {
    const response = await worker.fetch("/dev/schedule");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const html = await response.text();
    expect(firstHeading(html)).toBe("Scheduled work");
    expect(metaContent(html, "robots")).toBe("noindex");
    expect(html).toMatch(/<form method="post"[^>]*>[\s\S]*Run the scheduled work now<\/button>/);
    expect(await (await worker.fetch("/dev/mailbox")).text()).toContain('href="/dev/schedule"');
  });

  it("runs every scheduled step at once: a due e-mail is delivered to the local mailbox, and the page says what each step did", async () => {
    await queueDueEmail(worker, "due-now", "Waiting for the next run");
    expect(await statusOf(worker, "due-now")).toBe("pending");

    const response = await postForm(worker, "/dev/schedule", {});
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Run finished");
    expect(html).toMatch(/>outbox<\/th>\s*<td[^>]*>sent: 1, failed: 0,/);
    for (const step of ["reminders", "courseFeedback", "followUps", "weeklySummary", "endedSessions"]) expect(html).toContain(`>${step}</th>`);

    expect(await statusOf(worker, "due-now")).toBe("sent");
    expect(await (await worker.fetch("/dev/mailbox")).text()).toContain("Waiting for the next run");
  });
});

describe("running the scheduled work now, elsewhere", () => {
  let worker: TestWorker | undefined;
  afterEach(async () => {
    await worker?.dispose();
    worker = undefined;
  });

  it("does not exist in production: the page and its form post answer 404 and run nothing", async () => {
    worker = await startWorker({ bindings: { ...productionBindings } });
    await queueDueEmail(worker, "production-due", "Only the Cron Trigger sends this");
    // The site itself is up (so the 404s are the route's, not a refused environment).
    expect((await worker.fetch("/")).status).toBe(200);

    const page = await worker.fetch("/dev/schedule");
    expect(page.status).toBe(404);
    expect(firstHeading(await page.text())).toBe("Page Not Found");

    const post = await postForm(worker, "/dev/schedule", {});
    expect(post.status).toBe(404);
    expect(await post.text()).not.toContain("Run finished");
    expect(await statusOf(worker, "production-due")).toBe("pending");
  });
});
