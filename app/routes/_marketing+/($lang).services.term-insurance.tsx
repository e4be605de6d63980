import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadContentPage } from "~/components/content/content-page.server";
import { contentPageMeta } from "~/components/content/content-page";
import { ServicePage, i18n as servicePageI18n } from "~/components/content/service-page";
import { termInsuranceContent } from "~/content/services/term-insurance";
import { pickTranslations } from "~/i18n/i18n.server";
import { serviceIllustrations } from "~/site/images";
import { handleLeadAction } from "~/leads/lead-action.server";
import { pageHandle } from "~/site/pages";

export const handle = pageHandle({ audience: "public", edgeCache: "content" });

export const loader = (args: LoaderFunctionArgs) => loadContentPage(args, termInsuranceContent, (language) => pickTranslations(language, servicePageI18n));

export const action = (args: ActionFunctionArgs) => handleLeadAction(args, ["service-inquiry"]);

export default function TermInsurance() {
  return <ServicePage slug="term-insurance" content={useLoaderData<typeof loader>().content} />;
}

export const meta = contentPageMeta({ image: serviceIllustrations["term-insurance"].src });
