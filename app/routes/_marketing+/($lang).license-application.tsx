import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ApplicationPage } from "~/components/content/application-page";
import { LicenseApplicationForm, i18n as licenseApplicationFormI18n } from "~/components/lead-forms/license-application-form";
import { licenseApplicationContent } from "~/content/applications";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { handleLeadAction } from "~/leads/lead-action.server";
import { pageSeo } from "~/site/seo";
import { pageHandle } from "~/site/pages";

export const handle = pageHandle({ audience: "public", edgeCache: "content" });

export function loader({ params }: LoaderFunctionArgs) {
  const language = requireRouteLanguage(params);
  return { content: licenseApplicationContent[language], translations: pickTranslations(language, licenseApplicationFormI18n) };
}

export function action(args: ActionFunctionArgs) {
  return handleLeadAction(args, ["license-application"]);
}

export default function LicenseApplication() {
  const { content } = useLoaderData<typeof loader>();
  return (
    <ApplicationPage content={content}>
      <LicenseApplicationForm />
    </ApplicationPage>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => pageSeo(args, args.data?.content.meta);
