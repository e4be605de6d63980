import type { MetaDescriptor } from "@remix-run/cloudflare";
import { defaultLanguage, languageFromPath, languageInfo, localizePath, otherLanguages, pathWithoutLanguage, supportedLanguages } from "~/i18n/languages";
import type { TranslationKey } from "~/i18n/translate";
import { translateFromMatches } from "~/i18n/translations";

export interface PageSeo {
  title: string;
  description: string;
  keywords: string;
  siteName: string;
  /** SITE_URL without a trailing slash; canonical and alternate URLs are absolute. */
  siteUrl: string;
  /** The path being viewed (`location.pathname`), in either language. */
  pathname: string;
  /** Open Graph type: "website" for pages, "article" for blog posts. */
  type?: "website" | "article";
  /** An absolute or site-relative image for link previews. */
  image?: string;
}

/**
 * Every page's meta tags: title, description, keywords, Open Graph, Twitter card, the canonical
 * URL without query parameters, and an hreflang alternate per language plus x-default (the
 * default language), all from the language table (app/i18n/languages.ts).
 */
export function seo(page: PageSeo): MetaDescriptor[] {
  const language = languageFromPath(page.pathname);
  const neutralPath = pathWithoutLanguage(page.pathname);
  const absolute = (path: string) => `${page.siteUrl}${path}`;
  const canonical = absolute(localizePath(neutralPath, language));
  const image = page.image ?? "/images/og-default.jpg";
  const imageUrl = image.startsWith("http") ? image : absolute(image);

  return [
    { title: page.title },
    { name: "description", content: page.description },
    { name: "keywords", content: page.keywords },
    { tagName: "link", rel: "canonical", href: canonical },
    ...supportedLanguages.map((alternate) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: languageInfo(alternate).htmlLang,
      href: absolute(localizePath(neutralPath, alternate)),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absolute(localizePath(neutralPath, defaultLanguage)) },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: page.siteName },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: imageUrl },
    { property: "og:locale", content: languageInfo(language).openGraphLocale },
    ...otherLanguages(language).map((other) => ({ property: "og:locale:alternate", content: languageInfo(other).openGraphLocale })),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: imageUrl },
  ];
}

interface MetaArgs {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; data: unknown } | undefined>;
}

function siteUrlOf(args: MetaArgs): string | undefined {
  const rootData = args.matches.find((match) => match?.id === "root")?.data as { siteUrl?: string } | undefined;
  return rootData?.siteUrl;
}

export interface TranslatedSeoKeys {
  title: TranslationKey;
  description: TranslationKey;
  keywords: TranslationKey;
}

/**
 * `seo()` for a route's `meta` export, translated with what the matched routes' loaders sent for
 * the URL's language. Use as `export const meta: MetaFunction = (args) => translatedSeo(args, {...})`.
 */
export function translatedSeo(args: MetaArgs, keys: TranslatedSeoKeys, options: Pick<PageSeo, "type" | "image"> = {}): MetaDescriptor[] {
  const siteUrl = siteUrlOf(args);
  if (!siteUrl) return [{ title: "Florida Financial Academy" }];
  const t = translateFromMatches(args.matches);
  return seo({
    title: t(keys.title),
    description: t(keys.description),
    keywords: t(keys.keywords),
    siteName: t("meta.siteName"),
    siteUrl,
    pathname: args.location.pathname,
    ...options,
  });
}

/** A page's own title, description and keywords, written in its content module (app/content/). */
export interface PageMeta {
  title: string;
  description: string;
  keywords: string;
}

/**
 * `seo()` for a page whose meta strings come with its loader data (long page copy lives in content
 * modules, not in the dictionary every page ships). Use as
 * `export const meta: MetaFunction<typeof loader> = (args) => pageSeo(args, args.data?.content.meta)`.
 */
export function pageSeo(args: MetaArgs, pageMeta: PageMeta | undefined, options: Pick<PageSeo, "type" | "image"> = {}): MetaDescriptor[] {
  const siteUrl = siteUrlOf(args);
  if (!siteUrl || !pageMeta) return [{ title: "Florida Financial Academy" }];
  return seo({
    ...pageMeta,
    siteName: translateFromMatches(args.matches)("meta.siteName"),
    siteUrl,
    pathname: args.location.pathname,
    ...options,
  });
}
