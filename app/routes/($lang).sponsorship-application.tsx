import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { LeadPage } from "~/components/lead-forms/lead-page";
import { SponsorshipApplicationForm } from "~/components/lead-forms/sponsorship-application-form";
import { requireRouteLanguage } from "~/i18n/route-language.server";
import { useT } from "~/i18n/use-t";
import { handleLeadAction } from "~/leads/lead-action.server";
import { translatedSeo } from "~/seo";
import { prefillCookie } from "~/toast/flash.server";

/** The youth interest page's e-mail and message, handed over in a signed cookie and then cleared. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  requireRouteLanguage(params);
  const cookie = prefillCookie(request, context.env);
  const stored: unknown = await cookie.parse(request.headers.get("Cookie"));
  if (!stored || typeof stored !== "object") return data({ prefill: null });
  const { email, message } = stored as Record<string, unknown>;
  const prefill = {
    email: typeof email === "string" ? email.slice(0, 254) : "",
    financialInterest: typeof message === "string" ? message.slice(0, 2000) : "",
  };
  return data({ prefill }, { headers: { "Set-Cookie": await cookie.serialize("", { maxAge: 0 }) } });
}

export function action(args: ActionFunctionArgs) {
  return handleLeadAction(args, ["sponsorship-application"]);
}

export default function SponsorshipApplicationPage() {
  const { prefill } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <LeadPage title={t("leadPages.sponsorshipApplication.title")} intro={t("leadPages.sponsorshipApplication.intro")}>
      <SponsorshipApplicationForm prefill={prefill} />
    </LeadPage>
  );
}

export const meta: MetaFunction<typeof loader> = (args) =>
  translatedSeo(args, {
    title: "leadPages.sponsorshipApplication.metaTitle",
    description: "leadPages.sponsorshipApplication.metaDescription",
    keywords: "leadPages.sponsorshipApplication.metaKeywords",
  });
