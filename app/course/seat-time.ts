/**
 * Seat time and exam time: how long a student is credited for studying a screen or sitting an
 * attempt. The server is the clock (docs/decisions/041-seat-time-on-the-server-clock.md): every
 * credit is the time elapsed between two of the server's own timestamps for the same enrolment, so
 * no client — two tabs, a script, a replayed post — can be credited faster than real time. Pure:
 * the caller stores the clock.
 *
 * One clock per enrolment says which activity is being timed — one screen, or one exam or quiz
 * attempt — and since when (`since`, null when paused). An event on another activity moves the
 * clock there and credits nothing, so the student's study and exam time together never exceed the
 * time that passed (docs/decisions/073-one-clock-for-study-and-exams.md). Screen events:
 * - `view`: the student is sent to a screen (the "Next" or "Continue" post, never a GET): the clock
 *   moves to it, credit 0.
 * - `tick`: with JavaScript, every `tickSeconds` while the tab is visible and the student active;
 *   credits the time since the last event, at most `tickCapSeconds`. A tick on a paused clock
 *   resumes it (credit 0).
 * - `pause`: with JavaScript, when the tab is hidden or the student idle; credits like a tick, then pauses.
 * - `advance`: the "Next" post, with or without JavaScript: credits the time since the last event,
 *   at most the idle limit (without JavaScript this is the only credit a screen gets). The clock
 *   keeps running on the screen: a student sent back to read longer is credited from there.
 * Attempt events (`creditExamTime`): every post on an attempt (starting or resuming it, an answer,
 * moving between questions) credits the time since the last one, and its submission stops the clock.
 */

export const seatTimeRules = {
  /** The browser sends a tick this often while the student studies. */
  tickSeconds: 30,
  /** A tick or pause credits at most this much: a late or replayed tick gains nothing beyond it. */
  tickCapSeconds: 45,
  /** Five minutes without a sign of activity is idle: no stretch longer than this is ever credited. */
  idleSeconds: 300,
} as const;

export type SeatClock = { screenKey: string; since: number | null };
export type SeatEvent = "view" | "tick" | "pause" | "advance";

export type SeatCredit = {
  /** Whole seconds credited to `screenKey` by this event. */
  seconds: number;
  /** The activity credited (the clock's activity before the event): a screen key or an attempt key. */
  screenKey: string | null;
  clock: SeatClock;
};

/** The key of one screen of one lesson: what the clock times. */
export function screenKey(lessonId: string, screen: number): string {
  return `${lessonId}#${screen}`;
}

/**
 * The credit for `event` on `eventScreen` at `now` (milliseconds, the server's clock), given the
 * enrolment's clock before it (null when it has none yet), and the clock after it.
 */
export function creditSeatTime(clock: SeatClock | null, event: SeatEvent, eventScreen: string, now: number): SeatCredit {
  if (event === "view") return { seconds: 0, screenKey: null, clock: { screenKey: eventScreen, since: now } };
  // A pause from a tab whose screen is not being timed (hidden while the student works elsewhere) changes nothing.
  if (event === "pause" && clock !== null && clock.screenKey !== eventScreen) return { seconds: 0, screenKey: null, clock };

  const timing = clock !== null && clock.screenKey === eventScreen && clock.since !== null;
  if (!timing) {
    // Another screen is being timed, or the clock is paused: nothing to credit. A tick or an advance
    // starts the clock on this screen (the student is here now); a pause leaves it paused.
    const since = event === "pause" ? null : now;
    return { seconds: 0, screenKey: null, clock: { screenKey: eventScreen, since } };
  }

  const elapsedSeconds = Math.max(0, Math.floor((now - (clock.since as number)) / 1000));
  const cap = event === "advance" ? seatTimeRules.idleSeconds : seatTimeRules.tickCapSeconds;
  const seconds = Math.min(elapsedSeconds, cap);
  // Keep the fraction of a second not yet credited, so that many ticks never add up to less than real time.
  const creditedUntil = (clock.since as number) + seconds * 1000;
  const since = event === "pause" ? null : elapsedSeconds > cap ? now : creditedUntil;
  return { seconds, screenKey: eventScreen, clock: { screenKey: eventScreen, since } };
}

/** The clock's key while an attempt is timed: a screen key always holds '#', an attempt key never does. */
export function attemptKey(attemptId: string): string {
  return `attempt:${attemptId}`;
}

export type ExamEvent = "work" | "submit";

/**
 * The credit for a post on an attempt at `now`: `work` (starting or resuming it, an answer, moving
 * between questions) or `submit`. On an attempt the clock is on, it credits the time since the last
 * event, up to the attempt's deadline (a timed exam's limit bounds each stretch); an attempt without
 * a deadline (a lesson's quiz) is credited at most the idle limit per stretch, as a screen is. On
 * any other activity, or a paused clock, it moves the clock to the attempt and credits nothing.
 * `submit` stops the clock.
 */
export function creditExamTime(clock: SeatClock | null, key: string, event: ExamEvent, now: number, deadlineMs: number | null): SeatCredit {
  const timing = clock !== null && clock.screenKey === key && clock.since !== null;
  if (!timing) return { seconds: 0, screenKey: null, clock: { screenKey: key, since: event === "submit" ? null : now } };
  const since = clock.since as number;
  const until = deadlineMs === null ? now : Math.min(now, deadlineMs);
  const elapsedSeconds = Math.max(0, Math.floor((until - since) / 1000));
  const seconds = deadlineMs === null ? Math.min(elapsedSeconds, seatTimeRules.idleSeconds) : elapsedSeconds;
  // As for a screen, the fraction of a second not yet credited is kept while the stretch is whole.
  const isWhole = seconds === elapsedSeconds && until === now;
  const next = event === "submit" ? null : isWhole ? since + seconds * 1000 : now;
  return { seconds, screenKey: key, clock: { screenKey: key, since: next } };
}

/** Seconds still needed on a screen before the student may go on (0 when the minimum is met). */
export function secondsStillNeeded(credited: number, minimumSeconds: number): number {
  return Math.max(0, minimumSeconds - credited);
}

/** A screen's minimum seat time, computed by the build from what the screen holds (docs/decisions/089). */
export function screenMinimum(lesson: { id: string; minimumSeconds: readonly number[] }, screen: number): number {
  const minimum = lesson.minimumSeconds[screen];
  if (minimum === undefined) throw new Error(`lesson ${lesson.id} has no screen ${screen + 1}`);
  return minimum;
}
