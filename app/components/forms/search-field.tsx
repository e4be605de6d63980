import type { InputHTMLAttributes } from "react";

/** A search box's query is `q`, and no search is longer than this. */
const searchMaxLength = 100;

/**
 * The `q` box of a GET search form (blog, directory, submissions manager), with its label: shown
 * above the box, or only to screen readers where the page's heading already says what it searches.
 */
export function SearchField({
  id,
  label,
  isLabelHidden = false,
  className = "min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-slate-900 placeholder:text-slate-500",
  ...input
}: { id: string; label: string; isLabelHidden?: boolean } & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type" | "name" | "maxLength">) {
  return (
    <>
      <label htmlFor={id} className={isLabelHidden ? "sr-only" : "mb-1 block text-sm font-medium text-slate-700"}>
        {label}
      </label>
      <input id={id} type="search" name="q" maxLength={searchMaxLength} className={className} {...input} />
    </>
  );
}
