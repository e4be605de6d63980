/**
 * Wall-clock time in New York, the organisation's time zone, daylight saving included: what its
 * clock shows at an instant, and the instant it shows a given time. Dates an admin types (a day)
 * mean that day in New York.
 */
const zone = "America/New_York";

const wallClock = new Intl.DateTimeFormat("en-US", {
  timeZone: zone,
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
});

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** What a New York clock shows at an instant. */
export function newYorkWallTime(instant: number): WallTime {
  const parts = wallClock.formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((candidate) => candidate.type === type)?.value ?? 0);
  return { year: part("year"), month: part("month"), day: part("day"), hour: part("hour"), minute: part("minute"), second: part("second") };
}

export const asUtc = (wall: WallTime) => Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);

/** The instant a New York clock shows this wall time (twice corrected: the offset differs across a DST change). */
export function newYorkInstant(wall: WallTime): number {
  const target = asUtc(wall);
  let instant = target;
  for (let pass = 0; pass < 2; pass += 1) instant += target - asUtc(newYorkWallTime(instant));
  return instant;
}

const newYorkDay = new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" });

/** Today's date (YYYY-MM-DD) in New York. */
export function newYorkToday(now: Date = new Date()): string {
  const parts = Object.fromEntries(newYorkDay.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** A calendar day as the zod schemas give it ("2026-03-08"), at a time of that day. */
function dayAt(day: string, hour: number, minute: number, second: number): WallTime {
  const [year = 0, month = 0, date = 0] = day.split("-").map(Number);
  return { year, month, day: date, hour, minute, second };
}

/** The first instant of a calendar day in New York, as an ISO string. */
export function newYorkDayStart(day: string): string {
  return new Date(newYorkInstant(dayAt(day, 0, 0, 0))).toISOString();
}

/** The last second of a calendar day in New York, as an ISO string. */
export function newYorkDayEnd(day: string): string {
  return new Date(newYorkInstant(dayAt(day, 23, 59, 59))).toISOString();
}

/**
 * A formatter of stored instants (ISO strings) as New York wall time, "YYYY-MM-DD HH:MM:SS", which
 * spreadsheets read as a date-time; "" for none or garbage. New York's offset changes only on the
 * hour, so it is looked up once per UTC hour and kept by the formatter: thousands of rows cost a
 * few `Intl` calls, not one each.
 */
export function newYorkDateTimeFormatter(): (value: string | null) => string {
  const hourMs = 3_600_000;
  const offsets = new Map<number, number>();
  return (value) => {
    if (!value) return "";
    const instant = Date.parse(value);
    if (Number.isNaN(instant)) return "";
    const hour = Math.floor(instant / hourMs);
    let offset = offsets.get(hour);
    if (offset === undefined) {
      offset = asUtc(newYorkWallTime(hour * hourMs)) - hour * hourMs;
      offsets.set(hour, offset);
    }
    return new Date(instant + offset).toISOString().slice(0, 19).replace("T", " ");
  };
}
