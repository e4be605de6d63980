/**
 * The submissions manager's CSV export (decision 052): labelled columns in both languages, one per
 * form field, with owner, follow-up, status and consent; the view's filters; Excel-safe cells; no
 * 500 whatever the URL says; admins only. The Subscribers CSV streams through the same helper.
 * The 50,000-lead run is tests/worker/leads-export-scale.test.ts.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { callTextDisclosures, currentCallTextDisclosure } from "~/leads/call-text-consent";
import { leadForms } from "~/leads/forms";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { insertLeads, insertUser, partnerApplicationFactory, leadFactory } from "../factories";
import { getAs, logIn, signedInAdminForFile } from "../support/accounts";
import { parseCsv } from "../support/csv";
import { rows, startWorkerForFile } from "../support/worker";

const worker = startWorkerForFile();
const admin = signedInAdminForFile(worker);

async function exported(path: string, cookie = admin.cookie) {
  const response = await getAs(worker, cookie, path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 3)], "the byte-order mark").toEqual([0xef, 0xbb, 0xbf]);
  return parseCsv(new TextDecoder().decode(bytes));
}

const licenceHeaderEn =
  "Lead ID,Form,Received (New York time),Last changed (New York time),Status,Owner,Follow-up date,Overdue,Latest note,Notes,Page language,Source," +
  "OK to call/text,Consent version,Consent wording,Consent language,Consent given (New York time),Consent page," +
  "First name,Last name,Email,Phone,Address,City,State,ZIP code,Experience,How they heard of us,Timeframe,Contact preference,Questions,Other data";
const licenceHeaderEs =
  "ID del lead,Formulario,Recibido (hora de Nueva York),Último cambio (hora de Nueva York),Estado del lead,Responsable,Fecha de seguimiento,Atrasado,Última nota,Notas,Idioma de la página,Origen," +
  "Acepta llamadas/textos,Versión del consentimiento,Texto del consentimiento,Idioma del consentimiento,Consentimiento dado (hora de Nueva York),Página del consentimiento," +
  "Nombre,Apellido,Correo electrónico,Teléfono,Dirección,Ciudad,Estado,Código postal,Experiencia,Cómo nos conoció,Plazo,Preferencia de contacto,Preguntas,Otros datos";

const licenceEmail = "lucia.columns@export.example";
let licenceId = "";
let ownerText = "";

beforeAll(async () => {
  const [owner] = await rows<{ email: string; first_name: string; last_name: string }>(
    worker,
    "SELECT email, first_name, last_name FROM users WHERE id = ?",
    admin.id,
  );
  ownerText = `${owner!.first_name} ${owner!.last_name} <${owner!.email}>`;
  const [licence] = await insertLeads(worker.db, [
    leadFactory({
      formType: "license-application",
      email: licenceEmail,
      firstName: "Lucía",
      lastName: "Ortega",
      phone: "3055550100",
      language: "es",
      status: "contacted",
      assignedTo: admin.id,
      followUpOn: "2026-01-05",
      callTextConsent: true,
      consentVersion: currentCallTextDisclosure,
      consentLanguage: "es",
      consentAt: "2026-07-04T16:30:00.000Z",
      consentPage: "/es/license-application",
      // Winter (EST, UTC-5) and summer (EDT, UTC-4) in New York.
      createdAt: "2026-01-15T05:00:00.000Z",
      updatedAt: "2026-07-04T16:30:00.000Z",
      data: {
        firstName: "Lucía",
        lastName: "Ortega",
        email: licenceEmail,
        phone: "3055550100",
        address: "1 Main St",
        city: "Miami",
        state: "FL",
        zipCode: "33101",
        experience: "None",
        hearAboutUs: "=cmd|' /C calc'!A0",
        timeframe: "ASAP",
        contactPreference: "Text",
        questions: 'Line one\nline, two "quoted"',
        timestamp: "2026-01-15T05:00:00.000Z",
        formType: "license-application",
        legacyField: "kept",
      },
    }),
  ]);
  licenceId = licence!.id;
  await worker.db.batch([
    worker.db
      .prepare("INSERT INTO submission_notes (id, submission_id, body, created_at) VALUES ('export-n1', ?, 'Older note', '2026-01-16T00:00:00.000Z')")
      .bind(licenceId),
    worker.db
      .prepare("INSERT INTO submission_notes (id, submission_id, body, created_at) VALUES ('export-n2', ?, '@mention called back', '2026-01-17T00:00:00.000Z')")
      .bind(licenceId),
  ]);
});

describe("the columns", () => {
  it("are labelled in English: the lead's, its consent, one per field of the form, Other data", async () => {
    const file = await exported(`/submissions-manager/export.csv?tab=license&q=${licenceEmail}`);
    expect(file.header.join(",")).toBe(licenceHeaderEn);
    expect(file.rows).toHaveLength(1);
    expect(file.records[0]).toEqual({
      "Lead ID": licenceId,
      Form: "license-application",
      "Received (New York time)": "2026-01-15 00:00:00",
      "Last changed (New York time)": "2026-07-04 12:30:00",
      Status: "Contacted",
      Owner: ownerText,
      "Follow-up date": "2026-01-05",
      Overdue: "Yes",
      "Latest note": "'@mention called back",
      Notes: "2",
      "Page language": "es",
      Source: "website",
      "OK to call/text": "Yes",
      "Consent version": currentCallTextDisclosure,
      "Consent wording": callTextDisclosures[currentCallTextDisclosure].es,
      "Consent language": "es",
      "Consent given (New York time)": "2026-07-04 12:30:00",
      "Consent page": "/es/license-application",
      "First name": "Lucía",
      "Last name": "Ortega",
      Email: licenceEmail,
      Phone: "3055550100",
      Address: "1 Main St",
      City: "Miami",
      State: "FL",
      "ZIP code": "33101",
      Experience: "None",
      "How they heard of us": "'=cmd|' /C calc'!A0",
      Timeframe: "ASAP",
      "Contact preference": "Text",
      Questions: 'Line one\nline, two "quoted"',
      "Other data": '{"legacyField":"kept"}',
    });
  });

  it("are labelled in Spanish on the Spanish page, values in Spanish where they are words", async () => {
    const file = await exported(`/es/submissions-manager/export.csv?tab=license&q=${licenceEmail}`);
    expect(file.header.join(",")).toBe(licenceHeaderEs);
    const [record] = file.records;
    expect(record!["Estado del lead"]).toBe(es.leadStatuses.contacted);
    expect(record!.Atrasado).toBe(es.submissions.yes);
    expect(record!["Acepta llamadas/textos"]).toBe(es.submissions.yes);
    expect(record!.Nombre).toBe("Lucía");
    expect(record!["Cómo nos conoció"]).toBe("'=cmd|' /C calc'!A0");
  });

  it("span every form on All: each field once, a stable order, other forms' fields empty", async () => {
    const marker = "union.export.example";
    await insertLeads(worker.db, [
      leadFactory({ email: `contact@${marker}`, firstName: "Carla Union", createdAt: "2026-02-03T00:00:00.000Z" }),
      partnerApplicationFactory({ email: `partner@${marker}`, name: "Union Tax Pros" }),
      leadFactory({ formType: "old-form", email: `old@${marker}`, data: { email: `old@${marker}`, foo: "bar" }, createdAt: "2026-02-01T00:00:00.000Z" }),
      leadFactory({ email: `spam@${marker}`, status: "spam" }),
    ]);
    const file = await exported(`/submissions-manager/export.csv?q=${marker}`);
    expect(new Set(file.header).size).toBe(file.header.length);
    for (const form of Object.values(leadForms)) {
      for (const column of Object.values(form.fields)) expect(file.header.filter((label) => label === en.leadExport.fields[column])).toHaveLength(1);
    }
    const labels = Object.values(leadForms).flatMap((form) => Object.values(form.fields).map((column) => en.leadExport.fields[column]));
    expect(file.header.slice(18, -1)).toEqual([...new Set(labels)]);
    expect(file.header.at(-1)).toBe("Other data");
    const again = await exported(`/submissions-manager/export.csv?q=${marker}`);
    expect(again.header).toEqual(file.header);

    expect(file.records.map((record) => record.Email)).toEqual([`partner@${marker}`, `contact@${marker}`, `old@${marker}`]);
    const [partner, contact, old] = file.records;
    expect(partner!["Business name"]).toBe("Union Tax Pros");
    expect(partner!["Full name"]).toBe("");
    expect(contact!["Full name"]).toBe("Carla Union");
    expect(contact!["Business name"]).toBe("");
    expect(contact!["First name"]).toBe("");
    expect(contact!["Other data"]).toBe("");
    // A form since removed: its keys named like a column fill it, the rest is kept aside.
    expect(old!.Email).toBe(`old@${marker}`);
    expect(old!["Other data"]).toBe('{"foo":"bar"}');
    // Every line has every column.
    for (const row of file.rows) expect(row).toHaveLength(file.header.length);
  });
});

describe("the view's filters", () => {
  const marker = "filters.export.example";
  let otherAdminId = "";

  beforeAll(async () => {
    otherAdminId = (await insertUser(worker.db, { role: "admin" })).user.id;
    await insertLeads(worker.db, [
      leadFactory({ email: `mine-overdue@${marker}`, assignedTo: admin.id, followUpOn: "2026-01-02" }),
      leadFactory({ email: `mine-later@${marker}`, assignedTo: admin.id, followUpOn: "2099-01-01" }),
      leadFactory({ email: `mine-closed@${marker}`, assignedTo: admin.id, followUpOn: "2026-01-02", status: "closed" }),
      leadFactory({ email: `theirs@${marker}`, assignedTo: otherAdminId }),
      leadFactory({ email: `nobody@${marker}` }),
      leadFactory({ email: `spam@${marker}`, status: "spam" }),
      partnerApplicationFactory({ email: `partner@${marker}` }),
    ]);
  });

  async function emailsOf(query: string) {
    const file = await exported(`/submissions-manager/export.csv?${query}`);
    return file.records.map((record) => record.Email).sort();
  }

  it("follow the tab, the search, the owner and overdue filters, as the manager's page does", async () => {
    expect(await emailsOf(`q=${marker}`)).toEqual([
      `mine-closed@${marker}`,
      `mine-later@${marker}`,
      `mine-overdue@${marker}`,
      `nobody@${marker}`,
      `partner@${marker}`,
      `theirs@${marker}`,
    ]);
    expect(await emailsOf(`q=${marker}&owner=mine`)).toEqual([`mine-closed@${marker}`, `mine-later@${marker}`, `mine-overdue@${marker}`]);
    expect(await emailsOf(`q=${marker}&owner=mine&overdue=1`)).toEqual([`mine-overdue@${marker}`]);
    expect(await emailsOf(`q=${marker}&owner=unassigned`)).toEqual([`nobody@${marker}`, `partner@${marker}`]);
    expect(await emailsOf(`q=${marker}&tab=partner`)).toEqual([`partner@${marker}`]);
    expect(await emailsOf(`q=${marker}&tab=spam`)).toEqual([`spam@${marker}`]);
    expect(await emailsOf(`q=mine-later@${marker}`)).toEqual([`mine-later@${marker}`]);
  });

  it("is audited with the view and its number of rows", async () => {
    await exported(`/submissions-manager/export.csv?q=${marker}&owner=mine`);
    const [audit] = await rows<{ target: string; details: string }>(
      worker,
      "SELECT target, details FROM audit_log WHERE action = 'submissions.export' ORDER BY rowid DESC LIMIT 1",
    );
    expect(audit!.target).toBe("all");
    expect(JSON.parse(audit!.details)).toEqual({ search: marker, owner: "mine", overdue: false, rows: 3 });
  });
});

describe("Excel safety", () => {
  it("neutralises every cell that starts with = + - @, a tab or a carriage return, and keeps the byte-order mark", async () => {
    const marker = "formula.export.example";
    await insertLeads(worker.db, [
      leadFactory({
        email: `formula@${marker}`,
        firstName: '=HYPERLINK("http://evil.example","click")',
        source: "@SUM(A1)",
        data: {
          fullName: '=HYPERLINK("http://evil.example","click")',
          email: `formula@${marker}`,
          message: "+1",
          preferredLanguage: "-2",
          submittedFrom: "\tTabbed",
          unknown: "=1+1",
        },
      }),
    ]);
    const response = await getAs(worker, admin.cookie, `/submissions-manager/export.csv?q=${marker}`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const file = parseCsv(new TextDecoder().decode(bytes));
    const [record] = file.records;
    expect(record!["Full name"]).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(record!.Source).toBe("'@SUM(A1)");
    expect(record!.Message).toBe("'+1");
    expect(record!["Preferred language"]).toBe("'-2");
    expect(record!["Sent from page"]).toBe("'\tTabbed");
    expect(record!["Other data"]).toBe('{"unknown":"=1+1"}');
    for (const row of file.rows) for (const cell of row) expect(cell, cell).not.toMatch(/^[=+\-@\t\r]/);
  });
});

describe("whatever the URL says", () => {
  it("answers a CSV, never a 500", async () => {
    const garbage = [
      "tab=%00",
      "tab=../../etc/passwd",
      "tab=spam&tab=all",
      `q=${"x".repeat(5000)}`,
      "q=%FF%FE%00",
      "q=' OR 1=1 --",
      "q=%25_%5C",
      "owner=mine'--&overdue=yes",
      "owner[]=1&overdue[]=1",
      "page=-1",
      "page=99999999999999999999999",
      "status=<script>",
    ];
    for (const query of garbage) {
      for (const prefix of ["", "/es"]) {
        const response = await getAs(worker, admin.cookie, `${prefix}/submissions-manager/export.csv?${query}`);
        expect(response.status, query).toBe(200);
        const file = parseCsv(await response.text());
        expect(file.header[0], query).toBe(prefix ? "ID del lead" : "Lead ID");
      }
    }
    expect((await getAs(worker, admin.cookie, "/fr/submissions-manager/export.csv")).status).toBe(404);
  });
});

describe("who may export", () => {
  it("refuses a student, an instructor and a visitor", async () => {
    const student = await insertUser(worker.db, { role: "user" });
    const studentCookie = await logIn(worker, student.user.email, student.password, "/auth");
    const instructor = await insertUser(worker.db, { role: "instructor" });
    const instructorCookie = await logIn(worker, instructor.user.email, instructor.password);
    for (const path of ["/submissions-manager/export.csv", "/es/submissions-manager/export.csv", "/submissions-manager/subscribers.csv"]) {
      for (const cookie of [studentCookie, instructorCookie, ""]) {
        const response = await getAs(worker, cookie, path);
        expect(response.status, path).not.toBe(200);
        expect(response.status, path).toBeLessThan(500);
        expect(response.headers.get("Content-Type") ?? "", path).not.toContain("text/csv");
        expect(await response.text()).not.toContain(licenceEmail);
      }
    }
  });
});

describe("the Subscribers CSV", () => {
  it("streams every current subscriber, in pages, oldest first, each once", async () => {
    // 2,500 confirmed addresses (three pages), pairs confirmed at the same second; one pending and one unsubscribed.
    await worker.db
      .prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2500)
         INSERT INTO newsletter_subscribers (email, status, language, source, confirmed_at)
         SELECT printf('reader%04d@list.example', i), 'subscribed', 'en', 'footer', strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01', '+' || (i / 2) || ' seconds') FROM n`,
      )
      .run();
    await worker.db
      .prepare(
        "INSERT INTO newsletter_subscribers (email, status, confirmed_at) VALUES ('waiting@list.example', 'pending', NULL), ('gone@list.example', 'unsubscribed', '2026-01-01T00:00:00.000Z')",
      )
      .run();
    const response = await getAs(worker, admin.cookie, "/submissions-manager/subscribers.csv");
    expect(response.status).toBe(200);
    const file = parseCsv(await response.text());
    expect(file.header).toEqual(["email", "language", "source", "confirmed_at"]);
    const expected = Array.from({ length: 2500 }, (_, index) => `reader${String(index + 1).padStart(4, "0")}@list.example`);
    expect(file.rows.map((row) => row[0])).toEqual(expected);
    const [audit] = await rows<{ details: string }>(worker, "SELECT details FROM audit_log WHERE action = 'submissions.export' AND target = 'subscribers'");
    expect(JSON.parse(audit!.details)).toEqual({ rows: 2500 });
  });
});
