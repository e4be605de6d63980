import { siteOrigin } from "~/http/site-origin";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { AdminShell, LinkTabs, i18n as adminShellI18n } from "~/components/admin/admin-shell";
import { Pagination, i18n as paginationI18n } from "~/components/pagination";
import { noStoreHeaders, privatePageHeaders, requireAdmin } from "~/auth/permissions.server";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { languageInfo, localizePath } from "~/i18n/languages";
import { pageRange } from "~/site/pagination";
import { useLanguage, useLocalizePath, useT } from "~/i18n/use-t";
import { pageHandle } from "~/site/pages";
import { translatedSeo } from "~/site/seo";
import { leadSearch, leadTabLabels, leadTabs, leadsPageSize, type LeadTab } from "~/admin/lead-query";
import { findLead } from "~/admin/leads.server";
import { redirectWithToast } from "~/http/flash.server";
import { translatedToast } from "~/http/translated-toast.server";
import { replyFor, type FormFailure, type FormReply } from "~/forms/answer";
import { bulkFormId } from "~/admin/bulk-selection";
import { failedToast, notFoundToast, readManagerPost, runLeadIntent, type Reply } from "./intents.server";
import { managerPageData } from "./queries.server";
import { runSavedViewPost } from "./saved-view-intents.server";
import { runBulkPost } from "./bulk-intents.server";
import { bulkPageData } from "./bulk-data.server";
import { BulkForm, keptTicks, i18n as bulkI18n } from "./bulk-form";
import { savedViewsOf } from "~/admin/saved-views.server";
import { SavedViews, i18n as savedViewsI18n } from "./saved-views";
import { i18n as licenceChecklistSummaryI18n } from "~/components/school/licence-checklist-summary";
import { LeadsTable } from "./submissions-table";
import { ViewFields, ViewFilters } from "./view-filters";
import { buttonClassName } from "~/components/ui/button";
import { SearchField } from "~/components/forms/search-field";
import { i18n as personLinkI18n } from "~/components/admin/person-link";

// A dialog opens from its URL (with or without JavaScript): the table alone is what most visits
// load, so the dialogs' code comes with the page only when one is open, server-rendered all the same.
const ManagerDialog = lazy(() => import("./submission-dialogs").then((module) => ({ default: module.ManagerDialog })));
const BulkReviewDialog = lazy(() => import("./bulk-dialog").then((module) => ({ default: module.BulkReviewDialog })));
export const handle = pageHandle({ audience: "admin", crawl: false });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const language = requireRouteLanguage(params);
  return data(
    {
      translations: pickTranslations(
        language,
        ["submissions", "leadStatuses", "directory", "languages"],
        adminShellI18n,
        paginationI18n,
        licenceChecklistSummaryI18n,
        savedViewsI18n,
        personLinkI18n,
        bulkI18n,
      ),
      admin: { email: admin.email },
      savedViews: await savedViewsOf(context.db, admin.id),
      bulk: await bulkPageData(context.db, new URL(request.url).searchParams, admin, language),
      ...(await managerPageData(context.db, new URL(request.url).searchParams, language, admin.id, siteOrigin(request, context.env))),
    },
    { headers: noStoreHeaders },
  );
}

/**
 * Every change is a POST with an `intent` (`intents.server.ts`); each ends in a redirect back to the
 * same view with a toast, or — a note, a follow-up date or a listing edit to fix — the page again
 * with the field's message and what was typed.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const language = requireRouteLanguage(params);
  const { form, target, intent } = await readManagerPost(request);
  const { id, view } = target;
  const viewAnswer = await runSavedViewPost({ request, context, adminId: admin.id, language, form, view });
  if (viewAnswer) return viewAnswer;
  const bulkAnswer = await runBulkPost({ request, context, admin, language, form, view });
  if (bulkAnswer) return bulkAnswer;
  const reply: Reply = (kind, message, values, extra = {}) =>
    redirectWithToast(
      request,
      context.env,
      `${localizePath("/submissions-manager", language)}${leadSearch(view, extra)}`,
      translatedToast(language, kind, message, values),
    );

  const lead = await findLead(context.db, id);
  if (!lead) return reply("error", notFoundToast);
  if (!intent.ok) return reply("error", failedToast);
  return runLeadIntent(intent.data, { request, context, admin, language, lead, reply });
}

export const headers = privatePageHeaders;

export default function SubmissionsManager() {
  const { admin, savedViews, bulk, query, total, pageCount, counts, rows, dialog } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as FormReply | undefined;
  const t = useT();
  const localize = useLocalizePath();
  const language = useLanguage();
  const managerPath = localize("/submissions-manager");
  const viewSearch = leadSearch(query);
  const viewHref = `${managerPath}${viewSearch}`;
  const range = pageRange(query.page, leadsPageSize, rows.length, total);
  // Each page the manager lands on starts with nothing ticked (with JavaScript the inputs would outlive a done bulk change).
  const { key: selectionKey } = useLocation();
  const bulkReply = replyFor(answer, bulkFormId);
  const bulkFailure = bulkReply && !bulkReply.ok ? (bulkReply as FormFailure) : undefined;

  return (
    <AdminShell email={admin.email} title={t("submissions.heading")} intro={<p>{t("submissions.intro")}</p>}>
      <LinkTabs<LeadTab>
        label={t("submissions.tabsLabel")}
        tabs={leadTabs}
        current={query.tab}
        hrefFor={(tab) => `${managerPath}${leadSearch({ ...query, tab, page: 1 })}`}
        labelFor={(tab) => t("submissions.tabCount", { label: t(leadTabLabels[tab]), count: counts[tab] })}
      />
      <SavedViews views={savedViews} managerPath={managerPath} viewSearch={leadSearch({ ...query, page: 1 })} />

      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <Form method="get" action={managerPath} role="search" className="flex w-full max-w-xl flex-wrap items-end gap-2">
          <ViewFields query={query} keep={["tab", "owner", "overdue"]} />
          <div className="min-w-0 flex-1">
            <SearchField
              id="submission-search"
              label={t("submissions.searchLabel")}
              defaultValue={query.search}
              placeholder={t("submissions.searchPlaceholder")}
            />
          </div>
          <button type="submit" className={buttonClassName()}>
            {t("submissions.search")}
          </button>
          {query.search ? (
            <Link
              to={`${managerPath}${leadSearch({ ...query, search: "", page: 1 })}`}
              className="inline-flex min-h-11 items-center px-2 font-semibold text-brand-700 underline"
            >
              {t("submissions.clearSearch")}
            </Link>
          ) : null}
        </Form>
        <a
          href={`${localize("/submissions-manager/export.csv")}${leadSearch({ ...query, page: 1 })}`}
          download
          className={buttonClassName({ variant: "outline" })}
        >
          {t("submissions.exportCsv")}
        </a>
        {query.tab === "newsletter" ? (
          <a href={localize("/submissions-manager/subscribers.csv")} download className={buttonClassName({ variant: "outline" })}>
            {t("submissions.exportSubscribers")}
          </a>
        ) : null}
      </div>

      <ViewFilters query={query} managerPath={managerPath} />

      <p className="mt-6 text-sm text-slate-600" aria-live="polite">
        {range ? t("submissions.showing", range) : t("submissions.showingNone")}
      </p>

      {rows.length > 0 ? (
        <BulkForm
          key={selectionKey}
          action={viewHref}
          viewSearch={viewSearch}
          tab={query.tab}
          pageIds={rows.map((row) => row.id)}
          total={new Intl.NumberFormat(languageInfo(language).intlLocale).format(total)}
          admins={bulk.admins}
          failure={bulkFailure}
        />
      ) : null}

      <LeadsTable rows={rows} viewSearch={viewSearch} ticked={keptTicks(bulkFailure)} selectionKey={selectionKey} />

      <Pagination
        label={t("submissions.paginationLabel")}
        page={query.page}
        pageCount={pageCount}
        hrefForPage={(page) => `${managerPath}${leadSearch({ ...query, page })}`}
      />

      <Suspense fallback={null}>
        {dialog ? <ManagerDialog dialog={dialog} closeHref={viewHref} viewSearch={viewSearch} answer={answer} /> : null}
        {bulk.review ? <BulkReviewDialog review={bulk.review} action={viewHref} viewSearch={viewSearch} closeHref={viewHref} /> : null}
      </Suspense>
    </AdminShell>
  );
}

export const meta: MetaFunction<typeof loader> = (args) =>
  translatedSeo(args, { title: "submissions.meta.title", description: "submissions.meta.description", keywords: "submissions.meta.keywords" });
