import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { LeadPage } from "~/components/lead-forms/lead-page";
import { LicenseApplicationForm } from "~/components/lead-forms/license-application-form";
import { requireRouteLanguage } from "~/i18n/route-language.server";
import { useT } from "~/i18n/use-t";
import { handleLeadAction } from "~/leads/lead-action.server";
import { translatedSeo } from "~/seo";

export function loader({ params }: LoaderFunctionArgs) {
  requireRouteLanguage(params);
  return null;
}

export function action(args: ActionFunctionArgs) {
  return handleLeadAction(args, ["license-application"]);
}

export default function LicenseApplicationPage() {
  const t = useT();
  return (
    <LeadPage title={t("leadPages.licenseApplication.title")} intro={t("leadPages.licenseApplication.intro")}>
      <LicenseApplicationForm />
    </LeadPage>
  );
}

export const meta: MetaFunction<typeof loader> = (args) =>
  translatedSeo(args, {
    title: "leadPages.licenseApplication.metaTitle",
    description: "leadPages.licenseApplication.metaDescription",
    keywords: "leadPages.licenseApplication.metaKeywords",
  });
