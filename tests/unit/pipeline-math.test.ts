import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { keptFiguresExpiry } from "~/admin/pipeline/kept-stats.server";
import {
  businessDaysBefore,
  conversion,
  funnelCounts,
  funnelGroupOf,
  lastWeekStarts,
  median,
  nextWeekStartAfter,
  statusBits,
  weekIndexOf,
  weekStartOf,
} from "~/admin/pipeline/pipeline-math";

const at = (iso: string) => Date.parse(iso);
const iso = (instant: number) => new Date(instant).toISOString();

describe("weeks start on Monday 00:00 in New York", () => {
  it("puts Sunday 23:30 New York time (already Monday in UTC) in the week before", () => {
    // Sunday 2026-11-15 23:30 EST is Monday 04:30 UTC.
    expect(iso(weekStartOf(at("2026-11-16T04:30:00Z")))).toBe("2026-11-09T05:00:00.000Z");
    // Monday 00:00 EST starts the new week.
    expect(iso(weekStartOf(at("2026-11-16T05:00:00Z")))).toBe("2026-11-16T05:00:00.000Z");
  });

  it("uses the daylight-saving offset of the Monday itself across the November change", () => {
    // Week of Monday 2026-10-26 (EDT, UTC-4); the clocks go back on Sunday 2026-11-01.
    expect(iso(weekStartOf(at("2026-11-01T12:00:00Z")))).toBe("2026-10-26T04:00:00.000Z");
    expect(iso(weekStartOf(at("2026-11-02T06:00:00Z")))).toBe("2026-11-02T05:00:00.000Z");
  });

  it("handles the March change and counts back whole weeks", () => {
    // Clocks go forward on Sunday 2026-03-08: its week began Monday 03-02 in EST, the next in EDT.
    expect(iso(weekStartOf(at("2026-03-08T20:00:00Z")))).toBe("2026-03-02T05:00:00.000Z");
    const starts = lastWeekStarts(at("2026-03-10T12:00:00Z"), 3).map(iso);
    expect(starts).toEqual(["2026-02-23T05:00:00.000Z", "2026-03-02T05:00:00.000Z", "2026-03-09T04:00:00.000Z"]);
  });

  it("finds the next week's start across a daylight-saving change", () => {
    // Sunday 2026-11-01 12:00 UTC is in the EDT week of 10-26; the next Monday is in EST.
    expect(iso(nextWeekStartAfter(at("2026-11-01T12:00:00Z")))).toBe("2026-11-02T05:00:00.000Z");
    expect(iso(nextWeekStartAfter(at("2026-11-02T05:00:00Z")))).toBe("2026-11-09T05:00:00.000Z");
  });

  it("lets kept Overview figures stand five minutes, never into the next week (its chart has moved on)", () => {
    expect(iso(keptFiguresExpiry(at("2026-11-18T12:00:00Z")))).toBe("2026-11-18T12:05:00.000Z");
    // Sunday 23:58 New York time: the week ends in two minutes.
    expect(iso(keptFiguresExpiry(at("2026-11-23T04:58:00Z")))).toBe("2026-11-23T05:00:00.000Z");
  });

  it("finds an instant's week among the starts, or -1 before the first", () => {
    const starts = lastWeekStarts(at("2026-11-18T12:00:00Z"), 12);
    expect(starts).toHaveLength(12);
    expect(weekIndexOf(at("2026-11-16T04:30:00Z"), starts)).toBe(10);
    expect(weekIndexOf(at("2026-11-16T05:00:00Z"), starts)).toBe(11);
    expect(weekIndexOf((starts[0] ?? 0) - 1, starts)).toBe(-1);
  });
});

describe("the status funnel", () => {
  it("counts a lead at every step up to the furthest it reached, and outcomes apart", () => {
    const counts = funnelCounts([
      { furthestStep: 0, wasDeclined: false, wasClosed: false, count: 5 },
      { furthestStep: 3, wasDeclined: false, wasClosed: false, count: 2 }, // accepted, steps skipped
      { furthestStep: 1, wasDeclined: true, wasClosed: false, count: 1 },
      { furthestStep: 0, wasDeclined: false, wasClosed: true, count: 4 },
    ]);
    expect(counts).toEqual({ new: 12, contacted: 3, in_review: 2, accepted: 2, declined: 1, closed: 4 });
  });

  it("gives no conversion from zero and zeros for no leads", () => {
    expect(funnelCounts([])).toEqual({ new: 0, contacted: 0, in_review: 0, accepted: 0, declined: 0, closed: 0 });
    expect(conversion(0, 0)).toBeNull();
    expect(conversion(4, 0)).toBe(0);
    expect(conversion(4, 1)).toBe(0.25);
  });
});

describe("the median", () => {
  it("takes the middle value of an odd count and the mean of the middle two of an even count", () => {
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNull();
  });
});

describe("business days (Monday to Friday, New York time)", () => {
  it("skips the weekend when counting back two business days", () => {
    // Tuesday 2026-11-17 10:00 EST: two business days back is Friday 11-13 10:00.
    expect(iso(businessDaysBefore(at("2026-11-17T15:00:00Z"), 2))).toBe("2026-11-13T15:00:00.000Z");
    // Wednesday 10:00 → Monday 10:00.
    expect(iso(businessDaysBefore(at("2026-11-18T15:00:00Z"), 2))).toBe("2026-11-16T15:00:00.000Z");
  });

  it("stands at Friday's midnight during a weekend", () => {
    // Sunday 2026-11-22 15:00 EST: the weekend counts nothing, so two days back from Saturday 00:00 is Thursday 00:00.
    expect(iso(businessDaysBefore(at("2026-11-22T20:00:00Z"), 2))).toBe("2026-11-19T05:00:00.000Z");
    expect(iso(businessDaysBefore(at("2026-11-21T12:00:00Z"), 0))).toBe("2026-11-21T05:00:00.000Z");
  });
});

describe("the funnel from what the period index holds", () => {
  it("reads the furthest step and the outcomes from the status now and the statuses ever held", () => {
    expect(funnelGroupOf("new", 0, 5)).toEqual({ furthestStep: 0, wasDeclined: false, wasClosed: false, count: 5 });
    // Accepted now: every step before it counts, even if nobody set them.
    expect(funnelGroupOf("accepted", 0, 1)).toEqual({ furthestStep: 3, wasDeclined: false, wasClosed: false, count: 1 });
    // Moved back to new after being in review and declined: the history still counts.
    expect(funnelGroupOf("new", statusBits.in_review | statusBits.declined, 2)).toEqual({ furthestStep: 2, wasDeclined: true, wasClosed: false, count: 2 });
    expect(funnelGroupOf("closed", statusBits.contacted, 1)).toEqual({ furthestStep: 1, wasDeclined: false, wasClosed: true, count: 1 });
  });

  it("uses the same bits as the trigger of migration 0010 that keeps reached_statuses", () => {
    const migration = readFileSync(new URL("../../db/migrations/0010_lead_reached_statuses.sql", import.meta.url), "utf8");
    const trigger = migration.slice(migration.indexOf("CREATE TRIGGER"));
    const backfill = migration.slice(0, migration.indexOf("CREATE TRIGGER"));
    for (const sql of [trigger, backfill]) {
      const bits = Object.fromEntries([...sql.matchAll(/WHEN '([a-z_]+)' THEN (\d+)/g)].map(([, status, bit]) => [status, Number(bit)]));
      expect(bits).toEqual(statusBits);
    }
  });
});
