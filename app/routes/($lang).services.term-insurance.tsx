import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ServicePage } from "~/components/content/service-page";
import { termInsuranceContent } from "~/content/services/term-insurance";
import { requireRouteLanguage } from "~/i18n/route-language.server";
import { serviceIllustrations } from "~/images";
import { pageSeo } from "~/seo";

export function loader({ params }: LoaderFunctionArgs) {
  const language = requireRouteLanguage(params);
  return { content: termInsuranceContent[language] };
}

export default function TermInsurance() {
  const { content } = useLoaderData<typeof loader>();
  return <ServicePage slug="term-insurance" content={content} />;
}

export const meta: MetaFunction<typeof loader> = (args) =>
  pageSeo(args, args.data?.content.meta, { image: serviceIllustrations["term-insurance"].src });
