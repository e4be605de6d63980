import type { TranslationKey } from "~/i18n/translate";

/**
 * A toast, already in the language of the page it was made for: the server translates the ones it
 * sends (a redirect's flash toast lands on a page that may not carry that form's strings).
 */
export interface Toast {
  kind: "success" | "error";
  title: string;
  description: string;
}

/** A toast before translation: the keys of its title and description. */
export interface ToastMessage {
  title: TranslationKey;
  description: TranslationKey;
}
