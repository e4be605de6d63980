/**
 * The admin panel's frame (docs/decisions/021-admin-routes-per-tab.md): the admin top bar, the
 * welcome and the tabs, around the tab itself (`($lang).admin._index/`).
 * The panel's posts come here: a POST to `/admin?tab=…` is the parent's, not the index route's.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import { AdminShell, LinkTabs, i18n as adminShellI18n } from "~/components/admin/admin-shell";
import { adminTabHref, adminTabs, parseAdminTab, type AdminTab } from "~/admin/admin-tabs";
import { noStoreHeaders, privatePageHeaders, requireAdmin } from "~/auth/permissions.server";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { pageHandle } from "~/site/pages";
import { translatedSeo } from "~/site/seo";
import { readAdminPost, refuseIntent, runAdminIntent } from "./intents.server";
import { i18n as fieldsI18n } from "~/components/forms/fields";
import { i18n as personLinkI18n } from "~/components/admin/person-link";

export const handle = pageHandle({ audience: "admin", crawl: false });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const language = requireRouteLanguage(params);

  return data(
    {
      translations: pickTranslations(language, ["admin", "submissions", "leadStatuses"], adminShellI18n, fieldsI18n, personLinkI18n),
      admin: { firstName: admin.firstName, email: admin.email },
      tab: parseAdminTab(new URL(request.url).searchParams.get("tab")),
    },
    { headers: noStoreHeaders },
  );
}

/** Every change is a POST with an `intent` (`intents.server.ts`); each ends in a redirect with a toast. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const language = requireRouteLanguage(params);
  const { intent, isEnhanced } = await readAdminPost(request);
  if (!intent.ok) return refuseIntent({ request, context, admin, language });
  return runAdminIntent(intent.data, { request, context, admin, language, isEnhanced });
}

export const headers = privatePageHeaders;

export default function AdminLayout() {
  const { admin, tab } = useLoaderData<typeof loader>();
  const t = useT();
  const localize = useLocalizePath();
  const tabLabels = {
    overview: t("admin.tabs.overview"),
    submissions: t("admin.tabs.submissions"),
    accounts: t("admin.tabs.accounts"),
    settings: t("admin.tabs.settings"),
    security: t("admin.tabs.security"),
  } satisfies Record<AdminTab, string>;

  return (
    <AdminShell
      email={admin.email}
      title={t("admin.welcome", { name: admin.firstName || t("admin.defaultName") })}
      intro={
        <p role="note" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          {t("admin.notice")}
        </p>
      }
    >
      <LinkTabs
        label={t("admin.tabsLabel")}
        tabs={adminTabs}
        current={tab}
        hrefFor={(target) => adminTabHref(localize("/admin"), target)}
        labelFor={(target) => tabLabels[target]}
      />
      <section aria-label={tabLabels[tab]} className="pt-8">
        <Outlet />
      </section>
    </AdminShell>
  );
}

export const meta: MetaFunction<typeof loader> = (args) =>
  translatedSeo(args, { title: "admin.meta.title", description: "admin.meta.description", keywords: "admin.meta.keywords" });
