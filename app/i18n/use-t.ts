import { useLocation, useRouteLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import type { loader as rootLoader } from "~/root";
import { languageFromPath, localizePath, type Language } from "./languages";
import { createTranslate, type Translate } from "./translate";

/** The language of the page being shown: the URL decides (DESIGN §5). */
export function useLanguage(): Language {
  return languageFromPath(useLocation().pathname);
}

/** The translator for the current language, over the dictionary the root loader sent. */
export function useT(): Translate {
  const rootData = useRouteLoaderData<typeof rootLoader>("root");
  return useMemo(() => {
    if (!rootData) return (key) => key;
    return createTranslate(rootData.dictionary);
  }, [rootData]);
}

/** Turns a language-neutral path into the current language's URL: `/about` → `/es/about`. */
export function useLocalizePath(): (path: string) => string {
  const language = useLanguage();
  return (path) => localizePath(path, language);
}
