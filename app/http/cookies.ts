/**
 * The one way the app makes a cookie. A cookie is whatever the client sends: forged, unsigned,
 * truncated, oversized, not base64 at all. Remix's own `parse` throws on some of those (a signature
 * that is not base64 makes `atob` throw), which turned a bad cookie into a 500 on every page. Ours
 * reads anything it cannot verify as "no cookie", and session storages built on it read such a
 * cookie as a new, empty session.
 */
import { createCookie, type Cookie, type CookieOptions } from "@remix-run/cloudflare";

/** Longer than any cookie we set: a longer value is not ours. */
const maximumCookieLength = 4096;

export function createCookieSafely(name: string, options: CookieOptions): Cookie {
  const cookie = createCookie(name, options);
  return {
    get name() {
      return cookie.name;
    },
    get isSigned() {
      return cookie.isSigned;
    },
    get expires() {
      return cookie.expires;
    },
    async parse(cookieHeader, parseOptions) {
      if (!cookieHeader) return null;
      try {
        const value: unknown = await cookie.parse(cookieHeader, parseOptions);
        // An unsigned cookie that does not decode comes back as {}; only a signed one can be trusted to be ours.
        return value;
      } catch {
        return null;
      }
    },
    serialize: (value, serializeOptions) => cookie.serialize(value, serializeOptions),
  };
}

/** Whether a Cookie header carries a cookie of this name at all (cheap: no parsing, no crypto). */
export function hasCookie(cookieHeader: string | null, name: string): boolean {
  if (!cookieHeader || cookieHeader.length > 64 * maximumCookieLength) return false;
  return cookieHeader.split(";").some((part) => part.trim().startsWith(`${name}=`));
}

/** The Set-Cookie value that removes a cookie of ours the client should not keep sending. */
export function expiredCookie(name: string, options: { secure: boolean }): string {
  return `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${options.secure ? "; Secure" : ""}`;
}
