import type { Dictionary } from "~/locales/en";
import { createTranslate, type Translate } from "./translate";

/** A top-level section of the dictionary ("nav", "home", "licenseForm", ...). */
export type Namespace = keyof Dictionary;

/**
 * A component's declaration of the namespaces it reads, exported next to it:
 * `export const i18n = ["blog"] as const satisfies Namespaces;`. A loader gathers the
 * declarations of the components its page renders (`pickTranslations(language, postCardI18n,
 * paginationI18n)`), and a component that renders others may spread theirs into its own.
 * docs/decisions/023-languages-and-namespaces.md.
 */
export type Namespaces = ReadonlyArray<Namespace>;

/** Some namespaces of one language's dictionary, as a loader sends them to the page. */
export type Translations = Partial<Dictionary>;

interface MatchWithData {
  data?: unknown;
}

/** Everything the matched routes sent (the root's layout namespaces plus the page's own). */
function mergeTranslations(matches: ReadonlyArray<MatchWithData | undefined>): Translations {
  const merged: Translations = {};
  for (const match of matches) {
    const data = match?.data;
    if (data && typeof data === "object" && "translations" in data) Object.assign(merged, (data as { translations: Translations }).translations);
  }
  return merged;
}

/** A translator over what the matched routes sent; a key no route sent comes back as itself. */
export function translateFromMatches(matches: ReadonlyArray<MatchWithData | undefined>): Translate {
  return createTranslate(mergeTranslations(matches) as Dictionary);
}
