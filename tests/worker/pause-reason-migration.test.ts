/**
 * Migration 0017 (db/migrations/0017_pause_reason.sql): the enrolment stores why it is paused. Its
 * backfill reads each paused enrolment's latest record that changed its status, so a database
 * migrated up to 0016 with the old state (an identity pause followed by a staff "pause" that changed
 * nothing, or by an extension) comes out with the reason the pause really had, and the identity
 * page lists those students.
 */
import { describe, expect, it } from "vitest";
import { insertUser } from "../factories";
import { getAs, logIn } from "../support/accounts";
import { migrationStatements, rows, startWorkerForFile } from "../support/worker";

const before0017 = (file: string) => file < "0017";
const worker = startWorkerForFile({ migrations: before0017 });

const startsAt = "2026-01-01T05:00:00.000Z";
const endsAt = "2026-07-01T03:59:59.000Z";
const later = "2026-09-01T03:59:59.000Z";

type Change = { to: Record<string, string>; from?: string; reason?: string; bulk?: boolean };

/** An enrolment in the old schema (no pause_reason), with its records written as the old code wrote them. */
async function oldEnrolment(label: string, status: "active" | "paused" | "ended", changes: Change[]): Promise<string> {
  const id = crypto.randomUUID();
  await worker.db
    .prepare("insert into course_enrolments (id, course_id, student_name, student_email, status, starts_at, ends_at) values (?, 'florida-2-15', ?, ?, ?, ?, ?)")
    .bind(id, `Old ${label}`, `old-${label}-${id.slice(0, 8)}@example.com`, status, startsAt, endsAt)
    .run();
  let current = "active";
  for (const change of changes) {
    const details = {
      from: { status: change.from ?? current, endsAt },
      to: change.to,
      by: "someone@example.com",
      ...(change.reason ? { reason: change.reason } : {}),
      ...(change.bulk ? { bulk: { amount: 30, unit: "days" } } : {}),
    };
    await worker.db
      .prepare("insert into course_records (enrolment_id, kind, details, created_at) values (?, 'enrolment.changed', ?, ?)")
      .bind(id, JSON.stringify(details), new Date().toISOString())
      .run();
    current = change.to.status ?? current;
  }
  return id;
}

const identityPause: Change = { to: { status: "paused" }, reason: "identity" };

describe("migration 0017: the pause's reason, backfilled", () => {
  it("sets 'identity' where the latest change of status was the identity checks' pause, 'staff' for every other pause, nothing otherwise; the summaries' triggers still work", async () => {
    expect(await rows(worker, "select name from pragma_table_info('course_enrolments') where name = 'pause_reason'")).toEqual([]);
    const ids = {
      identity: await oldEnrolment("identity", "paused", [identityPause]),
      identityThenStaffRepause: await oldEnrolment("repaused", "paused", [identityPause, { to: { status: "paused" } }]),
      identityThenExtended: await oldEnrolment("extended", "paused", [identityPause, { to: { endsAt: later } }]),
      identityThenBulkExtended: await oldEnrolment("bulk", "paused", [identityPause, { to: { endsAt: later }, bulk: true }]),
      staff: await oldEnrolment("staff", "paused", [{ to: { status: "paused" } }]),
      resumedThenStaff: await oldEnrolment("resumed", "paused", [
        identityPause,
        { to: { status: "active" }, reason: "identity" },
        { to: { status: "paused" } },
      ]),
      seededWithoutRecord: await oldEnrolment("seeded", "paused", []),
      identityResumed: await oldEnrolment("active", "active", [identityPause, { to: { status: "active" }, reason: "identity" }]),
      ended: await oldEnrolment("ended", "ended", [identityPause, { to: { status: "ended" } }]),
    };

    const only0017 = migrationStatements((file) => file.startsWith("0017_"));
    expect(only0017.length).toBeGreaterThanOrEqual(3);
    for (const statement of only0017) await worker.db.prepare(statement).run();

    const reasons = Object.fromEntries(
      await Promise.all(
        Object.entries(ids).map(
          async ([name, id]) =>
            [
              name,
              (await rows<{ pause_reason: string | null }>(worker, "select pause_reason from course_enrolments where id = ?", id))[0]!.pause_reason,
            ] as const,
        ),
      ),
    );
    expect(reasons).toEqual({
      identity: "identity",
      identityThenStaffRepause: "identity",
      identityThenExtended: "identity",
      identityThenBulkExtended: "identity",
      staff: "staff",
      resumedThenStaff: "staff",
      seededWithoutRecord: "staff",
      identityResumed: null,
      ended: null,
    });

    // ADD COLUMN kept the learner summaries' triggers (migration 0016): a change of state still reaches the summary.
    await worker.db.prepare("update course_enrolments set status = 'active', pause_reason = null where id = ?").bind(ids.staff).run();
    expect(await rows(worker, "select status from course_learner_summaries where enrolment_id = ?", ids.staff)).toEqual([{ status: "active" }]);
    // The identity page's query is answered by the partial index.
    const plan = await rows<{ detail: string }>(
      worker,
      "explain query plan select id from course_enrolments where pause_reason = 'identity' and status = 'paused' order by updated_at desc limit 200",
    );
    expect(plan.map((step) => step.detail).join(" ")).toContain("course_enrolments_identity_paused_idx");

    // Brought up to date (the migrations after 0017), the migrated database serves the identity page:
    // the students paused by the checks, and no other.
    for (const statement of migrationStatements((file) => file > "0017_" && !file.startsWith("0017_"))) await worker.db.prepare(statement).run();
    const { user, password } = await insertUser(worker.db, { role: "admin" });
    const page = await (await getAs(worker, await logIn(worker, user.email, password), "/course-manager/identity")).text();
    for (const name of ["identity", "repaused", "extended", "bulk"]) expect(page).toContain(`Old ${name}`);
    for (const name of ["staff", "resumed", "seeded", "active", "ended"]) expect(page).not.toContain(`Old ${name}<`);
  });
});
