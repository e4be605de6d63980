import type { Dictionary } from "~/locales/en";

/** Every dotted path to a string in the dictionary, e.g. "nav.about". */
type LeafPaths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${LeafPaths<T[K]>}`;
}[keyof T & string];

export type TranslationKey = LeafPaths<Dictionary>;
export type TranslationValues = Record<string, string | number>;
export type Translate = (key: TranslationKey, values?: TranslationValues) => string;

/**
 * The client's translator: a key lookup with i18next's `{{name}}` interpolation, so the browser
 * needs the current language's dictionary (sent once in the root loader) but not i18next itself.
 * A unit test holds it to i18next's output for every key in both languages.
 */
export function translate(dictionary: Dictionary, key: TranslationKey, values?: TranslationValues): string {
  // A numeric `count` of one picks the key's `_one` form where it has one, as i18next does (in
  // English and Spanish "one" is exactly 1); every other count, or a key with no `_one`, the key.
  const singular = values?.count === 1 ? lookUp(dictionary, `${key}_one`) : undefined;
  const node = singular ?? lookUp(dictionary, key);
  if (node === undefined) return key;
  if (!values) return node;
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}

function lookUp(dictionary: Dictionary, key: string): string | undefined {
  let node: unknown = dictionary;
  for (const part of key.split(".")) {
    node = typeof node === "object" && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === "string" ? node : undefined;
}

export function createTranslate(dictionary: Dictionary): Translate {
  return (key, values) => translate(dictionary, key, values);
}
