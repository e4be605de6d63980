import type { ReactNode } from "react";
import { EmailAddress } from "~/components/admin/email-address";
import { useStaffLabels } from "~/components/admin/staff-labels";
import { useT } from "~/i18n/use-t";
import type { Lead, SubscriptionStatus } from "../../../../db/schema";
import { RowCheckbox } from "./bulk-form";
import { RowMenu } from "./row-menu";
import type { Row } from "./row-actions";

const statusStyles: Record<Lead["status"], string> = {
  new: "bg-sky-100 text-sky-900",
  contacted: "bg-amber-100 text-amber-900",
  in_review: "bg-violet-100 text-violet-900",
  accepted: "bg-emerald-100 text-emerald-900",
  declined: "bg-rose-100 text-rose-900",
  closed: "bg-slate-200 text-slate-800",
  spam: "bg-red-100 text-red-900",
};

/**
 * The rows of the view: a table from md up, a card of labelled lines per row below it; each with
 * its checkbox for the bulk form (`ticked`: those a refused bulk post kept; a new `selectionKey`, a
 * new page, starts them afresh).
 */
export function LeadsTable({ rows, viewSearch, ticked, selectionKey }: { rows: Row[]; viewSearch: string; ticked: ReadonlySet<string>; selectionKey: string }) {
  const t = useT();
  const labels = useStaffLabels();
  return rows.length === 0 ? (
    <div className="mt-4 rounded-xl border border-dashed border-slate-300 p-10 text-center">
      <p className="text-lg font-semibold text-slate-900">{t("submissions.empty")}</p>
      <p className="mt-1 text-slate-600">{t("submissions.emptyText")}</p>
    </div>
  ) : (
    // Below md each row is a card of labelled fields (one DOM, no sideways scrolling on a phone);
    // from md up it is a table, with the row menu opening over the rows from lg.
    <div className="mt-4 rounded-xl border border-slate-200 bg-white md:overflow-x-auto lg:overflow-visible">
      <table className="w-full text-left text-sm max-md:block">
        <caption className="sr-only">{t("submissions.tableCaption")}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-600 max-md:hidden">
          <tr>
            {/* Named for screen readers only: the column is its checkboxes' width (a phone's card shows the label). */}
            <HeaderCell>
              <span className="sr-only">{t("bulk.selectColumn")}</span>
            </HeaderCell>
            <HeaderCell>{t("submissions.columns.formType")}</HeaderCell>
            <HeaderCell>{t("submissions.columns.email")}</HeaderCell>
            <HeaderCell>{t("submissions.columns.name")}</HeaderCell>
            <HeaderCell>{t("submissions.columns.phone")}</HeaderCell>
            <HeaderCell>{t("submissions.columns.callTextConsent")}</HeaderCell>
            <HeaderCell>{t("submissions.columns.source")}</HeaderCell>
            <HeaderCell>{t("submissions.columns.createdAt")}</HeaderCell>
            <HeaderCell>{t("submissions.columns.status")}</HeaderCell>
            <HeaderCell>{t("submissions.columns.owner")}</HeaderCell>
            <HeaderCell>{t("submissions.columns.followUp")}</HeaderCell>
            <HeaderCell>{t("submissions.columns.actions")}</HeaderCell>
          </tr>
        </thead>
        <tbody className="max-md:block">
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-slate-100 align-top last:border-0 max-md:block max-md:px-1 max-md:py-3">
              <Cell label={t("bulk.selectColumn")}>
                <RowCheckbox
                  key={selectionKey}
                  id={row.id}
                  label={t("bulk.selectLead", { name: row.name || row.email || t("submissions.noEmail") })}
                  isChecked={ticked.has(row.id)}
                />
              </Cell>
              <Cell label={t("submissions.columns.formType")} className="text-slate-800">
                {labels.formType(row.formType)}
              </Cell>
              <Cell label={t("submissions.columns.email")} className="text-slate-900">
                <div className="min-w-0">
                  {row.email ? <EmailAddress address={row.email} /> : t("submissions.noEmail")}
                  {row.subscription ? <SubscriptionLine subscription={row.subscription} /> : null}
                </div>
              </Cell>
              <Cell label={t("submissions.columns.name")} className="text-slate-800">
                {row.name}
              </Cell>
              <Cell label={t("submissions.columns.phone")} className="whitespace-nowrap text-slate-700 max-md:hidden">
                {row.phone}
              </Cell>
              <Cell label={t("submissions.columns.callTextConsent")} className="text-slate-700">
                {row.callTextConsent ? t("submissions.yes") : t("submissions.no")}
              </Cell>
              <Cell label={t("submissions.columns.source")} className="text-slate-700">
                {labels.source(row.source)}
              </Cell>
              <Cell label={t("submissions.columns.createdAt")} className="text-slate-700">
                <DateTimeText text={row.createdAt} />
              </Cell>
              <Cell label={t("submissions.columns.status")}>
                <div>
                  <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${statusStyles[row.status]}`}>
                    {labels.status(row.status)}
                  </span>
                  {row.isUnlisted ? (
                    <span className="mt-1 block text-xs font-semibold whitespace-nowrap text-amber-800">{t("submissions.unlisted")}</span>
                  ) : row.isListed ? (
                    <span className="mt-1 block text-xs font-semibold whitespace-nowrap text-emerald-800">{t("submissions.listed")}</span>
                  ) : null}
                </div>
              </Cell>
              <Cell label={t("submissions.columns.owner")} className="text-slate-800">
                {row.owner ?? <span className="text-slate-500">{t("submissions.unassignedLabel")}</span>}
              </Cell>
              <Cell label={t("submissions.columns.followUp")} className="text-slate-700 md:whitespace-nowrap">
                {row.followUp ? <FollowUpDate followUp={row.followUp} /> : null}
              </Cell>
              <td className="px-3 py-3 max-md:block max-md:pt-2 md:px-2">
                <RowMenu row={row} viewSearch={viewSearch} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A date and time that may wrap between the two, never inside either ("Nov 27, 2026," / "7:52 PM"). */
function DateTimeText({ text }: { text: string }) {
  const cut = text.lastIndexOf(", ");
  if (cut < 0) return <span className="whitespace-nowrap">{text}</span>;
  return (
    <>
      <span className="whitespace-nowrap">{text.slice(0, cut + 1)}</span> <span className="whitespace-nowrap">{text.slice(cut + 2)}</span>
    </>
  );
}

/** A follow-up date; an overdue one says so in words as well as in colour. */
export function FollowUpDate({ followUp }: { followUp: { date: string; isOverdue: boolean } }) {
  const t = useT();
  return followUp.isOverdue ? (
    <span className="font-semibold text-red-800" data-overdue="">
      {followUp.date} <span className="ml-1 inline-block rounded-full bg-red-100 px-2 py-0.5 text-xs">{t("submissions.overdue")}</span>
    </span>
  ) : (
    <span>{followUp.date}</span>
  );
}

/** A newsletter address's state with its date (pending since, subscribed on, unsubscribed on). */
export function SubscriptionLine({ subscription }: { subscription: { status: SubscriptionStatus; date: string } }) {
  const t = useT();
  return (
    <span className="mt-1 block text-xs font-semibold text-slate-600" data-subscription={subscription.status}>
      {t(`submissions.subscription.${subscription.status}`, { date: subscription.date })}
    </span>
  );
}

function HeaderCell({ children }: { children: ReactNode }) {
  return (
    <th scope="col" className="px-3 py-2 align-bottom md:px-2 font-semibold break-normal hyphens-none">
      {children}
    </th>
  );
}

/** A table cell that, on a phone, is a labelled line of its row's card. */
function Cell({ label, className = "", children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td
      data-label={label}
      // Words are never hyphenated nor cut in a table column (a cut would shrink the column and break
      // every word in it); on a phone's card, whose width is fixed, a word longer than the line (a
      // campaign code) wraps rather than pushing the card wider than the screen. A cell of several
      // parts wraps them in one element, or they sit side by side on a phone.
      className={`px-3 py-3 break-normal md:px-2 hyphens-none max-md:flex max-md:[overflow-wrap:anywhere] max-md:gap-3 max-md:py-1 max-md:before:w-32 max-md:before:shrink-0 max-md:before:break-normal max-md:before:font-sans max-md:before:text-xs max-md:before:font-semibold max-md:before:text-slate-500 max-md:before:content-[attr(data-label)] ${className}`}
    >
      {children}
    </td>
  );
}
