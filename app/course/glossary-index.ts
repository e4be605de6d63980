/**
 * The glossary page's view, pure so it is the same with JavaScript on or off: the terms in the
 * page's language grouped under their first letter (the letter index links to each group), and
 * narrowed by `?q=` (a GET form), matched in the term, its twin in the other language and the
 * definition, without regard to capitals or accents (docs/decisions/087).
 */
import { foldForSearch } from "~/site/pagination";

/** No search is longer than the search box allows (app/components/forms/search-field.tsx). */
const maximumQueryLength = 100;

interface GlossaryEntry {
  id: string;
  term: string;
  definition: string;
  /** The term in the other language, when there is one. */
  other: string | null;
}

interface GlossaryLetter {
  /** "A"…"Z" (accents folded: "Á" is "A"), or "#" for a term that starts with anything else. */
  letter: string;
  /** The group's anchor on the page. */
  anchor: string;
  entries: GlossaryEntry[];
}

interface GlossaryView {
  /** The trimmed search, empty when not searching. */
  query: string;
  /** Every letter that starts a term of the whole glossary, in order, and whether the view shows any. */
  index: Array<{ letter: string; anchor: string; isShown: boolean }>;
  /** The letters with terms shown, each with its terms (those that match, while searching). */
  groups: GlossaryLetter[];
  total: number;
}

/** The search text `?q=` carries, as the page uses it. */
export function glossaryQuery(searchParams: URLSearchParams): string {
  return (searchParams.get("q") ?? "").trim().slice(0, maximumQueryLength);
}

function letterOf(term: string): string {
  const first = foldForSearch(term.trim()).charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : "#";
}

const anchorOf = (letter: string) => (letter === "#" ? "letter-other" : `letter-${letter.toLowerCase()}`);

function matches(entry: GlossaryEntry, needle: string): boolean {
  return [entry.term, entry.other ?? "", entry.definition].some((text) => foldForSearch(text).includes(needle));
}

function grouped(entries: readonly GlossaryEntry[]): GlossaryLetter[] {
  const groups = new Map<string, GlossaryEntry[]>();
  for (const entry of entries) {
    const letter = letterOf(entry.term);
    groups.set(letter, [...(groups.get(letter) ?? []), entry]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === "#" ? 1 : b === "#" ? -1 : a.localeCompare(b)))
    .map(([letter, letterEntries]) => ({ letter, anchor: anchorOf(letter), entries: letterEntries }));
}

/** The view of `entries` (already sorted in the page's language) for the search `query`. */
export function glossaryView(entries: readonly GlossaryEntry[], query: string): GlossaryView {
  const needle = foldForSearch(query);
  const shown = needle ? entries.filter((entry) => matches(entry, needle)) : entries;
  const groups = grouped(shown);
  const shownLetters = new Set(groups.map((group) => group.letter));
  const index = grouped(entries).map(({ letter, anchor }) => ({ letter, anchor, isShown: shownLetters.has(letter) }));
  return { query, index, groups, total: shown.length };
}
