import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ApplicationPage } from "~/components/content/application-page";
import { SponsorshipApplicationForm, i18n as sponsorshipApplicationFormI18n } from "~/components/lead-forms/sponsorship-application-form";
import { sponsorshipApplicationContent } from "~/content/applications";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { handleLeadAction } from "~/leads/lead-action.server";
import { pageSeo } from "~/site/seo";
import { prefillCookie } from "~/http/flash.server";
import { pageHandle } from "~/site/pages";

export const handle = pageHandle({ audience: "public", edgeCache: "content" });

/** The youth interest page's e-mail and message arrive in a signed cookie, used once. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const language = requireRouteLanguage(params);
  const content = sponsorshipApplicationContent[language];
  const translations = pickTranslations(language, sponsorshipApplicationFormI18n);
  const { value: stored, setCookie } = await prefillCookie(request, context.env).take();
  const headers = setCookie ? { "Set-Cookie": setCookie } : undefined;
  if (!stored || typeof stored !== "object") return data({ content, prefill: null, translations }, { headers });
  const { email, message } = stored as Record<string, unknown>;
  const prefill = {
    email: typeof email === "string" ? email.slice(0, 254) : "",
    financialInterest: typeof message === "string" ? message.slice(0, 2000) : "",
  };
  return data({ content, prefill, translations }, { headers });
}

export function action(args: ActionFunctionArgs) {
  return handleLeadAction(args, ["sponsorship-application"]);
}

export default function SponsorshipApplication() {
  const { content, prefill } = useLoaderData<typeof loader>();
  return (
    <ApplicationPage content={content}>
      <SponsorshipApplicationForm prefill={prefill} />
    </ApplicationPage>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => pageSeo(args, args.data?.content.meta);
