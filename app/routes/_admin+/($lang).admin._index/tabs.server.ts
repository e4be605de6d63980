/**
 * What each tab of the admin panel reads: one function per tab, each reading only what its tab
 * shows, dates already formatted for the page's language (`~/platform/time/date-formats`).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { formatDateTime } from "~/platform/time/date-formats";
import type { AdminTab } from "~/admin/admin-tabs";
import { systemOverview } from "~/admin/dashboard.server";
import { overviewPipeline } from "~/admin/pipeline/overview-pipeline.server";
import { listAuditEntries } from "~/platform/audit-log.server";
import { listPendingInvitations } from "~/auth/account-tokens.server";
import { listActiveSessions, readSessionState, sessionHandle } from "~/auth/session.server";
import { fullName, listAccounts, type AccountUser } from "~/auth/users.server";
import { adminNotificationsOf } from "~/admin/admin-notifications.server";
import { adminPasswordMinimumLength, passwordMinimumLength } from "~/auth/auth-schemas";
import { pickTranslations } from "~/i18n/i18n.server";
import { defaultNoticeField, noticeFieldName, noticeFormTypes } from "~/site/site-settings";
import { readSiteSettings } from "~/site/site-settings.server";
import { adminsSecondFactors, securityStateOf } from "~/auth/security-state.server";
import type { Language } from "~/i18n/languages";
import { countLeadsByTab } from "~/admin/leads.server";

export interface TabArgs {
  request: Request;
  context: AppLoadContext;
  admin: AccountUser;
  language: Language;
}

/** Overview: counts and the system status, the outbox's latest error with its date, and the pipeline's charts. */
async function overviewTab({ request, context, language }: TabArgs) {
  const [overview, pipeline] = await Promise.all([systemOverview(context.db), overviewPipeline(context, request, language)]);
  const latestError = overview.outbox.latestError;
  return {
    tab: "overview" as const,
    ...overview,
    pipeline,
    outbox: { ...overview.outbox, latestError: latestError ? { message: latestError.message, at: formatDateTime(latestError.at, language) } : null },
  };
}

/** Submissions: how many of each type wait in the submissions manager. */
export async function submissionsTab({ context }: TabArgs) {
  return { tab: "submissions" as const, counts: await countLeadsByTab(context.db) };
}

/**
 * Accounts: every account, and the invitations nobody has used yet. `?remove=<id>` is the
 * confirmation step of removing an admin's rights (a link, so it works without JavaScript).
 */
export async function accountsTab({ request, context, admin, language }: TabArgs) {
  const [accounts, invitations] = await Promise.all([listAccounts(context.db), listPendingInvitations(context.db)]);
  const removeId = new URL(request.url).searchParams.get("remove");
  const toRemove = accounts.find((account) => account.id === removeId && account.role === "admin" && account.id !== admin.id);
  return {
    tab: "accounts" as const,
    confirmRemoval: toRemove ? { userId: toRemove.id, email: toRemove.email } : null,
    accounts: accounts.map((account) => ({
      id: account.id,
      isSelf: account.id === admin.id,
      name: fullName(account),
      email: account.email,
      isAdmin: account.role === "admin",
      role: account.role,
      studio: account.studio,
      isVerified: account.emailVerifiedAt !== null,
      hasPassword: account.hasPassword,
      lastSignIn: account.lastSignInAt ? formatDateTime(account.lastSignInAt, language) : null,
      created: formatDateTime(account.createdAt, language),
    })),
    invitations: invitations.map((invitation) => ({
      userId: invitation.userId,
      email: invitation.email,
      name: fullName(invitation),
      expires: formatDateTime(invitation.expiresAt, language),
    })),
  };
}

/**
 * Settings: the organisation's contact and where new-lead notices go (read now, not the minute-old
 * copy the pages show), the admin's own e-mails, and the password policy's figures.
 */
async function settingsTab({ context, admin, language }: TabArgs) {
  const [settings, notifications] = await Promise.all([readSiteSettings(context), adminNotificationsOf(context.db, admin.id)]);
  const { defaultAddresses, formAddresses } = settings.leadNotices;
  return {
    tab: "settings" as const,
    // The panel's own strings (the frame sends the panel's shared ones).
    translations: pickTranslations(language, ["siteSettings"]),
    adminEmail: admin.email,
    contact: { contactEmail: settings.contact.email, contactPhone: settings.contact.phone },
    // The boxes as the form shows them: one address a line.
    notices: Object.fromEntries([
      [defaultNoticeField, defaultAddresses.join("\n")],
      ...noticeFormTypes.map((formType) => [noticeFieldName(formType), (formAddresses[formType] ?? []).join("\n")]),
    ]) as Record<string, string>,
    notifications,
    passwordPolicy: { minimum: passwordMinimumLength, adminMinimum: adminPasswordMinimumLength },
  };
}

/** Security: the admin's own second factors and active sessions, the team's second factors, and the audit log. */
export async function securityTab({ request, context, admin, language }: TabArgs) {
  const { session } = await readSessionState(request, context);
  const [sessions, audit, factors, team] = await Promise.all([
    listActiveSessions(context.db, admin.id),
    listAuditEntries(context.db),
    securityStateOf(context, admin, language),
    adminsSecondFactors(context.db),
  ]);
  return {
    tab: "security" as const,
    factors,
    team: team.map((member) => ({ ...member, isSelf: member.id === admin.id })),
    sessions: await Promise.all(
      sessions.map(async (row) => ({
        // A handle, not the id: the id is what the cookie carries.
        handle: await sessionHandle(row.id),
        isCurrent: row.id === session?.id,
        started: formatDateTime(row.createdAt, language),
        lastActive: formatDateTime(row.lastSeenAt, language),
        expires: formatDateTime(row.expiresAt, language),
        browser: row.userAgent,
      })),
    ),
    audit: audit.map((entry) => ({ ...entry, createdAt: formatDateTime(entry.createdAt, language) })),
  };
}

export const tabLoaders = {
  overview: overviewTab,
  submissions: submissionsTab,
  accounts: accountsTab,
  settings: settingsTab,
  security: securityTab,
} satisfies Record<AdminTab, (args: TabArgs) => Promise<{ tab: AdminTab }>>;

export type TabData<Tab extends AdminTab> = Awaited<ReturnType<(typeof tabLoaders)[Tab]>>;
