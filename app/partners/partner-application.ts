/**
 * From a partner-network application (as stored: the English category
 * name, "City, FL" and semicolon-joined tags) to a directory listing (a category slug, tags as a list). Pure and
 * client-safe: the approval dialog shows the same mapping the action stores.
 */
import { isPartnerCategory, type PartnerCategory } from "./directory-options";

/** "Tax Services" → "tax-services"; "Other" (or anything unknown) has no directory category. */
export function directoryCategoryFor(applicationCategory: unknown): PartnerCategory | null {
  if (typeof applicationCategory !== "string") return null;
  const slug = applicationCategory
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return isPartnerCategory(slug) ? slug : null;
}

/** The application stores tags semicolon-joined. */
export function tagsFromApplication(tags: unknown): string[] {
  if (typeof tags !== "string") return [];
  return tags
    .split(";")
    .map((tag) => tag.trim())
    .filter(Boolean)
    .slice(0, 20);
}

function text(data: Record<string, unknown>, name: string, max: number): string {
  const value = data[name];
  return typeof value === "string" ? value.trim().slice(0, max) : "";
}

export interface ListingChoice {
  category: PartnerCategory;
  verified: boolean;
  featured: boolean;
}

/** The listing's fields; null when the application lacks a name or a location to list. */
export function listingFromApplication(data: Record<string, unknown>, choice: ListingChoice) {
  const name = text(data, "name", 120);
  const location = text(data, "location", 120);
  if (!name || !location) return null;
  return {
    name,
    description: text(data, "description", 2000),
    tags: tagsFromApplication(data.tags),
    category: choice.category,
    location,
    verified: choice.verified,
    featured: choice.featured,
    phone: text(data, "phone", 40),
    email: text(data, "email", 254).toLowerCase(),
    website: text(data, "website", 200),
    address: text(data, "address", 200),
  };
}
