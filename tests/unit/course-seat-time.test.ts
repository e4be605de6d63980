import { describe, expect, it } from "vitest";
import {
  attemptKey,
  creditExamTime,
  creditSeatTime,
  screenKey,
  seatTimeRules,
  secondsStillNeeded,
  type ExamEvent,
  type SeatClock,
  type SeatCredit,
  type SeatEvent,
} from "~/course/seat-time";

const screen = screenKey("m1-01-what-insurance-is", 2);
const otherScreen = screenKey("m1-01-what-insurance-is", 3);
const second = 1000;

/** Plays events (seconds after a start, event, screen) from an empty clock; returns the seconds credited to `screen`. */
function play(events: Array<[number, SeatEvent, string?]>) {
  let clock: SeatClock | null = null;
  let credited = 0;
  for (const [atSeconds, event, key = screen] of events) {
    const result = creditSeatTime(clock, event, key, atSeconds * second);
    if (result.screenKey === screen) credited += result.seconds;
    clock = result.clock;
  }
  return credited;
}

describe("seat time with JavaScript: ticks while visible and active", () => {
  it("credits the real time between ticks", () => {
    expect(
      play([
        [0, "view"],
        [30, "tick"],
        [60, "tick"],
        [90, "tick"],
      ]),
    ).toBe(90);
  });

  it("never credits a tick more than the tick cap, however late it comes", () => {
    expect(
      play([
        [0, "view"],
        [600, "tick"],
      ]),
    ).toBe(seatTimeRules.tickCapSeconds);
  });

  it("credits nothing while the tab is hidden: pause stops the clock, the next tick only restarts it", () => {
    // Visible 0–30 s, hidden 30–330 s, visible again 330–360 s.
    expect(
      play([
        [0, "view"],
        [30, "pause"],
        [330, "tick"],
        [360, "tick"],
      ]),
    ).toBe(60);
  });

  it("credits nothing while idle: the browser pauses after five minutes without activity", () => {
    expect(
      play([
        [0, "view"],
        [30, "tick"],
        [330, "pause"],
        [1200, "tick"],
        [1230, "tick"],
      ]),
    ).toBe(30 + seatTimeRules.tickCapSeconds + 30);
  });

  it("gives a script sending ticks faster than the interval no more than real time", () => {
    const flood: Array<[number, SeatEvent]> = [[0, "view"]];
    for (let tenth = 1; tenth <= 600; tenth += 1) flood.push([tenth / 10, "tick"]);
    expect(play(flood)).toBe(60);
  });

  it("gives two tabs (or replayed ticks at the same instant) one credit, not two", () => {
    expect(
      play([
        [0, "view"],
        [30, "tick"],
        [30, "tick"],
        [30, "tick"],
      ]),
    ).toBe(30);
  });

  it("credits nothing to a screen that is not the one on the clock", () => {
    expect(
      play([
        [0, "view", otherScreen],
        [30, "tick", screen],
        [60, "tick", screen],
      ]),
    ).toBe(30);
  });

  it("keeps fractions of a second, so uneven ticks add up to real time", () => {
    const uneven: Array<[number, SeatEvent]> = [[0, "view"]];
    for (let tick = 1; tick <= 40; tick += 1) uneven.push([tick * 1.5, "tick"]);
    expect(play(uneven)).toBe(60);
  });
});

describe("seat time without JavaScript: the time between screen posts", () => {
  it("credits the time from the screen's view to its Next post", () => {
    expect(
      play([
        [0, "view"],
        [140, "advance"],
      ]),
    ).toBe(140);
  });

  it("caps a post at the idle limit", () => {
    expect(
      play([
        [0, "view"],
        [3600, "advance"],
      ]),
    ).toBe(seatTimeRules.idleSeconds);
  });

  it("credits repeated Next posts only the real time between them, and a replay after moving on nothing", () => {
    // Sent back to read longer: 140 s, then 60 s more, then 300 s more.
    expect(
      play([
        [0, "view"],
        [140, "advance"],
        [200, "advance"],
        [500, "advance"],
      ]),
    ).toBe(500);
    // The same post replayed at once gains nothing; after the next screen is shown, the old screen's post gains nothing.
    expect(
      play([
        [0, "view"],
        [140, "advance"],
        [140, "advance"],
        [150, "view", otherScreen],
        [400, "advance"],
      ]),
    ).toBe(140);
  });

  it("starts the clock on a screen reached without a post (a bookmark): its first Next credits nothing, the next one the time between", () => {
    expect(
      play([
        [0, "view", otherScreen],
        [100, "advance"],
        [250, "advance"],
      ]),
    ).toBe(150);
  });

  it("caps a post after a long absence at the idle limit, and starts again from the post", () => {
    expect(
      play([
        [0, "view"],
        [3600, "advance"],
        [3660, "advance"],
      ]),
    ).toBe(seatTimeRules.idleSeconds + 60);
  });

  it("credits a post after ticks only the time since the last tick", () => {
    expect(
      play([
        [0, "view"],
        [30, "tick"],
        [60, "tick"],
        [75, "advance"],
      ]),
    ).toBe(75);
  });

  it("restarts the clock when the screen is shown again (a reload is not study time gained)", () => {
    expect(
      play([
        [0, "view"],
        [100, "view"],
        [150, "advance"],
      ]),
    ).toBe(50);
  });
});

describe("one clock for study and exams (docs/decisions/073)", () => {
  const exam = attemptKey("attempt-1");
  const otherExam = attemptKey("attempt-2");
  type Step = [number, "screen", SeatEvent, string] | [number, "exam", ExamEvent, string, number | null];

  /** Plays screen and attempt events on one clock; returns the seconds credited to each activity. */
  function playBoth(steps: Step[]) {
    let clock: SeatClock | null = null;
    const credited = new Map<string, number>();
    for (const step of steps) {
      const result: SeatCredit =
        step[1] === "screen" ? creditSeatTime(clock, step[2], step[3], step[0] * second) : creditExamTime(clock, step[3], step[2], step[0] * second, step[4]);
      if (result.screenKey) credited.set(result.screenKey, (credited.get(result.screenKey) ?? 0) + result.seconds);
      clock = result.clock;
    }
    return Object.fromEntries(credited);
  }

  it("credits an attempt the time between its posts, up to its deadline, and stops at its submission", () => {
    const deadline = 100 * second;
    expect(
      playBoth([
        [0, "exam", "work", exam, deadline],
        [40, "exam", "work", exam, deadline],
        [250, "exam", "submit", exam, deadline],
        [300, "exam", "work", exam, deadline],
      ]),
    ).toEqual({ [exam]: 100 });
  });

  it("caps a stretch of an attempt without a deadline (a quiz) at the idle limit", () => {
    expect(
      playBoth([
        [0, "exam", "work", exam, null],
        [3600, "exam", "submit", exam, null],
      ]),
    ).toEqual({ [exam]: seatTimeRules.idleSeconds });
  });

  it("credits nothing for the switch between a screen and an attempt, or between two attempts", () => {
    const steps: Step[] = [
      [0, "screen", "view", screen],
      [30, "exam", "work", exam, null],
      [40, "exam", "work", otherExam, null],
      [50, "exam", "work", exam, null],
      [60, "screen", "tick", screen],
      [90, "screen", "tick", screen],
      [100, "exam", "submit", exam, null],
    ];
    // Only the stretches that began and ended on the same activity: nothing is counted twice.
    expect(playBoth(steps)).toEqual({ [screen]: 30 });
  });

  it("leaves the clock alone when a tab whose screen is not timed pauses", () => {
    expect(
      playBoth([
        [0, "exam", "work", exam, null],
        [20, "screen", "pause", otherScreen],
        [50, "exam", "work", exam, null],
      ]),
    ).toEqual({ [exam]: 50 });
  });
});

describe("a screen's minimum", () => {
  it("says how many seconds are still needed", () => {
    expect(secondsStillNeeded(45, 120)).toBe(75);
    expect(secondsStillNeeded(120, 120)).toBe(0);
    expect(secondsStillNeeded(500, 120)).toBe(0);
  });
});
