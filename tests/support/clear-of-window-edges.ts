import { beforeEach } from "vitest";

/**
 * Rate limits count in fixed windows that all end on five-minute marks (their lengths are
 * multiples of five minutes: `WindowSeconds` in app/platform/rate-limit.server.ts). A test that
 * counts to a limit across such a mark would see the count start again and fail by chance, so no
 * browser test starts in the 30 s before one: it waits for the mark to pass. (The worker layer
 * needs no such wait: a test worker's limits count at one instant, docs/decisions/077.) The longest test that counts
 * takes about 15 s on a busy 2-core machine; the wait costs a run a few seconds per mark it meets.
 */
const markEveryMs = 5 * 60_000;
const clearanceMs = 30_000;

beforeEach(async () => {
  const untilMark = markEveryMs - (Date.now() % markEveryMs);
  if (untilMark < clearanceMs) await new Promise((resolve) => setTimeout(resolve, untilMark + 250));
});
