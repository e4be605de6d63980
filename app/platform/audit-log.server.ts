/**
 * The audit log: one row per admin action and per account event (registration, sign-in, e-mail
 * confirmed, password reset or changed, account deleted), who did it, to what, from where.
 * Details never hold a password or a token; targets are ids or e-mail addresses.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { desc } from "drizzle-orm";
import type { Database } from "../../db/client";
import { auditLog } from "../../db/schema";

type AuditActions = [
  "admin.login",
  "admin.logout",
  "admin.create",
  "admin.promote",
  "admin.demote",
  "admin.password_set",
  "admin.invite_resend",
  "admin.invite_revoke",
  "admin.invitation_accepted",
  "instructor.grant",
  "instructor.revoke",
  "account.register",
  "account.login",
  "account.verify_email",
  "account.password_reset",
  "account.password_change",
  "account.profile",
  "account.newsletter",
  "account.delete",
  "master_password.verified",
  "master_password.refused",
  "session.revoke",
  "submission.delete",
  "submission.erase",
  "submission.status",
  "submission.assign",
  "submission.follow-up",
  "submission.note",
  "submission.spam",
  "submissions.export",
  "partner.approve",
  "partner.update",
  "partner.unlist",
  "partner.relist",
  "course.enrol",
  "course.enrolment_change",
  "course.certificate_revoke",
  "course.records_export",
  "course.question_answer",
  "course.bulk_extend",
  "course.nudge",
  // One row per bulk change of leads (its leads' own rows are their history, decision 061).
  "submissions.bulk_assign",
  "submissions.bulk_status",
  "site_settings.update",
  "admin.notifications",
  "account.two_factor_on",
  "account.two_factor_off",
  "account.recovery_codes_renewed",
  "account.passkey_added",
  "account.passkey_removed",
  // The course studio (docs/studio.md): each step of a version, and the permission given or taken back.
  "studio.draft",
  "studio.submit",
  "studio.approve",
  "studio.send_back",
  "studio.discard",
  "studio.publish",
  "studio.permission",
  "studio.export",
  "studio.resolve_report",
];
export type AuditAction = AuditActions[number];

export interface AuditActor {
  id: string;
  email: string;
}

/** The client's address as an audit row keeps it (staff actions on personal data: worth keeping, decision 014). */
export function auditAddress(request: Request): string {
  return (request.headers.get("CF-Connecting-IP") ?? "").slice(0, 64);
}

export async function recordAudit(
  context: AppLoadContext,
  request: Request,
  actor: AuditActor,
  action: AuditAction,
  target = "",
  details: Record<string, unknown> = {},
): Promise<void> {
  await auditInsert(context, request, actor, action, target, details);
}

/** The row `recordAudit` writes, as a statement: for a D1 batch that records a change together with the change itself. */
export function auditInsert(
  context: Pick<AppLoadContext, "db">,
  request: Request,
  actor: AuditActor,
  action: AuditAction,
  target = "",
  details: Record<string, unknown> = {},
) {
  return auditRow(context.db, { actor, ip: auditAddress(request), action, target, details });
}

/** The same row from a feature module that has no request, only the client's address (`auditAddress`). */
export function auditRow(db: Database, row: { actor: AuditActor; ip: string; action: AuditAction; target?: string; details?: Record<string, unknown> }) {
  return db.insert(auditLog).values({
    actorUserId: row.actor.id,
    actorEmail: row.actor.email,
    action: row.action,
    target: (row.target ?? "").slice(0, 300),
    details: row.details ?? {},
    ip: row.ip,
  });
}

/** The latest entries, newest first (the Security tab). */
export async function listAuditEntries(db: Database, limit = 50) {
  return db
    .select({
      id: auditLog.id,
      actorEmail: auditLog.actorEmail,
      action: auditLog.action,
      target: auditLog.target,
      ip: auditLog.ip,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .orderBy(desc(auditLog.createdAt))
    .limit(limit);
}
