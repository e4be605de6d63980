import type { Language } from "~/i18n/languages";
import { createTranslate, type TranslationValues } from "~/i18n/translate";
import { dictionaries } from "~/locales";
import type { Toast, ToastMessage } from "./toast";

/** A toast in the page's language, translated on the server (decision 003: a toast is plain text). */
export function translatedToast(language: Language, kind: Toast["kind"], message: ToastMessage, values?: TranslationValues): Toast {
  const t = createTranslate(dictionaries[language]);
  return { kind, title: t(message.title, values), description: t(message.description, values) };
}
