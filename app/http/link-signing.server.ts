/**
 * What every signed e-mail link shares (the newsletter's confirm and unsubscribe links, the
 * reminders' stop links): URL-safe base64 and an HMAC-SHA256 key per purpose, derived from
 * SESSION_SECRET under the purpose's own label, so a signature made for one kind of link can never
 * stand for another's, nor for a session cookie's. Keys are derived once per isolate.
 */
const encoder = new TextEncoder();

export function toBase64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** The bytes of URL-safe base64, or null for anything else (never throws). */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    return Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (character) => character.charCodeAt(0));
  } catch {
    return null;
  }
}

const keys = new Map<string, Promise<CryptoKey>>();

/** The signing key for links of one purpose (`label`, e.g. "newsletter-links v1"). */
export function linkSigningKey(secret: string, label: string): Promise<CryptoKey> {
  const cacheKey = `${label}\n${secret}`;
  let key = keys.get(cacheKey);
  if (!key) {
    key = (async () => {
      const master = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
      const derived = await crypto.subtle.sign("HMAC", master, encoder.encode(label));
      return crypto.subtle.importKey("raw", derived, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    })();
    keys.set(cacheKey, key);
  }
  return key;
}
