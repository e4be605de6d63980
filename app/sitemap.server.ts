import { blogPostSources } from "~/content/blog/posts";
import { defaultLanguage, languageInfo, localizePath, supportedLanguages } from "~/i18n/languages";
import { servicePath, serviceSlugs } from "~/site";

/**
 * /sitemap.xml and /robots.txt. The sitemap lists every public page and blog post in every
 * language of the table (app/i18n/languages.ts), each with its hreflang alternates; robots.txt
 * keeps crawlers out of the account and admin pages in every language and names the sitemap.
 */

/** Every public, indexable page as a language-neutral path. A new public page is added here. */
export const indexablePages: readonly string[] = [
  "/",
  "/about",
  "/license-journey",
  "/course-engine",
  "/license-application",
  "/services",
  ...serviceSlugs.map(servicePath),
  "/business-search",
  "/partner-network",
  "/sponsorship-program",
  "/youth-sponsorship",
  "/sponsorship-application",
  "/blog",
  "/newsletter",
  "/privacy",
  "/terms",
];

/** Paths crawlers should not visit: sign-in and admin pages (no content for search results). */
export const privatePaths = ["/admin", "/admin-login", "/admin-access", "/submissions-manager", "/auth", "/login", "/set-password"] as const;

interface SitemapEntry {
  path: string;
  lastModified?: string;
}

function sitemapEntries(): SitemapEntry[] {
  return [
    ...indexablePages.map((path) => ({ path })),
    ...blogPostSources.map((post) => ({ path: `/blog/${post.id}`, lastModified: post.date })),
  ];
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (character) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[character]!);

export function renderSitemap(siteUrl: string): string {
  const url = (path: string, language: (typeof supportedLanguages)[number]) => escapeXml(`${siteUrl}${localizePath(path, language)}`);
  const urls = sitemapEntries().flatMap(({ path, lastModified }) =>
    supportedLanguages.map((language) =>
      [
        "  <url>",
        `    <loc>${url(path, language)}</loc>`,
        lastModified ? `    <lastmod>${lastModified}</lastmod>` : null,
        ...supportedLanguages.map((alternate) => `    <xhtml:link rel="alternate" hreflang="${languageInfo(alternate).htmlLang}" href="${url(path, alternate)}"/>`),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(path, defaultLanguage)}"/>`,
        "  </url>",
      ]
        .filter((line) => line !== null)
        .join("\n"),
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function renderRobots(siteUrl: string): string {
  const disallowed = privatePaths.flatMap((path) => supportedLanguages.map((language) => localizePath(path, language)));
  return ["User-agent: *", "Allow: /", ...disallowed.map((path) => `Disallow: ${path}`), "", `Sitemap: ${siteUrl}/sitemap.xml`, ""].join("\n");
}
