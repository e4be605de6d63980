/**
 * Which language a URL is in, and the same page's URL in the other language (DESIGN §5).
 * English lives at the spec's paths, Spanish under /es. Safe for client and server.
 */
export const supportedLanguages = ["en", "es"] as const;
export type Language = (typeof supportedLanguages)[number];
export const defaultLanguage: Language = "en";

/** The URL prefix of each non-default language. */
const prefixedLanguage = "es" satisfies Language;

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (supportedLanguages as readonly string[]).includes(value);
}

/** The language a path is written in: `/es` and `/es/...` are Spanish, everything else English. */
export function languageFromPath(pathname: string): Language {
  return pathname === `/${prefixedLanguage}` || pathname.startsWith(`/${prefixedLanguage}/`)
    ? prefixedLanguage
    : defaultLanguage;
}

/** The path without its language prefix: `/es/about` → `/about`, `/es` → `/`. */
export function pathWithoutLanguage(pathname: string): string {
  if (languageFromPath(pathname) === defaultLanguage) return pathname;
  return pathname.slice(prefixedLanguage.length + 1) || "/";
}

/** A language-neutral path (`/about`, `/`, `/blog?q=x`) in the given language. */
export function localizePath(path: string, language: Language): string {
  if (language === defaultLanguage) return path;
  if (path === "/") return `/${language}`;
  if (path.startsWith("/?")) return `/${language}${path.slice(1)}`;
  return `/${language}${path}`;
}

/**
 * The URL of the page being viewed in another language, keeping its query (but not a
 * previous `lng` choice or an open dialog) and recording the choice with `?lng=`.
 */
export function switchLanguageHref(pathname: string, search: string, target: Language): string {
  const params = new URLSearchParams(search);
  params.delete("lng");
  params.delete("dialog");
  params.set("lng", target);
  return `${localizePath(pathWithoutLanguage(pathname), target)}?${params.toString()}`;
}
