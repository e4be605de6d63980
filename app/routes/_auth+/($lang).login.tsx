import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireRouteLanguage } from "~/i18n/i18n.server";
import { localizePath } from "~/i18n/languages";
import { pageHandle } from "~/site/pages";

export const handle = pageHandle({ audience: "auth", crawl: false });

/** /login redirects to /auth, in the same language and keeping the query (returnTo). */
export function loader({ request, params }: LoaderFunctionArgs) {
  const language = requireRouteLanguage(params);
  throw redirect(`${localizePath("/auth", language)}${new URL(request.url).search}`);
}
