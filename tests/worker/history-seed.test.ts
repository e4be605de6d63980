/**
 * The lead history `npm run seed:history` writes (scripts/history-leads.mjs), 200 rows of it: real
 * rows of the schema that the manager and the Overview read, and a re-run replaces them. No timing
 * here: `npm run bench` measures.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { applyStatements, historyRows, historyStatements } from "../../scripts/history-leads.mjs";
import { getAs, signedInAdminForFile } from "../support/accounts";
import { decodeEntities } from "../support/html";
import { rows, startWorkerForFile } from "../support/worker";

const worker = startWorkerForFile();
const admin = signedInAdminForFile(worker);
const now = Date.now();
let history: ReturnType<typeof historyRows>;

beforeAll(async () => {
  history = historyRows({ count: 200, now, adminId: admin.id });
  await applyStatements(worker.db, historyStatements(history));
});

async function page(path: string) {
  const response = await getAs(worker, admin.cookie, path);
  expect(response.status, path).toBe(200);
  return decodeEntities(await response.text());
}

describe("the seeded lead history", () => {
  it("stores every lead with its payload, and each worked lead's status history", async () => {
    const stored = await rows<{
      id: string;
      form_type: string;
      status: string;
      data: string;
      email: string;
      first_status_change_at: string | null;
      assigned_to: string | null;
    }>(worker, "SELECT id, form_type, status, data, email, first_status_change_at, assigned_to FROM form_submissions");
    expect(stored).toHaveLength(200);
    expect(new Set(stored.map((row) => row.form_type)).size).toBe(8);
    expect(stored.some((row) => row.status === "spam")).toBe(true);
    expect(stored.some((row) => row.assigned_to === admin.id)).toBe(true);
    const changes = await rows<{ submission_id: string; to_status: string; created_at: string }>(
      worker,
      "SELECT submission_id, to_status, created_at FROM submission_status_changes ORDER BY created_at",
    );
    expect(changes.length).toBe(history.changes.length);
    for (const row of stored) {
      expect(JSON.parse(row.data).email).toBe(row.email);
      const own = changes.filter((change) => change.submission_id === row.id);
      // The status is where its history ends; the first change is the first response.
      expect(own.at(-1)?.to_status ?? (row.status === "spam" ? "spam" : "new")).toBe(row.status);
      expect(row.first_status_change_at).toBe(own[0]?.created_at ?? null);
    }
  });

  it("keeps its notes in the note history, by the admin, shown in the lead's dialog", async () => {
    expect(history.notes.length).toBeGreaterThan(0);
    const [note] = history.notes;
    const html = await page(`/submissions-manager?dialog=view&id=${note!.submissionId}`);
    expect(html).toContain(note!.body);
  });

  it("shows in the manager, filtered by tab and search", async () => {
    const contact = history.leads.filter((lead) => lead.formType === "contact" && lead.status !== "spam").at(-1)!;
    const html = await page(`/submissions-manager?tab=contact&q=${encodeURIComponent(contact.email)}`);
    expect(html).toContain(contact.email);
  });

  it("is counted by the Overview's funnel over 12 months, spam left out", async () => {
    const html = await page("/admin?tab=overview&period=12m");
    const since = new Date(now - 365 * 86_400_000).toISOString();
    const inPeriod = history.leads.filter((lead) => lead.createdAt >= since && lead.status !== "spam").length;
    const funnel = html.split(`${en.admin.pipeline.funnelCaption}</caption>`)[1]?.split("</tr>")[1] ?? "";
    expect(funnel.replace(/<[^>]+>/g, " ")).toMatch(new RegExp(`${en.leadStatuses.new}\\s+${inPeriod}\\s`));
  });

  it("replaces itself when seeded again, never doubling", async () => {
    await applyStatements(worker.db, historyStatements(history));
    const [counted] = await rows<{ leads: number; changes: number; notes: number }>(
      worker,
      "SELECT (SELECT count(*) FROM form_submissions) AS leads, (SELECT count(*) FROM submission_status_changes) AS changes, (SELECT count(*) FROM submission_notes) AS notes",
    );
    expect(counted).toEqual({ leads: 200, changes: history.changes.length, notes: history.notes.length });
  });
});
