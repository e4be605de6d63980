import type { Language } from "~/i18n/languages";

/**
 * Long page copy, written once per language with one shared shape: a module exports
 * `Localized<AboutContent>` so TypeScript rejects a Spanish page missing a section the English one
 * has. Routes pick `content[language]` in their loader, so only the page's own language travels
 * to the browser (docs/decisions/007).
 */
export type Localized<T> = Readonly<Record<Language, T>>;

/** A titled card or list entry, the commonest piece of page copy. */
export interface TitledText {
  title: string;
  text: string;
}
