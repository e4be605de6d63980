import { useLocation, useMatches } from "@remix-run/react";
import { useMemo } from "react";
import { languageFromPath, localizePath, type Language } from "./languages";
import type { Translate } from "./translate";
import { translateFromMatches } from "./translations";

/** The language of the page being shown: the URL decides (decision 002). */
export function useLanguage(): Language {
  return languageFromPath(useLocation().pathname);
}

/**
 * The translator for the current page: the root loader's layout namespaces plus the namespaces
 * the page's own loader sent (`translations: pickTranslations(language, [...])`).
 */
export function useT(): Translate {
  const matches = useMatches();
  return useMemo(() => translateFromMatches(matches), [matches]);
}

/** Turns a language-neutral path into the current language's URL: `/about` → `/es/about`. */
export function useLocalizePath(): (path: string) => string {
  const language = useLanguage();
  return (path) => localizePath(path, language);
}
