/**
 * The raw editors' form (docs/studio.md): a unit's texts as typed in the textareas (a lesson's two
 * Markdown files, a glossary term, the outline, another file), checked for length and presence,
 * and a lesson's preview: one screen of each language rendered as the compiler renders it.
 */
import { localizePath, type Language } from "~/i18n/languages";
import type { TranslationKey } from "~/i18n/translate";
import type { ReadTexts } from "./editor.server";
import { lessonScreens } from "./lesson-preview.js";
import { maxTextLength } from "./paths";
import type { ContentVersion } from "./versions.server";
import { twinLanguage } from "./studio-values";

const textOf = (value: FormDataEntryValue | null) => (typeof value === "string" ? value.replace(/\r\n/g, "\n") : "");

/** The two textareas as the unit's texts: the Spanish one only for a unit that has one. */
export function readRawForm(form: FormData, open: ContentVersion): ReadTexts {
  const errors: Record<string, TranslationKey> = {};
  const en = textOf(form.get("en"));
  const es = open.esText === null ? null : textOf(form.get(twinLanguage));
  for (const [name, text] of [
    ["en", en],
    [twinLanguage, es],
  ] as const) {
    if (text === null) continue;
    if (text.trim() === "") errors[name] = "studio.fields.required";
    else if (text.length > maxTextLength) errors[name] = "studio.fields.textTooLong";
  }
  return Object.keys(errors).length > 0 ? { ok: false, fieldErrors: errors } : { ok: true, enText: en, esText: es };
}

/** One screen (0-based, kept within the lesson) of each language's text, as the student sees it. */
export function lessonPreview(texts: { en: string; es: string | null }, screen: number) {
  const one = (text: string, language: Language) => {
    const { title, screens } = lessonScreens(text.slice(0, maxTextLength), localizePath("/x", language).slice(0, -"/x".length));
    const index = Math.min(Math.max(0, screen), Math.max(0, screens.length - 1));
    return { title, count: screens.length, index, screen: screens[index] ?? null };
  };
  return { en: one(texts.en, "en"), es: texts.es === null ? null : one(texts.es, twinLanguage) };
}

export type LessonPreview = ReturnType<typeof lessonPreview>;
