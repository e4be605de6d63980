/**
 * The bulk change's rules live in the bulk module (`app/admin/bulk-work.server.ts`, docs/decisions/
 * 061 and 076), whoever calls it: the Spam tab is refused, the owner must be an admin when the
 * change is reviewed and still one when it is confirmed, and the confirmation that finishes the
 * change writes its one audit row. The manager's answers to the same posts are in bulk-leads.test.ts.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { confirmBulkChange, reviewBulkChange } from "~/admin/bulk-work.server";
import { parseLeadQuery } from "~/admin/lead-query";
import { createDb } from "../../db/client";
import { insertLeads, insertUser, leadFactory } from "../factories";
import { rows, startWorkerForFile } from "../support/worker";

const worker = startWorkerForFile();
const db = () => createDb(worker.db);
const everyLead = parseLeadQuery(new URLSearchParams());
const origin = "http://localhost:8787";

beforeEach(async () => {
  await worker.db.batch(["bulk_actions", "form_submissions", "audit_log"].map((table) => worker.db.prepare(`DELETE FROM ${table}`)));
});

async function admins() {
  const { user: admin } = await insertUser(worker.db, { role: "admin" });
  const { user: other } = await insertUser(worker.db, { role: "admin" });
  const { user: member } = await insertUser(worker.db);
  return { admin, other, member };
}

describe("the bulk module's rules", () => {
  it("refuses the Spam tab, a status that is not a working one and an owner who is not an admin, and keeps nothing", async () => {
    const { admin, member } = await admins();
    await insertLeads(worker.db, [leadFactory(), leadFactory()]);
    const review = (target: Parameters<typeof reviewBulkChange>[1]["target"], view = everyLead) =>
      reviewBulkChange(db(), { admin, target, view, selection: { everyMatching: true }, origin });
    expect(await review({ kind: "status", to: "contacted" }, parseLeadQuery(new URLSearchParams("tab=spam")))).toEqual({ ok: false, reason: "spam" });
    expect(await review({ kind: "status", to: null })).toEqual({ ok: false, reason: "status-unknown" });
    expect(await review({ kind: "assign", owner: member.id })).toEqual({ ok: false, reason: "owner-not-admin" });
    expect(await review({ kind: "assign", owner: "" })).toEqual({ ok: false, reason: "owner-not-admin" });
    expect(await rows(worker, "select id from bulk_actions")).toEqual([]);
  });

  it("refuses to confirm an assignment to an owner who stopped being an admin, and changes nothing", async () => {
    const { admin, other } = await admins();
    const leads = await insertLeads(worker.db, [leadFactory(), leadFactory()]);
    const reviewed = await reviewBulkChange(db(), {
      admin,
      target: { kind: "assign", owner: other.id },
      view: everyLead,
      selection: { everyMatching: true },
      origin,
    });
    if (!reviewed.ok) throw new Error(reviewed.reason);
    await worker.db.prepare("update users set role = 'user' where id = ?").bind(other.id).run();
    expect(await confirmBulkChange(db(), { id: reviewed.id, admin, ip: "203.0.113.9", notify: false })).toEqual({ kind: "owner-not-admin" });
    expect(await rows(worker, "select assigned_to from form_submissions where id in (?, ?)", leads[0]!.id, leads[1]!.id)).toEqual([
      { assigned_to: null },
      { assigned_to: null },
    ]);
    expect(await rows(worker, "select state from bulk_actions where id = ?", reviewed.id)).toEqual([{ state: "reviewed" }]);
  });

  it("writes the change's one audit row when it finishes it, and none on a replay", async () => {
    const { admin, other } = await admins();
    await insertLeads(worker.db, [leadFactory(), leadFactory(), leadFactory({ status: "spam" })]);
    const reviewed = await reviewBulkChange(db(), {
      admin,
      target: { kind: "assign", owner: other.id },
      view: everyLead,
      selection: { everyMatching: true },
      origin,
    });
    if (!reviewed.ok) throw new Error(reviewed.reason);
    const done = await confirmBulkChange(db(), { id: reviewed.id, admin, ip: "203.0.113.9", notify: false });
    expect(done).toMatchObject({ kind: "done", target: { kind: "assign", owner: other.id }, result: { changed: 2 } });
    const replayed = await confirmBulkChange(db(), { id: reviewed.id, admin, ip: "203.0.113.9", notify: false });
    expect(replayed).toMatchObject({ kind: "replayed", result: { changed: 2 } });
    const audited = await rows<{ actor_user_id: string; target: string; ip: string; details: string }>(
      worker,
      "select actor_user_id, target, ip, details from audit_log where action = 'submissions.bulk_assign'",
    );
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ actor_user_id: admin.id, target: reviewed.id, ip: "203.0.113.9" });
    expect(JSON.parse(audited[0]!.details)).toMatchObject({ tab: "all", everyMatching: true, to: other.id, changed: 2 });
  });
});
