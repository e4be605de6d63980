import { describe, expect, it } from "vitest";
import { pageRange } from "~/site/pagination";

describe("a pager's range", () => {
  it("is null with no rows, so no pager says 0–-1 of 0", () => {
    expect(pageRange(1, 25, 0, 0)).toBeNull();
    expect(pageRange(3, 25, 0, 0)).toBeNull();
  });

  it("counts from 1 on the first page and ends at the last row shown", () => {
    expect(pageRange(1, 25, 25, 60)).toEqual({ from: 1, to: 25, total: 60 });
    expect(pageRange(3, 25, 10, 60)).toEqual({ from: 51, to: 60, total: 60 });
    expect(pageRange(1, 25, 1, 1)).toEqual({ from: 1, to: 1, total: 1 });
  });
});
