/**
 * A lesson screen as the student sees it, in each language (docs/studio.md): the HTML markdown-it
 * made of the draft with raw HTML off (app/studio/lesson-preview.js), so a `<script>` typed in a
 * draft is text and a `javascript:` link is not a link.
 */
import { useT } from "~/i18n/use-t";
import { twinLanguage } from "~/studio/studio-values";

type One = { title: string; count: number; index: number; screen: { heading: string; html: string } | null };

export function LessonScreenPreview({ preview, isLive }: { preview: { en: One; es: One | null }; isLive: boolean }) {
  const t = useT();
  const sides = [
    ["en", preview.en],
    [twinLanguage, preview.es],
  ] as const;
  return (
    <section aria-labelledby="preview-heading" className="grid gap-3" aria-live={isLive ? "polite" : undefined}>
      <h2 id="preview-heading" className="text-xl font-semibold text-slate-900">
        {t("studio.previewHeading")}
      </h2>
      <div className="grid gap-6 lg:grid-cols-2">
        {sides.map(([language, one]) =>
          one ? (
            <article key={language} lang={language} className="grid gap-2 rounded-xl border border-slate-200 p-5" data-preview={language}>
              <p className="text-sm text-slate-600">
                {one.title} · {t("studio.screenOf", { screen: one.index + 1, count: one.count })}
              </p>
              {one.screen ? (
                <>
                  <h3 className="text-2xl font-bold text-slate-900">{one.screen.heading}</h3>
                  <div className="lesson-content prose prose-slate max-w-none" dangerouslySetInnerHTML={{ __html: one.screen.html }} />
                </>
              ) : (
                <p className="text-slate-700">{t("studio.noScreens")}</p>
              )}
            </article>
          ) : null,
        )}
      </div>
    </section>
  );
}
