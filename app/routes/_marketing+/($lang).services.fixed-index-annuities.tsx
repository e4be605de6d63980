import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadContentPage } from "~/components/content/content-page.server";
import { contentPageMeta } from "~/components/content/content-page";
import { ServicePage, i18n as servicePageI18n } from "~/components/content/service-page";
import { fixedIndexAnnuitiesContent } from "~/content/services/fixed-index-annuities";
import { pickTranslations } from "~/i18n/i18n.server";
import { serviceIllustrations } from "~/site/images";
import { handleLeadAction } from "~/leads/lead-action.server";
import { pageHandle } from "~/site/pages";

export const handle = pageHandle({ audience: "public", edgeCache: "content" });

export const loader = (args: LoaderFunctionArgs) =>
  loadContentPage(args, fixedIndexAnnuitiesContent, (language) => pickTranslations(language, servicePageI18n));

export const action = (args: ActionFunctionArgs) => handleLeadAction(args, ["service-inquiry"]);

export default function FixedIndexAnnuities() {
  return <ServicePage slug="fixed-index-annuities" content={useLoaderData<typeof loader>().content} />;
}

export const meta = contentPageMeta({ image: serviceIllustrations["fixed-index-annuities"].src });
