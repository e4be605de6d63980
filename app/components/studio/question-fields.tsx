/**
 * The question editor's fields (docs/studio.md): the topic, the outline point and the answer shared
 * by both languages, then each language's question, four choices, explanation and source side by
 * side; and the preview, the question as a student sees it in each language (plain text: React
 * escapes it).
 */
import { useT } from "~/i18n/use-t";
import { defaultLanguage } from "~/i18n/languages";
import { twinLanguage } from "~/studio/studio-values";

type Values = Record<string, string>;
type Errors = Record<string, string>;
const languages = [defaultLanguage, twinLanguage] as const;
const choiceIndexes = [0, 1, 2, 3] as const;

function FieldError({ name, errors }: { name: string; errors: Errors }) {
  return errors[name] ? (
    <span id={`${name}-error`} className="text-sm text-red-700">
      {errors[name]}
    </span>
  ) : null;
}

const inputClass = "rounded-lg border border-slate-300 p-2 text-slate-900 aria-[invalid=true]:border-red-600";
const errorProps = (name: string, errors: Errors) => (errors[name] ? { "aria-invalid": true, "aria-describedby": `${name}-error` } : {});

function TextArea({ name, label, values, errors, rows = 2 }: { name: string; label: string; values: Values; errors: Errors; rows?: number }) {
  return (
    <label className="grid gap-1">
      <span className="text-sm font-semibold text-slate-800">{label}</span>
      <textarea name={name} rows={rows} defaultValue={values[name] ?? ""} className={inputClass} {...errorProps(name, errors)} />
      <FieldError name={name} errors={errors} />
    </label>
  );
}

export function QuestionFields({
  values,
  errors,
  topics,
  points,
}: {
  values: Values;
  errors: Errors;
  topics: { id: string; title: string }[];
  points: { id: string; title: string }[];
}) {
  const t = useT();
  const withCurrent = (list: { id: string; title: string }[], current: string) =>
    current && !list.some((item) => item.id === current) ? [{ id: current, title: current }, ...list] : list;
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 md:grid-cols-3">
        <label className="grid gap-1">
          <span className="text-sm font-semibold text-slate-800">{t("studio.fields.topic")}</span>
          <select name="topic" defaultValue={values.topic} className={inputClass} {...errorProps("topic", errors)}>
            {withCurrent(topics, values.topic ?? "").map((topic) => (
              <option key={topic.id} value={topic.id}>
                {topic.title} ({topic.id})
              </option>
            ))}
          </select>
          <FieldError name="topic" errors={errors} />
        </label>
        <label className="grid gap-1">
          <span className="text-sm font-semibold text-slate-800">{t("studio.fields.outline")}</span>
          <select name="outline" defaultValue={values.outline} className={inputClass} {...errorProps("outline", errors)}>
            {withCurrent(points, values.outline ?? "").map((point) => (
              <option key={point.id} value={point.id}>
                {point.id}: {point.title.slice(0, 80)}
              </option>
            ))}
          </select>
          <FieldError name="outline" errors={errors} />
        </label>
        <fieldset className="grid gap-1" {...errorProps("answer", errors)}>
          <legend className="text-sm font-semibold text-slate-800">{t("studio.fields.answer")}</legend>
          <div className="flex flex-wrap gap-3">
            {choiceIndexes.map((index) => (
              <label key={index} className="inline-flex min-h-11 items-center gap-2">
                <input type="radio" name="answer" value={index} defaultChecked={values.answer === String(index)} />
                {t("studio.fields.choiceNumber", { number: index + 1 })}
              </label>
            ))}
          </div>
          <FieldError name="answer" errors={errors} />
        </fieldset>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        {languages.map((language) => (
          <fieldset key={language} lang={language} className="grid gap-3 rounded-xl border border-slate-200 p-4">
            <legend className="px-1 font-semibold text-slate-900">{t(`languages.${language}`)}</legend>
            <TextArea name={`${language}_question`} label={t("studio.fields.question")} values={values} errors={errors} rows={3} />
            {choiceIndexes.map((index) => (
              <TextArea
                key={index}
                name={`${language}_choice${index}`}
                label={t("studio.fields.choiceNumber", { number: index + 1 })}
                values={values}
                errors={errors}
              />
            ))}
            <TextArea name={`${language}_explanation`} label={t("studio.fields.explanation")} values={values} errors={errors} rows={4} />
            <TextArea name={`${language}_source`} label={t("studio.fields.source")} values={values} errors={errors} />
          </fieldset>
        ))}
      </div>
    </div>
  );
}

/** The question as the student sees it, in both languages, from the form's current values. */
export function QuestionPreview({ values }: { values: Values }) {
  const t = useT();
  return (
    <section aria-labelledby="preview-heading" className="grid gap-3">
      <h2 id="preview-heading" className="text-xl font-semibold text-slate-900">
        {t("studio.previewHeading")}
      </h2>
      <div className="grid gap-6 lg:grid-cols-2">
        {languages.map((language) => (
          <div key={language} lang={language} className="grid gap-3 rounded-xl border border-slate-200 p-5" data-preview={language}>
            <p className="text-lg font-semibold text-slate-900">{values[`${language}_question`]}</p>
            <ol className="grid gap-2">
              {choiceIndexes.map((index) => (
                <li key={index} className={`rounded-lg border p-3 ${values.answer === String(index) ? "border-green-600 bg-green-50" : "border-slate-300"}`}>
                  {values[`${language}_choice${index}`]}
                </li>
              ))}
            </ol>
            <p className="text-slate-700">{values[`${language}_explanation`]}</p>
            <p className="text-sm text-slate-600">{values[`${language}_source`]}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
