/**
 * Seat time: how long a student is credited for studying a screen. The server is the clock
 * (docs/decisions/041-seat-time-on-the-server-clock.md): every credit is the time elapsed between
 * two of the server's own timestamps for the same enrolment, so no client — two tabs, a script, a
 * replayed post — can be credited faster than real time. Pure: the caller stores the clock.
 *
 * One clock per enrolment says which screen is being timed and since when (`since`, null when
 * paused). Events:
 * - `view`: the student is sent to a screen (the "Next" or "Continue" post, never a GET): the clock
 *   moves to it, credit 0.
 * - `tick`: with JavaScript, every `tickSeconds` while the tab is visible and the student active;
 *   credits the time since the last event, at most `tickCapSeconds`. A tick on a paused clock
 *   resumes it (credit 0).
 * - `pause`: with JavaScript, when the tab is hidden or the student idle; credits like a tick, then pauses.
 * - `advance`: the "Next" post, with or without JavaScript: credits the time since the last event,
 *   at most the idle limit (without JavaScript this is the only credit a screen gets). The clock
 *   keeps running on the screen: a student sent back to read longer is credited from there.
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
  /** The screen credited (the clock's screen before the event). */
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

/** Seconds still needed on a screen before the student may go on (0 when the minimum is met). */
export function secondsStillNeeded(credited: number, minimumSeconds: number): number {
  return Math.max(0, minimumSeconds - credited);
}
