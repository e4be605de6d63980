import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { createCookieSafely } from "~/http/cookies";
import { RemixI18Next } from "remix-i18next/server";
import { dictionaries } from "~/locales";
import { defaultLanguage, isLanguage, languageFromPath, languageFromPrefix, supportedLanguages, type Language } from "./languages";
import { layoutNamespaces } from "~/components/layout/layout-i18n";
import type { Namespaces, Translations } from "./translations";

/**
 * Server-side i18n in one module (the browser build replaces each `.server` module a route imports
 * with a stub chunk of its own, so fewer modules is fewer requests).
 *
 * Server-side translation. The language always comes from the URL (decision 002), so the server
 * render, every loader and every action agree; the `lng` cookie only steers a visitor who arrives
 * at `/`.
 */
export const i18n = new RemixI18Next({
  detection: {
    supportedLanguages: [...supportedLanguages],
    fallbackLanguage: defaultLanguage,
    order: ["custom"],
    findLocale: async (request) => languageFromPath(new URL(request.url).pathname),
  },
  i18next: {
    supportedLngs: [...supportedLanguages],
    fallbackLng: defaultLanguage,
    resources: Object.fromEntries(supportedLanguages.map((language) => [language, { translation: dictionaries[language] }])),
    // React escapes on render; e-mails escape through their own templates.
    interpolation: { escapeValue: false },
  },
});

export function getLanguage(request: Request): Language {
  return languageFromPath(new URL(request.url).pathname);
}

const oneYearInSeconds = 60 * 60 * 24 * 365;

/** The visitor's stored language choice. Not secret, so not signed; HttpOnly all the same. */
function languageCookie(request: Request) {
  return createCookieSafely("lng", {
    path: "/",
    sameSite: "lax",
    httpOnly: true,
    secure: new URL(request.url).protocol === "https:",
    maxAge: oneYearInSeconds,
  });
}

export async function readStoredLanguage(request: Request): Promise<Language | null> {
  const value: unknown = await languageCookie(request).parse(request.headers.get("Cookie"));
  return isLanguage(value) ? value : null;
}

export function storeLanguage(request: Request, language: Language): Promise<string> {
  return languageCookie(request).serialize(language);
}

/** `?lng=es|en` on any URL records the visitor's choice (the language toggle links carry it). */
export function languageChoiceFromQuery(request: Request): Language | null {
  const value = new URL(request.url).searchParams.get("lng");
  return isLanguage(value) ? value : null;
}

type FixedT = Awaited<ReturnType<typeof i18n.getFixedT>>;
const fixedTranslators = new Map<Language, Promise<FixedT>>();

/**
 * i18next's translator for one language, made once per isolate: `getFixedT` builds a new i18next
 * instance each call, too slow for every form post. Holds no secrets, only the bundled resources.
 */
export function translatorFor(language: Language): Promise<FixedT> {
  let translator = fixedTranslators.get(language);
  if (!translator) {
    translator = i18n.getFixedT(language);
    fixedTranslators.set(language, translator);
  }
  return translator;
}

/**
 * Every leaf loader calls this first: data requests run only the leaf loaders, so a check in a
 * layout would not stop `/fr/about`. No prefix → the default language, a prefix in the language
 * table → its language, anything else → 404.
 */
export function requireRouteLanguage(params: LoaderFunctionArgs["params"]): Language {
  const { lang } = params;
  if (lang === undefined) return defaultLanguage;
  const language = languageFromPrefix(lang);
  if (language !== null) return language;
  throw new Response("Not Found", { status: 404, statusText: "Not Found" });
}

/**
 * The namespaces a page needs, in its language, for its loader to send (decision 003): each page
 * ships its own strings, not the whole dictionary. The arguments are the page's own namespaces and
 * the declarations (`i18n`) of the components it renders (docs/decisions/023-languages-and-namespaces.md);
 * each namespace is sent once, and the layout's (sent by the root loader) not again.
 */
export function pickTranslations(language: Language, ...declarations: ReadonlyArray<Namespaces>): Translations {
  const layout: Namespaces = layoutNamespaces;
  const wanted = declarations.flat().filter((namespace) => !layout.includes(namespace));
  return pickNamespaces(language, wanted);
}

/** The layout's namespaces, for the root loader (app/root.tsx). */
export function pickLayoutTranslations(language: Language): Translations {
  return pickNamespaces(language, layoutNamespaces);
}

function pickNamespaces(language: Language, namespaces: Namespaces): Translations {
  const dictionary = dictionaries[language];
  const picked: Record<string, unknown> = {};
  for (const namespace of namespaces) picked[namespace] = dictionary[namespace];
  return picked as Translations;
}
