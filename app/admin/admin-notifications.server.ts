/**
 * Each admin's own e-mails, switched in the Settings tab's "My e-mails": a copy of every new-lead
 * notice (off until turned on), the morning follow-up e-mail (decision 054, on) and the Monday
 * summary (decision 067, on). Read and written for the signed-in admin only; a change is one D1
 * batch with its audit row (from, to).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import type { AdminNotifications } from "~/site/site-settings";
import { auditInsert, type AuditActor } from "~/platform/audit-log.server";

const switches = { leadNotices: users.leadNotices, followUpEmails: users.followUpEmails, weeklySummary: users.weeklySummary };

export async function adminNotificationsOf(db: Database, userId: string): Promise<AdminNotifications> {
  const [row] = await db.select(switches).from(users).where(eq(users.id, userId));
  return row ?? { leadNotices: false, followUpEmails: false, weeklySummary: false };
}

/** Sets the admin's own switches; false when nothing changed (no write, no audit row). */
export async function saveAdminNotifications(
  context: Pick<AppLoadContext, "db">,
  request: Request,
  admin: AuditActor,
  next: AdminNotifications,
): Promise<boolean> {
  const current = await adminNotificationsOf(context.db, admin.id);
  if (current.leadNotices === next.leadNotices && current.followUpEmails === next.followUpEmails && current.weeklySummary === next.weeklySummary) return false;
  await context.db.batch([
    context.db
      .update(users)
      .set({ ...next, updatedAt: new Date().toISOString() })
      .where(eq(users.id, admin.id)),
    auditInsert(context, request, admin, "admin.notifications", admin.email, { from: current, to: next }),
  ]);
  return true;
}
