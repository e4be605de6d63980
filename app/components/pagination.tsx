import { Link } from "@remix-run/react";
import { useT } from "~/i18n/use-t";
import { pageWindow } from "~/site/pagination";
import type { Namespaces } from "~/i18n/translations";

/** The translation namespaces this component reads (the layout's aside): its page's loader sends them. */
export const i18n = ["pagination"] as const satisfies Namespaces;

/**
 * Page links (Previous, 1, 2, …, Next) for lists paged through `?page=`: plain links, so they
 * work without JavaScript. Renders nothing while everything fits on one page; long lists show
 * the first, the last and the pages around the current one.
 */
export function Pagination({
  label,
  page,
  pageCount,
  hrefForPage,
}: {
  /** Names the navigation landmark, e.g. "Blog pages". */
  label: string;
  page: number;
  pageCount: number;
  hrefForPage: (page: number) => string;
}) {
  const t = useT();
  if (pageCount <= 1) return null;
  const linkClass =
    "inline-flex min-h-10 min-w-10 items-center justify-center rounded-md border border-slate-300 px-3 text-sm font-medium text-slate-700 hover:border-brand-600 hover:text-brand-700 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white";
  return (
    <nav aria-label={label} className="mt-10">
      <p className="sr-only">{t("pagination.pageOf", { page, pages: pageCount })}</p>
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 ? (
          <li>
            <Link to={hrefForPage(page - 1)} rel="prev" className={linkClass}>
              {t("pagination.previous")}
            </Link>
          </li>
        ) : null}
        {pageWindow(page, pageCount).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={number}>
              <Link
                to={hrefForPage(number)}
                aria-current={number === page ? "page" : undefined}
                aria-label={t("pagination.pageNumber", { page: number })}
                className={linkClass}
              >
                {number}
              </Link>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <Link to={hrefForPage(page + 1)} rel="next" className={linkClass}>
              {t("pagination.next")}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
