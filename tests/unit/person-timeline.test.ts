import { describe, expect, it } from "vitest";
import { newestFirst, parseTimelineCursor, timelineCursorValue, timelinePage, timelinePageSize, type TimelineCursor } from "~/admin/person-timeline";

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 12, minute)).toISOString();

describe("the person page's timeline order", () => {
  it("puts the newest first, and at the same instant the greater key first", () => {
    const events = [
      { at: at(1), key: "l.a" },
      { at: at(3), key: "e.b" },
      { at: at(3), key: "s.a" },
      { at: at(2), key: "n.z" },
    ];
    expect([...events].sort(newestFirst).map((event) => event.key)).toEqual(["s.a", "e.b", "n.z", "l.a"]);
  });

  it("reads back the cursor it writes, and reads anything else as the newest page", () => {
    const place = { at: "2026-11-27T22:53:01.123Z", key: "s.5eed0001-0000-4000-8000-000000000001" };
    expect(parseTimelineCursor(timelineCursorValue(place))).toEqual(place);
    for (const value of [
      null,
      "",
      "garbage",
      "2026-11-27_s.1",
      "2026-11-27T22:53:01.123Z_S.1",
      `2026-11-27T22:53:01.123Z_s.${"1".repeat(65)}`,
      "2026-11-27T22:53:01.123Z_s.a@b.com",
    ]) {
      expect(parseTimelineCursor(value), String(value)).toBeNull();
    }
  });

  it("pages every event once: a page, then the events after its last one, in order", () => {
    // Three sources, many events at the same instants.
    const all = Array.from({ length: 450 }, (_, index) => ({ at: at(index % 7), key: `${["s", "n", "a"][index % 3]}.${String(index).padStart(4, "0")}` }));
    const seen: string[] = [];
    let cursor: TimelineCursor | null = null;
    for (let page = 0; page < 5; page += 1) {
      const result: ReturnType<typeof timelinePage<(typeof all)[number]>> = timelinePage(all, cursor);
      seen.push(...result.events.map((event) => event.key));
      expect(result.events.length).toBeLessThanOrEqual(timelinePageSize);
      if (!result.next) break;
      cursor = result.next;
    }
    expect(seen).toEqual([...all].sort(newestFirst).map((event) => event.key));
  });
});
