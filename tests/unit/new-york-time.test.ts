import { describe, expect, it } from "vitest";
import { newYorkDayEnd, newYorkDayStart } from "~/platform/time/new-york-time";

describe("a day an admin types means that day in New York, daylight saving included", () => {
  it("starts at midnight Eastern Standard Time in winter (UTC−5)", () => {
    expect(newYorkDayStart("2026-01-15")).toBe("2026-01-15T05:00:00.000Z");
    expect(newYorkDayEnd("2026-01-15")).toBe("2026-01-16T04:59:59.000Z");
  });

  it("starts at midnight Eastern Daylight Time in summer (UTC−4), where a fixed −05:00 was an hour late", () => {
    expect(newYorkDayStart("2026-07-01")).toBe("2026-07-01T04:00:00.000Z");
    expect(newYorkDayEnd("2026-07-01")).toBe("2026-07-02T03:59:59.000Z");
  });

  it("spans the days the clocks change: 23 hours in March, 25 in November", () => {
    const hours = (day: string) => (Date.parse(newYorkDayEnd(day)) + 1000 - Date.parse(newYorkDayStart(day))) / 3_600_000;
    expect(hours("2026-03-08")).toBe(23);
    expect(hours("2026-11-01")).toBe(25);
    expect(hours("2026-11-02")).toBe(24);
  });
});
