/**
 * The students' reports in the studio (docs/studio.md; stored by app/studio/reports.server.ts): the
 * open ones (or the resolved ones, `show=resolved`), newest first, of one item when `q` names it
 * (a GET form: the URL is the filter; the names are the ones the other staff lists use): when, the student's language, where they were, the item with
 * a link to its editor, the version they saw and whether students still see it, the message (React's
 * text, never HTML). A "Mark resolved" form per open report; a second post of it changes nothing and says so.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { noStoreHeaders, privatePageHeaders } from "~/auth/permissions.server";
import { staffViewer } from "~/auth/roles";
import { StudioFrame, i18n as studioFrameI18n } from "~/components/studio/studio-frame";
import { Button } from "~/components/ui/button";
import { formSuccess } from "~/forms/protocol.server";
import { isSentWithJavaScript, readForm } from "~/forms/read-form";
import { translatedToast } from "~/http/translated-toast.server";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { localizePath } from "~/i18n/languages";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { recordAudit } from "~/platform/audit-log.server";
import { formatDateTime } from "~/platform/time/date-formats";
import { pageHandle } from "~/site/pages";
import { translatedSeo } from "~/site/seo";
import { requireStudio } from "~/studio/access.server";
import { unitPath } from "~/studio/paths";
import { contentReportStates } from "~/studio/studio-values";
import { openReportTotal, publishedVersionsOf, reportsInState, reportsShown, resolveReport } from "~/studio/reports.server";

export const handle = pageHandle({ audience: "admin", crawl: false });

function filterOf(url: URL) {
  const state = url.searchParams.get("show") === "resolved" ? ("resolved" as const) : ("open" as const);
  const item = url.searchParams.get("q") ?? "";
  return { state, itemId: /^[a-z0-9-]{1,64}$/.test(item) ? item : null };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireStudio(request, context, "author");
  const language = requireRouteLanguage(params);
  const filter = filterOf(new URL(request.url));
  const [reports, openReports] = await Promise.all([
    reportsInState(context.db, { state: filter.state, itemId: filter.itemId ?? undefined }),
    openReportTotal(context.db),
  ]);
  const published = await publishedVersionsOf(context.db, reports);
  return data(
    {
      translations: pickTranslations(language, ["studio", "studioAnalysis", "languages"], studioFrameI18n),
      viewer: staffViewer(user),
      filter,
      openReports,
      isCapped: reports.length === reportsShown,
      reports: reports.map((report) => ({
        id: report.id,
        kind: report.kind,
        itemId: report.itemId,
        screen: report.screen,
        version: report.version,
        publishedVersion: published[`${report.kind}:${report.itemId}`] ?? null,
        language: report.language,
        place: report.place,
        message: report.message,
        state: report.state,
        createdAt: formatDateTime(report.createdAt, language),
        resolvedAt: report.resolvedAt ? formatDateTime(report.resolvedAt, language) : null,
      })),
    },
    { headers: noStoreHeaders },
  );
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireStudio(request, context, "author");
  const language = requireRouteLanguage(params);
  const form = await readForm(request);
  const reportId = String(form.get("reportId") ?? "").slice(0, 64);
  // Back to the list the author was reading (the form carries its filter).
  const back = new URLSearchParams();
  const item = String(form.get("q") ?? "");
  if (/^[a-z0-9-]{1,64}$/.test(item)) back.set("q", item);
  const redirectTo = `${localizePath("/studio/reports", language)}${back.size > 0 ? `?${back}` : ""}`;
  const isResolved = form.get("intent") === "resolve" && reportId !== "" && (await resolveReport(context.db, reportId, user.id));
  if (isResolved) await recordAudit(context, request, user, "studio.resolve_report", reportId);
  return formSuccess(request, context, {
    formId: `report-${reportId}`,
    toast: isResolved
      ? translatedToast(language, "success", { title: "studioAnalysis.resolvedTitle", description: "studioAnalysis.resolvedText" })
      : translatedToast(language, "error", { title: "studioAnalysis.alreadyResolvedTitle", description: "studioAnalysis.alreadyResolvedText" }),
    redirectTo,
    isEnhanced: isSentWithJavaScript(form),
  });
}

export const headers = privatePageHeaders;

const selectClass = "min-h-11 rounded-lg border border-slate-300 px-3";

export default function StudioReports() {
  const page = useLoaderData<typeof loader>();
  const t = useT();
  const localize = useLocalizePath();
  const { filter } = page;
  return (
    <StudioFrame
      viewer={page.viewer}
      title={t("studioAnalysis.reportsHeading")}
      intro={<p>{t("studioAnalysis.reportsIntro")}</p>}
      current="reports"
      openReports={page.openReports}
    >
      <Form method="get" className="flex flex-wrap items-end gap-3">
        {filter.itemId ? <input type="hidden" name="q" value={filter.itemId} /> : null}
        <label className="grid gap-1">
          <span className="text-sm font-semibold text-slate-800">{t("studioAnalysis.filterLabel")}</span>
          <select name="show" defaultValue={filter.state} className={selectClass}>
            {contentReportStates.map((state) => (
              <option key={state} value={state}>
                {t(state === "open" ? "studioAnalysis.stateOpen" : "studioAnalysis.stateResolved")}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="secondary">
          {t("studioAnalysis.apply")}
        </Button>
      </Form>
      {filter.itemId ? (
        <p className="text-slate-700">
          {t("studioAnalysis.forItem", { item: filter.itemId })}{" "}
          <Link to={localize("/studio/reports")} className="font-semibold text-brand-700 underline">
            {t("studioAnalysis.allItems")}
          </Link>
        </p>
      ) : null}
      {page.reports.length === 0 ? (
        <p className="text-slate-700">{t(filter.state === "open" ? "studioAnalysis.reportsNone" : "studioAnalysis.resolvedNone")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="min-w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-200">
                <th className="p-2">{t("studioAnalysis.columns.when")}</th>
                <th className="p-2">{t("studioAnalysis.columns.language")}</th>
                <th className="p-2">{t("studioAnalysis.columns.place")}</th>
                <th className="p-2">{t("studioAnalysis.columns.item")}</th>
                <th className="p-2">{t("studioAnalysis.columns.version")}</th>
                <th className="p-2">{t("studioAnalysis.columns.message")}</th>
                <th className="p-2">{t("studioAnalysis.columns.action")}</th>
              </tr>
            </thead>
            <tbody>
              {page.reports.map((report) => (
                <tr key={report.id} className="border-b border-slate-100 align-top" data-report={report.id}>
                  <td className="p-2">{report.createdAt}</td>
                  <td className="p-2">{t(`languages.${report.language}`)}</td>
                  <td className="p-2">
                    {t(`studioAnalysis.places.${report.place}`)}
                    {report.screen !== null ? ` · ${t("studioAnalysis.screen", { screen: report.screen + 1 })}` : ""}
                  </td>
                  <td className="p-2">
                    <Link to={localize(unitPath(report.kind, report.itemId))} className="font-semibold text-brand-700 underline">
                      {t(`studio.kinds.${report.kind}`)} {report.itemId}
                    </Link>
                  </td>
                  <td className="p-2">
                    v{report.version}
                    <span className="block text-slate-600">
                      {report.publishedVersion === null || report.publishedVersion === report.version
                        ? t("studioAnalysis.stillPublished")
                        : t("studioAnalysis.notPublished", { version: report.publishedVersion })}
                    </span>
                  </td>
                  <td className="max-w-md whitespace-pre-wrap break-words p-2">{report.message}</td>
                  <td className="p-2">
                    {report.state === "open" ? (
                      <Form method="post">
                        <input type="hidden" name="reportId" value={report.id} />
                        {filter.itemId ? <input type="hidden" name="q" value={filter.itemId} /> : null}
                        <Button type="submit" name="intent" value="resolve" variant="outline">
                          {t("studioAnalysis.resolve")}
                        </Button>
                      </Form>
                    ) : (
                      t("studioAnalysis.resolvedBy", { date: report.resolvedAt ?? "" })
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {page.isCapped ? <p className="text-sm text-slate-700">{t("studioAnalysis.reportsCapped", { count: page.reports.length })}</p> : null}
    </StudioFrame>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => [
  ...translatedSeo(args, { title: "studio.metaTitle", description: "studioAnalysis.reportsIntro", keywords: "studio.metaKeywords" }),
  { name: "robots", content: "noindex" },
];
