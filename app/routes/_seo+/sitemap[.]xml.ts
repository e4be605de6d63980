import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { renderSitemap } from "~/site/sitemap.server";

/** A resource route (no component): the XML sitemap of both languages. */
export function loader({ context }: LoaderFunctionArgs) {
  return new Response(renderSitemap(context.env.SITE_URL), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
