/**
 * The question editor's form (docs/studio.md): a question's fields in English and Spanish side by
 * side, the topic, the outline point and the answer shared, read back into the two blocks of the
 * banks with `questionBlock`, keeping the lines that followed each block. Checked as the course's
 * build checks a question: every text present, four different choices per language, the answer one
 * of them, a topic and an outline point that exist.
 */
import { parse as parseYaml } from "yaml";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { courseContentVersions } from "../../db/schema";
import { theCourse } from "~/course/course.server";
import type { TranslationKey } from "~/i18n/translate";
import type { ContentVersion } from "./versions.server";
import type { ReadTexts } from "./editor.server";
import { parseQuestionBlock, questionBlock, type QuestionFields } from "./units.js";
import { defaultLanguage, type Language } from "~/i18n/languages";
import { twinLanguage } from "./studio-values";

const questionLanguages = [defaultLanguage, twinLanguage] as const;
const textFields = ["question", "choice0", "choice1", "choice2", "choice3", "explanation", "source"] as const;
/** The longest text of one field: far above any question of the banks. */
const maxFieldLength = 4000;

/** The form's field names, shared fields first. */
const questionFieldNames = ["topic", "outline", "answer", ...questionLanguages.flatMap((language) => textFields.map((field) => `${language}_${field}`))];

export type QuestionFormValues = Record<string, string>;

/** A question's two blocks as the form's values (empty ones for a block that does not read as a question). */
export function questionFormValues(enText: string, esText: string | null): QuestionFormValues {
  const read = (block: string | null) => {
    try {
      return block ? parseQuestionBlock(block).fields : null;
    } catch {
      return null;
    }
  };
  const en = read(enText);
  const es = read(esText);
  const values: QuestionFormValues = { topic: en?.topic ?? "", outline: en?.outline ?? "", answer: en ? String(en.answer) : "" };
  for (const [language, fields] of [
    ["en", en],
    [twinLanguage, es],
  ] as const) {
    values[`${language}_question`] = fields?.question ?? "";
    values[`${language}_explanation`] = fields?.explanation ?? "";
    values[`${language}_source`] = fields?.source ?? "";
    for (let index = 0; index < 4; index++) values[`${language}_choice${index}`] = fields?.choices[index] ?? "";
  }
  return values;
}

/** The posted values of the question's fields (what was typed, to keep). */
export function postedQuestionValues(form: FormData): QuestionFormValues {
  return Object.fromEntries(questionFieldNames.map((name) => [name, String(form.get(name) ?? "").replace(/\r\n/g, "\n")]));
}

/** The topics and outline points a question may name, with their titles in the page's language. */
export async function questionOptions(db: Database, language: Language) {
  const seen = new Set<string>();
  const topics = theCourse()
    .modules.flatMap((module) => module.topics)
    .filter((topic) => (seen.has(topic.id) ? false : (seen.add(topic.id), true)))
    .map((topic) => ({ id: topic.id, title: topic.title[language] }));
  const [outline] = await db
    .select({ enText: courseContentVersions.enText })
    .from(courseContentVersions)
    .where(and(eq(courseContentVersions.kind, "outline"), eq(courseContentVersions.itemId, "outline"), eq(courseContentVersions.state, "published")));
  const points: { id: string; title: string }[] = [];
  try {
    const parsed = outline ? (parseYaml(outline.enText) as { areas?: { points?: { id?: unknown; title?: Record<string, unknown> }[] }[] }) : null;
    for (const area of parsed?.areas ?? []) {
      for (const point of area.points ?? [])
        if (typeof point.id === "string") points.push({ id: point.id, title: String(point.title?.[language] ?? point.id) });
    }
  } catch {
    // An outline that does not read leaves the list empty: the question keeps the point it has.
  }
  return { topics, points };
}

/** The form as the question's two blocks, or the messages of the fields that are not right. */
export function readQuestionForm(form: FormData, open: ContentVersion, options: { topics: string[]; points: string[] }): ReadTexts {
  const posted = postedQuestionValues(form);
  const value = (name: string) => posted[name] ?? "";
  const errors: Record<string, TranslationKey> = {};
  if (!options.topics.includes(value("topic"))) errors.topic = "studio.fields.topicUnknown";
  if (options.points.length > 0 && !options.points.includes(value("outline"))) errors.outline = "studio.fields.outlineUnknown";
  const answer = /^[0-3]$/.test(value("answer")) ? Number(value("answer")) : null;
  if (answer === null) errors.answer = "studio.fields.answerRange";
  for (const language of questionLanguages) {
    for (const field of textFields) {
      const name = `${language}_${field}`;
      if (value(name).trim() === "") errors[name] = "studio.fields.required";
      else if (value(name).length > maxFieldLength) errors[name] = "studio.fields.tooLong";
    }
    const choices = [0, 1, 2, 3].map((index) => value(`${language}_choice${index}`).trim().toLowerCase());
    choices.forEach((choice, index) => {
      if (choice !== "" && choices.indexOf(choice) !== index) errors[`${language}_choice${index}`] = "studio.fields.choiceRepeated";
    });
  }
  if (Object.keys(errors).length > 0 || answer === null) return { ok: false, fieldErrors: errors };

  const block = (language: Language, text: string | null): string => {
    let base: { fields: QuestionFields; trailing: string } | null = null;
    try {
      base = text ? parseQuestionBlock(text) : null;
    } catch {
      base = null;
    }
    const fields: QuestionFields = {
      id: open.itemId,
      topic: value("topic"),
      outline: value("outline"),
      lesson: base?.fields.lesson ?? null,
      question: value(`${language}_question`).trim(),
      choices: [0, 1, 2, 3].map((index) => value(`${language}_choice${index}`).trim()),
      answer,
      explanation: value(`${language}_explanation`).trim(),
      source: value(`${language}_source`).trim(),
    };
    return questionBlock(fields, base?.trailing ?? "\n");
  };
  return { ok: true, enText: block("en", open.enText), esText: block(twinLanguage, open.esText) };
}
