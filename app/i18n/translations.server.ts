import { dictionaries } from "~/locales";
import type { Language } from "./languages";
import type { Namespace, Translations } from "./translations";

/**
 * The namespaces a page needs, in its language, for its loader to send (DESIGN §5, decision 003):
 * each page ships its own strings, not the whole dictionary.
 */
export function pickTranslations(language: Language, namespaces: ReadonlyArray<Namespace>): Translations {
  const dictionary = dictionaries[language];
  const picked: Record<string, unknown> = {};
  for (const namespace of namespaces) picked[namespace] = dictionary[namespace];
  return picked as Translations;
}
