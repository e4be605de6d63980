/** What the admin panel's Overview shows: counts and a real system status (decision 014). */
import { outboxHealth } from "~/email/outbox.server";
import { countAdmins } from "~/auth/users.server";
import { countSubmissionsByTab } from "~/admin/submissions.server";
import type { Database } from "../../db/client";

export async function systemOverview(db: Database) {
  try {
    const [adminCount, submissionCounts, outbox] = await Promise.all([countAdmins(db), countSubmissionsByTab(db), outboxHealth(db)]);
    return { isDatabaseAnswering: true, adminCount, submissionCount: submissionCounts.all, outbox };
  } catch (error) {
    // The panel still opens and says so, rather than failing with the database.
    console.error(JSON.stringify({ level: "error", event: "admin_overview_failed", message: String(error) }));
    return { isDatabaseAnswering: false, adminCount: 0, submissionCount: 0, outbox: { pending: 0, failed: 0, latestError: null } };
  }
}
