import { Form, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import type { BlogCategory } from "~/blog/blog-categories";
import { blogListSearch, parseBlogListQuery } from "~/blog/blog-search";
import { useT } from "~/i18n/use-t";
import { Button } from "~/components/ui/button";
import type { Namespaces } from "~/i18n/translations";
import { SearchField } from "~/components/forms/search-field";

/** The translation namespaces this component reads (the layout's aside): its page's loader sends them. */
export const i18n = ["blog"] as const satisfies Namespaces;

/** How long typing pauses before the list follows it. */
const searchDelayMs = 300;

/** The search text as the loader will read it back from `?q=`. */
function normalized(text: string): string {
  return parseBlogListQuery(new URLSearchParams({ q: text })).query;
}

/**
 * The blog's search box. A GET form, so without JavaScript it submits and the search lives in the
 * URL. With JavaScript the list also follows the typing: a short pause after the last key, the URL
 * takes the new `?q=` (replacing the history entry, so Back leaves the blog rather than undoing
 * letters) and the loader answers without a page load; the box keeps focus and what was typed.
 */
export function BlogSearchForm({ blogPath, query, category }: { blogPath: string; query: string; category: BlogCategory | "all" }) {
  const t = useT();
  const navigate = useNavigate();
  const [text, setText] = useState(query);
  // What the last pause sent, so its answer does not overwrite letters typed since.
  const sent = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  // A category chosen while a pause is pending stays chosen.
  const latestCategory = useRef(category);
  latestCategory.current = category;

  // The URL's query changed some other way (Reset, a link, Back): the box shows it.
  useEffect(() => {
    if (sent.current !== null && normalized(sent.current) === query) return;
    sent.current = null;
    setText(query);
  }, [query]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const value = event.currentTarget.value;
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      sent.current = value;
      navigate(`${blogPath}${blogListSearch({ query: normalized(value), category: latestCategory.current })}`, {
        replace: true,
        preventScrollReset: true,
      });
    }, searchDelayMs);
  }

  return (
    <Form method="get" action={blogPath} role="search" onSubmit={() => clearTimeout(timer.current)} className="mt-8 flex max-w-2xl flex-col gap-3 sm:flex-row">
      <SearchField
        id="blog-search"
        label={t("blog.searchLabel")}
        isLabelHidden
        value={text}
        onChange={onChange}
        placeholder={t("blog.searchPlaceholder")}
        className="min-h-12 flex-1 rounded-md border border-white/40 bg-white px-4 text-slate-900 placeholder:text-slate-500"
      />
      {category !== "all" ? <input type="hidden" name="category" value={category} /> : null}
      <Button type="submit" variant="accent" size="large">
        {t("blog.searchButton")}
      </Button>
    </Form>
  );
}
