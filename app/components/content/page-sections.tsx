import type { ReactNode } from "react";
import type { TitledText } from "~/content/localized";
import type { Illustration } from "~/site/images";
import { AboveTheFoldImage } from "./illustration";

/**
 * The building blocks of the content pages (about, services, sponsorship, ...): a hero with the
 * page's one h1, labelled sections with an h2 (./section.tsx), and cards/steps/lists with h3s, so
 * every page has its headings in order and its landmarks named without thinking about it.
 */

/** What a page's hero says, as the content modules write it. */
export type HeroContent = { eyebrow?: string; title: string; lead: string; imageAlt?: string };

/** The page's dark opening band with its one h1; `illustration` (with the hero's `imageAlt`) shows beside the text from lg up. */
export function PageHero({ hero, illustration, actions, note }: { hero: HeroContent; illustration?: Illustration; actions?: ReactNode; note?: ReactNode }) {
  const { eyebrow, title, lead, imageAlt = "" } = hero;
  return (
    <section aria-labelledby="page-title" className="bg-gradient-to-br from-brand-900 via-brand-700 to-brand-600 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 md:py-20 lg:grid-cols-[3fr_2fr]">
        <div>
          {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-brand-100">{eyebrow}</p> : null}
          <h1 id="page-title" className="mt-3 text-4xl font-bold leading-tight md:text-5xl">
            {title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-brand-50">{lead}</p>
          {note}
          {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
        </div>
        {/* Above the fold, so it loads eagerly. */}
        {illustration ? (
          <AboveTheFoldImage illustration={illustration} alt={imageAlt} sizes="(min-width: 1024px) 480px, 100vw" className="hidden h-auto w-full rounded-2xl shadow-xl lg:block" />
        ) : null}
      </div>
    </section>
  );
}

export function Paragraphs({ paragraphs, className = "" }: { paragraphs: readonly string[]; className?: string }) {
  return (
    <div className={`max-w-3xl space-y-4 text-lg leading-8 text-slate-700 ${className}`}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}

export function CardGrid({ items, columns = 3 }: { items: readonly TitledText[]; columns?: 2 | 3 | 4 }) {
  const grid = { 2: "md:grid-cols-2", 3: "md:grid-cols-2 lg:grid-cols-3", 4: "md:grid-cols-2 lg:grid-cols-4" }[columns];
  return (
    <ul className={`mt-8 grid gap-6 ${grid}`}>
      {items.map((item) => (
        <li key={item.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h3 className="text-lg font-semibold text-brand-800">{item.title}</h3>
          <p className="mt-2 leading-7 text-slate-600">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

export function NumberedSteps({ steps }: { steps: readonly TitledText[] }) {
  return (
    // Four steps read best as one row of four (or two by two), not three and an orphan.
    <ol className={`mt-8 grid gap-6 md:grid-cols-2 ${steps.length === 4 ? "xl:grid-cols-4" : "lg:grid-cols-3"}`}>
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <span
            aria-hidden="true"
            className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-700 text-lg font-bold text-white"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="text-lg font-semibold text-slate-900">{step.title}</h3>
            <p className="mt-1 leading-7 text-slate-600">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

export function CheckList({ items, className = "" }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={`mt-6 grid gap-3 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-lg leading-7 text-slate-700">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-1 size-5 shrink-0 text-brand-600" fill="currentColor">
            <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
          </svg>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export function Testimonials({ items }: { items: ReadonlyArray<{ quote: string; name: string; role: string }> }) {
  return (
    <ul className="mt-8 grid gap-6 md:grid-cols-3">
      {items.map((item) => (
        <li key={item.name}>
          <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <blockquote className="flex-1 text-lg leading-8 text-slate-700">
              <p>{`\u201c${item.quote}\u201d`}</p>
            </blockquote>
            <figcaption className="mt-4">
              <span className="block font-semibold text-slate-900">{item.name}</span>
              <span className="block text-sm text-slate-600">{item.role}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

/** A strip of key figures under a hero (e.g. "60 hours" / "of pre-licensing study"). */
export function FactStrip({ facts }: { facts: ReadonlyArray<{ value: string; label: string }> }) {
  return (
    <div className="border-b border-slate-200 bg-white">
      <dl className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:px-6 md:grid-cols-3">
        {facts.map((fact) => (
          // The value shows above its label; in the markup the label (dt) comes first, as a definition list needs.
          <div key={fact.label} className="flex flex-col-reverse">
            <dt className="text-slate-600">{fact.label}</dt>
            <dd className="text-2xl font-bold text-brand-700 md:text-3xl">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export function QuestionList({ items }: { items: ReadonlyArray<{ question: string; answer: string }> }) {
  return (
    <dl className="mt-8 grid max-w-3xl gap-6">
      {items.map((item) => (
        <div key={item.question}>
          <dt className="text-lg font-semibold text-slate-900">{item.question}</dt>
          <dd className="mt-1 leading-7 text-slate-700">{item.answer}</dd>
        </div>
      ))}
    </dl>
  );
}
