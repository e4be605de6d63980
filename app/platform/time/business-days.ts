/**
 * Business time in New York, for the rule that a student's question is answered within two
 * business days. A business day is a New York calendar day from Monday to Friday, midnight to
 * midnight. US holidays count as business days: the overdue mark is a warning to the staff, and
 * counting a holiday marks a question early, never late (docs/school.md, "Questions").
 * Pure: no clock, no database; instants are milliseconds since the epoch.
 */
import { asUtc, newYorkInstant, newYorkWallTime, type WallTime } from "~/platform/time/new-york-time";

const dayMs = 24 * 60 * 60 * 1000;

/** How many business days a question may wait for its answer. */
const answerWithinBusinessDays = 2;

/** A New York wall time as milliseconds on a clock where every day lasts 24 hours (DST left out). */
const wallMs = (instant: number) => asUtc(newYorkWallTime(instant));

function wallTimeOf(wall: number): WallTime {
  const date = new Date(wall);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
  };
}

/** Whether the wall-clock day that `wall` falls in is Monday to Friday. */
const isWeekday = (wall: number) => {
  const weekday = new Date(wall).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

/** Milliseconds of business time between two instants (zero when `to` is not after `from`). */
export function businessTimeBetween(from: number, to: number): number {
  const start = wallMs(from);
  const end = wallMs(to);
  let total = 0;
  for (let dayStart = start - (start % dayMs); dayStart < end; dayStart += dayMs) {
    if (!isWeekday(dayStart)) continue;
    total += Math.max(0, Math.min(end, dayStart + dayMs) - Math.max(start, dayStart));
  }
  return total;
}

/** Whole business days between two instants (a day counts once all 24 of its hours have passed). */
export function businessDaysBetween(from: number, to: number): number {
  return Math.floor(businessTimeBetween(from, to) / dayMs);
}

/**
 * The instant by which something started at `from` has had `days` business days: asked on a
 * Monday at 15:00, Wednesday at 15:00; on a Friday at 15:00, Tuesday at 15:00; on a Saturday,
 * the end of Tuesday (the count starts on Monday at midnight).
 */
export function businessDeadline(from: number, days: number = answerWithinBusinessDays): number {
  let remaining = days * dayMs;
  let cursor = wallMs(from);
  for (;;) {
    const dayStart = cursor - (cursor % dayMs);
    const dayEnd = dayStart + dayMs;
    if (isWeekday(dayStart)) {
      if (remaining <= dayEnd - cursor) return newYorkInstant(wallTimeOf(cursor + remaining));
      remaining -= dayEnd - cursor;
    }
    cursor = dayEnd;
  }
}

/** Whether something started at `from` is older than `days` business days at `now`. */
export function isOverdue(from: number, now: number, days: number = answerWithinBusinessDays): boolean {
  return now > businessDeadline(from, days);
}
