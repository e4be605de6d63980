import type { Language } from "~/i18n/languages";

/**
 * The words a student acknowledges (client-safe). Before any exam: that they will complete it
 * without help, and that help costs them the course credit (the rule for online pre-licensing
 * courses, Florida Administrative Code chapter 69B-227). At the end: that they completed the course
 * themselves. Each acknowledgement stores the id of the version it showed, so a version's words
 * never change once published: add a new version and point `current…` at it.
 * tests/unit/course-acknowledgements.test.ts holds a digest of each published version.
 */
export const courseAcknowledgementTexts = {
  "unassisted-2026-11-24": {
    en: "I will complete this examination by myself, without help from any other person and without notes, books or other materials. I understand that if I receive help, I lose the credit for this course.",
    es: "Completaré este examen por mi cuenta, sin ayuda de ninguna otra persona y sin apuntes, libros ni otros materiales. Entiendo que, si recibo ayuda, pierdo el crédito de este curso.",
  },
  "completion-2026-11-24": {
    en: "I studied every lesson of this course myself and completed its examinations without help. The time recorded is time I spent studying.",
    es: "Estudié personalmente cada clase de este curso y completé sus exámenes sin ayuda. El tiempo registrado es tiempo que dediqué a estudiar.",
  },
} as const satisfies Record<string, Record<Language, string>>;

export type CourseAcknowledgementVersion = keyof typeof courseAcknowledgementTexts;

export const currentUnassistedAcknowledgement: CourseAcknowledgementVersion = "unassisted-2026-11-24";
export const currentCompletionAcknowledgement: CourseAcknowledgementVersion = "completion-2026-11-24";
