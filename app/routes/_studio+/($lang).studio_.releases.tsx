/**
 * The studio's approval record (docs/studio.md): every release of the course's content, newest
 * first (when, by whom, an import of the files or a publish from the studio, its note), each with
 * the versions it made live (unit, version, author, reviewer and note, dates); the CSV export for
 * the Department beside it.
 */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { noStoreHeaders, privatePageHeaders } from "~/auth/permissions.server";
import { staffViewer } from "~/auth/roles";
import { StudioFrame, i18n as studioFrameI18n } from "~/components/studio/studio-frame";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { formatDateTime } from "~/platform/time/date-formats";
import { pageHandle } from "~/site/pages";
import { translatedSeo } from "~/site/seo";
import { requireStudio } from "~/studio/access.server";
import { releasesPage } from "~/studio/approval-record.server";
import { unitPath } from "~/studio/paths";
import { openReportTotal } from "~/studio/reports.server";

export const handle = pageHandle({ audience: "admin", crawl: false });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireStudio(request, context, "author");
  const language = requireRouteLanguage(params);
  const before = Number(new URL(request.url).searchParams.get("before"));
  const [page, openReports] = await Promise.all([
    releasesPage(context.db, Number.isInteger(before) && before > 0 ? before : null),
    openReportTotal(context.db),
  ]);
  const date = (value: string | null) => (value ? formatDateTime(value, language) : null);
  return data(
    {
      translations: pickTranslations(language, ["studio", "languages"], studioFrameI18n),
      viewer: staffViewer(user),
      openReports,
      nextBefore: page.nextBefore,
      releases: page.releases.map((release) => ({
        ...release,
        createdAt: date(release.createdAt),
        versions: release.versions.map((version) => ({
          ...version,
          createdAt: date(version.createdAt),
          reviewedAt: date(version.reviewedAt),
          publishedAt: date(version.publishedAt),
          retiredAt: date(version.retiredAt),
        })),
      })),
    },
    { headers: noStoreHeaders },
  );
}

export const headers = privatePageHeaders;

export default function StudioReleases() {
  const page = useLoaderData<typeof loader>();
  const t = useT();
  const localize = useLocalizePath();
  return (
    <StudioFrame
      viewer={page.viewer}
      title={t("studio.releasesHeading")}
      intro={<p>{t("studio.releasesIntro")}</p>}
      current="releases"
      openReports={page.openReports}
    >
      <p>
        {/* A download, not a page: a plain link. */}
        <a href={localize("/studio/approvals.csv")} className="font-semibold text-brand-700 underline" download>
          {t("studio.exportCsv")}
        </a>
      </p>
      {page.releases.length === 0 ? <p className="text-slate-700">{t("studio.releasesNone")}</p> : null}
      {page.releases.map((release) => (
        <section
          key={release.id}
          aria-labelledby={`release-${release.id}`}
          className="grid gap-3 rounded-xl border border-slate-200 p-5"
          data-release={release.id}
        >
          <h2 id={`release-${release.id}`} className="text-xl font-semibold text-slate-900">
            {t("studio.releaseTitle", { id: release.id, date: release.createdAt ?? "" })}
          </h2>
          <p className="text-slate-700">
            {t(release.origin === "files" ? "studio.originFiles" : "studio.originStudio")} · {t("studio.publishedBy", { email: release.publishedBy ?? "—" })}
            {release.note ? ` · ${release.note}` : ""}
          </p>
          <p className="text-sm text-slate-700">{t("studio.versionsMadeLive", { count: release.versionCount })}</p>
          <div className="overflow-x-auto">
            <table className="min-w-full text-left text-sm">
              <thead>
                <tr className="border-b border-slate-200">
                  <th className="p-2">{t("studio.columns.unit")}</th>
                  <th className="p-2">{t("studio.columns.version")}</th>
                  <th className="p-2">{t("studio.columns.author")}</th>
                  <th className="p-2">{t("studio.columns.reviewer")}</th>
                  <th className="p-2">{t("studio.columns.published")}</th>
                  <th className="p-2">{t("studio.columns.retired")}</th>
                </tr>
              </thead>
              <tbody>
                {release.versions.map((version) => (
                  <tr key={`${version.kind}:${version.itemId}`} className="border-b border-slate-100">
                    <td className="p-2">
                      <Link to={localize(unitPath(version.kind, version.itemId))} className="text-brand-700 underline">
                        {t(`studio.kinds.${version.kind}`)} {version.itemId}
                      </Link>
                    </td>
                    <td className="p-2">v{version.version}</td>
                    <td className="p-2">{version.origin === "files" ? t("studio.fromFiles") : (version.author ?? "—")}</td>
                    <td className="p-2">
                      {version.reviewer ?? "—"}
                      {version.reviewedAt ? <span className="block text-slate-600">{version.reviewedAt}</span> : null}
                      {version.reviewNote ? <span className="block text-slate-600">{version.reviewNote}</span> : null}
                    </td>
                    <td className="p-2">{version.publishedAt ?? "—"}</td>
                    <td className="p-2">{version.retiredAt ?? "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {release.versionCount > release.versions.length ? (
            <p className="text-sm text-slate-700">{t("studio.moreInCsv", { count: release.versionCount - release.versions.length })}</p>
          ) : null}
        </section>
      ))}
      {page.nextBefore ? (
        <p>
          <Link to={`${localize("/studio/releases")}?before=${page.nextBefore}`} className="font-semibold text-brand-700 underline">
            {t("studio.olderReleases")}
          </Link>
        </p>
      ) : null}
    </StudioFrame>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => [
  ...translatedSeo(args, { title: "studio.metaTitle", description: "studio.releasesIntro", keywords: "studio.metaKeywords" }),
  { name: "robots", content: "noindex" },
];
