/**
 * The pages that exist, from the route table (the routes' `handle`s, app/site/pages.ts): a new page
 * is in these lists the day its route file says who it is for.
 */
import { blogPostSources } from "~/content/blog/posts";
import { localizePath, supportedLanguages } from "~/i18n/languages";
import { pagePaths } from "./routes-manifest";

/**
 * Sample values for path parameters: every blog post; the certificate check's own form (an
 * unknown certificate code answers 404 by design); any value elsewhere (the page's "not valid" state).
 */
function withSampleParameters(pattern: string): string[] {
  if (pattern.includes(":postId")) return blogPostSources.map((post) => pattern.replace(":postId", String(post.id)));
  return [pattern.replace(":code", "check").replace(/:[^/]+/g, "1")];
}

/** The public pages, as language-neutral paths, parameters filled in. Tests visit each in every language. */
export const publicPages: ReadonlyArray<string> = pagePaths("public").flatMap(withSampleParameters);

/** The public pages crawlers may visit (those the sitemap lists), the same way. */
export const crawledPublicPages: ReadonlyArray<string> = pagePaths("public", { crawledOnly: true }).flatMap(withSampleParameters);

/** The sign-in pages (anonymous visitors), the account pages (signed in) and the admin pages (signed in as an admin). */
export const authPages: ReadonlyArray<string> = pagePaths("auth").flatMap(withSampleParameters);
export const accountPages: ReadonlyArray<string> = pagePaths("account").flatMap(withSampleParameters);
export const adminPages: ReadonlyArray<string> = pagePaths("admin").flatMap(withSampleParameters);

/** Each path in every language of the table (app/i18n/languages.ts). */
export function inEveryLanguage(paths: ReadonlyArray<string>): string[] {
  return paths.flatMap((pagePath) => supportedLanguages.map((language) => localizePath(pagePath, language)));
}

/** The same, under the name the tests have used since there were two languages. */
export const inBothLanguages = inEveryLanguage;
