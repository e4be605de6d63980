/**
 * The site's languages, as one table, and everything derived from it: which language a URL is in
 * and the same page's URL in another language (decisions 002 and 023). The default language lives
 * at unprefixed paths, every other one under `/<prefix>`. Safe for client and server.
 *
 * Adding a language: a row here, its dictionary in app/locales, its copy in the content modules
 * (app/content); see docs/decisions/023-languages-and-namespaces.md.
 */
export const languageTable = [
  {
    code: "en",
    /** The URL prefix; `null` for the default language, which has one unprefixed URL. */
    prefix: null,
    /** `<html lang>` and `hreflang`. */
    htmlLang: "en",
    /** Open Graph `og:locale`. */
    openGraphLocale: "en_US",
    /** Intl locale for dates and numbers. */
    intlLocale: "en-US",
    /** The language's name in itself (the language toggle and list). */
    nativeName: "English",
    /** The language's name in English (the organisation's e-mails, structured data). */
    englishName: "English",
    /** The short name the toggle shows on small screens. */
    shortName: "EN",
  },
  {
    code: "es",
    prefix: "es",
    htmlLang: "es",
    openGraphLocale: "es_US",
    intlLocale: "es-US",
    nativeName: "Español",
    englishName: "Spanish",
    shortName: "ES",
  },
] as const;

type LanguageRow = (typeof languageTable)[number];
export type Language = LanguageRow["code"];
export interface LanguageInfo {
  code: Language;
  prefix: string | null;
  htmlLang: string;
  openGraphLocale: string;
  intlLocale: string;
  nativeName: string;
  englishName: string;
  shortName: string;
}

export const supportedLanguages = languageTable.map((row) => row.code) as [Language, ...Language[]];

/** The one language without a URL prefix (the table has exactly one row with `prefix: null`). */
export const defaultLanguage: Language = languageTable.find((row) => row.prefix === null)!.code;

const byCode = new Map<string, LanguageInfo>(languageTable.map((row) => [row.code, row]));
const byPrefix = new Map<string, LanguageInfo>(languageTable.filter((row) => row.prefix !== null).map((row) => [row.prefix as string, row]));

/** One language's row of the table. */
export function languageInfo(language: Language): LanguageInfo {
  return byCode.get(language)!;
}

/** The languages other than `language`, in the table's order. */
export function otherLanguages(language: Language): Language[] {
  return supportedLanguages.filter((code) => code !== language);
}

/** The first other language in the table's order: with two languages, the other one. */
export function nextLanguage(language: Language): Language {
  return otherLanguages(language)[0] ?? language;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && byCode.has(value);
}

/** The language whose URL prefix is `prefix` (the `($lang)` segment), or null if none is. */
export function languageFromPrefix(prefix: string): Language | null {
  return byPrefix.get(prefix)?.code ?? null;
}

/** The first segment of a path, or "" for `/`. */
function firstSegment(pathname: string): string {
  const end = pathname.indexOf("/", 1);
  return end === -1 ? pathname.slice(1) : pathname.slice(1, end);
}

/** The language a path is written in: `/es` and `/es/...` are Spanish, an unprefixed path the default. */
export function languageFromPath(pathname: string): Language {
  if (!pathname.startsWith("/")) return defaultLanguage;
  return languageFromPrefix(firstSegment(pathname)) ?? defaultLanguage;
}

/** The path without its language prefix: `/es/about` → `/about`, `/es` → `/`. */
export function pathWithoutLanguage(pathname: string): string {
  const prefix = languageInfo(languageFromPath(pathname)).prefix;
  if (prefix === null) return pathname;
  return pathname.slice(prefix.length + 1) || "/";
}

/** A language-neutral path (`/about`, `/`, `/blog?q=x`) in the given language. */
export function localizePath(path: string, language: Language): string {
  const prefix = languageInfo(language).prefix;
  if (prefix === null) return path;
  if (path === "/") return `/${prefix}`;
  if (path.startsWith("/?")) return `/${prefix}${path.slice(1)}`;
  return `/${prefix}${path}`;
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

/** One date formatter per language, each in its row's Intl locale: `formats[language].format(date)`. */
export function dateTimeFormatPerLanguage(options: Intl.DateTimeFormatOptions): Record<Language, Intl.DateTimeFormat> {
  return Object.fromEntries(languageTable.map((row) => [row.code, new Intl.DateTimeFormat(row.intlLocale, options)])) as Record<Language, Intl.DateTimeFormat>;
}
