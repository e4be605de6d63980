import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ServicePage, i18n as servicePageI18n } from "~/components/content/service-page";
import { fixedIndexAnnuitiesContent } from "~/content/services/fixed-index-annuities";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { serviceIllustrations } from "~/images";
import { handleLeadAction } from "~/leads/lead-action.server";
import { pageSeo } from "~/seo";
import { pageHandle } from "~/pages";

export const handle = pageHandle({ audience: "public" });

export function loader({ params }: LoaderFunctionArgs) {
  const language = requireRouteLanguage(params);
  return { content: fixedIndexAnnuitiesContent[language], translations: pickTranslations(language, servicePageI18n) };
}

export function action(args: ActionFunctionArgs) {
  return handleLeadAction(args, ["service-inquiry"]);
}

export default function FixedIndexAnnuities() {
  const { content } = useLoaderData<typeof loader>();
  return <ServicePage slug="fixed-index-annuities" content={content} />;
}

export const meta: MetaFunction<typeof loader> = (args) =>
  pageSeo(args, args.data?.content.meta, { image: serviceIllustrations["fixed-index-annuities"].src });
