import { Form, Link } from "@remix-run/react";
import { ownerFilters, leadSearch, type LeadQuery } from "~/admin/lead-query";
import { useT } from "~/i18n/use-t";
import { buttonClassName } from "~/components/ui/button";

type ViewPart = "tab" | "search" | "owner" | "overdue";

/** Hidden fields that carry the parts of the view a GET form does not edit itself (so a search keeps the filters, and the filters the search). */
export function ViewFields({ query, keep }: { query: LeadQuery; keep: ViewPart[] }) {
  return (
    <>
      {keep.includes("tab") && query.tab !== "all" ? <input type="hidden" name="tab" value={query.tab} /> : null}
      {keep.includes("search") && query.search ? <input type="hidden" name="q" value={query.search} /> : null}
      {keep.includes("owner") && query.owner ? <input type="hidden" name="owner" value={query.owner} /> : null}
      {keep.includes("overdue") && query.overdue ? <input type="hidden" name="overdue" value="1" /> : null}
    </>
  );
}

/** The owner and overdue filters: a plain GET form, so a filtered view works without JavaScript and can be bookmarked. */
export function ViewFilters({ query, managerPath }: { query: LeadQuery; managerPath: string }) {
  const t = useT();
  const isFiltered = query.owner !== null || query.overdue;
  return (
    <Form method="get" action={managerPath} aria-label={t("submissions.filtersLabel")} className="mt-4 flex flex-wrap items-end gap-3">
      <ViewFields query={query} keep={["tab", "search"]} />
      <div>
        <label htmlFor="owner-filter" className="block text-sm font-medium text-slate-800">
          {t("submissions.ownerFilterLabel")}
        </label>
        <select
          id="owner-filter"
          name="owner"
          defaultValue={query.owner ?? ""}
          className="mt-1 block min-h-11 rounded-md border border-slate-300 bg-white px-3 text-slate-900"
        >
          <option value="">{t("submissions.ownerFilters.any")}</option>
          {ownerFilters.map((owner) => (
            <option key={owner} value={owner}>
              {t(`submissions.ownerFilters.${owner}`)}
            </option>
          ))}
        </select>
      </div>
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
        <input type="checkbox" name="overdue" value="1" defaultChecked={query.overdue} className="size-5 rounded border-slate-400 text-brand-700" />
        {t("submissions.overdueFilter")}
      </label>
      <button type="submit" className={buttonClassName({ variant: "secondary" })}>
        {t("submissions.applyFilters")}
      </button>
      {isFiltered ? (
        <Link
          to={`${managerPath}${leadSearch({ ...query, owner: null, overdue: false, page: 1 })}`}
          className="inline-flex min-h-11 items-center px-2 font-semibold text-brand-700 underline"
        >
          {t("submissions.clearFilters")}
        </Link>
      ) : null}
    </Form>
  );
}
