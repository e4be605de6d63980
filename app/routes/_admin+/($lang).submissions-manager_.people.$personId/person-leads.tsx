/**
 * The person's leads, newest first: a table from md up, a card of labelled lines per lead below it
 * (one DOM, no sideways scrolling), with the admin tables' wrapping: no word cut, a date wrapping
 * only between day and time (docs/decisions/056).
 */
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { PersonPageData } from "~/admin/person.server";
import { useStaffLabels } from "~/components/admin/staff-labels";
import { useT } from "~/i18n/use-t";
import { dayAndTime, spamMarkClass, useLeadHref } from "./person-parts";

/**
 * Every cell's look, set once on the table: words are never hyphenated nor cut in a column; on a
 * phone each cell is a line of its lead's card, labelled by its column's name, and a word longer
 * than the card's line (a campaign code) wraps rather than widening the page.
 */
const cellRules =
  "[&_td]:px-3 [&_td]:py-3 [&_td]:break-normal [&_td]:hyphens-none [&_td]:text-slate-700 max-md:[&_td]:flex max-md:[&_td]:gap-3 max-md:[&_td]:py-1 max-md:[&_td]:[overflow-wrap:anywhere] max-md:[&_td]:before:w-32 max-md:[&_td]:before:shrink-0 max-md:[&_td]:before:break-normal max-md:[&_td]:before:text-xs max-md:[&_td]:before:font-semibold max-md:[&_td]:before:text-slate-500 max-md:[&_td]:before:content-[attr(data-label)]";

export function PersonLeads({ person }: { person: PersonPageData }) {
  const t = useT();
  const labels = useStaffLabels();
  const leadHref = useLeadHref();
  const { leads, leadTotal, spamTotal } = person;
  return (
    <section aria-labelledby="person-leads-heading">
      <h2 id="person-leads-heading" className="text-xl font-bold text-slate-900">
        {t("people.leads.heading")}
      </h2>
      <p className="mt-1 text-slate-600">{leads.length === 0 ? t("people.leads.none") : t("people.leads.count", { count: leadTotal, spam: spamTotal })}</p>
      {spamTotal > 0 ? <p className="mt-1 text-sm text-slate-600">{t("people.leads.spamNote")}</p> : null}
      {leads.length < leadTotal ? <p className="mt-1 text-sm text-slate-600">{t("people.leads.listLimit", { shown: leads.length })}</p> : null}
      {leads.length > 0 ? (
        <div className="mt-4 rounded-xl border border-slate-200 bg-white">
          <table className={`w-full text-left text-sm max-md:block ${cellRules}`}>
            <caption className="sr-only">{t("people.leads.caption")}</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-slate-600 max-md:hidden">
              <tr>
                <HeaderCell>{t("people.leads.columns.formType")}</HeaderCell>
                <HeaderCell>{t("people.leads.columns.source")}</HeaderCell>
                <HeaderCell>{t("people.leads.columns.status")}</HeaderCell>
                <HeaderCell>{t("people.leads.columns.owner")}</HeaderCell>
                <HeaderCell>{t("people.leads.columns.followUp")}</HeaderCell>
                <HeaderCell>{t("people.leads.columns.received")}</HeaderCell>
                <HeaderCell>{t("people.leads.columns.lead")}</HeaderCell>
              </tr>
            </thead>
            <tbody className="max-md:block">
              {leads.map((lead) => (
                <tr key={lead.id} data-lead={lead.id} className="border-b border-slate-100 align-top last:border-0 max-md:block max-md:px-1 max-md:py-3">
                  <Cell label={t("people.leads.columns.formType")}>
                    <span className="font-semibold text-slate-900">{labels.formType(lead.formType)}</span>
                  </Cell>
                  <Cell label={t("people.leads.columns.source")}>{labels.source(lead.source)}</Cell>
                  <Cell label={t("people.leads.columns.status")}>
                    {lead.status === "spam" ? (
                      <span className={spamMarkClass}>{t("people.timeline.spam")}</span>
                    ) : (
                      <span className="whitespace-nowrap">{labels.status(lead.status)}</span>
                    )}
                  </Cell>
                  <Cell label={t("people.leads.columns.owner")}>{lead.owner ?? <span className="text-slate-500">{t("people.leads.unassigned")}</span>}</Cell>
                  <Cell label={t("people.leads.columns.followUp")}>
                    {lead.followUp ? (
                      <span className={lead.followUp.isOverdue ? "font-semibold text-red-800" : undefined}>
                        <span className="whitespace-nowrap">{lead.followUp.date}</span>
                        {lead.followUp.isOverdue ? (
                          <span className="ml-1 inline-block rounded-full bg-red-100 px-2 py-0.5 text-xs">{t("people.leads.overdue")}</span>
                        ) : null}
                      </span>
                    ) : (
                      <span className="text-slate-500">{t("people.leads.noFollowUp")}</span>
                    )}
                  </Cell>
                  <Cell label={t("people.leads.columns.received")}>{dayAndTime(lead.received)}</Cell>
                  <Cell label={t("people.leads.columns.lead")}>
                    <Link
                      to={leadHref({ id: lead.id, isSpam: lead.status === "spam" })}
                      className="font-semibold text-brand-700 underline hover:text-brand-900"
                    >
                      {t("people.leads.open")}
                      <span className="sr-only">
                        {" "}
                        {labels.formType(lead.formType)}, {lead.received}
                      </span>
                    </Link>
                  </Cell>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

function HeaderCell({ children }: { children: ReactNode }) {
  return (
    <th scope="col" className="px-3 py-2 align-bottom font-semibold break-normal hyphens-none">
      {children}
    </th>
  );
}

/** A table cell that, on a phone, is a labelled line of its lead's card (its look is the table's `cellRules`). */
function Cell({ label, children }: { label: string; children: ReactNode }) {
  return <td data-label={label}>{children}</td>;
}
