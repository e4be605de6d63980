import { ButtonLink } from "~/components/ui/button";

/** What a search (blog, directory) shows when nothing matches: why, and a way back to everything. */
export function NoResults({ title, text, resetTo, resetLabel }: { title: string; text: string; resetTo: string; resetLabel: string }) {
  return (
    <div className="mt-6 rounded-xl border border-dashed border-slate-300 p-10 text-center">
      <p className="text-xl font-semibold text-slate-900">{title}</p>
      <p className="mt-2 text-slate-600">{text}</p>
      <ButtonLink to={resetTo} className="mt-6">
        {resetLabel}
      </ButtonLink>
    </div>
  );
}
