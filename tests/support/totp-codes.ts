/** The codes an authenticator app shows, as a test types them: never one the account has used (a code is accepted once). */
import { timeStepAt, totpCode, totpParameters } from "~/auth/totp.server";

const periodMs = totpParameters.periodSeconds * 1000;

/**
 * A code for the earliest time step the server will still accept that is later than `lastStep`:
 * the step before (while it is accepted for at least 5 more seconds), this one, or the next. When
 * all three are used, waits for the clock to bring a fresh one (at most one period).
 */
export async function nextUsableCode(secret: string, lastStep: number): Promise<{ code: string; step: number }> {
  for (;;) {
    const now = Date.now();
    const current = timeStepAt(now);
    const leftInStepMs = periodMs - (now % periodMs);
    const earliest = leftInStepMs > 5_000 ? current - 1 : current;
    const step = Math.max(earliest, lastStep + 1);
    if (step <= current + 1 && !(step === current + 1 && leftInStepMs < 1_000)) return { code: await totpCode(secret, { step }), step };
    await new Promise((resolve) => setTimeout(resolve, leftInStepMs + 200));
  }
}
