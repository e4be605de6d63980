import type { ReactNode } from "react";

/**
 * A page's labelled sections with their h2, and the dark band that closes most pages. In a module
 * of their own because the home page shows them and nothing else of the content blocks
 * (docs/decisions/017-performance-budgets.md: a page loads whole modules).
 */

export function Section({
  id,
  title,
  intro,
  tone = "plain",
  children,
}: {
  /** Becomes the heading's id (`<id>-title`), which names the section for assistive technology. */
  id: string;
  title: string;
  intro?: string;
  tone?: "plain" | "muted";
  children?: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={tone === "muted" ? "bg-slate-50" : undefined}>
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id={`${id}-title`} className="text-3xl font-bold text-slate-900">
          {title}
        </h2>
        {intro ? <p className="mt-3 max-w-3xl text-lg text-slate-600">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}

/** The dark band that closes most pages with its main action. */
export function CallToAction({ id, title, text, children }: { id: string; title: string; text: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="bg-brand-800 text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id={`${id}-title`} className="text-3xl font-bold">
            {title}
          </h2>
          <p className="mt-2 text-lg text-brand-100">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">{children}</div>
      </div>
    </section>
  );
}
