/**
 * The directory's choices (docs/PRODUCT.md, Business search): categories, locations and sorts, as the stable values used
 * in URLs and stored on partners; labels are in the dictionaries (`directory.*`). Client-safe.
 *
 * Stored partners carry a category slug (`credit-repair`) and a location as the application form
 * writes it (`Miami, FL`); the location filter matches the city.
 */
export const partnerCategories = [
  "credit-repair",
  "mortgage",
  "financial-planning",
  "tax-services",
  "real-estate",
  "business-financing",
  "insurance-brokerage",
  "education",
] as const;
export type PartnerCategory = (typeof partnerCategories)[number];

export const directoryLocations = [
  { slug: "miami", city: "Miami" },
  { slug: "orlando", city: "Orlando" },
  { slug: "tampa", city: "Tampa" },
  { slug: "jacksonville", city: "Jacksonville" },
  { slug: "fort-lauderdale", city: "Fort Lauderdale" },
  { slug: "west-palm-beach", city: "West Palm Beach" },
] as const;
export type DirectoryLocation = (typeof directoryLocations)[number]["slug"];

/** Sorts: featured first (the default), highest rated, newest partners (by joinedDate). */
export const directorySorts = ["featured", "rating", "newest"] as const;
export type DirectorySort = (typeof directorySorts)[number];

/** 4 results per page. */
export const directoryPageSize = 4;

export function isPartnerCategory(value: unknown): value is PartnerCategory {
  return typeof value === "string" && (partnerCategories as readonly string[]).includes(value);
}

export function isDirectoryLocation(value: unknown): value is DirectoryLocation {
  return directoryLocations.some((location) => location.slug === value);
}

export function isDirectorySort(value: unknown): value is DirectorySort {
  return typeof value === "string" && (directorySorts as readonly string[]).includes(value);
}

/** `Fort Lauderdale, FL` → `fort-lauderdale`: the city of a stored location, as a location slug. */
export function locationSlug(storedLocation: string): string {
  return storedLocation
    .split(",")[0]!
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
