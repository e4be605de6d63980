import type { ReactNode } from "react";
import type { ApplicationPageContent } from "~/content/applications";
import { useOrganisationContact } from "~/site/use-organisation-contact";

/**
 * The shell of an application page: the heading and intro, the form's column (the form is the
 * lead-capture work's: `children`), and a side panel telling the visitor what happens next.
 */
export function ApplicationPage({ content, children }: { content: ApplicationPageContent; children?: ReactNode }) {
  const contact = useOrganisationContact();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16">
      <header className="max-w-3xl">
        <h1 className="text-4xl font-bold text-slate-900">{content.title}</h1>
        <p className="mt-4 text-lg leading-8 text-slate-600">{content.intro}</p>
      </header>
      <div className="mt-10 grid gap-10 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="application-form-title" className="rounded-2xl border border-slate-200 p-6 shadow-sm md:p-8">
          <h2 id="application-form-title" className="text-2xl font-semibold text-slate-900">
            {content.formHeading}
          </h2>
          {children}
        </section>
        <aside aria-labelledby="next-steps-title" className="h-fit rounded-2xl bg-brand-50 p-6 md:p-8">
          <h2 id="next-steps-title" className="text-xl font-semibold text-brand-900">
            {content.nextSteps.heading}
          </h2>
          <ol className="mt-4 space-y-4">
            {content.nextSteps.items.map((step, index) => (
              <li key={step.title} className="flex gap-3">
                <span aria-hidden="true" className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-700 font-bold text-white">
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">{step.title}</h3>
                  <p className="mt-1 text-slate-700">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <h2 className="mt-8 text-lg font-semibold text-brand-900">{content.help.heading}</h2>
          <p className="mt-2 text-slate-700">{content.help.text}</p>
          {contact ? (
            <ul className="mt-3 space-y-1">
              <li>
                <a className="font-medium text-brand-700 underline underline-offset-4" href={`mailto:${contact.email}`}>
                  {contact.email}
                </a>
              </li>
              <li>
                <a className="font-medium text-brand-700 underline underline-offset-4" href={contact.phoneHref}>
                  {contact.phone}
                </a>
              </li>
            </ul>
          ) : null}
        </aside>
      </div>
    </div>
  );
}
