/**
 * Rate limits count in fixed windows: a window is a whole multiple of its length since the epoch
 * (app/platform/rate-limit.server.ts), so every count starts again at 0 when the clock passes a
 * boundary. A browser test that needs all its attempts counted in one window calls this first (a
 * worker test needs not: its worker's limits count at one instant, docs/decisions/077).
 */

/** Waits for the next window to begin when the current one ends within `neededMs`; returns at once otherwise. */
export async function startWithinOneWindow(windowSeconds: number, neededMs: number): Promise<void> {
  const windowMs = windowSeconds * 1000;
  if (neededMs >= windowMs) throw new Error("a test cannot need more time than one window lasts");
  const left = windowMs - (Date.now() % windowMs);
  if (left < neededMs) await new Promise((resolve) => setTimeout(resolve, left + 100));
}
