/** The Accounts tab: pending admin invitations (resend, revoke), then every account. */
import { Form, Link } from "@remix-run/react";
import { cardClass } from "~/components/admin/admin-card";
import { useLocalizePath, useT } from "~/i18n/use-t";
import type { TabData } from "./tabs.server";
import { buttonClassName } from "~/components/ui/button";

type Panel = TabData<"accounts">;

export function AccountsPanel({ panel }: { panel: Panel }) {
  return (
    <div className="grid gap-6">
      {panel.invitations.length > 0 ? <Invitations invitations={panel.invitations} /> : null}
      <AccountsTable accounts={panel.accounts} />
    </div>
  );
}

/** An invitation's buttons post to /admin-access, which owns invitations. */
function Invitations({ invitations }: { invitations: Panel["invitations"] }) {
  const t = useT();
  const localize = useLocalizePath();
  const buttons = [
    {
      intent: "resend-invite",
      label: t("admin.accounts.resendInvitation"),
      className: buttonClassName({ variant: "secondary", size: "small" }),
    },
    {
      intent: "revoke-invite",
      label: t("admin.accounts.revokeInvitation"),
      className: buttonClassName({ variant: "dangerOutline", size: "small" }),
    },
  ];
  return (
    <div className="rounded-xl border border-amber-300 bg-amber-50 p-5">
      <h2 className="text-xl font-bold text-slate-900">{t("admin.accounts.invitationsHeading")}</h2>
      <p className="mt-1 text-slate-700">{t("admin.accounts.invitationsIntro")}</p>
      <ul className="mt-4 grid gap-3">
        {invitations.map((invitation) => (
          <li key={invitation.userId} className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-200 bg-white px-4 py-3">
            <div className="min-w-0">
              <p className="break-all font-semibold text-slate-900">{invitation.email}</p>
              <p className="text-sm text-slate-600">{t("admin.accounts.invitationExpires", { date: invitation.expires })}</p>
            </div>
            <div className="flex flex-wrap gap-2">
              {buttons.map((button) => (
                <Form key={button.intent} method="post" action={localize("/admin-access")}>
                  <input type="hidden" name="userId" value={invitation.userId} />
                  <button type="submit" name="intent" value={button.intent} className={button.className}>
                    {button.label}
                    <span className="sr-only"> {invitation.email}</span>
                  </button>
                </Form>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function AccountsTable({ accounts }: { accounts: Panel["accounts"] }) {
  const t = useT();
  const localize = useLocalizePath();
  const headerClass = "py-2 pr-4 font-semibold";
  return (
    <div className={cardClass}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 className="text-xl font-bold text-slate-900">{t("admin.accounts.heading")}</h2>
          <p className="mt-1 text-slate-600">{t("admin.accounts.intro")}</p>
        </div>
        <Link to={localize("/admin-access")} className={buttonClassName()}>
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
            {accounts.map((account) => (
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
  );
}
