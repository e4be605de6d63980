/**
 * The leads' CSV export at 50,000 leads (decision 052): every lead of the view comes out exactly
 * once, newest first, through pages read by keyset (pairs of leads share a second, so ties fall on
 * the pages' edges). The leads are written by one SQL statement. The time it took is printed as a
 * figure, never asserted (`npm run bench` measures).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { currentCallTextDisclosure } from "~/leads/call-text-consent";
import { getAs, signedInAdminForFile } from "../support/accounts";
import { parseCsv } from "../support/csv";
import { rows, startWorkerForFile } from "../support/worker";

const worker = startWorkerForFile();
const admin = signedInAdminForFile(worker);
const leadCount = 50_000;
const idOf = (n: number) => `bulk-${String(n).padStart(5, "0")}`;

beforeAll(async () => {
  const startedAt = Date.now();
  // Lead n is received at 2026-03-01 plus n/2 minutes (whole): 2n and 2n+1 share a time, across
  // New York's change to summer time. Every 10th is a licence application with consent, owned by
  // the admin; every 7th holds a value a spreadsheet would run.
  await worker.db
    .prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
       INSERT INTO form_submissions (id, form_type, source, data, email, first_name, last_name, status, language, created_at, updated_at,
         call_text_consent, consent_version, consent_language, consent_at, consent_page, assigned_to, follow_up_on)
       SELECT printf('bulk-%05d', i),
         CASE WHEN i % 10 = 0 THEN 'license-application' ELSE 'contact' END,
         'website',
         CASE WHEN i % 10 = 0
           THEN json_object('firstName', 'Bulk', 'lastName', 'Lead ' || i, 'email', 'bulk' || i || '@bulk.example', 'phone', '3055550100', 'questions', CASE WHEN i % 7 = 0 THEN '=1+' || i ELSE 'Question ' || i END, 'timestamp', '2026-03-01T00:00:00.000Z')
           ELSE json_object('fullName', 'Bulk Lead ' || i, 'email', 'bulk' || i || '@bulk.example', 'message', CASE WHEN i % 7 = 0 THEN '=1+' || i ELSE 'Message ' || i END, 'preferredLanguage', 'en', 'submittedFrom', '/', 'timestamp', '2026-03-01T00:00:00.000Z')
         END,
         'bulk' || i || '@bulk.example', 'Bulk', 'Lead ' || i, CASE WHEN i % 3 = 0 THEN 'contacted' ELSE 'new' END, 'en',
         strftime('%Y-%m-%dT%H:%M:%fZ', '2026-03-01', '+' || (i / 2) || ' minutes'), '2026-03-01T00:00:00.000Z',
         i % 10 = 0, CASE WHEN i % 10 = 0 THEN ?2 END, CASE WHEN i % 10 = 0 THEN 'es' END, CASE WHEN i % 10 = 0 THEN '2026-03-01T00:00:00.000Z' END, CASE WHEN i % 10 = 0 THEN '/es/license-application' END,
         CASE WHEN i % 10 = 0 THEN ?3 END, CASE WHEN i % 10 = 0 THEN '2026-04-01' END
       FROM n`,
    )
    .bind(leadCount, currentCallTextDisclosure, admin.id)
    .run();
  console.log(`seeded ${leadCount} leads in ${Date.now() - startedAt} ms`);
}, 120_000);

describe("the export of 50,000 leads", () => {
  it("holds every lead exactly once, newest first, with its own columns", async () => {
    const [counted] = await rows<{ total: number }>(worker, "SELECT count(*) AS total FROM form_submissions");
    expect(counted!.total).toBe(leadCount);

    const startedAt = Date.now();
    const response = await getAs(worker, admin.cookie, "/submissions-manager/export.csv");
    expect(response.status).toBe(200);
    const text = await response.text();
    const elapsed = Date.now() - startedAt;
    console.log(`exported ${leadCount} leads (${(text.length / 1_048_576).toFixed(1)} MB of CSV) in ${elapsed} ms`);
    const [audit] = await rows<{ details: string }>(worker, "SELECT details FROM audit_log WHERE action = 'submissions.export'");
    expect(JSON.parse(audit!.details)).toMatchObject({ rows: leadCount });

    const file = parseCsv(text);
    expect(file.rows).toHaveLength(leadCount);
    // Newest first: lead 50,000, then 49,999 (same time as 49,998, with the greater id), and so on.
    const expected = Array.from({ length: leadCount }, (_, index) => idOf(leadCount - index));
    const ids = file.rows.map((row) => row[0]);
    expect(ids).toEqual(expected);
    expect(new Set(ids).size).toBe(leadCount);

    const byId = new Map(file.records.map((record) => [record["Lead ID"], record]));
    const licence = byId.get(idOf(70))!;
    expect(licence).toMatchObject({
      Form: "license-application",
      Status: "New",
      "OK to call/text": "Yes",
      "Consent language": "es",
      "Last name": "Lead 70",
      Questions: "'=1+70",
      "Full name": "",
    });
    expect(licence.Owner).toContain("<");
    // 2026-03-01 + 35 minutes, winter time in New York (UTC-5).
    expect(licence["Received (New York time)"]).toBe("2026-02-28 19:35:00");
    const contact = byId.get(idOf(49_999))!;
    expect(contact).toMatchObject({ Form: "contact", Status: "New", Owner: "", "OK to call/text": "No", "Full name": "Bulk Lead 49999", "First name": "" });
    // 24,999 minutes later, summer time (UTC-4) since March 8.
    expect(contact["Received (New York time)"]).toBe("2026-03-18 04:39:00");
    expect(file.rows.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
  }, 300_000);
});
