import { beforeEach, describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { insertLeads, partnerApplicationFactory, leadFactory } from "../factories";
import { getAs, postAs, toastText, signedInAdminForFile } from "../support/accounts";
import { parseCsv } from "../support/csv";
import { decodeEntities, leadDialogFields } from "../support/html";
import { rows, startWorkerForFile } from "../support/worker";

const worker = startWorkerForFile();
const admin = signedInAdminForFile(worker);

/** Each test starts from an empty lead table. */
beforeEach(async () => {
  await worker.db.batch([
    worker.db.prepare("DELETE FROM partners"),
    worker.db.prepare("DELETE FROM email_outbox"),
    worker.db.prepare("DELETE FROM form_submissions"),
  ]);
});

async function manager(query = "", language: "en" | "es" = "en") {
  const response = await getAs(worker, admin.cookie, `${language === "es" ? "/es" : ""}/submissions-manager${query}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  return response.text();
}

/** The e-mail cells of the table (the third: after the row's bulk checkbox and its form), in order: the address (its wrap points, <wbr>, left out), or the cell's text when there is none. */
function tableEmails(html: string): string[] {
  const body = html.match(/<tbody[^>]*>([\s\S]*?)<\/tbody>/)?.[1] ?? "";
  return [...body.matchAll(/<tr\b[\s\S]*?<\/tr>/g)].map((row) => {
    const cell = [...row[0].matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)][2]?.[1] ?? "";
    const address = cell.match(/<span data-email-address[^>]*>([\s\S]*?)<\/span>/)?.[1];
    return decodeEntities((address ?? cell).replace(/<[^>]+>/g, ""));
  });
}

describe("the table", () => {
  it("lists the leads newest first with the manager's columns, in both languages", async () => {
    await insertLeads(worker.db, [
      leadFactory({ email: "older@example.com", createdAt: "2026-01-01T10:00:00.000Z" }),
      leadFactory({ email: "newer@example.com", phone: "305-555-0100", createdAt: "2026-01-02T10:00:00.000Z" }),
    ]);
    const html = decodeEntities(await manager());
    expect(tableEmails(html)).toEqual(["newer@example.com", "older@example.com"]);
    for (const column of Object.values(en.submissions.columns)) expect(html).toContain(`>${column}</th>`);
    // The phone is hidden on small screens (where each row is a card).
    expect(html).toMatch(/<td data-label="Phone" class="[^"]*max-md:hidden[^"]*">305-555-0100<\/td>/);
    const spanish = decodeEntities(await manager("", "es"));
    for (const column of Object.values(es.submissions.columns)) expect(spanish).toContain(`>${column}</th>`);
    expect(spanish).toContain(es.adminBar.badge);
  });

  it("pages on the server, 20 a page, from ?page= (a page past the end shows the last)", async () => {
    await insertLeads(
      worker.db,
      Array.from({ length: 45 }, (_, index) =>
        leadFactory({ email: `paged${String(index).padStart(2, "0")}@example.com`, createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString() }),
      ),
    );
    const first = decodeEntities(await manager());
    expect(tableEmails(first)).toHaveLength(20);
    expect(tableEmails(first)[0]).toBe("paged44@example.com");
    expect(first).toContain("Showing 1–20 of 45");
    expect(first).toContain('href="/submissions-manager?page=2"');

    const third = decodeEntities(await manager("?page=3"));
    expect(tableEmails(third)).toEqual(["paged04@example.com", "paged03@example.com", "paged02@example.com", "paged01@example.com", "paged00@example.com"]);
    expect(third).toContain("Showing 41–45 of 45");
    expect(tableEmails(decodeEntities(await manager("?page=99")))).toEqual(tableEmails(third));
  });

  it("filters by tab (spam rows only under Spam) and searches e-mail, names and form type", async () => {
    await insertLeads(worker.db, [
      leadFactory({ email: "contact@example.com", firstName: "Zelda" }),
      leadFactory({ formType: "newsletter", source: "footer", email: "reader@example.com", firstName: "", data: { email: "reader@example.com" } }),
      partnerApplicationFactory({ email: "biz@example.com" }),
      leadFactory({ formType: "license-application", email: "lic@example.com", firstName: "Maria", lastName: "Quintana" }),
      leadFactory({ email: "bot@example.com", status: "spam", source: "honeypot" }),
    ]);
    expect(tableEmails(await manager())).not.toContain("bot@example.com");
    expect(tableEmails(await manager("?tab=spam"))).toEqual(["bot@example.com"]);
    expect(tableEmails(await manager("?tab=newsletter"))).toEqual(["reader@example.com"]);
    expect(tableEmails(await manager("?tab=partner"))).toEqual(["biz@example.com"]);
    expect(tableEmails(await manager("?tab=license"))).toEqual(["lic@example.com"]);
    expect(tableEmails(await manager("?tab=no-such-tab"))).toHaveLength(4);

    expect(tableEmails(await manager("?q=READER"))).toEqual(["reader@example.com"]);
    expect(tableEmails(await manager("?q=zelda"))).toEqual(["contact@example.com"]);
    expect(tableEmails(await manager("?q=quintana"))).toEqual(["lic@example.com"]);
    expect(tableEmails(await manager("?q=partner-net"))).toEqual(["biz@example.com"]);
    expect(tableEmails(await manager("?tab=license&q=reader"))).toEqual([]);
    // Wildcards are literal in a search, and a search as long as the box allows finds what it names.
    expect(tableEmails(await manager("?q=%25"))).toEqual([]);
    expect(tableEmails(await manager("?q=_"))).toEqual([]);
    expect(tableEmails(await manager(`?q=${"%25".repeat(25)}`))).toEqual([]);
    const long = `${"x".repeat(80)}@example.com`;
    await insertLeads(worker.db, [leadFactory({ email: long })]);
    expect(tableEmails(await manager(`?q=${long.toUpperCase()}`))).toEqual([long]);
    expect(decodeEntities(await manager("?q=nothing-matches"))).toContain(en.submissions.empty);

    const tabs = decodeEntities(await manager());
    expect(tabs).toContain("All (5)");
    expect(tabs).toContain("Spam (1)");
    expect(tabs).toContain("Partner (1)");
  });
});

describe("stored XSS", () => {
  const script = "<script>alert(1)</script>";
  const image = '<img src=x onerror="alert(2)">';

  it("renders inert in the table and in the View Data dialog", async () => {
    const [row] = await insertLeads(worker.db, [
      leadFactory({
        email: "xss@example.com",
        firstName: script,
        lastName: image,
        phone: image,
        source: script,
        data: { fullName: script, message: image, [script]: "a key that is markup", nested: { html: image } },
      }),
    ]);
    const table = await manager();
    const dialog = await manager(`?dialog=view&id=${row!.id}`);
    for (const html of [table, dialog]) {
      expect(html).not.toContain(script);
      expect(html).not.toContain("<img src=x");
      expect(html).not.toContain('onerror="alert');
    }
    expect(table).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    // Every key and value of `data` is in the dialog, as text.
    const text = decodeEntities(dialog);
    expect(text).toContain(`>${en.submissions.viewTitle}</h2>`);
    expect(dialog).toContain("&lt;img src=x onerror=&quot;alert(2)&quot;&gt;");
    expect(text).toContain("a key that is markup");
    expect(text).toContain(`{"html":"<img src=x onerror=\\"alert(2)\\">"}`);
  });
});

describe("View Data and working a lead", () => {
  it("lists every stored field under its label, in the form's order and in words, and saves its status", async () => {
    const [row] = await insertLeads(worker.db, [
      leadFactory({
        email: "work@example.com",
        data: { preferredLanguage: "es", message: "Call me", fullName: "Ana", legacy_field: "kept", timestamp: "2026-01-15T05:00:00.000Z" },
      }),
    ]);
    const html = await manager(`?dialog=view&id=${row!.id}`);
    expect(decodeEntities(html)).toContain(en.submissions.viewTitle);
    const fields = en.leadExport.fields;
    // The contact form's order (name, message, language), then what it does not list, then the consent.
    expect(leadDialogFields(html)).toEqual([
      [fields.fullName, "Ana"],
      [fields.message, "Call me"],
      [fields.preferredLanguage, en.languages.es],
      ["Legacy field", "kept"],
      [en.leadExport.columns.createdAt, "Jan 15, 2026, 12:00 AM"],
      [en.leadExport.columns.consent, en.submissions.no],
    ]);
    expect(leadDialogFields(await manager(`?dialog=view&id=${row!.id}`, "es"))).toEqual([
      [es.leadExport.fields.fullName, "Ana"],
      [es.leadExport.fields.message, "Call me"],
      [es.leadExport.fields.preferredLanguage, es.languages.es],
      ["Legacy field", "kept"],
      [es.leadExport.columns.createdAt, "15 ene 2026, 12:00 a.m."],
      [es.leadExport.columns.consent, es.submissions.no],
    ]);

    const response = await postAs(worker, admin.cookie, "/submissions-manager", {
      intent: "status",
      id: row!.id,
      from: "new",
      to: "contacted",
      notify: "no",
      view: "?tab=contact&q=work",
    });
    expect(response.status).toBe(303);
    // Back to the same view, the lead's dialog open again.
    expect(response.headers.get("Location")).toBe(`/submissions-manager?tab=contact&q=work&dialog=view&id=${row!.id}`);
    expect(toastText(response)).toContain(en.submissions.statusChangedTitle);
    const [stored] = await rows<{ status: string }>(worker, "SELECT status FROM form_submissions WHERE id = ?", row!.id);
    expect(stored).toEqual({ status: "contacted" });
    expect(decodeEntities(await manager())).toContain(en.leadStatuses.contacted);

    const [audit] = await rows<{ action: string; target: string; details: string }>(worker, "SELECT * FROM audit_log WHERE action = 'submission.status'");
    expect(audit).toMatchObject({ action: "submission.status", target: row!.id });
    expect(JSON.parse(audit!.details)).toMatchObject({ from: "new", status: "contacted" });
  });

  it("refuses an unknown status (it stays a known one) and a view that is not the manager's", async () => {
    const [row] = await insertLeads(worker.db, [leadFactory()]);
    const response = await postAs(worker, admin.cookie, "/submissions-manager", {
      intent: "status",
      id: row!.id,
      from: "new",
      to: "hacked",
      notify: "no",
      view: "//evil.example?tab=all",
    });
    expect(response.headers.get("Location")).toBe(`/submissions-manager?dialog=view&id=${row!.id}`);
    const [stored] = await rows<{ status: string }>(worker, "SELECT status FROM form_submissions WHERE id = ?", row!.id);
    expect(stored!.status).toBe("new");
  });

  it("moves a lead to spam and back", async () => {
    const [row] = await insertLeads(worker.db, [leadFactory({ email: "maybe@example.com" })]);
    const marked = await postAs(worker, admin.cookie, "/es/submissions-manager", { intent: "spam", id: row!.id, view: "" });
    expect(marked.headers.get("Location")).toBe("/es/submissions-manager");
    expect(toastText(marked)).toContain(es.submissions.spamMarkedTitle);
    expect(tableEmails(await manager())).toEqual([]);
    expect(tableEmails(await manager("?tab=spam"))).toEqual(["maybe@example.com"]);

    await postAs(worker, admin.cookie, "/submissions-manager", { intent: "not-spam", id: row!.id, view: "?tab=spam" });
    expect(tableEmails(await manager())).toEqual(["maybe@example.com"]);
    expect(await rows(worker, "SELECT id FROM audit_log WHERE action = 'submission.spam' AND target = ?", row!.id)).toHaveLength(2);
  });
});

describe("delete and erase", () => {
  it("asks 'Are you sure?' (Cancel / Delete) and deletes one submission with its outbox rows", async () => {
    const [keep, remove] = await insertLeads(worker.db, [leadFactory({ email: "keep@example.com" }), leadFactory({ email: "remove@example.com" })]);
    await worker.db
      .prepare(
        "INSERT INTO email_outbox (id, submission_id, kind, to_address, subject, text_body, html_body) VALUES ('mail-1', ?, 'lead-notice', 'leads@example.com', 's', 't', 'h')",
      )
      .bind(remove!.id)
      .run();

    const confirm = decodeEntities(await manager(`?q=example&dialog=delete&id=${remove!.id}`));
    expect(confirm).toContain(en.submissions.deleteTitle);
    // The address in the sentence wraps only between its parts.
    expect(confirm).toContain(
      en.submissions.deleteText.replace("{{email}}", '<span data-email-address="" class="hyphens-none">remove<wbr/>@example<wbr/>.com</span>'),
    );
    const erase = decodeEntities(await manager(`?q=example&dialog=erase&id=${remove!.id}`));
    expect(erase).toMatch(
      new RegExp(
        `<h2[^>]*>${en.submissions.eraseTitle.replace("{{email}}", '<span data-email-address="" class="hyphens-none">remove<wbr/>@example<wbr/>.com</span>').replace(/[?.]/g, "\\$&")}</h2>`,
      ),
    );
    expect(confirm).toContain(`>${en.submissions.cancel}</a>`);
    expect(confirm).toContain(`href="/submissions-manager?q=example"`);
    expect(confirm).toContain(`>${en.submissions.confirmDelete}</button>`);

    const response = await postAs(worker, admin.cookie, "/submissions-manager", { intent: "delete", id: remove!.id, view: "?q=example" });
    expect(response.headers.get("Location")).toBe("/submissions-manager?q=example");
    expect(toastText(response)).toContain(en.submissions.deletedText);
    expect(await rows(worker, "SELECT id FROM form_submissions")).toEqual([{ id: keep!.id }]);
    expect(await rows(worker, "SELECT id FROM email_outbox")).toEqual([]);
    const [audit] = await rows<{ target: string; details: string }>(worker, "SELECT * FROM audit_log WHERE action = 'submission.delete'");
    expect(audit!.target).toBe(remove!.id);

    const again = await postAs(worker, admin.cookie, "/submissions-manager", { intent: "delete", id: remove!.id, view: "" });
    expect(toastText(again)).toContain(en.submissions.notFoundText);
  });

  it("erases everything for one e-mail: its submissions, their e-mails and its directory listing, and nothing else", async () => {
    const email = "forget.me@example.com";
    const [application, contact, other] = await insertLeads(worker.db, [
      partnerApplicationFactory({ email }),
      leadFactory({ email }),
      leadFactory({ email: "stay@example.com" }),
    ]);
    await postAs(worker, admin.cookie, "/submissions-manager", { intent: "approve", id: application!.id, category: "tax-services", view: "" });
    await worker.db
      .prepare(
        "INSERT INTO email_outbox (id, submission_id, kind, to_address, subject, text_body, html_body) VALUES ('m1', ?, 'lead-notice', 'leads@example.com', 's', 't', 'h'), ('m2', NULL, 'confirmation', ?, 's', 't', 'h'), ('m3', ?, 'lead-notice', 'leads@example.com', 's', 't', 'h')",
      )
      .bind(contact!.id, email, other!.id)
      .run();
    expect(await rows(worker, "SELECT id FROM partners")).toHaveLength(1);
    // The approval told the applicant (decision 050): one more e-mail of theirs to erase.
    expect(await rows(worker, "SELECT kind FROM email_outbox WHERE to_address = ?", email)).toEqual(expect.arrayContaining([{ kind: "partner-listed" }]));

    const confirm = decodeEntities(await manager(`?dialog=erase&id=${contact!.id}`));
    // The address is drawn with its wrap points: read the title as text.
    expect(decodeEntities(confirm.match(/<h2 id="confirm-erase-title"[^>]*>([\s\S]*?)<\/h2>/)?.[1]?.replace(/<[^>]+>/g, "") ?? "")).toBe(
      `Erase everything for ${email}?`,
    );

    const response = await postAs(worker, admin.cookie, "/submissions-manager", { intent: "erase", id: contact!.id, view: "" });
    expect(toastText(response)).toContain(`Removed for ${email}: 2 submissions, 3 e-mails, 1 directory listings.`);
    expect(await rows(worker, "SELECT id FROM form_submissions")).toEqual([{ id: other!.id }]);
    expect(await rows(worker, "SELECT id FROM email_outbox")).toEqual([{ id: "m3" }]);
    expect(await rows(worker, "SELECT id FROM partners")).toEqual([]);
    const [audit] = await rows<{ target: string; details: string }>(worker, "SELECT * FROM audit_log WHERE action = 'submission.erase'");
    expect(audit!.target).toBe(email);
    expect(JSON.parse(audit!.details)).toEqual({ submissions: 2, emails: 3, partners: 1 });
  });
});

describe("approving a partner", () => {
  it("lists the application in /business-search with the directory's category, its location and tags, verified/featured as chosen", async () => {
    const [application] = await insertLeads(worker.db, [
      partnerApplicationFactory({ name: "Sunshine Tax Pros", category: "Tax Services", location: "Orlando, FL", tags: "taxes; bilingual ;;small business" }),
    ]);
    const dialog = decodeEntities(await manager(`?tab=partner&dialog=listing&id=${application!.id}`));
    expect(dialog).toContain(en.submissions.approveTitle);
    expect(dialog).toMatch(/<option value="tax-services" selected="">Tax Services<\/option>/);

    const response = await postAs(worker, admin.cookie, "/submissions-manager", {
      intent: "approve",
      id: application!.id,
      category: "tax-services",
      verified: "on",
      view: "?tab=partner",
    });
    expect(response.headers.get("Location")).toBe("/submissions-manager?tab=partner");
    expect(toastText(response)).toContain("Sunshine Tax Pros is now listed in Find Partners.");
    const [listing] = await rows<Record<string, unknown>>(worker, "SELECT * FROM partners WHERE submission_id = ?", application!.id);
    expect(listing).toMatchObject({
      name: "Sunshine Tax Pros",
      category: "tax-services",
      location: "Orlando, FL",
      verified: 1,
      featured: 0,
      tags: '["taxes","bilingual","small business"]',
    });
    expect(decodeEntities(await manager("?tab=partner"))).toContain(en.submissions.listed);

    const directory = decodeEntities(await (await worker.fetch("/business-search?category=tax-services&location=orlando&verified=on")).text());
    expect(directory).toContain("Sunshine Tax Pros");
    expect(directory).toContain("small business");

    // Approving twice lists it once, and the audit log records the one approval that listed it.
    await postAs(worker, admin.cookie, "/submissions-manager", { intent: "approve", id: application!.id, category: "tax-services", view: "" });
    expect(await rows(worker, "SELECT id FROM partners")).toHaveLength(1);
    expect(
      await rows(worker, "SELECT id FROM audit_log WHERE action = 'partner.approve' AND actor_user_id = ? AND target = ?", admin.id, application!.id),
    ).toHaveLength(1);
  });

  it("switches verified and featured, and unlists the listing", async () => {
    const [application] = await insertLeads(worker.db, [partnerApplicationFactory({ name: "Bayfront Mortgage", category: "Mortgage" })]);
    await postAs(worker, admin.cookie, "/submissions-manager", { intent: "approve", id: application!.id, category: "mortgage", view: "" });
    const dialog = decodeEntities(await manager(`?dialog=listing&id=${application!.id}`));
    expect(dialog).toContain(en.submissions.listingTitle);

    await postAs(worker, admin.cookie, "/submissions-manager", { intent: "update-listing", id: application!.id, featured: "on", view: "" });
    expect(await rows(worker, "SELECT verified, featured FROM partners")).toEqual([{ verified: 0, featured: 1 }]);
    expect(decodeEntities(await (await worker.fetch("/business-search")).text())).toContain("Bayfront Mortgage");

    // Unlisting keeps the row (an admin can relist it) but no public page shows it.
    await postAs(worker, admin.cookie, "/submissions-manager", { intent: "unlist", id: application!.id, view: "" });
    expect(await rows(worker, "SELECT unlisted_at IS NOT NULL AS unlisted FROM partners")).toEqual([{ unlisted: 1 }]);
    expect(decodeEntities(await (await worker.fetch("/business-search")).text())).toContain(en.directory.emptyTitle);
  });

  it("asks for a directory category when the application chose 'Other', and keeps the dialog open", async () => {
    const [application] = await insertLeads(worker.db, [partnerApplicationFactory({ category: "Other" })]);
    const response = await postAs(worker, admin.cookie, "/submissions-manager", { intent: "approve", id: application!.id, category: "", view: "?tab=partner" });
    expect(response.headers.get("Location")).toBe(`/submissions-manager?tab=partner&dialog=listing&id=${application!.id}`);
    expect(toastText(response)).toContain(en.submissions.categoryRequired);
    expect(await rows(worker, "SELECT id FROM partners")).toEqual([]);
  });

  it("approves only partner-network applications", async () => {
    const [contact] = await insertLeads(worker.db, [leadFactory()]);
    await postAs(worker, admin.cookie, "/submissions-manager", { intent: "approve", id: contact!.id, category: "tax-services", view: "" });
    expect(await rows(worker, "SELECT id FROM partners")).toEqual([]);
  });
});

describe("CSV export", () => {
  it("exports the current view (tab and search, every page) as UTF-8 with a BOM, formulas neutralised", async () => {
    const [, formula] = await insertLeads(worker.db, [
      leadFactory({ email: "plain@example.com", firstName: "José Núñez", createdAt: "2026-01-02T00:00:00.000Z" }),
      leadFactory({
        email: "formula@example.com",
        firstName: '=HYPERLINK("http://evil.example","click")',
        lastName: "+1",
        phone: "-2",
        source: "@SUM(A1)",
        createdAt: "2026-01-01T00:00:00.000Z",
      }),
      leadFactory({ formType: "newsletter", email: "other-tab@example.com", data: { email: "other-tab@example.com" } }),
    ]);
    // The notes are a history: the export carries the latest one and how many there are.
    await worker.db.batch([
      worker.db
        .prepare("INSERT INTO submission_notes (id, submission_id, body, created_at) VALUES ('n1', ?, 'Older note', '2026-01-03T00:00:00.000Z')")
        .bind(formula!.id),
      worker.db
        .prepare("INSERT INTO submission_notes (id, submission_id, body, created_at) VALUES ('n2', ?, ?, '2026-01-04T00:00:00.000Z')")
        .bind(formula!.id, "\tTabbed"),
    ]);
    const response = await getAs(worker, admin.cookie, "/submissions-manager/export.csv?tab=contact");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="submissions-contact-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder().decode(bytes.slice(3));
    const file = parseCsv(csv);
    // The contact form's fields, each in its own labelled column (tests/worker/leads-export.test.ts has the rest).
    expect(file.header.slice(18)).toEqual(["Full name", "Email", "Message", "Preferred language", "Sent from page", "Other data"]);
    expect(file.rows).toHaveLength(2);
    expect(csv).toContain("José Núñez");
    expect(csv).not.toContain("other-tab@example.com");
    const [, formulaRecord] = file.records;
    expect(formulaRecord!["Full name"]).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(formulaRecord!.Source).toBe("'@SUM(A1)");
    expect(formulaRecord!["Latest note"]).toBe("'\tTabbed");
    expect(formulaRecord!.Notes).toBe("2");
    expect(csv).not.toContain("Older note");
    // No cell starts with a formula character.
    for (const row of file.rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    expect(await rows(worker, "SELECT id FROM audit_log WHERE action = 'submissions.export'")).toHaveLength(1);

    const searched = await (await getAs(worker, admin.cookie, "/es/submissions-manager/export.csv?q=plain")).text();
    expect(searched).toContain("plain@example.com");
    expect(searched).not.toContain("formula@example.com");
  });
});
