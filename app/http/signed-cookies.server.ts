/**
 * Cookies signed with the session secret (docs/decisions/039), other than the session's own. Each
 * has the same attributes: Path=/, HttpOnly, SameSite=Lax, Secure over HTTPS, and a Max-Age.
 * A short-lived one (the toast, the application's hand-over) also carries its end inside the signed
 * value, so a copy kept past its Max-Age is refused by the server, not only dropped by the browser,
 * and it is read once: reading it answers the Set-Cookie that removes it.
 */
import type { Cookie } from "@remix-run/cloudflare";
import { createCookieSafely, expiredCookie, hasCookie } from "./cookies";

interface SigningEnv {
  SESSION_SECRET: string;
}

const isHttps = (request: Request) => new URL(request.url).protocol === "https:";

/** A signed cookie of ours, kept `maxAgeSeconds` by the browser. */
export function signedCookie(request: Request, env: SigningEnv, name: string, maxAgeSeconds: number): Cookie {
  return createCookieSafely(name, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: isHttps(request),
    secrets: [env.SESSION_SECRET],
    maxAge: maxAgeSeconds,
  });
}

/** What a short-lived cookie signs: the value and the moment it ends (ms since the epoch). */
interface Sealed {
  value: unknown;
  expiresAt: number;
}

function isSealed(stored: unknown): stored is Sealed {
  if (!stored || typeof stored !== "object") return false;
  const sealed = stored as Record<string, unknown>;
  return "value" in sealed && typeof sealed.expiresAt === "number";
}

export interface ShortLivedCookie {
  /** The Set-Cookie that stores `value` until `maxAgeSeconds` from now. */
  write(value: unknown): Promise<string>;
  /** The value, when the request carries one we signed that has not ended; null otherwise. */
  read(): Promise<unknown>;
  /**
   * Read once: the value (or null) and the Set-Cookie that removes the cookie; the header is null
   * only when the request sent no cookie of this name.
   */
  take(): Promise<{ value: unknown; setCookie: string | null }>;
  /** The Set-Cookie that removes the cookie. */
  clear(): string;
}

export function shortLivedCookie(request: Request, env: SigningEnv, name: string, maxAgeSeconds: number, now: () => number = Date.now): ShortLivedCookie {
  const cookie = signedCookie(request, env, name, maxAgeSeconds);
  const clear = () => expiredCookie(name, { secure: isHttps(request) });
  const read = async () => {
    const cookieHeader = request.headers.get("Cookie");
    if (!hasCookie(cookieHeader, name)) return null;
    const stored: unknown = await cookie.parse(cookieHeader);
    if (!isSealed(stored) || stored.expiresAt <= now()) return null;
    return stored.value;
  };
  return {
    write: (value) => cookie.serialize({ value, expiresAt: now() + maxAgeSeconds * 1000 } satisfies Sealed),
    read,
    async take() {
      if (!hasCookie(request.headers.get("Cookie"), name)) return { value: null, setCookie: null };
      return { value: await read(), setCookie: clear() };
    },
    clear,
  };
}
