/**
 * The Security tab: the admin's own second factors (the authenticator app, recovery codes, passkeys;
 * docs/decisions/062–064), their active sessions (each can be revoked), which admins have a second
 * factor (decision 063), and the audit log.
 */
import { Form } from "@remix-run/react";
import { AuthenticatorAppCard, PasskeysCard } from "~/components/auth/sign-in-security";
import { SectionCard, tableScrollClass } from "~/components/admin/admin-card";
import { EmailAddress } from "~/components/admin/email-address";
import { adminTabHref } from "~/admin/admin-tabs";
import { useLocalizePath, useT } from "~/i18n/use-t";
import type { TabData } from "./tabs.server";
import { buttonClassName } from "~/components/ui/button";

type Panel = TabData<"security">;

export function SecurityPanel({ panel }: { panel: Panel }) {
  const t = useT();
  const localize = useLocalizePath();
  const securityTabPath = adminTabHref(localize("/admin"), "security");
  return (
    // min-w-0: a wide audit table scrolls inside its card instead of widening the page.
    <div className="grid gap-8 [&>*]:min-w-0">
      <AuthenticatorAppCard state={panel.factors} returnTo={securityTabPath} />
      <PasskeysCard state={panel.factors} returnTo={securityTabPath} />
      <SectionCard heading={t("twoFactor.teamHeading")} intro={t("twoFactor.teamIntro")}>
        <TeamFactors team={panel.team} />
      </SectionCard>
      <SectionCard heading={t("admin.security.sessionsHeading")} intro={t("admin.security.sessionsIntro")}>
        <Sessions sessions={panel.sessions} />
      </SectionCard>
      <SectionCard heading={t("admin.security.auditHeading")} intro={t("admin.security.auditIntro")}>
        {panel.audit.length === 0 ? <p className="mt-4 text-slate-600">{t("admin.security.noAudit")}</p> : <AuditTable audit={panel.audit} />}
      </SectionCard>
    </div>
  );
}

/** Which admins have a second factor: an authenticator app, passkeys, or neither yet. */
function TeamFactors({ team }: { team: Panel["team"] }) {
  const t = useT();
  const cell = "py-2 pr-4 align-top";
  return (
    <div className={`mt-4 ${tableScrollClass}`}>
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th scope="col" className={cell}>
              {t("twoFactor.teamAdmin")}
            </th>
            <th scope="col" className={cell}>
              {t("twoFactor.teamApp")}
            </th>
            <th scope="col" className={cell}>
              {t("twoFactor.teamPasskeys")}
            </th>
            <th scope="col" className={cell}>
              {t("twoFactor.teamState")}
            </th>
          </tr>
        </thead>
        <tbody>
          {team.map((member) => (
            <tr key={member.id} className="border-b border-slate-100 text-slate-700">
              <th scope="row" className={`${cell} font-normal`}>
                {member.name ? `${member.name} · ` : null}
                <EmailAddress address={member.email} />
              </th>
              <td className={cell}>{t(member.hasApp ? "twoFactor.yes" : "twoFactor.no")}</td>
              <td className={cell}>{member.passkeys}</td>
              <td className={`${cell} font-semibold ${member.hasApp || member.passkeys > 0 ? "text-brand-800" : "text-red-700"}`}>
                {t(member.hasApp || member.passkeys > 0 ? "twoFactor.hasFactor" : "twoFactor.missingFactor")}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Sessions({ sessions }: { sessions: Panel["sessions"] }) {
  const t = useT();
  const localize = useLocalizePath();
  return (
    <ul className="mt-4 grid gap-3">
      {sessions.map((session) => (
        <li key={session.handle} className="flex flex-wrap items-start justify-between gap-3 rounded-md border border-slate-200 p-3">
          <dl className="grid gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold">{t("admin.security.browser")}</dt>
            <dd className="break-words">
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
          <Form method="post" action={adminTabHref(localize("/admin"), "security")}>
            <input type="hidden" name="intent" value="revoke-session" />
            <input type="hidden" name="session" value={session.handle} />
            <button
              type="submit"
              aria-label={t("admin.security.revokeSession", { date: session.started })}
              className={buttonClassName({ variant: "dangerOutline", size: "row" })}
            >
              {t("admin.security.revoke")}
            </button>
          </Form>
        </li>
      ))}
    </ul>
  );
}

function AuditTable({ audit }: { audit: Panel["audit"] }) {
  const t = useT();
  const cell = "py-2 pr-4 align-top";
  const columns = [
    { label: t("admin.security.when"), className: cell },
    { label: t("admin.security.who"), className: cell },
    { label: t("admin.security.action"), className: cell },
    { label: t("admin.security.target"), className: cell },
    { label: t("admin.security.address"), className: `${cell} hidden md:table-cell` },
  ];
  return (
    <div className={`mt-4 ${tableScrollClass}`}>
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.className}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {audit.map((entry) => (
            <tr key={entry.id} className="border-b border-slate-100 text-slate-700">
              <td className={`${cell} whitespace-nowrap`}>{entry.createdAt}</td>
              <td className={cell}>{entry.actorEmail ? <EmailAddress address={entry.actorEmail} /> : null}</td>
              <td className={`${cell} font-mono text-xs`}>{entry.action}</td>
              <td className={`${cell} break-words`}>{entry.target}</td>
              <td className={`${cell} hidden md:table-cell`}>{entry.ip}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
