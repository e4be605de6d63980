/**
 * The tab counts come from `lead_counts`, which triggers keep (migration 0011). After every kind of
 * write a lead can see — a form post, factory rows, spam and back, delete, erase, a change of form
 * type — the table must equal counting the leads themselves.
 */
import { describe, expect, it } from "vitest";
import { insertLeads, leadFactory } from "../factories";
import { postAs, signedInAdminForFile } from "../support/accounts";
import { formPaths, leadPost, validLeads } from "../support/lead-fixtures";
import { postForm, rows, startWorkerForFile } from "../support/worker";

const worker = startWorkerForFile();
const admin = signedInAdminForFile(worker);

async function countsMatchTheLeads() {
  const counted = await rows<{ form_type: string; is_spam: number; total: number }>(
    worker,
    "SELECT form_type, status = 'spam' AS is_spam, count(*) AS total FROM form_submissions GROUP BY 1, 2 ORDER BY 1, 2",
  );
  const kept = await rows<{ form_type: string; is_spam: number; total: number }>(
    worker,
    "SELECT form_type, is_spam, total FROM lead_counts WHERE total <> 0 ORDER BY 1, 2",
  );
  expect(kept).toEqual(counted);
  return counted;
}

async function act(fields: Record<string, string>) {
  const response = await postAs(worker, admin.cookie, "/submissions-manager", { view: "", ...fields });
  expect(response.status).toBe(303);
  await response.arrayBuffer();
}

describe("lead_counts", () => {
  it("equals counting the leads after posts, spam and back, a delete, an erase and a change of form type", async () => {
    const posted = await postForm(worker, formPaths.contact, leadPost("contact", { ...validLeads.contact, email: "counted@example.com" }), {
      "CF-Connecting-IP": "10.77.0.1",
    });
    expect(posted.status).toBeLessThan(400);
    await posted.arrayBuffer();
    expect(await rows(worker, "SELECT id FROM form_submissions WHERE email = 'counted@example.com'")).toHaveLength(1);
    const [first, second, third] = await insertLeads(worker.db, [
      leadFactory({ formType: "license-application", email: "one@example.com" }),
      leadFactory({ formType: "license-application", email: "two@example.com", status: "spam" }),
      leadFactory({ formType: "service-inquiry", email: "erase.me@example.com" }),
      leadFactory({ formType: "service-inquiry", email: "ERASE.me@example.com" }),
    ]);
    expect((await countsMatchTheLeads()).reduce((sum, group) => sum + group.total, 0)).toBeGreaterThanOrEqual(5);

    await act({ intent: "spam", id: first!.id });
    await countsMatchTheLeads();
    await act({ intent: "not-spam", id: second!.id });
    await countsMatchTheLeads();
    await act({ intent: "delete", id: first!.id });
    await countsMatchTheLeads();
    await act({ intent: "erase", id: third!.id });
    await countsMatchTheLeads();
    await worker.db.prepare("UPDATE form_submissions SET form_type = 'contact' WHERE id = ?").bind(second!.id).run();
    await countsMatchTheLeads();
    await worker.db.prepare("DELETE FROM form_submissions").run();
    expect(await countsMatchTheLeads()).toEqual([]);
  });
});
