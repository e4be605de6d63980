import { data, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { AdminShell, LinkTabs, i18n as adminShellI18n } from "~/components/admin/admin-shell";
import { formatDateTime } from "~/admin/admin-dates";
import { adminTabs, parseAdminTab, type AdminTab } from "~/admin/admin-tabs";
import { systemOverview } from "~/admin/dashboard.server";
import { listAuditEntries, recordAudit } from "~/audit/audit-log.server";
import { inviteLinkCookie } from "~/auth/invitations.server";
import { noStoreHeaders, privatePageHeaders, requireAdmin } from "~/auth/permissions.server";
import { endUserSession, listActiveSessions, readSessionState, revokeSession, sessionHandle } from "~/auth/session.server";
import { listPendingInvitations } from "~/auth/account-tokens.server";
import { listAccounts, type AccountUser } from "~/auth/users.server";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { localizePath, type Language } from "~/i18n/languages";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { countSubmissionsByTab } from "~/submissions/submissions.server";
import { submissionSearch, submissionTabs } from "~/submissions/submission-query";
import { translatedSeo } from "~/seo";
import { redirectWithToast } from "~/toast/flash.server";
import { translatedToast } from "~/toast/translated-toast.server";
import { pageHandle } from "~/pages";

export const handle = pageHandle({ audience: "admin", crawl: false });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const language = requireRouteLanguage(params);
  const tab = parseAdminTab(new URL(request.url).searchParams.get("tab"));
  const headers = new Headers(noStoreHeaders);

  // A set-password link made by /admin-access, shown here once (decision 015).
  const inviteCookie = inviteLinkCookie(request, context.env);
  const invite = (await inviteCookie.parse(request.headers.get("Cookie"))) as { email: string; link: string } | null;
  if (invite) headers.append("Set-Cookie", await inviteCookie.serialize("", { maxAge: 0 }));

  return data(
    {
      translations: pickTranslations(language, ["admin", "submissions"], adminShellI18n),
      admin: { firstName: admin.firstName, email: admin.email },
      tab,
      invite: invite && typeof invite.link === "string" ? { email: String(invite.email), link: invite.link } : null,
      panel: await panelData(tab, request, context, admin, language),
    },
    { headers },
  );
}

/** Each tab reads only what it shows. */
async function panelData(tab: AdminTab, request: Request, context: AppLoadContext, admin: AccountUser, language: Language) {
  const { db } = context;
  switch (tab) {
    case "overview": {
      const overview = await systemOverview(db);
      const latestError = overview.outbox.latestError;
      return {
        tab,
        ...overview,
        outbox: { ...overview.outbox, latestError: latestError ? { message: latestError.message, at: formatDateTime(latestError.at, language) } : null },
      };
    }
    case "submissions":
      return { tab, counts: await countSubmissionsByTab(db) };
    case "accounts": {
      const [accounts, invitations] = await Promise.all([listAccounts(db), listPendingInvitations(db)]);
      return {
        tab,
        accounts: accounts.map((account) => ({
          id: account.id,
          name: [account.firstName, account.lastName].filter(Boolean).join(" "),
          email: account.email,
          isAdmin: account.role === "admin",
          isVerified: account.emailVerifiedAt !== null,
          hasPassword: account.hasPassword,
          lastSignIn: account.lastSignInAt ? formatDateTime(account.lastSignInAt, language) : null,
          created: formatDateTime(account.createdAt, language),
        })),
        invitations: invitations.map((invitation) => ({
          userId: invitation.userId,
          email: invitation.email,
          name: [invitation.firstName, invitation.lastName].filter(Boolean).join(" "),
          expires: formatDateTime(invitation.expiresAt, language),
        })),
      };
    }
    case "settings":
      return { tab };
    case "security": {
      const { session } = await readSessionState(request, context);
      const [sessions, audit] = await Promise.all([listActiveSessions(db, admin.id), listAuditEntries(db)]);
      return {
        tab,
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
  }
}

/** The Security tab's revoke button. Revoking the session in use signs out, like Logout. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const language = requireRouteLanguage(params);
  const form = await request.formData();
  const handle = form.get("session");
  const back = `${localizePath("/admin", language)}?tab=security`;
  if (form.get("intent") !== "revoke-session" || typeof handle !== "string") {
    return redirectWithToast(request, context.env, back, translatedToast(language, "error", { title: "errors.title", description: "errors.text" }));
  }

  const { session } = await readSessionState(request, context);
  const sessions = await listActiveSessions(context.db, admin.id);
  let target: string | undefined;
  for (const row of sessions) if ((await sessionHandle(row.id)) === handle) target = row.id;
  if (target) {
    await revokeSession(context.db, admin.id, target);
    await recordAudit(context, request, admin, "session.revoke", admin.email, { current: target === session?.id });
  }
  if (target && session && target === session.id) {
    const headers = new Headers({ "Set-Cookie": await endUserSession(request, context, session) });
    const toast = translatedToast(language, "success", { title: "admin.loggedOutTitle", description: "admin.loggedOutText" });
    return redirectWithToast(request, context.env, localizePath("/admin-login", language), toast, { headers });
  }
  return redirectWithToast(request, context.env, back, translatedToast(language, "success", { title: "admin.security.revokedTitle", description: "admin.security.revokedText" }));
}

export const headers = privatePageHeaders;

type DashboardData = ReturnType<typeof useLoaderData<typeof loader>>;
type Panel<Tab extends AdminTab> = Extract<DashboardData["panel"], { tab: Tab }>;

export default function AdminDashboard() {
  const { admin, tab, panel, invite } = useLoaderData<typeof loader>();
  const t = useT();
  const localize = useLocalizePath();
  const tabLabels = {
    overview: t("admin.tabs.overview"),
    submissions: t("admin.tabs.submissions"),
    accounts: t("admin.tabs.accounts"),
    settings: t("admin.tabs.settings"),
    security: t("admin.tabs.security"),
  } satisfies Record<AdminTab, string>;

  return (
    <AdminShell
      email={admin.email}
      title={t("admin.welcome", { name: admin.firstName || t("admin.defaultName") })}
      intro={
        <p role="note" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          {t("admin.notice")}
        </p>
      }
    >
      {invite ? <InviteLink email={invite.email} link={invite.link} /> : null}
      <LinkTabs
        label={t("admin.tabsLabel")}
        tabs={adminTabs}
        current={tab}
        hrefFor={(target) => (target === "overview" ? localize("/admin") : `${localize("/admin")}?tab=${target}`)}
        labelFor={(target) => tabLabels[target]}
      />
      <section aria-label={tabLabels[tab]} className="pt-8">
        {panel.tab === "overview" ? <OverviewPanel panel={panel} /> : null}
        {panel.tab === "submissions" ? <SubmissionsPanel panel={panel} /> : null}
        {panel.tab === "accounts" ? <AccountsPanel panel={panel} /> : null}
        {panel.tab === "settings" ? <SettingsPanel /> : null}
        {panel.tab === "security" ? <SecurityPanel panel={panel} /> : null}
      </section>
    </AdminShell>
  );
}

function InviteLink({ email, link }: { email: string; link: string }) {
  const t = useT();
  return (
    <section aria-labelledby="invite-title" className="mb-8 rounded-xl border border-brand-300 bg-brand-50 p-5">
      <h2 id="invite-title" className="text-lg font-bold text-brand-900">
        {t("admin.invite.heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("admin.invite.text", { email })}</p>
      <label htmlFor="invite-link" className="sr-only">
        {t("admin.invite.linkLabel", { email })}
      </label>
      <input id="invite-link" readOnly value={link} className="mt-3 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-sm text-slate-900" />
    </section>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-500">{title}</h2>
      <div className="mt-2">{children}</div>
    </div>
  );
}

function OverviewPanel({ panel }: { panel: Panel<"overview"> }) {
  const t = useT();
  const isHealthy = panel.isDatabaseAnswering && panel.outbox.failed === 0;
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <Card title={t("admin.overview.adminAccounts")}>
        <p className="text-4xl font-bold text-slate-900">{panel.adminCount}</p>
        <p className="mt-1 text-sm text-slate-600">{t("admin.overview.adminAccountsHint")}</p>
      </Card>
      <Card title={t("admin.overview.submissions")}>
        <p className="text-4xl font-bold text-slate-900">{panel.submissionCount}</p>
        <p className="mt-1 text-sm text-slate-600">{t("admin.overview.submissionsHint")}</p>
      </Card>
      <Card title={t("admin.overview.systemStatus")}>
        <p className={`flex items-center gap-2 text-lg font-bold ${isHealthy ? "text-emerald-700" : "text-red-700"}`}>
          <span aria-hidden="true" className={`size-3 rounded-full ${isHealthy ? "bg-emerald-500" : "bg-red-600"}`} />
          {isHealthy ? t("admin.overview.operational") : t("admin.overview.needsAttention")}
        </p>
        <dl className="mt-3 grid gap-2 text-sm text-slate-700">
          <div>
            <dt className="font-semibold">{t("admin.overview.database")}</dt>
            <dd>{panel.isDatabaseAnswering ? t("admin.overview.databaseAnswers") : t("admin.overview.databaseDown")}</dd>
          </div>
          <div>
            <dt className="font-semibold">{t("admin.overview.emailOutbox")}</dt>
            <dd>{t("admin.overview.pendingEmails", { count: panel.outbox.pending })}</dd>
            <dd>{t("admin.overview.failedEmails", { count: panel.outbox.failed })}</dd>
            <dd className="break-words">
              {panel.outbox.latestError
                ? t("admin.overview.latestError", { date: panel.outbox.latestError.at, message: panel.outbox.latestError.message })
                : t("admin.overview.noErrors")}
            </dd>
          </div>
        </dl>
      </Card>
    </div>
  );
}

function SubmissionsPanel({ panel }: { panel: Panel<"submissions"> }) {
  const t = useT();
  const localize = useLocalizePath();
  const typeTabs = submissionTabs.filter((tab) => tab !== "all" && tab !== "spam");
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-xl font-bold text-slate-900">{t("admin.submissionsTab.heading")}</h2>
      <p className="mt-1 text-slate-600">{t("admin.submissionsTab.intro")}</p>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {typeTabs.map((tab) => (
          <li key={tab}>
            <Link
              to={`${localize("/submissions-manager")}${submissionSearch({ tab })}`}
              className="flex items-center justify-between rounded-md border border-slate-200 px-3 py-2 text-slate-800 hover:border-brand-600 hover:text-brand-800"
            >
              <span>{t(`submissions.tabs.${tab}`)}</span>
              <span className="font-bold">{panel.counts[tab]}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-slate-600">{t("admin.submissionsTab.spam", { count: panel.counts.spam })}</p>
      <Link
        to={localize("/submissions-manager")}
        className="mt-4 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        {t("admin.submissionsTab.open")}
      </Link>
    </div>
  );
}

function AccountsPanel({ panel }: { panel: Panel<"accounts"> }) {
  const t = useT();
  const localize = useLocalizePath();
  const headerClass = "py-2 pr-4 font-semibold";
  return (
    <div className="grid gap-6">
      {panel.invitations.length > 0 ? (
        <div className="rounded-xl border border-amber-300 bg-amber-50 p-5">
          <h2 className="text-xl font-bold text-slate-900">{t("admin.accounts.invitationsHeading")}</h2>
          <p className="mt-1 text-slate-700">{t("admin.accounts.invitationsIntro")}</p>
          <ul className="mt-4 grid gap-3">
            {panel.invitations.map((invitation) => (
              <li key={invitation.userId} className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-200 bg-white px-4 py-3">
                <div className="min-w-0">
                  <p className="break-all font-semibold text-slate-900">{invitation.email}</p>
                  <p className="text-sm text-slate-600">{t("admin.accounts.invitationExpires", { date: invitation.expires })}</p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Form method="post" action={localize("/admin-access")}>
                    <input type="hidden" name="userId" value={invitation.userId} />
                    <button type="submit" name="intent" value="resend-invite" className="inline-flex min-h-11 items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-100">
                      {t("admin.accounts.resendInvitation")}
                      <span className="sr-only"> {invitation.email}</span>
                    </button>
                  </Form>
                  <Form method="post" action={localize("/admin-access")}>
                    <input type="hidden" name="userId" value={invitation.userId} />
                    <button type="submit" name="intent" value="revoke-invite" className="inline-flex min-h-11 items-center rounded-md border border-red-300 bg-white px-4 text-sm font-semibold text-red-800 hover:bg-red-50">
                      {t("admin.accounts.revokeInvitation")}
                      <span className="sr-only"> {invitation.email}</span>
                    </button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h2 className="text-xl font-bold text-slate-900">{t("admin.accounts.heading")}</h2>
            <p className="mt-1 text-slate-600">{t("admin.accounts.intro")}</p>
          </div>
          <Link to={localize("/admin-access")} className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
            {t("admin.accounts.create")}
          </Link>
        </div>
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className={headerClass}>{t("admin.accounts.name")}</th>
                <th scope="col" className={headerClass}>{t("admin.accounts.email")}</th>
                <th scope="col" className={headerClass}>{t("admin.accounts.role")}</th>
                <th scope="col" className={headerClass}>{t("admin.accounts.lastSignIn")}</th>
                <th scope="col" className="py-2 font-semibold">{t("admin.accounts.created")}</th>
              </tr>
            </thead>
            <tbody>
              {panel.accounts.map((account) => (
                <tr key={account.id} className="border-b border-slate-100 align-top">
                  <td className="py-2 pr-4 text-slate-900">
                    {account.name || "—"}
                    {account.hasPassword ? null : <span className="block text-xs text-amber-800">{t("admin.accounts.pendingPassword")}</span>}
                  </td>
                  <td className="py-2 pr-4 break-all text-slate-700">
                    {account.email}
                    <span className={`block text-xs ${account.isVerified ? "text-emerald-800" : "text-amber-800"}`}>
                      {account.isVerified ? t("admin.accounts.verified") : t("admin.accounts.notVerified")}
                    </span>
                  </td>
                  <td className="py-2 pr-4 text-slate-700">{account.isAdmin ? t("admin.accounts.roleAdmin") : t("admin.accounts.roleUser")}</td>
                  <td className="py-2 pr-4 whitespace-nowrap text-slate-700">{account.lastSignIn ?? t("admin.accounts.never")}</td>
                  <td className="py-2 whitespace-nowrap text-slate-700">{account.created}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </div>
  );
}

/** SPEC's disabled 'coming soon' mock-up: nothing here is saved. */
function SettingsPanel() {
  const t = useT();
  const fieldClass = "mt-1 block w-full rounded-md border border-slate-300 bg-slate-100 px-3 py-2 text-slate-500";
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-bold text-slate-900">{t("admin.settings.heading")}</h2>
        <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-700">{t("admin.settings.comingSoon")}</span>
      </div>
      <p className="mt-1 text-slate-600">{t("admin.settings.intro")}</p>
      <fieldset disabled className="mt-6 grid gap-6 md:grid-cols-2">
        <div className="grid gap-4">
          <h3 className="font-semibold text-slate-900">{t("admin.settings.general")}</h3>
          <label className="block text-sm font-medium text-slate-700">
            {t("admin.settings.siteName")}
            <input className={fieldClass} defaultValue="Florida Financial Academy" />
          </label>
          <label className="block text-sm font-medium text-slate-700">
            {t("admin.settings.contactEmail")}
            <input className={fieldClass} type="email" defaultValue="info@floridafinancialacademy.com" />
          </label>
          <h3 className="font-semibold text-slate-900">{t("admin.settings.notifications")}</h3>
          <DisabledCheckbox label={t("admin.settings.notifyNewSubmissions")} isChecked />
          <DisabledCheckbox label={t("admin.settings.notifyWeeklySummary")} />
        </div>
        <div className="grid content-start gap-4">
          <h3 className="font-semibold text-slate-900">{t("admin.settings.passwordPolicy")}</h3>
          <DisabledCheckbox label={t("admin.settings.requireComplexPasswords")} isChecked />
          <DisabledCheckbox label={t("admin.settings.expirePasswords")} />
          <button type="button" className="inline-flex min-h-11 w-fit items-center rounded-md border border-slate-300 px-4 font-semibold text-slate-500">
            {t("admin.settings.configure2fa")}
          </button>
        </div>
        <button type="button" className="inline-flex min-h-11 w-fit items-center rounded-md bg-slate-300 px-5 font-semibold text-slate-600 md:col-span-2">
          {t("admin.settings.save")}
        </button>
      </fieldset>
    </div>
  );
}

function DisabledCheckbox({ label, isChecked = false }: { label: string; isChecked?: boolean }) {
  return (
    <label className="flex items-center gap-3 text-sm text-slate-600">
      <input type="checkbox" defaultChecked={isChecked} className="size-5 rounded border-slate-300" />
      {label}
    </label>
  );
}

function SecurityPanel({ panel }: { panel: Panel<"security"> }) {
  const t = useT();
  const localize = useLocalizePath();
  const cell = "py-2 pr-4 align-top";
  return (
    // min-w-0: a wide audit table scrolls inside its card instead of widening the page.
    <div className="grid gap-8 [&>*]:min-w-0">
      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 className="text-xl font-bold text-slate-900">{t("admin.security.sessionsHeading")}</h2>
        <p className="mt-1 text-slate-600">{t("admin.security.sessionsIntro")}</p>
        <ul className="mt-4 grid gap-3">
          {panel.sessions.map((session) => (
            <li key={session.handle} className="flex flex-wrap items-start justify-between gap-3 rounded-md border border-slate-200 p-3">
              <dl className="grid gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-[auto_1fr]">
                <dt className="font-semibold">{t("admin.security.browser")}</dt>
                <dd className="break-all">
                  {session.browser || t("admin.security.unknownBrowser")}
                  {session.isCurrent ? (
                    <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">{t("admin.security.thisSession")}</span>
                  ) : null}
                </dd>
                <dt className="font-semibold">{t("admin.security.started")}</dt>
                <dd>{session.started}</dd>
                <dt className="font-semibold">{t("admin.security.lastActive")}</dt>
                <dd>{session.lastActive}</dd>
                <dt className="font-semibold">{t("admin.security.expires")}</dt>
                <dd>{session.expires}</dd>
              </dl>
              <Form method="post" action={`${localize("/admin")}?tab=security`}>
                <input type="hidden" name="intent" value="revoke-session" />
                <input type="hidden" name="session" value={session.handle} />
                <button
                  type="submit"
                  aria-label={t("admin.security.revokeSession", { date: session.started })}
                  className="inline-flex min-h-10 items-center rounded-md border border-red-300 px-3 text-sm font-semibold text-red-800 hover:bg-red-50"
                >
                  {t("admin.security.revoke")}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 className="text-xl font-bold text-slate-900">{t("admin.security.auditHeading")}</h2>
        <p className="mt-1 text-slate-600">{t("admin.security.auditIntro")}</p>
        {panel.audit.length === 0 ? (
          <p className="mt-4 text-slate-600">{t("admin.security.noAudit")}</p>
        ) : (
          <div className="mt-4 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-slate-200 text-slate-600">
                <tr>
                  <th scope="col" className={cell}>
                    {t("admin.security.when")}
                  </th>
                  <th scope="col" className={cell}>
                    {t("admin.security.who")}
                  </th>
                  <th scope="col" className={cell}>
                    {t("admin.security.action")}
                  </th>
                  <th scope="col" className={cell}>
                    {t("admin.security.target")}
                  </th>
                  <th scope="col" className={`${cell} hidden md:table-cell`}>
                    {t("admin.security.address")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {panel.audit.map((entry) => (
                  <tr key={entry.id} className="border-b border-slate-100 text-slate-700">
                    <td className={`${cell} whitespace-nowrap`}>{entry.createdAt}</td>
                    <td className={`${cell} break-all`}>{entry.actorEmail}</td>
                    <td className={`${cell} font-mono text-xs`}>{entry.action}</td>
                    <td className={`${cell} break-all`}>{entry.target}</td>
                    <td className={`${cell} hidden md:table-cell`}>{entry.ip}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = (args) =>
  translatedSeo(args, { title: "admin.meta.title", description: "admin.meta.description", keywords: "admin.meta.keywords" });
