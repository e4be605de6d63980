/**
 * The Overview pipeline's arithmetic, free of the database so unit tests can call it: weeks that
 * start on Monday 00:00 in New York (the organisation's time zone, daylight saving included), the
 * status funnel, the median and business days (docs/decisions/026-overview-pipeline.md).
 */
import { asUtc, newYorkInstant, newYorkWallTime, type WallTime } from "~/platform/time/new-york-time";
const dayMs = 86_400_000;

/** The wall time this many calendar days later (Date.UTC rolls months and years over). */
function plusDays(wall: WallTime, days: number): WallTime {
  const date = new Date(asUtc(wall) + days * dayMs);
  return { ...wall, year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** 0 Monday … 6 Sunday for a calendar day. */
const weekdayIndex = (wall: WallTime) => (new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay() + 6) % 7;

/** Monday 00:00 New York time of the week holding `instant`, as an instant. */
export function weekStartOf(instant: number): number {
  const wall = newYorkWallTime(instant);
  const monday = plusDays({ ...wall, hour: 0, minute: 0, second: 0 }, -weekdayIndex(wall));
  return newYorkInstant(monday);
}

/** Monday 00:00 New York time of the week after the one holding `instant`. */
export function nextWeekStartAfter(instant: number): number {
  return newYorkInstant(plusDays(newYorkWallTime(weekStartOf(instant)), 7));
}

/** The starts of the last `count` weeks, oldest first, the current week last. */
export function lastWeekStarts(now: number, count: number): number[] {
  const currentMonday = newYorkWallTime(weekStartOf(now));
  return Array.from({ length: count }, (_, index) => newYorkInstant(plusDays(currentMonday, -7 * (count - 1 - index))));
}

/** The starts (New York midnight on the 1st) of the last `count` calendar months, the current one last. */
export function lastMonthStarts(now: number, count: number): number[] {
  const wall = newYorkWallTime(now);
  return Array.from({ length: count }, (_, index) => {
    const months = wall.year * 12 + (wall.month - 1) - (count - 1 - index);
    return newYorkInstant({ year: Math.floor(months / 12), month: (months % 12) + 1, day: 1, hour: 0, minute: 0, second: 0 });
  });
}

/** Which of the weeks (by their starts, oldest first) an instant falls in, or -1 before the first. */
export function weekIndexOf(instant: number, weekStarts: readonly number[]): number {
  for (let index = weekStarts.length - 1; index >= 0; index -= 1) if (instant >= (weekStarts[index] ?? Infinity)) return index;
  return -1;
}

export const funnelSteps = ["new", "contacted", "in_review", "accepted"] as const;
export const funnelOutcomes = ["declined", "closed"] as const;
export type FunnelStage = (typeof funnelSteps)[number] | (typeof funnelOutcomes)[number];

/** Leads grouped by the furthest step they reached (0 new … 3 accepted) and whether they were ever declined or closed. */
export interface FunnelGroup {
  furthestStep: number;
  wasDeclined: boolean;
  wasClosed: boolean;
  count: number;
}

/**
 * One bit per working status, for `form_submissions.reached_statuses` (every status a lead was ever
 * moved to). The same numbers are written in the trigger of migration 0010; a unit test keeps them equal.
 */
export const statusBits = { new: 1, contacted: 2, in_review: 4, accepted: 8, declined: 16, closed: 32 } as const;

/**
 * A funnel group from what the index holds: the lead's status now and the bits of every status it
 * was moved to. The furthest step counts both; so do "was declined" and "was closed".
 */
export function funnelGroupOf(status: string, reached: number, count: number): FunnelGroup {
  const held = reached | (statusBits[status as keyof typeof statusBits] ?? 0);
  let furthestStep = 0;
  funnelSteps.forEach((step, rank) => {
    if (held & statusBits[step]) furthestStep = rank;
  });
  return { furthestStep, wasDeclined: Boolean(held & statusBits.declined), wasClosed: Boolean(held & statusBits.closed), count };
}

/**
 * How many leads reached each stage. A lead reached a step when it stands there or further now, or
 * was ever moved there or further: an accepted lead passed contacted and in review even if nobody
 * set them. Every lead reached "new". Declined and closed count every lead ever set so.
 */
export function funnelCounts(groups: readonly FunnelGroup[]): Record<FunnelStage, number> {
  const counts: Record<FunnelStage, number> = { new: 0, contacted: 0, in_review: 0, accepted: 0, declined: 0, closed: 0 };
  for (const group of groups) {
    funnelSteps.forEach((step, rank) => {
      if (group.furthestStep >= rank) counts[step] += group.count;
    });
    if (group.wasDeclined) counts.declined += group.count;
    if (group.wasClosed) counts.closed += group.count;
  }
  return counts;
}

/** The share of `from` that reached `to`, 0–1, or null when nothing could convert (no division by zero). */
export function conversion(from: number, to: number): number | null {
  return from > 0 ? to / from : null;
}

/** The median of some numbers, null for none (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
}

/**
 * The latest moment a lead could have arrived and already have waited `days` business days
 * (Monday–Friday, New York time) by `now`. A weekend counts as nothing: at the weekend the clock
 * stands at Friday's midnight; each step back skips Saturday and Sunday.
 */
export function businessDaysBefore(now: number, days: number): number {
  let wall = newYorkWallTime(now);
  if (weekdayIndex(wall) >= 5) wall = plusDays({ ...wall, hour: 0, minute: 0, second: 0 }, 5 - weekdayIndex(wall));
  let instant = newYorkInstant(wall);
  for (let step = 0; step < days; step += 1) {
    wall = plusDays(wall, -1);
    while (weekdayIndex(wall) >= 5) wall = plusDays(wall, -1);
    instant = newYorkInstant(wall);
  }
  return instant;
}
