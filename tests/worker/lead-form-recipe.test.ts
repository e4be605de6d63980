/**
 * The recipe for a new lead form (docs/decisions/022-one-definition-per-lead-form.md), shown by the
 * example form: app/leads/forms/example-callback.ts (a name and an e-mail) plus its line in
 * app/leads/forms/index.ts, mounted on the development page /dev/example-form. Through the built
 * worker and a real D1: stored, listed and exported like every lead, and no e-mail to the visitor,
 * since its definition declares no confirmation.
 */
import { afterEach, describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { getAs, signedInAdminForFile } from "../support/accounts";
import { parseCsv } from "../support/csv";
import { decodeEntities } from "../support/html";
import { leadPost, validLeads } from "../support/lead-fixtures";
import { decodeSingleFetch } from "../support/mailbox";
import { postForm, rows, startWorker, startWorkerForFile, testBindings, type TestWorker, productionBindings } from "../support/worker";

const page = "/dev/example-form";

interface StoredLead {
  id: string;
  form_type: string;
  source: string;
  data: string;
  email: string;
  first_name: string;
  status: string;
  language: string;
}

interface OutboxEmail {
  submission_id: string | null;
  kind: string;
  to_address: string;
  subject: string;
}

describe("a new lead form: one module and one registry line, mounted on one page", () => {
  const worker = startWorkerForFile();
  const admin = signedInAdminForFile(worker);
  let clientNumber = 0;
  const post = (path: string, fields: Record<string, string>) => postForm(worker, path, fields, { "CF-Connecting-IP": `198.51.100.${++clientNumber}` });
  const leadsTo = (email: string) => rows<StoredLead>(worker, "SELECT * FROM form_submissions WHERE email = ?", email);
  const emailsOf = (leadId: string) =>
    rows<OutboxEmail>(worker, "SELECT submission_id, kind, to_address, subject FROM email_outbox WHERE submission_id = ?", leadId);

  it("shows its two fields on the page where it is mounted", async () => {
    const response = await worker.fetch(page);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<input[^>]*name="formType"[^>]*value="example-callback"/);
    expect(html).toMatch(/<input[^>]*name="name"/);
    expect(html).toMatch(/<input[^>]*name="email"/);
  });

  it("without JavaScript: stores the lead in D1 and comes back to the page with the success toast", async () => {
    const email = "no-script@example.com";
    const response = await post(page, leadPost("example-callback", { ...validLeads["example-callback"], email }));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(page);

    const [lead, ...others] = await leadsTo(email);
    expect(others).toEqual([]);
    expect(lead).toMatchObject({ form_type: "example-callback", source: "website", first_name: "Ana Example", status: "new", language: "en" });
    const { timestamp, ...data } = JSON.parse(lead!.data) as Record<string, unknown>;
    expect(data).toEqual({ name: "Ana Example", email, submittedFrom: page });
    expect(timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    // The toast travels in the flash cookie to the page it comes back to.
    const back = await worker.fetch(page, {
      headers: {
        Cookie: response.headers
          .getSetCookie()
          .map((cookie) => cookie.split(";")[0])
          .join("; "),
      },
    });
    expect(decodeEntities(await back.text())).toContain(en.contact.successTitle);
  });

  it("with JavaScript (the fetcher's .data post): answers with data and stores the lead", async () => {
    const email = "with-script@example.com";
    const response = await post(`${page}.data`, leadPost("example-callback", { ...validLeads["example-callback"], email }, { enhanced: "1" }));
    expect(response.status).toBe(200);
    expect(decodeSingleFetch(await response.text())).toEqual({
      data: {
        ok: true,
        formId: "example-callback",
        toast: { kind: "success", title: en.contact.successTitle, description: en.contact.successText },
        redirectTo: page,
      },
    });
    expect(await leadsTo(email)).toHaveLength(1);
  });

  it("refuses an invalid post with the field's message, storing nothing", async () => {
    const response = await post(page, leadPost("example-callback", { name: "", email: "not-an-email" }));
    expect(response.status).toBe(422);
    const html = decodeEntities(await response.text());
    expect(html).toContain(en.validation.required);
    expect(html).toContain(en.validation.invalidEmail);
    expect(await leadsTo("not-an-email")).toEqual([]);
  });

  it("sends no e-mail to the visitor (its definition declares no confirmation): only the organisation's lead notice", async () => {
    const email = "no-confirmation@example.com";
    await post(page, leadPost("example-callback", { ...validLeads["example-callback"], email }));
    const [lead] = await leadsTo(email);
    const emails = await emailsOf(lead!.id);
    expect(emails.map(({ kind, to_address }) => ({ kind, to_address }))).toEqual([{ kind: "lead-notice", to_address: testBindings.LEADS_NOTIFY_EMAIL }]);
    expect(await rows(worker, "SELECT id FROM email_outbox WHERE to_address = ?", email)).toEqual([]);
    // Certainly not the licence application's confirmation.
    expect(await rows(worker, "SELECT id FROM email_outbox WHERE kind = 'confirmation'")).toEqual([]);
  });

  it("is listed in the submissions manager (under All; found by its form type) and exported", async () => {
    const email = "listed@example.com";
    await post(page, leadPost("example-callback", { ...validLeads["example-callback"], email }));

    const all = await getAs(worker, admin.cookie, "/submissions-manager");
    expect(all.status).toBe(200);
    expect(decodeEntities(await all.text())).toContain(email);
    const found = decodeEntities(await (await getAs(worker, admin.cookie, "/submissions-manager?q=example-callback")).text());
    expect(found).toContain(email);
    expect(found).not.toContain("contact@example.com");

    const csv = await getAs(worker, admin.cookie, "/submissions-manager/export.csv?q=example-callback");
    expect(csv.status).toBe(200);
    const [record] = parseCsv(await csv.text()).records;
    expect(record).toMatchObject({ Form: "example-callback", Status: "New", Email: email, "Full name": "Ana Example" });
  });
});

describe("the example form in production", () => {
  let worker: TestWorker | undefined;
  afterEach(async () => {
    await worker?.dispose();
    worker = undefined;
  });

  it("is not there: its page and its action answer 404 and store nothing", async () => {
    worker = await startWorker({
      bindings: productionBindings,
    });
    expect((await worker.fetch("/")).status).toBe(200);
    expect((await worker.fetch(page)).status).toBe(404);
    const response = await postForm(worker, page, leadPost("example-callback"));
    expect(response.status).toBe(404);
    const enhanced = await postForm(worker, `${page}.data`, leadPost("example-callback", validLeads["example-callback"], { enhanced: "1" }));
    expect(enhanced.status).toBe(404);
    expect(await rows(worker, "SELECT id FROM form_submissions")).toEqual([]);
  });
});
