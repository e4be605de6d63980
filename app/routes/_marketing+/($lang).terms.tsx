import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadContentPage } from "~/components/content/content-page.server";
import { contentPageMeta } from "~/components/content/content-page";
import { LegalPage } from "~/components/content/legal-page";
import { termsContent } from "~/content/legal";
import { pageHandle } from "~/site/pages";

export const handle = pageHandle({ audience: "public", edgeCache: "content" });

export const loader = (args: LoaderFunctionArgs) => loadContentPage(args, termsContent);

export default function Terms() {
  return <LegalPage content={useLoaderData<typeof loader>().content} related={{ path: "/privacy", label: "footer.privacy" }} />;
}

export const meta = contentPageMeta();
