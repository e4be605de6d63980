/**
 * A same-site path taken from the request (a form's `returnTo`, a `?returnTo=` query), or null:
 * it must start with one slash, never `//` or a backslash (both can leave the site), and carry no
 * control characters. Redirecting only to such a path keeps sign-in from being an open redirect.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 500) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return null;
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}
