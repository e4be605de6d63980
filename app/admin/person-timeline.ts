/**
 * The order of a person's timeline (docs/leads.md, "The person page"): every event of every source
 * (leads, status changes, notes, owner and follow-up changes, e-mails, the account, the newsletter)
 * newest first, ties broken by a key made of the source's code and the row's id, so the order is
 * total and a page ends at a precise event. The next page starts strictly after that event: its
 * time and key are the cursor of the "Show older" link (no address, nothing personal). Client-safe.
 */

/** The events a page shows; the sources each read one more, to know whether an older page exists. */
export const timelinePageSize = 200;

/** Where a page of the timeline starts: after the event with this time (ISO-8601, UTC) and key. */
export interface TimelineCursor {
  at: string;
  key: string;
}

/** An event's place in the order: its time and key (`<source code>.<row id>`). */
export type TimelinePlace = TimelineCursor;

/** A stored ISO time, an underscore, a source code (letters), a dot, a row id. */
const cursorPattern = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z)_([a-z]{1,3}\.[0-9A-Za-z-]{1,64})$/;

/** The cursor of a `?before=` value, or null for the newest page (none, or anything else: a link never fails). */
export function parseTimelineCursor(value: string | null): TimelineCursor | null {
  const match = value ? cursorPattern.exec(value) : null;
  return match ? { at: match[1]!, key: match[2]! } : null;
}

/** The `?before=` value that starts the page after this event. */
export function timelineCursorValue(place: TimelinePlace): string {
  return `${place.at}_${place.key}`;
}

/** Newest first; at the same instant, the greater key first (the SQL of each source orders alike). */
export function newestFirst(a: TimelinePlace, b: TimelinePlace): number {
  if (a.at !== b.at) return a.at < b.at ? 1 : -1;
  return a.key === b.key ? 0 : a.key < b.key ? 1 : -1;
}

/** Whether an event comes after the cursor in the order (is older): the page that starts there shows it. */
function isAfterCursor(place: TimelinePlace, cursor: TimelineCursor | null): boolean {
  return cursor === null || newestFirst(cursor, place) < 0;
}

/**
 * One page of the merged sources: the events after the cursor, in order, at most a page of them,
 * and the cursor of the next page when more remain. Each source gave at most a page and one more
 * after the cursor, so whatever the page does not show is still found by the next one.
 */
export function timelinePage<Event extends TimelinePlace>(
  events: readonly Event[],
  cursor: TimelineCursor | null,
): { events: Event[]; next: TimelineCursor | null } {
  const ordered = events.filter((event) => isAfterCursor(event, cursor)).sort(newestFirst);
  const shown = ordered.slice(0, timelinePageSize);
  const last = shown.at(-1);
  return { events: shown, next: ordered.length > timelinePageSize && last ? { at: last.at, key: last.key } : null };
}
