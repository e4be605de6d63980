/**
 * A directory listing as an admin edits it, and the rule for the one link a listing carries.
 * Pure and client-safe: the submissions manager's action validates with it, and the directory
 * uses `safeWebsite` on every card, so a link that slipped in some other way is never rendered.
 */
import { z } from "zod";
import { isPartnerCategory, type PartnerCategory } from "./directory-options";

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
const maxListingTags = 20;
const maxTagLength = 40;

const listingFields = ["name", "category", "location", "description", "phone", "email", "website", "address", "tags"] as const;
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

/** Tags as typed in the edit form: separated by commas or semicolons, blanks dropped, each once. */
function tagsFromInput(value: string): string[] {
  const tags = value
    .split(/[,;]/)
    .map((tag) => tag.trim())
    .filter(Boolean);
  return [...new Set(tags)];
}

/** A field's message: a key of the `submissions` strings and its values. */
export interface ListingError {
  key: "listingRequired" | "listingTooLong" | "listingEmailInvalid" | "listingWebsiteInvalid" | "listingTagsInvalid" | "categoryRequired";
  values?: Record<string, number>;
}

export type ListingFormResult =
  | {
      ok: true;
      details: {
        name: string;
        category: PartnerCategory;
        location: string;
        description: string;
        phone: string;
        email: string;
        website: string;
        address: string;
        tags: string[];
      };
    }
  | { ok: false; errors: Partial<Record<ListingField, ListingError>>; values: Record<ListingField, string> };

const emailShape = z.string().email();

/** Validates the edit form's fields (anything else posted is ignored); the values come back as typed. */
export function parseListingForm(fields: Record<string, unknown>): ListingFormResult {
  const values = Object.fromEntries(
    listingFields.map((field) => {
      const value = fields[field];
      // Bounded before anything else: what is shown back is never more than a field can hold.
      return [field, typeof value === "string" ? value.slice(0, 4000) : ""];
    }),
  ) as Record<ListingField, string>;
  const trimmed = Object.fromEntries(listingFields.map((field) => [field, values[field].trim()])) as Record<ListingField, string>;
  const errors: Partial<Record<ListingField, ListingError>> = {};

  for (const field of ["name", "location", "description", "phone", "email", "website", "address", "tags"] as const) {
    if (trimmed[field].length > listingLimits[field]) errors[field] = { key: "listingTooLong", values: { max: listingLimits[field] } };
  }
  for (const field of ["name", "location"] as const) {
    if (!trimmed[field]) errors[field] = { key: "listingRequired" };
  }
  if (!isPartnerCategory(trimmed.category)) errors.category = { key: "categoryRequired" };
  if (!errors.email && trimmed.email && !emailShape.safeParse(trimmed.email).success) errors.email = { key: "listingEmailInvalid" };
  if (!errors.website && trimmed.website && !safeWebsite(trimmed.website)) errors.website = { key: "listingWebsiteInvalid" };
  const tags = tagsFromInput(trimmed.tags);
  if (!errors.tags && (tags.length > maxListingTags || tags.some((tag) => tag.length > maxTagLength))) {
    errors.tags = { key: "listingTagsInvalid", values: { count: maxListingTags, max: maxTagLength } };
  }

  if (Object.keys(errors).length > 0 || !isPartnerCategory(trimmed.category)) return { ok: false, errors, values };
  return {
    ok: true,
    details: {
      name: trimmed.name,
      category: trimmed.category,
      location: trimmed.location,
      description: trimmed.description,
      phone: trimmed.phone,
      email: trimmed.email.toLowerCase(),
      website: trimmed.website ? safeWebsite(trimmed.website)!.href : "",
      address: trimmed.address,
      tags,
    },
  };
}
