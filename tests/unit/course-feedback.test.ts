/** The quarters of the course (docs/decisions/047): which a student has reached, by screens done of all screens. */
import { describe, expect, it } from "vitest";
import { quartersReached } from "~/school/course-feedback.server";

describe("the quarters reached", () => {
  it("counts a quarter from the screen that reaches it, never before", () => {
    expect(quartersReached(0, 120)).toEqual([]);
    expect(quartersReached(29, 120)).toEqual([]);
    expect(quartersReached(30, 120)).toEqual([25]);
    expect(quartersReached(59, 120)).toEqual([25]);
    expect(quartersReached(60, 120)).toEqual([25, 50]);
    expect(quartersReached(90, 120)).toEqual([25, 50, 75]);
    expect(quartersReached(119, 120)).toEqual([25, 50, 75]);
    expect(quartersReached(120, 120)).toEqual([25, 50, 75, 100]);
  });

  it("works for a course whose screens do not divide by four, and for none", () => {
    // 7 screens: 25 % is 1.75 screens, so the 2nd reaches it; 100 % only the 7th.
    expect([1, 2, 3, 4, 5, 6, 7].map((done) => quartersReached(done, 7).at(-1) ?? 0)).toEqual([0, 25, 25, 50, 50, 75, 100]);
    expect(quartersReached(0, 0)).toEqual([]);
  });
});
