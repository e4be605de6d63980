import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ApplicationPage } from "~/components/content/application-page";
import { licenseApplicationContent } from "~/content/applications";
import { requireRouteLanguage } from "~/i18n/route-language.server";
import { pageSeo } from "~/seo";

export function loader({ params }: LoaderFunctionArgs) {
  const language = requireRouteLanguage(params);
  return { content: licenseApplicationContent[language] };
}

export default function LicenseApplication() {
  const { content } = useLoaderData<typeof loader>();
  return (
    <ApplicationPage content={content}>
      {/* license application form: lead-capture (firstName, lastName, email, phone, address, city, state, zipCode, experience, hearAboutUs, timeframe, contactPreference, questions) */}
    </ApplicationPage>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => pageSeo(args, args.data?.content.meta);
