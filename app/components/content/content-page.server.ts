import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireRouteLanguage } from "~/i18n/i18n.server";
import type { Language } from "~/i18n/languages";
import type { Translations } from "~/i18n/translations";

/**
 * What a content page's loader returns: the page's copy in the route's language (a 404 for an
 * unknown prefix) and the translation namespaces its forms and dialogs need, if any.
 *
 * Routes call it from an arrow function, `export const loader = (args: LoaderFunctionArgs) =>
 * loadContentPage(args, aboutContent)`: the browser build drops that export, while a call made at
 * module scope (`export const loader = makeLoader(...)`) would stay in the browser bundle with the
 * copy of every language.
 */
export function loadContentPage<Content>(
  { params }: LoaderFunctionArgs,
  contentByLanguage: Record<Language, Content>,
  translationsFor?: (language: Language) => Translations,
): { content: Content; translations?: Translations } {
  const language = requireRouteLanguage(params);
  return { content: contentByLanguage[language], translations: translationsFor?.(language) };
}
