import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ServicePage, i18n as servicePageI18n } from "~/components/content/service-page";
import { iulContent } from "~/content/services/iul";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { serviceIllustrations } from "~/images";
import { handleLeadAction } from "~/leads/lead-action.server";
import { pageSeo } from "~/seo";
import { pageHandle } from "~/pages";

export const handle = pageHandle({ audience: "public" });

export function loader({ params }: LoaderFunctionArgs) {
  const language = requireRouteLanguage(params);
  return { content: iulContent[language], translations: pickTranslations(language, servicePageI18n) };
}

export function action(args: ActionFunctionArgs) {
  return handleLeadAction(args, ["service-inquiry"]);
}

export default function IndexUniversalLife() {
  const { content } = useLoaderData<typeof loader>();
  return <ServicePage slug="iul" content={content} />;
}

export const meta: MetaFunction<typeof loader> = (args) =>
  pageSeo(args, args.data?.content.meta, { image: serviceIllustrations["iul"].src });
