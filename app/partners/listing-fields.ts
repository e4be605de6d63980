/**
 * A directory listing's fields, their limits, and the rule for the one link a listing carries.
 * Client-safe and free of zod, so the pages that show listings or their edit form do not load it
 * (the edit form's validation: ./listing-form.ts). The directory uses `safeWebsite` on every card,
 * so a link that slipped in some other way is never rendered.
 */

/** Longest value each field keeps (the same as an approval copies from an application). */
export const listingLimits = {
  name: 120,
  description: 2000,
  location: 120,
  phone: 40,
  email: 254,
  website: 200,
  address: 200,
  tags: 600,
} as const;
export const listingFields = ["name", "category", "location", "description", "phone", "email", "website", "address", "tags"] as const;
export type ListingField = (typeof listingFields)[number];

/**
 * The website as a link: only an absolute http(s) URL without credentials, shown as its host.
 * Anything else (javascript:, data:, a relative path, junk) is no link at all.
 */
export function safeWebsite(value: string): { href: string; host: string } | null {
  const trimmed = value.trim();
  if (!trimmed || trimmed.length > listingLimits.website) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname || url.username || url.password) return null;
  return { href: url.href, host: url.hostname.replace(/^www\./, "") };
}
