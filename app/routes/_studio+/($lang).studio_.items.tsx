/**
 * The item analysis in the studio (docs/studio.md; figures from app/studio/item-analysis.server.ts,
 * computed once a day by the scheduled work, never here): per question, version and language, the
 * answers, the facility, the discrimination, the choices picked (the correct one marked) and the
 * flags; filtered by module (`category`), flag (`show`) and language (`tab`) in a GET form (the URL is
 * the filter; the names are the ones the other staff lists use), worst first, 50 a page.
 */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { noStoreHeaders, privatePageHeaders } from "~/auth/permissions.server";
import { staffViewer } from "~/auth/roles";
import { Pagination, i18n as paginationI18n } from "~/components/pagination";
import { StudioFrame, i18n as studioFrameI18n } from "~/components/studio/studio-frame";
import { Button } from "~/components/ui/button";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { isLanguage, supportedLanguages, type Language } from "~/i18n/languages";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { formatDateTime } from "~/platform/time/date-formats";
import { pageHandle } from "~/site/pages";
import { translatedSeo } from "~/site/seo";
import { requireStudio } from "~/studio/access.server";
import { itemAnalysisPage } from "~/studio/item-analysis.server";
import { itemFlags, type ItemFlag } from "~/studio/studio-values";
import { unitPath } from "~/studio/paths";
import { openReportTotal } from "~/studio/reports.server";

export const handle = pageHandle({ audience: "admin", crawl: false });

type ItemFilter = { moduleId: string | null; flag: ItemFlag | null; language: Language | null; page: number };

function filterOf(url: URL): ItemFilter {
  const flag = url.searchParams.get("show") ?? "";
  const language = url.searchParams.get("tab") ?? "";
  const page = Number(url.searchParams.get("page"));
  return {
    moduleId: /^[a-z0-9-]{1,64}$/.test(url.searchParams.get("category") ?? "") ? url.searchParams.get("category") : null,
    flag: (itemFlags as readonly string[]).includes(flag) ? (flag as ItemFlag) : null,
    language: isLanguage(language) ? language : null,
    page: Number.isInteger(page) && page > 0 && page < 10_000 ? page : 1,
  };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireStudio(request, context, "author");
  const language = requireRouteLanguage(params);
  const filter = filterOf(new URL(request.url));
  const [analysis, openReports] = await Promise.all([
    itemAnalysisPage(
      context.db,
      { moduleId: filter.moduleId ?? undefined, flag: filter.flag ?? undefined, language: filter.language ?? undefined },
      filter.page,
    ),
    openReportTotal(context.db),
  ]);
  return data(
    {
      translations: pickTranslations(language, ["studio", "studioAnalysis", "languages"], studioFrameI18n, paginationI18n),
      viewer: staffViewer(user),
      filter,
      openReports,
      ...analysis,
      computedAt: analysis.computedAt ? formatDateTime(analysis.computedAt, language) : null,
    },
    { headers: noStoreHeaders },
  );
}

export const headers = privatePageHeaders;

const selectClass = "min-h-11 rounded-lg border border-slate-300 px-3";
const choiceLetters = ["A", "B", "C", "D"];

export default function StudioItems() {
  const page = useLoaderData<typeof loader>();
  const t = useT();
  const localize = useLocalizePath();
  const { filter } = page;
  const query = (pageNumber: number) => {
    const search = new URLSearchParams();
    if (filter.moduleId) search.set("category", filter.moduleId);
    if (filter.flag) search.set("show", filter.flag);
    if (filter.language) search.set("tab", filter.language);
    if (pageNumber > 1) search.set("page", String(pageNumber));
    const text = search.toString();
    return `${localize("/studio/items")}${text ? `?${text}` : ""}`;
  };

  return (
    <StudioFrame
      viewer={page.viewer}
      title={t("studioAnalysis.itemsHeading")}
      intro={<p>{t("studioAnalysis.itemsIntro")}</p>}
      current="items"
      openReports={page.openReports}
    >
      {page.computedAt ? <p className="text-slate-700">{t("studioAnalysis.computedAt", { date: page.computedAt })}</p> : null}
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <label className="grid gap-1">
          <span className="text-sm font-semibold text-slate-800">{t("studioAnalysis.filters.module")}</span>
          <select name="category" defaultValue={filter.moduleId ?? ""} className={selectClass}>
            <option value="">{t("studioAnalysis.filters.any")}</option>
            {page.modules.map((moduleId) => (
              <option key={moduleId} value={moduleId}>
                {moduleId}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1">
          <span className="text-sm font-semibold text-slate-800">{t("studioAnalysis.filters.flag")}</span>
          <select name="show" defaultValue={filter.flag ?? ""} className={selectClass}>
            <option value="">{t("studioAnalysis.filters.any")}</option>
            {itemFlags.map((flag) => (
              <option key={flag} value={flag}>
                {t(`studioAnalysis.flags.${flag}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1">
          <span className="text-sm font-semibold text-slate-800">{t("studioAnalysis.filters.language")}</span>
          <select name="tab" defaultValue={filter.language ?? ""} className={selectClass}>
            <option value="">{t("studioAnalysis.filters.any")}</option>
            {supportedLanguages.map((language) => (
              <option key={language} value={language}>
                {t(`languages.${language}`)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="secondary">
          {t("studioAnalysis.apply")}
        </Button>
      </Form>

      {page.total === 0 ? (
        <p className="text-slate-700">{t("studioAnalysis.itemsNone")}</p>
      ) : (
        <>
          <p className="text-slate-700">{t("studioAnalysis.found", { count: page.total })}</p>
          <div className="overflow-x-auto">
            <table className="min-w-full text-left text-sm">
              <thead>
                <tr className="border-b border-slate-200">
                  <th className="p-2">{t("studioAnalysis.columns.question")}</th>
                  <th className="p-2">{t("studio.columns.version")}</th>
                  <th className="p-2">{t("studioAnalysis.filters.language")}</th>
                  <th className="p-2">{t("studioAnalysis.columns.answered")}</th>
                  <th className="p-2">{t("studioAnalysis.columns.facility")}</th>
                  <th className="p-2">{t("studioAnalysis.columns.discrimination")}</th>
                  <th className="p-2">{t("studioAnalysis.columns.choices")}</th>
                  <th className="p-2">{t("studioAnalysis.columns.flags")}</th>
                </tr>
              </thead>
              <tbody>
                {page.rows.map((row) => (
                  <tr
                    key={`${row.questionId}:${row.version}:${row.language}`}
                    className="border-b border-slate-100 align-top"
                    data-item={`${row.questionId}:${row.version}:${row.language}`}
                  >
                    <td className="p-2">
                      <Link to={localize(unitPath("question", row.questionId))} className="font-semibold text-brand-700 underline">
                        {row.questionId}
                      </Link>
                    </td>
                    <td className="p-2">v{row.version}</td>
                    <td className="p-2">{t(`languages.${row.language}`)}</td>
                    <td className="p-2">{row.answered}</td>
                    <td className="p-2">{row.facility === null ? "—" : `${Math.round(row.facility * 100)} %`}</td>
                    <td className="p-2">{row.discrimination === null ? "—" : row.discrimination.toFixed(2)}</td>
                    <td className="p-2">
                      <ul className="grid gap-0.5">
                        {row.choiceCounts.map((picked, choice) => (
                          <li key={choiceLetters[choice] ?? choice} className={choice === row.answer ? "font-semibold" : undefined}>
                            {`${choiceLetters[choice]}: ${picked}${choice === row.answer ? ` (${t("studioAnalysis.correctChoice")})` : ""}`}
                          </li>
                        ))}
                      </ul>
                    </td>
                    <td className="p-2">
                      {row.flags.length === 0 ? (
                        t("studioAnalysis.noFlags")
                      ) : (
                        <ul className="grid gap-0.5">
                          {row.flags.map((flag) => (
                            <li key={flag}>{t(`studioAnalysis.flags.${flag}`)}</li>
                          ))}
                        </ul>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination label={t("studioAnalysis.pagesLabel")} page={page.page} pageCount={page.pages} hrefForPage={query} />
        </>
      )}
    </StudioFrame>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => [
  ...translatedSeo(args, { title: "studio.metaTitle", description: "studioAnalysis.itemsIntro", keywords: "studio.metaKeywords" }),
  { name: "robots", content: "noindex" },
];
