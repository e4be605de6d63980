import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { renderRobots } from "~/site/sitemap.server";

/** A resource route (no component): crawl rules, and where the sitemap is. */
export function loader({ context }: LoaderFunctionArgs) {
  return new Response(renderRobots(context.env.SITE_URL), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
