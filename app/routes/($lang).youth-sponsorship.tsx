import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { LeadPage } from "~/components/lead-forms/lead-page";
import { YouthInterestForm } from "~/components/lead-forms/youth-interest-form";
import { requireRouteLanguage } from "~/i18n/route-language.server";
import { useT } from "~/i18n/use-t";
import { handleLeadAction } from "~/leads/lead-action.server";
import { translatedSeo } from "~/seo";

export function loader({ params }: LoaderFunctionArgs) {
  requireRouteLanguage(params);
  return null;
}

export function action(args: ActionFunctionArgs) {
  return handleLeadAction(args, ["youth-sponsorship"]);
}

export default function YouthSponsorshipPage() {
  const t = useT();
  return (
    <LeadPage title={t("leadPages.youthSponsorship.title")} intro={t("leadPages.youthSponsorship.intro")}>
      <section aria-labelledby="youth-interest-title" className="rounded-xl border border-slate-200 p-6 shadow-sm">
        <h2 id="youth-interest-title" className="mb-4 text-xl font-semibold text-slate-900">
          {t("youthForm.heading")}
        </h2>
        <YouthInterestForm />
      </section>
    </LeadPage>
  );
}

export const meta: MetaFunction<typeof loader> = (args) =>
  translatedSeo(args, {
    title: "leadPages.youthSponsorship.metaTitle",
    description: "leadPages.youthSponsorship.metaDescription",
    keywords: "leadPages.youthSponsorship.metaKeywords",
  });
