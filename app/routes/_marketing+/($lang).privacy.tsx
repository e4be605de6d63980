import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadContentPage } from "~/components/content/content-page.server";
import { contentPageMeta } from "~/components/content/content-page";
import { LegalPage } from "~/components/content/legal-page";
import { privacyContent } from "~/content/legal";
import { pageHandle } from "~/site/pages";

export const handle = pageHandle({ audience: "public", edgeCache: "content" });

export const loader = (args: LoaderFunctionArgs) => loadContentPage(args, privacyContent);

export default function Privacy() {
  return <LegalPage content={useLoaderData<typeof loader>().content} related={{ path: "/terms", label: "footer.terms" }} />;
}

export const meta = contentPageMeta();
