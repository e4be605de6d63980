/**
 * The Overview's figures are kept between views (docs/decisions/031-overview-figures-kept.md). They
 * must never outlive a change to what they count: every write a figure depends on raises
 * `lead_data_version` (triggers, migration 0012), and stored figures stand only at the version they
 * were read at, for five minutes at most, and only if they still have today's shape.
 */
import { describe, expect, it } from "vitest";
import { keptPipelineStats, refreshOutdatedFigures, storeFigures } from "~/admin/pipeline/kept-stats.server";
import { pipelineStats } from "~/admin/pipeline/stats.server";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { createDb } from "../../db/client";
import { insertLeads, leadFactory } from "../factories";
import { getAs, postAs, signedInAdminForFile } from "../support/accounts";
import { decodeEntities } from "../support/html";
import { formPaths, leadPost, validLeads } from "../support/lead-fixtures";
import { poll, postForm, rows, startWorkerForFile } from "../support/worker";

const worker = startWorkerForFile();
const admin = signedInAdminForFile(worker);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/**
 * The arrival of a lead this file leaves "new": under 2 days back (never overdue) or over 5 (always).
 * The Overview's "new leads waiting over 2 business days" counts from a line 48 to 96 hours back,
 * by weekday and hour in New York (`businessDaysBefore`); from Monday to Friday it moves with the
 * clock in whole seconds, and at Wednesday 00:00 it jumps over the weekend. A lead made 2 days back
 * on a Wednesday to Friday starts to count within a second of being made, in the middle of a later
 * test, which then sees the figure rise by one with no lead changed.
 */
function arrivedDaysAgo(days: number): string {
  if (days >= 2 && days <= 5) throw new Error(`a lead ${days} days old may cross the overdue line during the run: use under 2 or over 5`);
  return daysAgo(days);
}

async function dataVersion(): Promise<number> {
  const [row] = await rows<{ version: number }>(worker, "SELECT version FROM lead_data_version WHERE id = 1");
  return row!.version;
}

/** The columns the figures read: a change to one of them must raise the version, a change to any other must not. */
const readByTheFigures = ["status", "form_type", "source", "data", "created_at", "first_status_change_at", "reached_statuses"];

/** A context for calling the module directly, which collects the work it leaves for after the response. */
function directContext() {
  const pending: Promise<unknown>[] = [];
  return {
    context: {
      db: createDb(worker.db),
      ctx: { waitUntil: (work: Promise<unknown>) => void pending.push(work), passThroughOnException() {} } as unknown as ExecutionContext,
    },
    settled: () => Promise.all(pending),
  };
}

/** The Overview's "new leads waiting over 2 business days" figure and its "figures as of" line. */
async function overviewFigures(language: "en" | "es" = "en") {
  const response = await getAs(worker, admin.cookie, `${language === "es" ? "/es" : ""}/admin?tab=overview`);
  expect(response.status).toBe(200);
  const html = decodeEntities(await response.text());
  return {
    overdueNew: Number(html.match(/data-figure="overdue-new">(\d+)</)?.[1]),
    readAt: html.match(/data-figure="read-at">([^<]*)</)?.[1] ?? "",
  };
}

/** Stored figures with a value no real read would give, so a page showing it was served from the store. */
async function plantStoredFigures(changes: { overdueNew?: number; expiresAt?: string; stats?: string }) {
  await worker.db
    .prepare("UPDATE pipeline_snapshots SET stats = coalesce(?, json_set(stats, '$.overdueNew', ?)), expires_at = coalesce(?, expires_at) WHERE period = '30d'")
    .bind(changes.stats ?? null, changes.overdueNew ?? null, changes.expiresAt ?? null)
    .run();
}

/** Waits until the work left for after the responses so far has ended, before checking that it did not do something. */
const afterTheResponse = () => worker.afterWork();

/**
 * Waits until the view's after-response store has landed: the 30-day row holds a real read (the
 * full shape, no planted value) at the current data version. A step that then changes the row
 * is not undone by a store still on its way (a fixed wait is not enough on a busy machine).
 */
async function viewFiguresStored() {
  await poll("the view's stored figures", async () => {
    const [row] = await rows<{ data_version: number; stats: string }>(worker, "SELECT data_version, stats FROM pipeline_snapshots WHERE period = '30d'");
    if (!row || row.data_version !== (await dataVersion())) return undefined;
    try {
      const stats = JSON.parse(row.stats) as { overdueNew?: unknown; funnel?: unknown };
      return stats.funnel !== undefined && stats.overdueNew !== 4242 ? row : undefined;
    } catch {
      return undefined;
    }
  });
}

describe("lead_data_version", () => {
  it("is watched on every column of form_submissions that the figures read, and only those", async () => {
    const columns = (await rows<{ name: string }>(worker, "SELECT name FROM pragma_table_info('form_submissions')")).map((column) => column.name);
    const [trigger] = await rows<{ sql: string }>(worker, "SELECT sql FROM sqlite_master WHERE name = 'form_submissions_version_update'");
    const watched = trigger!.sql
      .split(" ON ")[0]!
      .match(/`([a-z_]+)`/g)!
      .map((name) => name.replaceAll("`", ""))
      .slice(1);
    expect(watched.sort()).toEqual([...readByTheFigures].sort());
    expect(columns).toEqual(expect.arrayContaining(readByTheFigures));
  });

  it("rises on an insert, a delete and every change a figure can see; not on a note, an owner, a follow-up or a same-value write", async () => {
    const [lead] = await insertLeads(worker.db, [leadFactory({ formType: "sponsorship-application", status: "new" })]);
    const id = lead!.id;
    const changes: Array<[string, string, boolean]> = [
      ["a status change", "UPDATE form_submissions SET status = 'contacted' WHERE id = ?", true],
      ["the same status again", "UPDATE form_submissions SET status = 'contacted' WHERE id = ?", false],
      ["a form type", "UPDATE form_submissions SET form_type = 'license-application' WHERE id = ?", true],
      ["a source", "UPDATE form_submissions SET source = 'radio' WHERE id = ?", true],
      ["the payload (the campaign)", "UPDATE form_submissions SET data = json_set(data, '$.source', 'tv') WHERE id = ?", true],
      ["the arrival time", "UPDATE form_submissions SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 day') WHERE id = ?", true],
      ["the first status change", "UPDATE form_submissions SET first_status_change_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?", true],
      [
        "a status history row (its trigger sets reached_statuses)",
        "INSERT INTO submission_status_changes (id, submission_id, from_status, to_status) VALUES ('kept-1', ?, 'contacted', 'in_review')",
        true,
      ],
      ["an owner", "UPDATE form_submissions SET assigned_to = NULL WHERE id = ?", false],
      ["a follow-up date", "UPDATE form_submissions SET follow_up_on = '2030-01-01' WHERE id = ?", false],
      ["a note", "INSERT INTO submission_notes (id, submission_id, body) VALUES ('kept-note', ?, 'Called back')", false],
      ["a delete", "DELETE FROM form_submissions WHERE id = ?", true],
    ];
    for (const [what, statement, rises] of changes) {
      const before = await dataVersion();
      await worker.db.prepare(statement).bind(id).run();
      expect({ what, rose: (await dataVersion()) > before }).toEqual({ what, rose: rises });
    }
  });
});

describe("the Overview's kept figures", () => {
  it("are read afresh once, then served from the store until a lead changes", async () => {
    const direct = directContext();
    const first = await keptPipelineStats(direct.context, "90d");
    await direct.settled();
    const stored = await rows<{ data_version: number; stats: string }>(worker, "SELECT data_version, stats FROM pipeline_snapshots WHERE period = '90d'");
    expect(stored).toEqual([{ data_version: await dataVersion(), stats: JSON.stringify(first.stats) }]);

    const again = await keptPipelineStats(direct.context, "90d", Date.now() + 60_000);
    expect(again).toEqual(first); // the stored figures, with the time they were read

    await insertLeads(worker.db, [leadFactory({ status: "new", createdAt: arrivedDaysAgo(10) })]);
    const afterALead = await keptPipelineStats(direct.context, "90d");
    expect(afterALead.stats.funnel.new).toBe(first.stats.funnel.new + 1);
    expect(afterALead.readAt).toBeGreaterThan(first.readAt);
  });

  it("never replace figures read at a newer version with a slower read of older data", async () => {
    const db = createDb(worker.db);
    const older = await pipelineStats(db, "12m");
    const olderReadAt = Date.now();
    await insertLeads(worker.db, [leadFactory({ status: "new", createdAt: arrivedDaysAgo(10) })]);
    const direct = directContext();
    const newer = await keptPipelineStats(direct.context, "12m");
    await direct.settled();

    await storeFigures(db, { ...older, readAt: olderReadAt }); // the older read's store lands last

    const [row] = await rows<{ data_version: number }>(worker, "SELECT data_version FROM pipeline_snapshots WHERE period = '12m'");
    expect(row!.data_version).toBe(await dataVersion());
    expect(row!.data_version).toBeGreaterThan(older.dataVersion);
    expect((await keptPipelineStats(directContext().context, "12m")).stats).toEqual(newer.stats);
  });

  it("on the page: say when they were read, stand while nothing changed, and give way to a new lead, a status change, expiry and a damaged row", async () => {
    await insertLeads(worker.db, [leadFactory({ status: "new", createdAt: arrivedDaysAgo(6) })]);
    const fresh = await overviewFigures();
    expect(fresh.readAt.startsWith(en.admin.pipeline.readAt.split("{{time}}")[0]!)).toBe(true);
    await viewFiguresStored();

    // Nothing changed: the stored figures are what the page shows.
    await plantStoredFigures({ overdueNew: 4242 });
    expect((await overviewFigures()).overdueNew).toBe(4242);
    expect((await overviewFigures("es")).readAt.startsWith(es.admin.pipeline.readAt.split("{{time}}")[0]!)).toBe(true);

    // A lead arrives: read afresh, and it counts.
    await insertLeads(worker.db, [leadFactory({ status: "new", createdAt: arrivedDaysAgo(7) })]);
    const afterALead = await overviewFigures();
    expect(afterALead.overdueNew).toBe(fresh.overdueNew + 1);
    await viewFiguresStored();

    // An admin moves a lead on through the manager: read afresh.
    const [waiting] = await rows<{ id: string }>(worker, "SELECT id FROM form_submissions WHERE status = 'new' AND created_at < ? LIMIT 1", daysAgo(5));
    await plantStoredFigures({ overdueNew: 4242 });
    const moved = await postAs(worker, admin.cookie, "/submissions-manager", {
      intent: "status",
      id: waiting!.id,
      from: "new",
      to: "contacted",
      notify: "no",
      view: "",
    });
    expect(moved.status).toBe(303);
    expect((await overviewFigures()).overdueNew).toBe(afterALead.overdueNew - 1);
    await viewFiguresStored();

    // Expired, or damaged, or of another shape: read afresh, never a broken page.
    for (const damage of [{ overdueNew: 4242, expiresAt: daysAgo(0.001) }, { stats: "{not json" }, { stats: JSON.stringify({ overdueNew: 4242 }) }]) {
      await plantStoredFigures(damage);
      expect((await overviewFigures()).overdueNew).toBe(afterALead.overdueNew - 1);
      await viewFiguresStored();
    }
  });

  it("are read again after a post that outdated them, at most every ten seconds a period, and only while a view still wants them", async () => {
    const storedRow = async () =>
      (
        await rows<{ data_version: number; expires_at: string; stats: string }>(
          worker,
          "SELECT data_version, expires_at, stats FROM pipeline_snapshots WHERE period = '30d'",
        )
      )[0]!;
    const aLead = async (email: string) => {
      const response = await postForm(worker, formPaths.contact, leadPost("contact", { ...validLeads.contact, email }), {
        "CF-Connecting-IP": `10.78.0.${email.length}`,
      });
      expect(response.status).toBeLessThan(400);
      await response.arrayBuffer();
    };
    await overviewFigures();
    await viewFiguresStored();
    const minuteAgo = new Date(Date.now() - 60_000).toISOString();
    await worker.db.prepare("UPDATE pipeline_snapshots SET computed_at = ? WHERE period = '30d'").bind(minuteAgo).run();
    const viewed = await storedRow();

    // A lead posted: the figures are read again after the response, without a view, keeping their expiry.
    await aLead("refreshed.ahead@example.com");
    const refreshed = await poll("refreshed figures", async () => {
      const row = await storedRow();
      return row.data_version === (await dataVersion()) ? row : undefined;
    });
    expect(refreshed.expires_at).toBe(viewed.expires_at);
    expect(JSON.parse(refreshed.stats).funnel.new).toBe(JSON.parse(viewed.stats).funnel.new + 1);

    // Another at once: not read again within ten seconds; the next view reads afresh and counts it.
    await aLead("too.soon@example.com");
    await afterTheResponse();
    expect((await storedRow()).data_version).toBeLessThan(await dataVersion());
    await overviewFigures();
    await viewFiguresStored();

    // Figures no view has asked for in five minutes (expired) are left alone.
    await worker.db.prepare("UPDATE pipeline_snapshots SET computed_at = ?, expires_at = ? WHERE period = '30d'").bind(minuteAgo, minuteAgo).run();
    await aLead("nobody.looking@example.com");
    await afterTheResponse();
    expect((await storedRow()).data_version).toBeLessThan(await dataVersion());
  });

  it("are read again by one request only when many posts find them outdated together", async () => {
    const direct = directContext();
    await keptPipelineStats(direct.context, "90d");
    await direct.settled();
    await worker.db
      .prepare("UPDATE pipeline_snapshots SET computed_at = ? WHERE period = '90d'")
      .bind(new Date(Date.now() - 60_000).toISOString())
      .run();
    await insertLeads(worker.db, [leadFactory({ status: "new", createdAt: arrivedDaysAgo(1) })]);

    const db = createDb(worker.db);
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => refreshOutdatedFigures(db)));

    expect(outcomes.flat().filter((period) => period === "90d")).toEqual(["90d"]);
    const [row] = await rows<{ data_version: number }>(worker, "SELECT data_version FROM pipeline_snapshots WHERE period = '90d'");
    expect(row!.data_version).toBe(await dataVersion());
  });
});
