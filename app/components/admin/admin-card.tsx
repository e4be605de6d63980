/** The white boxes of the admin pages: a card, and a card with a heading and an introduction. */
import type { ReactNode } from "react";

export const cardClass = "rounded-xl border border-slate-200 bg-white p-5 shadow-sm";

/**
 * A wide table's own scrolling box. `relative` matters: without it, a screen-reader-only label
 * (absolutely positioned) inside a far-right cell is placed against the page, not this box, and
 * widens the page on a phone although the table itself scrolls.
 */
export const tableScrollClass = "relative overflow-x-auto";

/** A figure card of the Overview: a small uppercase title over its content. */
export function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={cardClass}>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-500">{title}</h2>
      <div className="mt-2">{children}</div>
    </div>
  );
}

/** A section of a tab: its heading and one line saying what it is, then its content. */
export function SectionCard({ heading, intro, className = cardClass, children }: { heading: string; intro: string; className?: string; children?: ReactNode }) {
  return (
    <div className={className}>
      <h2 className="text-xl font-bold text-slate-900">{heading}</h2>
      <p className="mt-1 text-slate-600">{intro}</p>
      {children}
    </div>
  );
}
