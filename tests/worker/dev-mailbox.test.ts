import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { decodeEntities, firstHeading, metaContent, title } from "../support/html";
import { leadPost } from "../support/lead-fixtures";
import { emailKinds } from "../../db/schema";
import { supportedLanguages } from "~/i18n/languages";
import { postForm, rows, startWorker, startWorkerForFile, testBindings, type TestWorker, productionBindings } from "../support/worker";

const mailboxPolicy = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox allow-popups allow-top-navigation-by-user-activation";

/** E-mails go out after the response (waitUntil): give a busy machine time. */
const patiently = { timeout: 15_000, interval: 50 };

/** The <article>s of the mailbox page, in page order. */
function articles(html: string): string[] {
  return html.match(/<article\b[\s\S]*?<\/article>/g) ?? [];
}

function subjectOf(article: string): string | undefined {
  const text = article
    .match(/<h2\b[^>]*>([\s\S]*?)<\/h2>/)?.[1]
    ?.replace(/<[^>]+>/g, "")
    .trim();
  return text === undefined ? undefined : decodeEntities(text);
}

async function insertOutboxRow(
  worker: TestWorker,
  row: { id: string; to: string; subject: string; text: string; html: string; headers?: string; createdAt: string },
) {
  await worker.db
    .prepare(
      "INSERT INTO email_outbox (id, kind, to_address, language, subject, text_body, html_body, headers, status, created_at) VALUES (?, 'verify-email', ?, 'en', ?, ?, ?, ?, 'sent', ?)",
    )
    .bind(row.id, row.to, row.subject, row.text, row.html, row.headers ?? "{}", row.createdAt)
    .run();
}

describe("the local mailbox (development and test)", () => {
  const worker = startWorkerForFile();

  it("says so when there are no messages yet", async () => {
    const response = await worker.fetch("/dev/mailbox");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(firstHeading(html)).toBe("Local mailbox");
    expect(html).toContain("No messages yet.");
    expect(articles(html)).toEqual([]);
  });

  describe("with messages", () => {
    beforeAll(async () => {
      await insertOutboxRow(worker, {
        id: "older-message",
        to: "first@example.com",
        subject: "The older message",
        text: "Nothing to click here.",
        html: "<p>Older</p>",
        createdAt: "2024-05-01T10:00:00.000Z",
      });
      await insertOutboxRow(worker, {
        id: "newer-message",
        to: "second@example.com",
        subject: "Verify your e-mail <now>",
        text: "Hello,\n\nOpen http://localhost:8787/verify-email/abc to verify.\n<b>not markup</b>",
        html: '<!DOCTYPE html><html><body style="color:#1e293b"><p>Open <a href="http://localhost:8787/verify-email/abc">the link</a></p><script>alert(1)</script></body></html>',
        headers: '{"List-Unsubscribe":"<http://localhost:8787/x>"}',
        createdAt: "2024-05-02T10:00:00.000Z",
      });
    });

    it("lists the messages newest first, each with its fields, in the site's layout", async () => {
      const response = await worker.fetch("/dev/mailbox");
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      // The edge page cache leaves it alone (a stored page would say "miss" the first time).
      expect(response.headers.get("X-Html-Cache")).toBeNull();
      const html = await response.text();
      expect(firstHeading(html)).toBe("Local mailbox");
      expect(title(html)).toBe("Local mailbox");
      expect(metaContent(html, "robots")).toBe("noindex");
      expect(html).toMatch(/<html[^>]*lang="en"/);
      expect(html).toContain('id="main"');
      expect(html).not.toContain("No messages yet.");

      const [newer, older, ...rest] = articles(html);
      expect(rest).toEqual([]);
      expect(subjectOf(newer!)).toBe("Verify your e-mail <now>");
      expect(subjectOf(older!)).toBe("The older message");
      expect(newer).toContain("second@example.com");
      expect(newer).toContain("verify-email");
      expect(newer).toContain("sent");
      expect(newer).toContain('dateTime="2024-05-02T10:00:00.000Z"');
      expect(older).toContain("first@example.com");
      expect(newer).toContain('href="/dev/mailbox/newer-message"');
      expect(older).toContain('href="/dev/mailbox/older-message"');
      expect(newer).toContain(">View HTML</a>");
    });

    it("shows every stored header", async () => {
      const [newer, older] = articles(await (await worker.fetch("/dev/mailbox")).text());
      expect(newer).toContain(">List-Unsubscribe</dt>");
      expect(newer).toContain(">&lt;http://localhost:8787/x&gt;</dd>");
      expect(older).not.toContain("List-Unsubscribe");
    });

    it("turns the plain text's URLs into links and escapes the rest", async () => {
      const [newer] = articles(await (await worker.fetch("/dev/mailbox")).text());
      const body = newer!.match(/<pre\b[^>]*>([\s\S]*?)<\/pre>/)?.[1];
      expect(body).toBeDefined();
      expect(body).toMatch(/<a href="http:\/\/localhost:8787\/verify-email\/abc"[^>]*>http:\/\/localhost:8787\/verify-email\/abc<\/a> to verify\./);
      expect(body).toContain("&lt;b&gt;not markup&lt;/b&gt;");
      expect(body).not.toContain("<b>");
    });

    it("serves a message's HTML locked down: no script, links still work, never stored", async () => {
      const response = await worker.fetch("/dev/mailbox/newer-message");
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
      expect(response.headers.get("Content-Security-Policy")).toBe(mailboxPolicy);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
      expect(response.headers.get("X-Html-Cache")).toBeNull();
      expect(await response.text()).toContain('<a href="http://localhost:8787/verify-email/abc">the link</a>');
    });

    it("answers 404 for an unknown message", async () => {
      const response = await worker.fetch("/dev/mailbox/no-such-message");
      expect(response.status).toBe(404);
      await response.arrayBuffer();
    });

    it("is English only: /es/dev/mailbox is not a page", async () => {
      const response = await worker.fetch("/es/dev/mailbox");
      expect(response.status).toBe(404);
      await response.arrayBuffer();
    });
  });

  describe("all templates", () => {
    it("renders every template with sample data in every language: subject, kind, language, the plain text with real links", async () => {
      const response = await worker.fetch("/dev/mailbox/templates");
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      const html = await response.text();
      expect(firstHeading(html)).toBe("E-mail templates");
      expect(metaContent(html, "robots")).toBe("noindex");
      const samples = articles(html);
      for (const kind of emailKinds) {
        for (const language of supportedLanguages) {
          const sample = samples.find((article) => article.includes(`>${kind}</dd>`) && article.includes(`>${language}</dd>`));
          expect(sample, `${kind} in ${language}`).toBeDefined();
          expect(subjectOf(sample!)?.length ?? 0).toBeGreaterThan(10);
          expect(sample).toMatch(/<pre\b[^>]*>[\s\S]+<\/pre>/);
          expect(sample).toMatch(/href="\/dev\/mailbox\/templates\/[^"]+"[^>]*>View HTML<\/a>/);
        }
      }
      const newsletter = samples.find((article) => article.includes(">newsletter-confirmation</dd>") && article.includes(">es</dd>"))!;
      expect(newsletter).toContain(testBindings.POSTAL_ADDRESS);
      expect(newsletter).toMatch(/<a href="http:\/\/localhost:8787\/es\/newsletter\/unsubscribe\/[^"]+"/);
      // The mailbox links to it.
      expect(await (await worker.fetch("/dev/mailbox")).text()).toContain('href="/dev/mailbox/templates"');
    });

    it("serves a sample's HTML locked down like a message's, and 404 for no such sample", async () => {
      const response = await worker.fetch("/dev/mailbox/templates/newsletter-confirmation.default.es");
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
      expect(response.headers.get("Content-Security-Policy")).toBe(mailboxPolicy);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      const html = await response.text();
      expect(html).toMatch(/<html dir="ltr" lang="es">/);
      expect(html).toContain(testBindings.POSTAL_ADDRESS);
      const missing = await worker.fetch("/dev/mailbox/templates/no-such-sample");
      expect(missing.status).toBe(404);
      await missing.arrayBuffer();
    });
  });

  it("shows a real lead's e-mail once it is delivered", async () => {
    const email = "mailbox-reader@example.com";
    const response = await postForm(worker, "/newsletter", leadPost("newsletter", { email, source: "footer" }), { "CF-Connecting-IP": "198.51.100.20" });
    expect(response.status).toBe(303);
    await response.arrayBuffer();
    await expect
      .poll(
        async () =>
          (
            await rows<{ status: string }>(
              worker,
              "SELECT o.status FROM email_outbox o JOIN form_submissions s ON s.id = o.submission_id WHERE s.email = ?",
              email,
            )
          ).map((row) => row.status),
        patiently,
      )
      .toEqual(["sent"]);

    // The sign-up's own confirmation (newsletter-confirmation) is listed too; the lead notice is the one read here.
    const newest = articles(await (await worker.fetch("/dev/mailbox")).text()).find((article) => article.includes("lead-notice"));
    expect(subjectOf(newest!)).toBe(`New lead: newsletter from ${email}`);
    expect(newest).toContain("leads@example.com");
    expect(newest).toContain("lead-notice");
    expect(newest).toMatch(/<a href="http:\/\/localhost:8787\/submissions-manager\?dialog=view&amp;id=[0-9a-f-]{36}"[^>]*>/);
  });
});

describe("the local mailbox elsewhere", () => {
  let worker: TestWorker | undefined;
  afterEach(async () => {
    await worker?.dispose();
    worker = undefined;
  });

  it("does not exist in production: every mailbox route answers 404", async () => {
    worker = await startWorker({
      bindings: productionBindings,
    });
    await insertOutboxRow(worker, {
      id: "production-message",
      to: "someone@example.com",
      subject: "A production message",
      text: "Private.",
      html: "<p>Private</p>",
      createdAt: "2024-05-03T10:00:00.000Z",
    });
    // The site itself is up (so the 404s are the mailbox's, not a refused environment).
    expect((await worker.fetch("/")).status).toBe(200);

    const page = await worker.fetch("/dev/mailbox");
    expect(page.status).toBe(404);
    const html = await page.text();
    expect(firstHeading(html)).toBe("Page Not Found");
    expect(html).not.toContain("A production message");

    const message = await worker.fetch("/dev/mailbox/production-message");
    expect(message.status).toBe(404);
    expect(await message.text()).not.toContain("Private");

    for (const path of ["/dev/mailbox/templates", "/dev/mailbox/templates/verify-email.default.en"]) {
      const templates = await worker.fetch(path);
      expect(templates.status, path).toBe(404);
      expect(await templates.text()).not.toContain("/verify-email/");
    }
  });
});
