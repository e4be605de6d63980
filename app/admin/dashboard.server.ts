/** What the admin panel's Overview shows: counts and a real system status (decision 014). */
import { outboxHealthFrom, outboxHealthQueries } from "~/email/outbox.server";
import { countAdminsQuery } from "~/auth/users.server";
import { tabCountsFrom, tabCountsQuery } from "~/admin/leads.server";
import type { Database } from "../../db/client";

export async function systemOverview(db: Database) {
  try {
    // One D1 batch: one round trip for the four reads.
    const [outboxGroups, outboxLatest] = outboxHealthQueries(db);
    const [[admins], tabGroups, groups, latest] = await db.batch([countAdminsQuery(db), tabCountsQuery(db), outboxGroups, outboxLatest]);
    return { isDatabaseAnswering: true, adminCount: admins?.total ?? 0, leadCount: tabCountsFrom(tabGroups).all, outbox: outboxHealthFrom(groups, latest) };
  } catch (error) {
    // The panel still opens and says so, rather than failing with the database.
    console.error(JSON.stringify({ level: "error", event: "admin_overview_failed", message: String(error) }));
    return { isDatabaseAnswering: false, adminCount: 0, leadCount: 0, outbox: { pending: 0, failed: 0, latestError: null } };
  }
}
