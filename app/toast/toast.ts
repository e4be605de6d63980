import type { TranslationKey, TranslationValues } from "~/i18n/translate";

/** A toast is translation keys and values, so it shows in the language of the page it lands on. */
export interface Toast {
  kind: "success" | "error";
  title: TranslationKey;
  description: TranslationKey;
  values?: TranslationValues;
}
