/**
 * A directory listing as an admin edits it: the submissions manager's action validates the edit
 * form with it (its fields, limits and link rule: ./listing-fields.ts).
 */
import { z } from "zod";
import { isPartnerCategory, type PartnerCategory } from "./directory-options";
import { listingFields, listingLimits, safeWebsite, type ListingField } from "./listing-fields";

const maxListingTags = 20;
const maxTagLength = 40;

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
