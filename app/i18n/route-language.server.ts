import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { defaultLanguage, type Language } from "./languages";

/**
 * Every leaf loader calls this first: data requests run only the leaf loaders, so a check in a
 * layout would not stop `/fr/about`. No prefix → English, `es` → Spanish, anything else → 404.
 */
export function requireRouteLanguage(params: LoaderFunctionArgs["params"]): Language {
  const { lang } = params;
  if (lang === undefined) return defaultLanguage;
  if (lang === "es") return "es";
  throw new Response("Not Found", { status: 404, statusText: "Not Found" });
}
