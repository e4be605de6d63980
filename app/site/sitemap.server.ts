import * as build from "@remix-run/dev/server-build";
import { blogPostSources } from "~/content/blog/posts";
import { defaultLanguage, languageInfo, localizePath, supportedLanguages } from "~/i18n/languages";
import { pagesOf, staticPrefix, type Page, type RouteTableEntry } from "~/site/pages";

/**
 * /sitemap.xml and /robots.txt, from the route table (app/pages.ts): the sitemap lists every
 * public page that crawlers may visit and every blog post in every language of the table
 * (app/i18n/languages.ts), each with its hreflang alternates; robots.txt keeps crawlers off the
 * routes whose handle says `crawl: false`, in every language, and names the sitemap.
 */

interface SitemapEntry {
  path: string;
  lastModified?: string;
}

/** The values a path parameter takes in the sitemap (a public page with a parameter names it here). */
const parameterValues: Record<string, () => SitemapEntry[]> = {
  ":postId": () => blogPostSources.map((post) => ({ path: `/blog/${post.id}`, lastModified: post.date })),
};

/** The server build's pages (read at request time: the build imports this module's route). */
function routePages(): Page[] {
  return pagesOf(build.routes as unknown as Record<string, RouteTableEntry>);
}

function sitemapEntries(pages: ReadonlyArray<Page>): SitemapEntry[] {
  const seen = new Set<string>();
  return (
    pages
      // A page robots.txt keeps crawlers off (`crawl: false`) is not offered to them here either.
      .filter((page) => page.audience === "public" && page.crawl && page.renders)
      // By path, so the file reads in a stable order whatever the route table's.
      .sort((a, b) => a.path.localeCompare(b.path))
      .flatMap((page) => {
        const parameter = page.path.split("/").find((segment) => segment.startsWith(":"));
        if (!parameter) return [{ path: page.path }];
        const values = parameterValues[parameter];
        if (!values) throw new Error(`the sitemap has no values for ${parameter} (${page.routeId})`);
        return values();
      })
      .filter((entry) => !seen.has(entry.path) && Boolean(seen.add(entry.path)))
  );
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (character) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[character]!);

export function renderSitemap(siteUrl: string, pages: ReadonlyArray<Page> = routePages()): string {
  const url = (path: string, language: (typeof supportedLanguages)[number]) => escapeXml(`${siteUrl}${localizePath(path, language)}`);
  const urls = sitemapEntries(pages).flatMap(({ path, lastModified }) =>
    supportedLanguages.map((language) =>
      [
        "  <url>",
        `    <loc>${url(path, language)}</loc>`,
        lastModified ? `    <lastmod>${lastModified}</lastmod>` : null,
        ...supportedLanguages.map(
          (alternate) => `    <xhtml:link rel="alternate" hreflang="${languageInfo(alternate).htmlLang}" href="${url(path, alternate)}"/>`,
        ),
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

export function renderRobots(siteUrl: string, pages: ReadonlyArray<Page> = routePages()): string {
  const paths = [...new Set(pages.filter((page) => !page.crawl).map((page) => staticPrefix(page.path)))].sort();
  // A path under one already listed is covered by it (robots.txt matches prefixes): an admin page's child routes add nothing.
  const privatePaths = paths.filter((path) => !paths.some((other) => path.startsWith(`${other}/`)));
  const disallowed = privatePaths.flatMap((path) => supportedLanguages.map((language) => localizePath(path, language)));
  return ["User-agent: *", "Allow: /", ...disallowed.map((path) => `Disallow: ${path}`), "", `Sitemap: ${siteUrl}/sitemap.xml`, ""].join("\n");
}
