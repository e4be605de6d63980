import { Link } from "@remix-run/react";
import type { LegalPageContent } from "~/content/legal";
import type { TranslationKey } from "~/i18n/translate";
import { useLocalizePath, useT } from "~/i18n/use-t";

/** The privacy policy and the terms: a title, a table of contents, and sections with fragment ids. */
/** `related`: the other legal page, as a language-neutral path and the key of its label. */
export function LegalPage({ content, related }: { content: LegalPageContent; related: { path: string; label: TranslationKey } }) {
  const t = useT();
  const localize = useLocalizePath();
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 md:py-16">
      <header>
        <h1 className="text-4xl font-bold text-slate-900">{content.title}</h1>
        <p className="mt-2 text-sm text-slate-600">{content.updated}</p>
        <p className="mt-6 text-lg leading-8 text-slate-700">{content.intro}</p>
      </header>

      <nav aria-labelledby="contents-title" className="mt-8 rounded-xl bg-slate-50 p-6">
        <h2 id="contents-title" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
          {content.contentsHeading}
        </h2>
        <ol className="mt-3 grid gap-1 sm:grid-cols-2">
          {content.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-brand-700 underline-offset-4 hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {content.sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="mt-10 scroll-mt-28">
          <h2 id={`${section.id}-title`} className="text-2xl font-semibold text-slate-900">
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 leading-7 text-slate-700">
              {paragraph}
            </p>
          ))}
          {section.items ? (
            <ul className="mt-4 list-disc space-y-2 pl-6 leading-7 text-slate-700">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
          {section.definitions ? (
            <dl className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
              {section.definitions.map((definition) => (
                <div key={definition.term} className="p-4">
                  <dt className="font-mono text-sm font-semibold text-slate-900">{definition.term}</dt>
                  <dd className="mt-1 leading-7 text-slate-700">{definition.text}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </section>
      ))}

      <p className="mt-12 border-t border-slate-200 pt-6">
        <Link to={localize(related.path)} className="font-semibold text-brand-700 underline underline-offset-4">
          {t(related.label)}
        </Link>
      </p>
    </article>
  );
}
