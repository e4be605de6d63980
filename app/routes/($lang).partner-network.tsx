import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { LeadPage } from "~/components/lead-forms/lead-page";
import { PartnerApplicationForm } from "~/components/lead-forms/partner-application-form";
import { requireRouteLanguage } from "~/i18n/route-language.server";
import { useT } from "~/i18n/use-t";
import { handleLeadAction } from "~/leads/lead-action.server";
import { translatedSeo } from "~/seo";

export function loader({ params }: LoaderFunctionArgs) {
  requireRouteLanguage(params);
  return null;
}

export function action(args: ActionFunctionArgs) {
  return handleLeadAction(args, ["partner-network"]);
}

export default function PartnerNetworkPage() {
  const t = useT();
  return (
    <LeadPage title={t("leadPages.partnerNetwork.title")} intro={t("leadPages.partnerNetwork.intro")}>
      <PartnerApplicationForm />
    </LeadPage>
  );
}

export const meta: MetaFunction<typeof loader> = (args) =>
  translatedSeo(args, {
    title: "leadPages.partnerNetwork.metaTitle",
    description: "leadPages.partnerNetwork.metaDescription",
    keywords: "leadPages.partnerNetwork.metaKeywords",
  });
