/**
 * The studio's values that its pages use in the browser as well as on the server (client-safe: a
 * `.server` module's exports are empty in the browser, so a page's component must never read one).
 */
import { defaultLanguage, supportedLanguages, type Language } from "../i18n/languages";

/** What the course's source is made of, each versioned on its own: see app/studio/units.js. */
export const contentKinds = ["lesson", "question", "glossary", "outline", "file"] as const;
export type ContentKind = (typeof contentKinds)[number];

/** A version's life: written, sent for review, approved by a second person, live, replaced. */
export const contentStates = ["draft", "review", "approved", "published", "retired"] as const;
export type ContentState = (typeof contentStates)[number];

/** A student's report: open until an author marks it resolved. */
export const contentReportStates = ["open", "resolved"] as const;

/**
 * The course's texts are twins (`en_text` and `es_text`, the `.en` and `.es` files): the default
 * language's, and the one other language's of the language table.
 */
export const twinLanguage: Language = supportedLanguages.find((language) => language !== defaultLanguage) ?? defaultLanguage;

/** A version still open: written, in review, or approved and waiting to be published. */
export const openStates = ["draft", "review", "approved"] as const satisfies readonly ContentState[];

/** What the daily item analysis may flag on a question (app/studio/item-analysis.server.ts). */
export type ItemFlag = "too-easy" | "too-hard" | "negative-discrimination" | "unused-distractor" | "language-gap";
export const itemFlags = ["too-easy", "too-hard", "negative-discrimination", "unused-distractor", "language-gap"] as const satisfies readonly ItemFlag[];

/** The lesson editor's preview screen (counted from 0) from a posted or kept value counted from 1. */
export function screenOf(value: FormDataEntryValue | string | null): number {
  return typeof value === "string" && /^\d{1,3}$/.test(value) ? Math.max(0, Number(value) - 1) : 0;
}
