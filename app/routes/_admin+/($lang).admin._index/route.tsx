/**
 * The admin panel's tab: `/admin`, with `?tab=` choosing which (docs/decisions/021-admin-routes-per-tab.md).
 * The frame around it, and the panel's posts, are `($lang).admin/`. Each tab reads its own data
 * (`tabs.server.ts`) and is drawn by its own panel file here.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { parseAdminTab } from "~/admin/admin-tabs";
import { noStoreHeaders, privatePageHeaders, requireAdmin } from "~/auth/permissions.server";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { i18n as signInSecurityI18n } from "~/components/auth/sign-in-security";
import { AccountsPanel } from "./accounts-panel";
import { OverviewPanel } from "./overview-panel";
import { SecurityPanel } from "./security-panel";
import { SettingsPanel } from "./settings-panel";
import { runSettingsPost } from "./settings-intents.server";
import { SubmissionsPanel } from "./submissions-panel";
import { tabLoaders } from "./tabs.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const language = requireRouteLanguage(params);
  const tab = parseAdminTab(new URL(request.url).searchParams.get("tab"));
  const panel = await tabLoaders[tab]({ request, context, admin, language });
  // The Security tab draws the account's factor cards, whose strings the panel frame does not send.
  return data(panel.tab === "security" ? { ...panel, translations: pickTranslations(language, signInSecurityI18n) } : panel, { headers: noStoreHeaders });
}

/**
 * The Settings tab's forms post here (`?index&tab=settings`), not to the frame, so that a refusal
 * is this route's action data and shows on the tab, beside its fields, without JavaScript too
 * (docs/decisions/065-site-settings-and-notice-routing.md).
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const language = requireRouteLanguage(params);
  return runSettingsPost({ request, context, admin, language });
}

export const headers = privatePageHeaders;

export default function AdminTab() {
  const panel = useLoaderData<typeof loader>();
  switch (panel.tab) {
    case "overview":
      return <OverviewPanel panel={panel} />;
    case "submissions":
      return <SubmissionsPanel panel={panel} />;
    case "accounts":
      return <AccountsPanel panel={panel} />;
    case "settings":
      return <SettingsPanel panel={panel} />;
    case "security":
      return <SecurityPanel panel={panel} />;
  }
}
