/**
 * The studio's raw editor (docs/studio.md): a unit's texts in textareas side by side (English and,
 * for a unit that has one, Spanish), with Save and, for a lesson, Preview. A multipart form: a
 * long lesson's text is not inflated by URL encoding on its way in.
 */
import { Form } from "@remix-run/react";
import type { FormEvent, ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { useT } from "~/i18n/use-t";
import { maxTextLength } from "~/studio/paths";
import { defaultLanguage } from "~/i18n/languages";
import { twinLanguage } from "~/studio/studio-values";

export function RawEditor({
  versionId,
  revision,
  texts,
  errors,
  hasSpanish,
  onInput,
  withPreview,
  children,
}: {
  versionId: string;
  revision: number;
  texts: { en: string; es: string | null };
  errors: Record<string, string>;
  hasSpanish: boolean;
  onInput?: (event: FormEvent<HTMLFormElement>) => void;
  withPreview: boolean;
  children?: ReactNode;
}) {
  const t = useT();
  const languages = hasSpanish ? [defaultLanguage, twinLanguage] : [defaultLanguage];
  return (
    <Form method="post" encType="multipart/form-data" className="grid gap-4" onInput={onInput}>
      <input type="hidden" name="versionId" value={versionId} />
      <input type="hidden" name="revision" value={revision} />
      <div className={`grid gap-4 ${hasSpanish ? "lg:grid-cols-2" : ""}`}>
        {languages.map((language) => (
          <label key={language} className="grid gap-1">
            <span className="text-sm font-semibold text-slate-800">{hasSpanish ? t(`languages.${language}`) : t("studio.fields.text")}</span>
            <textarea
              name={language}
              lang={language}
              rows={24}
              maxLength={maxTextLength}
              spellCheck
              defaultValue={texts[language] ?? ""}
              aria-invalid={errors[language] ? true : undefined}
              aria-describedby={errors[language] ? `${language}-error` : undefined}
              className="rounded-lg border border-slate-300 p-2 font-mono text-sm text-slate-900"
            />
            {errors[language] ? (
              <span id={`${language}-error`} className="text-sm text-red-700">
                {errors[language]}
              </span>
            ) : null}
          </label>
        ))}
      </div>
      {children}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="save" variant="solid">
          {t("studio.save")}
        </Button>
        {withPreview ? (
          <Button type="submit" name="intent" value="preview" variant="secondary">
            {t("studio.preview")}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
