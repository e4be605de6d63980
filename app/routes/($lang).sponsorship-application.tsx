import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ApplicationPage } from "~/components/content/application-page";
import { sponsorshipApplicationContent } from "~/content/applications";
import { requireRouteLanguage } from "~/i18n/route-language.server";
import { pageSeo } from "~/seo";

export function loader({ params }: LoaderFunctionArgs) {
  const language = requireRouteLanguage(params);
  return { content: sponsorshipApplicationContent[language] };
}

export default function SponsorshipApplication() {
  const { content } = useLoaderData<typeof loader>();
  return (
    <ApplicationPage content={content}>
      {/* sponsorship application form: lead-capture (SPEC §3 fields; prefill email/message from the youth sponsorship interest step) */}
    </ApplicationPage>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => pageSeo(args, args.data?.content.meta);
