import { Form as RemixForm, Link } from "@remix-run/react";
import { Button, buttonClassName } from "~/components/ui/button";
import { languageInfo } from "~/i18n/languages";
import { useT } from "~/i18n/use-t";
import type { NudgePreviewAnswer } from "./bulk-intents.server";

/**
 * The nudge before it goes: how many e-mails in each language and each one as it will read; the
 * confirmation posts the same selection with the preview's id (which makes a second post send nothing).
 */
export function NudgePreviewPanel({ preview, cancelHref }: { preview: NudgePreviewAnswer["nudgePreview"]; cancelHref: string }) {
  const t = useT();
  return (
    <section className="grid gap-4 rounded-xl border border-brand-200 bg-brand-50 p-5" aria-labelledby="nudge-preview-heading">
      <h2 id="nudge-preview-heading" className="text-xl font-semibold text-slate-900">
        {t("learners.previewHeading")}
      </h2>
      <p className="text-slate-700">{t("learners.previewIntro")}</p>
      {preview.languages.map((entry) => (
        <article key={entry.language} className="grid gap-2 rounded-lg border border-slate-200 bg-white p-4" lang={languageInfo(entry.language).htmlLang}>
          <h3 className="font-semibold text-slate-900">
            {t("learners.previewCount", { count: entry.count, language: languageInfo(entry.language).nativeName })}
          </h3>
          <p className="text-slate-800">{t("learners.previewSubject", { subject: entry.subject })}</p>
          <pre className="whitespace-pre-wrap break-words font-sans text-sm text-slate-700">{entry.text}</pre>
        </article>
      ))}
      <RemixForm method="post" className="flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value="nudge-send" />
        <input type="hidden" name="nudgeId" value={preview.nudgeId} />
        <input type="hidden" name="q" value={preview.selection.q} />
        <input type="hidden" name="show" value={preview.selection.show} />
        <input type="hidden" name="everyMatching" value={preview.selection.everyMatching ? "1" : ""} />
        {preview.selection.enrolmentIds.map((id) => (
          <input key={id} type="hidden" name="enrolmentId" value={id} />
        ))}
        <Button type="submit">{t("learners.send", { count: preview.total })}</Button>
        <Link to={cancelHref} className={buttonClassName({ variant: "secondary", size: "small" })}>
          {t("learners.cancel")}
        </Link>
      </RemixForm>
    </section>
  );
}
