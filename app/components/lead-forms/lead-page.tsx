import type { ReactNode } from "react";

/** The frame of a page whose main content is a lead form: heading, intro, the form. */
export function LeadPage({ title, intro, children, aside }: { title: string; intro: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16">
      <h1 className="text-3xl font-bold text-slate-900 md:text-4xl">{title}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-600">{intro}</p>
      <div className="mt-10 grid gap-10 lg:grid-cols-3">
        <div className="lg:col-span-2">{children}</div>
        {aside ? <aside className="lg:col-span-1">{aside}</aside> : null}
      </div>
    </div>
  );
}
