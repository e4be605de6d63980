import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { LegalPage } from "~/components/content/legal-page";
import { termsContent } from "~/content/legal";
import { requireRouteLanguage } from "~/i18n/i18n.server";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { pageSeo } from "~/seo";
import { pageHandle } from "~/pages";

export const handle = pageHandle({ audience: "public" });

export function loader({ params }: LoaderFunctionArgs) {
  const language = requireRouteLanguage(params);
  return { content: termsContent[language] };
}

export default function Terms() {
  const { content } = useLoaderData<typeof loader>();
  const t = useT();
  const localize = useLocalizePath();
  return <LegalPage content={content} related={{ to: localize("/privacy"), label: t("footer.privacy") }} />;
}

export const meta: MetaFunction<typeof loader> = (args) => pageSeo(args, args.data?.content.meta);
