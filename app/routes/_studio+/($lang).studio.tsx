/**
 * The course studio's list of units (docs/studio.md): every lesson, question, glossary term, the
 * outline and the other files, filtered by kind (`tab`), module (`category`) and state (`show`) and
 * searched by id or words (`q`) in a GET form (the URL is the filter; the names are the ones the
 * other staff lists use), 50 a page; how many versions are in draft, in review and
 * approved; and, for a reviewer, the versions waiting for their review.
 */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { noStoreHeaders, privatePageHeaders } from "~/auth/permissions.server";
import { staffViewer } from "~/auth/roles";
import { Pagination, i18n as paginationI18n } from "~/components/pagination";
import { StudioFrame, i18n as studioFrameI18n } from "~/components/studio/studio-frame";
import { Button } from "~/components/ui/button";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { pageHandle } from "~/site/pages";
import { translatedSeo } from "~/site/seo";
import { requireStudio } from "~/studio/access.server";
import { unitPath } from "~/studio/paths";
import { contentKinds, openStates } from "~/studio/studio-values";
import { isContentKind, listUnits, unitModules, waitingForReview, type UnitFilter } from "~/studio/versions.server";
import { openReportTotal } from "~/studio/reports.server";

export const handle = pageHandle({ audience: "admin", crawl: false });

const stateFilters = [...openStates, "published"] as const;

function filterOf(url: URL): UnitFilter {
  const kind = url.searchParams.get("tab") ?? "";
  const state = url.searchParams.get("show") ?? "";
  const page = Number(url.searchParams.get("page"));
  return {
    kind: isContentKind(kind) ? kind : null,
    moduleId: /^[a-z0-9-]{1,64}$/.test(url.searchParams.get("category") ?? "") ? url.searchParams.get("category") : null,
    state: (stateFilters as readonly string[]).includes(state) ? (state as UnitFilter["state"]) : null,
    search: (url.searchParams.get("q") ?? "").slice(0, 200),
    page: Number.isInteger(page) && page > 0 && page < 10_000 ? page : 1,
  };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireStudio(request, context, "author");
  const language = requireRouteLanguage(params);
  const filter = filterOf(new URL(request.url));
  const [list, modules, waiting, openReports] = await Promise.all([
    listUnits(context.db, filter),
    unitModules(context.db),
    waitingForReview(context.db, user),
    openReportTotal(context.db),
  ]);
  return data(
    {
      translations: pickTranslations(language, ["studio", "languages"], studioFrameI18n, paginationI18n),
      viewer: staffViewer(user),
      canReview: user.canReview,
      filter,
      modules,
      list,
      waiting,
      openReports,
    },
    { headers: noStoreHeaders },
  );
}

export const headers = privatePageHeaders;

const selectClass = "min-h-11 rounded-lg border border-slate-300 px-3";

export default function StudioUnits() {
  const page = useLoaderData<typeof loader>();
  const t = useT();
  const localize = useLocalizePath();
  const { filter, list } = page;
  const query = (pageNumber: number) => {
    const search = new URLSearchParams();
    if (filter.kind) search.set("tab", filter.kind);
    if (filter.moduleId) search.set("category", filter.moduleId);
    if (filter.state) search.set("show", filter.state);
    if (filter.search) search.set("q", filter.search);
    if (pageNumber > 1) search.set("page", String(pageNumber));
    const text = search.toString();
    return `${localize("/studio")}${text ? `?${text}` : ""}`;
  };

  return (
    <StudioFrame viewer={page.viewer} title={t("studio.heading")} intro={<p>{t("studio.intro")}</p>} current="units" openReports={page.openReports}>
      <ul className="flex flex-wrap gap-3" aria-label={t("studio.countsLabel")}>
        {openStates.map((state) => (
          <li key={state} className="rounded-lg border border-slate-200 px-4 py-2" data-count={state}>
            <span className="font-semibold">{t(`studio.states.${state}`)}</span>: {list.counts[state]}
          </li>
        ))}
      </ul>

      {page.canReview ? (
        <section aria-labelledby="waiting-heading" className="grid gap-2">
          <h2 id="waiting-heading" className="text-xl font-semibold text-slate-900">
            {t("studio.waitingHeading", { count: page.waiting.length })}
          </h2>
          {page.waiting.length === 0 ? <p className="text-slate-700">{t("studio.waitingNone")}</p> : null}
          <ul className="grid gap-1">
            {page.waiting.map((row) => (
              <li key={`${row.kind}:${row.itemId}`}>
                <Link to={localize(unitPath(row.kind, row.itemId))} className="font-semibold text-brand-700 underline">
                  {t(`studio.kinds.${row.kind}`)} {row.itemId} · v{row.version}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <Form method="get" className="flex flex-wrap items-end gap-3">
        <label className="grid gap-1">
          <span className="text-sm font-semibold text-slate-800">{t("studio.filters.kind")}</span>
          <select name="tab" defaultValue={filter.kind ?? ""} className={selectClass}>
            <option value="">{t("studio.filters.any")}</option>
            {contentKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`studio.kinds.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1">
          <span className="text-sm font-semibold text-slate-800">{t("studio.filters.module")}</span>
          <select name="category" defaultValue={filter.moduleId ?? ""} className={selectClass}>
            <option value="">{t("studio.filters.any")}</option>
            {page.modules.map((moduleId) => (
              <option key={moduleId} value={moduleId}>
                {moduleId}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1">
          <span className="text-sm font-semibold text-slate-800">{t("studio.filters.state")}</span>
          <select name="show" defaultValue={filter.state ?? ""} className={selectClass}>
            <option value="">{t("studio.filters.any")}</option>
            {stateFilters.map((state) => (
              <option key={state} value={state}>
                {state === "published" ? t("studio.filters.noOpen") : t(`studio.states.${state}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1">
          <span className="text-sm font-semibold text-slate-800">{t("studio.filters.search")}</span>
          <input type="search" name="q" defaultValue={filter.search} maxLength={200} className={selectClass} />
        </label>
        <Button type="submit" variant="secondary">
          {t("studio.filters.apply")}
        </Button>
      </Form>

      <p className="text-slate-700">{t("studio.found", { count: list.total })}</p>
      <div className="overflow-x-auto">
        <table className="min-w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200">
              <th className="p-2">{t("studio.columns.unit")}</th>
              <th className="p-2">{t("studio.columns.kind")}</th>
              <th className="p-2">{t("studio.columns.module")}</th>
              <th className="p-2">{t("studio.columns.published")}</th>
              <th className="p-2">{t("studio.columns.open")}</th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((row) => (
              <tr key={`${row.kind}:${row.itemId}`} className="border-b border-slate-100">
                <td className="p-2">
                  <Link to={localize(unitPath(row.kind, row.itemId))} className="font-semibold text-brand-700 underline">
                    {row.itemId}
                  </Link>
                </td>
                <td className="p-2">{t(`studio.kinds.${row.kind}`)}</td>
                <td className="p-2">{row.moduleId ?? "—"}</td>
                <td className="p-2">v{row.publishedVersion}</td>
                <td className="p-2">{row.openState ? `${t(`studio.states.${row.openState}`)} · v${row.openVersion}` : "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination label={t("studio.pagesLabel")} page={filter.page} pageCount={list.pages} hrefForPage={query} />
    </StudioFrame>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => [
  ...translatedSeo(args, { title: "studio.metaTitle", description: "studio.intro", keywords: "studio.metaKeywords" }),
  { name: "robots", content: "noindex" },
];
