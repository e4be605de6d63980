import { localizePath, type Language } from "~/i18n/languages";

/** A stand-in origin for resolving paths; it never appears in an answer. */
const base = "http://return-path.invalid";

/**
 * A same-site path taken from the request (a form's `returnTo`, a `?returnTo=` query), or null.
 * Every redirect to a path the client supplied goes through here. The path is normalised the way
 * a browser or `new URL` would (`/./`, `/x/../`, `%2e` dot segments) and checked *after* that: it
 * must stay on our origin and must not start with `//` or contain a backslash (either can leave the
 * site), and it carries no control characters. What comes back is the normalised path, so a caller
 * that resolves it again gets the same thing.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 500) return null;
  if (!value.startsWith("/") || value.includes("\\") || /[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (path.startsWith("//") || path.includes("\\") || /^\/%(2f|5c)/i.test(path)) return null;
  return path;
}

/** Where a signed-in person goes: the same-site `returnTo`, else the language's home or dashboard. */
export function destinationAfterLogin(returnPath: string | null, fallback: string, language: Language): string {
  return returnPath ?? localizePath(fallback, language);
}
