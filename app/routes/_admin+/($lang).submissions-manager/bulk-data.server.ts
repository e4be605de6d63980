/**
 * What the manager's page shows of bulk work (docs/decisions/061-bulk-work.md): the admins a
 * selection can be assigned to, and the open review dialog (`?bulk=<id>`: the admin's own change,
 * still waiting for its confirmation), with its counts in the admin's language and, for a status
 * change, the applicants' e-mail in each of their languages.
 */
import { findBulkChange, isConfirmable, reviewSummary } from "~/admin/bulk-work.server";
import { listAdmins } from "~/admin/leads.server";
import { findUserById, nameOrEmail, type AccountUser } from "~/auth/users.server";
import { languageInfo, type Language } from "~/i18n/languages";
import type { Database } from "../../../../db/client";

export async function bulkPageData(db: Database, searchParams: URLSearchParams, admin: AccountUser, language: Language) {
  const id = searchParams.get("bulk");
  const [admins, review] = await Promise.all([listAdmins(db), id ? reviewDialog(db, id, admin, language) : null]);
  return { admins: admins.map((account) => ({ id: account.id, label: nameOrEmail(account) })), review };
}

async function reviewDialog(db: Database, id: string, admin: AccountUser, language: Language) {
  const change = await findBulkChange(db, id, admin.id);
  if (!change || !isConfirmable(change)) return null;
  const summary = await reviewSummary(db, change);
  if (!summary) return null;
  const number = new Intl.NumberFormat(languageInfo(language).intlLocale);
  const counts = {
    leads: number.format(summary.leads),
    willChange: number.format(summary.willChange),
    skipped: number.format(summary.leads - summary.willChange),
    already: number.format(summary.already),
    spam: number.format(summary.spam),
    gone: number.format(summary.gone),
    notifiable: number.format(summary.notifiable),
  };
  const { target } = summary;
  if (target.kind === "status") {
    const notices = summary.notices.map((notice) => ({ ...notice, recipients: number.format(notice.recipients) }));
    return { id: change.id, kind: "status" as const, to: target.to, counts, notices };
  }
  const owner = target.owner === null ? null : target.owner === admin.id ? admin : await findUserById(db, target.owner);
  return {
    id: change.id,
    kind: "assign" as const,
    owner: target.owner === null ? null : nameOrEmail(owner ?? { email: target.owner, firstName: null, lastName: null }),
    counts,
  };
}

export type BulkPageData = Awaited<ReturnType<typeof bulkPageData>>;
