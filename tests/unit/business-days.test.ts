/**
 * Business time in New York (app/platform/time/business-days.ts): the two-business-day rule for the
 * students' questions across weekends, New York's midnight (not UTC's) and both DST changes.
 */
import { describe, expect, it } from "vitest";
import { businessDaysBetween, businessDeadline, businessTimeBetween, isOverdue } from "~/platform/time/business-days";

const at = (iso: string) => Date.parse(iso);
const hour = 60 * 60 * 1000;

describe("businessDeadline (two business days)", () => {
  it("asked on a Monday afternoon: Wednesday at the same New York time", () => {
    // 2026-11-23 is a Monday; New York is on EST (UTC−5).
    expect(new Date(businessDeadline(at("2026-11-23T20:00:00Z"))).toISOString()).toBe("2026-11-25T20:00:00.000Z");
  });

  it("asked on a Friday afternoon: the weekend does not count, Tuesday at the same time", () => {
    expect(new Date(businessDeadline(at("2026-11-20T20:00:00Z"))).toISOString()).toBe("2026-11-24T20:00:00.000Z");
  });

  it("asked at the weekend: the count starts on Monday at New York's midnight, so the end of Tuesday", () => {
    expect(new Date(businessDeadline(at("2026-11-21T17:00:00Z"))).toISOString()).toBe("2026-11-25T05:00:00.000Z");
    expect(new Date(businessDeadline(at("2026-11-22T23:59:59Z"))).toISOString()).toBe("2026-11-25T05:00:00.000Z");
  });

  it("uses New York's day, not UTC's: Friday 22:00 in New York is already Saturday in UTC, yet its two hours count", () => {
    expect(new Date(businessDeadline(at("2026-11-21T03:00:00Z"))).toISOString()).toBe("2026-11-25T03:00:00.000Z");
  });

  it("at the midnight edges: the last second of Friday counts one second, the first of Saturday none", () => {
    expect(new Date(businessDeadline(at("2026-11-21T04:59:59Z"))).toISOString()).toBe("2026-11-25T04:59:59.000Z");
    expect(new Date(businessDeadline(at("2026-11-21T05:00:00Z"))).toISOString()).toBe("2026-11-25T05:00:00.000Z");
    // Monday at midnight exactly: two whole days, the end of Tuesday.
    expect(new Date(businessDeadline(at("2026-11-23T05:00:00Z"))).toISOString()).toBe("2026-11-25T05:00:00.000Z");
  });

  it("across the spring DST change (Sunday 8 March 2026): the same New York wall time, an hour earlier in UTC", () => {
    expect(new Date(businessDeadline(at("2026-03-06T17:00:00Z"))).toISOString()).toBe("2026-03-10T16:00:00.000Z");
  });

  it("across the autumn DST change (Sunday 1 November 2026): the same New York wall time, an hour later in UTC", () => {
    expect(new Date(businessDeadline(at("2026-10-30T16:00:00Z"))).toISOString()).toBe("2026-11-03T17:00:00.000Z");
  });
});

describe("isOverdue", () => {
  const asked = at("2026-11-20T20:00:00Z"); // Friday 15:00 in New York

  it("is not overdue at the deadline itself, and is one second after", () => {
    expect(isOverdue(asked, at("2026-11-24T20:00:00Z"))).toBe(false);
    expect(isOverdue(asked, at("2026-11-24T20:00:01Z"))).toBe(true);
  });

  it("is not overdue after a whole weekend of waiting (four calendar days less a second)", () => {
    expect(isOverdue(asked, asked + 4 * 24 * hour - 1000)).toBe(false);
  });

  it("counts other spans of business days when asked to", () => {
    expect(isOverdue(asked, at("2026-11-23T19:59:59Z"), 1)).toBe(false);
    expect(isOverdue(asked, at("2026-11-23T20:00:01Z"), 1)).toBe(true);
  });
});

describe("businessTimeBetween and businessDaysBetween", () => {
  it("a week from Friday noon to Friday noon is five business days; a weekend is none", () => {
    expect(businessDaysBetween(at("2026-11-20T17:00:00Z"), at("2026-11-27T17:00:00Z"))).toBe(5);
    expect(businessTimeBetween(at("2026-11-21T05:00:00Z"), at("2026-11-23T05:00:00Z"))).toBe(0);
  });

  it("counts partial days in hours, and nothing when the end is not after the start", () => {
    expect(businessTimeBetween(at("2026-11-23T14:00:00Z"), at("2026-11-23T17:30:00Z"))).toBe(3.5 * hour);
    expect(businessTimeBetween(at("2026-11-23T17:30:00Z"), at("2026-11-23T14:00:00Z"))).toBe(0);
    // Friday 23:00 to Monday 01:00 in New York: one hour on each side of the weekend.
    expect(businessTimeBetween(at("2026-11-21T04:00:00Z"), at("2026-11-23T06:00:00Z"))).toBe(2 * hour);
  });

  it("a business day across a DST weekend still lasts 24 hours of business time", () => {
    expect(businessDaysBetween(at("2026-03-06T17:00:00Z"), at("2026-03-09T16:00:00Z"))).toBe(1);
    expect(businessTimeBetween(at("2026-03-06T17:00:00Z"), at("2026-03-09T16:00:00Z"))).toBe(24 * hour);
  });
});
