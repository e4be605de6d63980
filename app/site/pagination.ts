/** Page numbers from URLs and slicing lists into pages, shared by the blog and the directory. */

/** `?page=` as a positive whole number; anything else is page 1. */
export function parsePageNumber(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

export interface Page<Item> {
  items: Item[];
  page: number;
  pageCount: number;
  total: number;
}

/** One page of `items`; a page past the end shows the last page, and an empty list has one (empty) page. */
export function paginate<Item>(items: readonly Item[], requestedPage: number, pageSize: number): Page<Item> {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const page = Math.min(Math.max(1, Math.floor(requestedPage)), pageCount);
  const start = (page - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), page, pageCount, total: items.length };
}

/** Lower-case without accents, so "credito" finds "Crédito" and "ANUALIDAD" finds "anualidad". */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

/**
 * The page links to show: every page while there are at most 7; beyond that the first, the last,
 * and the current page with its neighbours, gaps marked `null` (a long list of leads has hundreds).
 */
export function pageWindow(page: number, pageCount: number): Array<number | null> {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const shown = new Set([1, pageCount, page - 1, page, page + 1].filter((number) => number >= 1 && number <= pageCount));
  // Near an end, show three pages in a row there rather than a gap of one.
  if (page <= 3) [2, 3, 4].forEach((number) => shown.add(number));
  if (page >= pageCount - 2) [pageCount - 3, pageCount - 2, pageCount - 1].forEach((number) => shown.add(number));
  const numbers = [...shown].sort((a, b) => a - b);
  const window: Array<number | null> = [];
  numbers.forEach((number, index) => {
    if (index > 0 && number - numbers[index - 1]! > 1) window.push(null);
    window.push(number);
  });
  return window;
}

/**
 * The rows a page shows as "from–to of total", counted from 1; null when there is nothing to show
 * (no "0–-1 of 0"): every pager that states its range says so in words instead.
 */
export function pageRange(page: number, pageSize: number, shown: number, total: number): { from: number; to: number; total: number } | null {
  if (total <= 0 || shown <= 0) return null;
  const from = (Math.max(1, page) - 1) * pageSize + 1;
  return { from, to: Math.min(total, from + shown - 1), total };
}
