/**
 * The Accounts tab: pending admin invitations (resend, revoke), the confirmation of removing an
 * admin's rights when one was asked for, then every account.
 */
import { Form, Link } from "@remix-run/react";
import { adminTabHref } from "~/admin/admin-tabs";
import { cardClass, tableScrollClass } from "~/components/admin/admin-card";
import { useLocalizePath, useT } from "~/i18n/use-t";
import type { TabData } from "./tabs.server";
import { Button, ButtonLink, buttonClassName } from "~/components/ui/button";
import { PersonLink } from "~/components/admin/person-link";
import { EmailAddress, SentenceWithEmailAddress } from "~/components/admin/email-address";

type Panel = TabData<"accounts">;

export function AccountsPanel({ panel }: { panel: Panel }) {
  return (
    <div className="grid gap-6">
      {panel.confirmRemoval ? <ConfirmRemoval account={panel.confirmRemoval} /> : null}
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
              <p className="font-semibold text-slate-900 [overflow-wrap:anywhere]">
                <EmailAddress address={invitation.email} />
              </p>
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

/**
 * The second step of removing an admin's rights: reached by a link (no JavaScript needed), it
 * posts to the admin layout's action with `confirmed=yes`, the only way the removal happens.
 */
function ConfirmRemoval({ account }: { account: NonNullable<Panel["confirmRemoval"]> }) {
  const t = useT();
  const localize = useLocalizePath();
  const accountsHref = adminTabHref(localize("/admin"), "accounts");
  return (
    <div role="alertdialog" aria-labelledby="remove-admin-heading" className="rounded-xl border border-red-300 bg-red-50 p-5">
      <h2 id="remove-admin-heading" className="text-xl font-bold text-slate-900 [overflow-wrap:anywhere]">
        <SentenceWithEmailAddress sentence={(email) => t("admin.accounts.removeConfirmHeading", { email })} address={account.email} />
      </h2>
      <p className="mt-1 text-slate-700">{t("admin.accounts.removeConfirmText")}</p>
      <Form method="post" action={accountsHref} className="mt-4 flex flex-wrap gap-2">
        <input type="hidden" name="userId" value={account.userId} />
        <input type="hidden" name="confirmed" value="yes" />
        <Button type="submit" name="intent" value="remove-admin" variant="danger" size="small">
          {t("admin.accounts.removeConfirm")}
        </Button>
        <ButtonLink to={accountsHref} variant="secondary" size="small">
          {t("admin.accounts.removeCancel")}
        </ButtonLink>
      </Form>
    </div>
  );
}

const roleLabels = { admin: "admin.accounts.roleAdmin", instructor: "admin.accounts.roleInstructor", user: "admin.accounts.roleUser" } as const;

/** Giving or taking back the instructor role is one post to the admin layout's action (not destructive: no confirmation step). */
function InstructorRoleButton({ account, intent }: { account: Panel["accounts"][number]; intent: "make-instructor" | "remove-instructor" }) {
  const t = useT();
  const localize = useLocalizePath();
  return (
    <Form method="post" action={adminTabHref(localize("/admin"), "accounts")}>
      <input type="hidden" name="userId" value={account.id} />
      <Button type="submit" name="intent" value={intent} variant={intent === "make-instructor" ? "secondary" : "dangerOutline"} size="small">
        {t(intent === "make-instructor" ? "admin.accounts.makeInstructor" : "admin.accounts.removeInstructor")}
        <span className="sr-only"> {account.email}</span>
      </Button>
    </Form>
  );
}

/** The course studio permission of an admin or an instructor: one post to the admin layout's action (docs/studio.md). */
function StudioPermissionForm({ account }: { account: Panel["accounts"][number] }) {
  const t = useT();
  const localize = useLocalizePath();
  return (
    <Form method="post" action={adminTabHref(localize("/admin"), "accounts")} className="mt-2 flex flex-wrap items-end gap-2">
      <input type="hidden" name="userId" value={account.id} />
      <label className="grid gap-1 text-xs">
        <span className="font-semibold text-slate-700">
          {t("admin.accounts.studioLabel")}
          <span className="sr-only"> {account.email}</span>
        </span>
        <select name="studio" defaultValue={account.studio ?? "none"} className="min-h-9 rounded-md border border-slate-300 px-2 text-sm">
          <option value="none">{t(account.role === "admin" ? "admin.accounts.studioAdminDefault" : "admin.accounts.studioNone")}</option>
          <option value="author">{t("admin.accounts.studioAuthor")}</option>
          <option value="reviewer">{t("admin.accounts.studioReviewer")}</option>
        </select>
      </label>
      <Button type="submit" name="intent" value="set-studio" variant="secondary" size="small">
        {t("admin.accounts.studioSave")}
      </Button>
    </Form>
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
      <div className={`mt-4 ${tableScrollClass}`}>
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 text-slate-600">
            <tr>
              <th scope="col" className={headerClass}>
                {t("admin.accounts.name")}
              </th>
              <th scope="col" className={headerClass}>
                {t("admin.accounts.email")}
              </th>
              <th scope="col" className={headerClass}>
                {t("admin.accounts.role")}
              </th>
              <th scope="col" className={headerClass}>
                {t("admin.accounts.lastSignIn")}
              </th>
              <th scope="col" className={headerClass}>
                {t("admin.accounts.created")}
              </th>
              <th scope="col" className="py-2 font-semibold">
                {t("admin.accounts.actions")}
              </th>
            </tr>
          </thead>
          <tbody>
            {accounts.map((account) => (
              <tr key={account.id} className="border-b border-slate-100 align-top">
                <td className="py-2 pr-4 text-slate-900">
                  {account.name || "—"}
                  {account.hasPassword ? null : <span className="block text-xs text-amber-800">{t("admin.accounts.pendingPassword")}</span>}
                </td>
                <td className="py-2 pr-4 break-normal hyphens-none text-slate-700">
                  <EmailAddress address={account.email} />
                  <span className={`block text-xs ${account.isVerified ? "text-emerald-800" : "text-amber-800"}`}>
                    {account.isVerified ? t("admin.accounts.verified") : t("admin.accounts.notVerified")}
                  </span>
                  <span className="mt-1 block text-xs">
                    <PersonLink personId={account.id} who={account.email} />
                  </span>
                </td>
                <td className="py-2 pr-4 text-slate-700">{t(roleLabels[account.role])}</td>
                <td className="py-2 pr-4 whitespace-nowrap text-slate-700">{account.lastSignIn ?? t("admin.accounts.never")}</td>
                <td className="py-2 pr-4 whitespace-nowrap text-slate-700">{account.created}</td>
                <td className="py-2">
                  {/* No button on the admin's own row: nobody removes their own rights by accident. */}
                  {account.isAdmin && !account.isSelf ? (
                    <ButtonLink to={`${adminTabHref(localize("/admin"), "accounts")}&remove=${account.id}`} variant="dangerOutline" size="small">
                      {t("admin.accounts.removeAdmin")}
                      <span className="sr-only"> {account.email}</span>
                    </ButtonLink>
                  ) : null}
                  {account.role === "user" && account.isVerified ? <InstructorRoleButton account={account} intent="make-instructor" /> : null}
                  {account.role === "instructor" ? <InstructorRoleButton account={account} intent="remove-instructor" /> : null}
                  {account.role !== "user" ? <StudioPermissionForm account={account} /> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
