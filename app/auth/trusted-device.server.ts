/**
 * Device cookies (docs/decisions/034): a browser that proved it is an account's owner's (a right
 * password, or a link from the address's inbox) is given a signed, HttpOnly cookie naming that
 * account and a random device id. The login throttle then counts that browser's attempts at that
 * account on the device's own counter, never on the account-wide guard, so strangers' failures
 * cannot refuse it. Nothing is stored server-side: the signature is the proof, and an entry ends
 * after `trustedForMs`.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { signedCookie } from "~/http/signed-cookies.server";
import { randomToken } from "~/platform/tokens";

const deviceCookieName = "trusted_device";
const trustedForMs = 180 * 24 * 60 * 60 * 1000;
/** A shared computer may be trusted for a few people's accounts; the newest are kept. */
const maxAccountsPerBrowser = 5;

const entrySchema = z.object({ account: z.string().regex(/^[0-9a-f]{24}$/), device: z.string().regex(/^[A-Za-z0-9_-]{43}$/), since: z.number().int() });
const entriesSchema = z.array(entrySchema).max(maxAccountsPerBrowser);
type TrustedEntry = z.infer<typeof entrySchema>;

function deviceCookie(request: Request, context: AppLoadContext) {
  return signedCookie(request, context.env, deviceCookieName, trustedForMs / 1000);
}

/** The cookie's entries that are well formed and not yet ended; [] for anything else. */
async function trustedEntries(request: Request, context: AppLoadContext, now: number): Promise<TrustedEntry[]> {
  const value: unknown = await deviceCookie(request, context).parse(request.headers.get("Cookie"));
  const parsed = entriesSchema.safeParse(value);
  if (!parsed.success) return [];
  return parsed.data.filter((entry) => entry.since <= now && now - entry.since < trustedForMs);
}

/** The device id this browser was trusted with for `account` (a throttle key), or null. */
export async function trustedDeviceFor(request: Request, context: AppLoadContext, account: string, now = Date.now()): Promise<string | null> {
  return (await trustedEntries(request, context, now)).find((entry) => entry.account === account)?.device ?? null;
}

/** The Set-Cookie that trusts this browser for `account` with a new device id (a fresh counter). */
export async function trustDevice(request: Request, context: AppLoadContext, account: string, now = Date.now()): Promise<string> {
  const others = (await trustedEntries(request, context, now)).filter((entry) => entry.account !== account);
  const entries = [...others, { account, device: randomToken(), since: now }].slice(-maxAccountsPerBrowser);
  return deviceCookie(request, context).serialize(entries);
}
