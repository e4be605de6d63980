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
  return text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();
}
