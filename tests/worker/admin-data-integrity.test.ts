/**
 * What the admins see matches what happened: addresses match whatever their case, a change is
 * audited once however many clicks race, and a lead resent after a dropped connection is one lead.
 */
import { describe, expect, it } from "vitest";
import { formRateLimit } from "~/leads/submit-lead.server";
import { insertLeads, partnerApplicationFactory, leadFactory } from "../factories";
import { nextClientAddress, postAs, signedInAdminForFile } from "../support/accounts";
import { formPaths, leadPost, validLeads } from "../support/lead-fixtures";
import { postForm, rows, startWorkerForFile } from "../support/worker";

const worker = startWorkerForFile();
const admin = signedInAdminForFile(worker);

describe("addresses are compared without case", () => {
  it("erase-by-e-mail removes rows whose address differs only in case, their e-mails and the subscription", async () => {
    const [first, second, third, other] = await insertLeads(worker.db, [
      leadFactory({ email: "Spam.MixedCase@Example.ORG" }),
      leadFactory({ email: "spam.mixedcase@example.org" }),
      leadFactory({ email: "SPAM.MIXEDCASE@EXAMPLE.ORG", formType: "newsletter" }),
      leadFactory({ email: "someone.else@example.org" }),
    ]);
    await worker.db.prepare("INSERT INTO newsletter_subscribers (email, status) VALUES ('spam.mixedcase@example.org', 'subscribed')").run();
    const response = await postAs(worker, admin.cookie, "/submissions-manager", { intent: "erase", id: first!.id, view: "" });
    expect(response.status).toBe(303);
    const left = await rows<{ id: string }>(worker, "SELECT id FROM form_submissions WHERE id IN (?, ?, ?, ?)", first!.id, second!.id, third!.id, other!.id);
    expect(left.map((row) => row.id)).toEqual([other!.id]);
    expect(await rows(worker, "SELECT email FROM newsletter_subscribers WHERE email = 'spam.mixedcase@example.org'")).toEqual([]);
  });
});

describe("the audit log records what changed, once", () => {
  it("20 concurrent approvals make one listing and one audit row", async () => {
    const [application] = await insertLeads(worker.db, [partnerApplicationFactory({ name: "Race Condition Partners" })]);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        postAs(worker, admin.cookie, "/submissions-manager", { intent: "approve", id: application!.id, category: "tax-services", view: "" }),
      ),
    );
    expect(responses.every((response) => response.status === 303)).toBe(true);
    expect(await rows(worker, "SELECT id FROM partners WHERE submission_id = ?", application!.id)).toHaveLength(1);
    expect(await rows(worker, "SELECT id FROM audit_log WHERE action = 'partner.approve' AND target = ?", application!.id)).toHaveLength(1);
  });

  it("concurrent deletes of one lead audit once", async () => {
    const [lead] = await insertLeads(worker.db, [leadFactory()]);
    await Promise.all(Array.from({ length: 5 }, () => postAs(worker, admin.cookie, "/submissions-manager", { intent: "delete", id: lead!.id, view: "" })));
    expect(await rows(worker, "SELECT id FROM form_submissions WHERE id = ?", lead!.id)).toEqual([]);
    expect(await rows(worker, "SELECT id FROM audit_log WHERE action = 'submission.delete' AND target = ?", lead!.id)).toHaveLength(1);
  });

  it("an erase that finds nothing more leaves no second row", async () => {
    const [lead] = await insertLeads(worker.db, [leadFactory({ email: "twice.erased@example.org" }), leadFactory({ email: "twice.erased@example.org" })]);
    await Promise.all(Array.from({ length: 4 }, () => postAs(worker, admin.cookie, "/submissions-manager", { intent: "erase", id: lead!.id, view: "" })));
    expect(await rows(worker, "SELECT id FROM audit_log WHERE action = 'submission.erase' AND target = 'twice.erased@example.org'")).toHaveLength(1);
  });
});

describe("a resent lead is one lead", () => {
  const post = (fields: Record<string, string>, client: string) => postForm(worker, formPaths["license-application"], fields, { "CF-Connecting-IP": client });

  it("the same post resent by the same client (no JavaScript) is stored once and answered the same", async () => {
    const client = nextClientAddress();
    const fields = leadPost("license-application", { ...validLeads["license-application"], email: "resent@example.com" });
    const first = await post(fields, client);
    const again = await post(fields, client);
    expect(first.status).toBe(303);
    expect(again.status).toBe(303);
    expect(again.headers.get("Location")).toBe(first.headers.get("Location"));
    expect(await rows(worker, "SELECT id FROM form_submissions WHERE email = 'resent@example.com'")).toHaveLength(1);
    // Its e-mails were queued once too.
    expect(
      await rows(worker, "SELECT o.id FROM email_outbox o JOIN form_submissions s ON s.id = o.submission_id WHERE s.email = 'resent@example.com'"),
    ).toHaveLength(2);
  });

  it("ten copies racing with one key store one lead; a new key is a new lead", async () => {
    const client = nextClientAddress();
    const fields = {
      ...leadPost("license-application", { ...validLeads["license-application"], email: "racing@example.com" }),
      idempotencyKey: "key-one",
      enhanced: "1",
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(fields, client)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(await rows(worker, "SELECT id FROM form_submissions WHERE email = 'racing@example.com'")).toHaveLength(1);
    await post({ ...fields, idempotencyKey: "key-two" }, client);
    expect(await rows(worker, "SELECT id FROM form_submissions WHERE email = 'racing@example.com'")).toHaveLength(2);
  });

  it("the same values from another client are another lead", async () => {
    const fields = leadPost("license-application", { ...validLeads["license-application"], email: "two.people@example.com" });
    await post(fields, nextClientAddress());
    await post(fields, nextClientAddress());
    expect(await rows(worker, "SELECT id FROM form_submissions WHERE email = 'two.people@example.com'")).toHaveLength(2);
  });
});

describe("the newsletter's budget", () => {
  it("counts valid sign-ups per place: the footer's does not use up the blog's or the About dialog's", async () => {
    const client = nextClientAddress();
    const signUp = (source: string, index: number) =>
      postForm(worker, "/newsletter", leadPost("newsletter", { email: `budget-${source}-${index}@example.com`, source }), { "CF-Connecting-IP": client });
    for (let index = 0; index < formRateLimit.limit; index++) expect((await signUp("footer", index)).status).toBe(303);
    expect((await signUp("footer", 99)).status).toBe(429);
    expect((await signUp("blog", 0)).status).toBe(303);
    expect((await signUp("about-email-dialog", 0)).status).toBe(303);
  });

  it("does not count invalid attempts", async () => {
    const client = nextClientAddress();
    for (let index = 0; index < formRateLimit.limit + 5; index++) {
      const invalid = await postForm(worker, "/newsletter", leadPost("newsletter", { email: "not-an-address", source: "blog" }), {
        "CF-Connecting-IP": client,
      });
      expect(invalid.status).toBe(422);
    }
    const valid = await postForm(worker, "/newsletter", leadPost("newsletter", { email: "counted@example.com", source: "blog" }), {
      "CF-Connecting-IP": client,
    });
    expect(valid.status).toBe(303);
  });
});
