import { foldForSearch, paginate, parsePageNumber, type Page } from "~/site/pagination";
import {
  directoryPageSize,
  isDirectoryLocation,
  isDirectorySort,
  isPartnerCategory,
  locationSlug,
  type DirectoryLocation,
  type DirectorySort,
  type PartnerCategory,
} from "./directory-options";

/**
 * The directory's search, filters, sort and paging, pure so they are unit-tested and behave the
 * same with JavaScript on or off: everything comes from the URL. The directory is curated by
 * admins and small, so the loader reads the listed partners once and this module does the rest
 * (docs/decisions/008).
 */

export interface DirectoryQuery {
  query: string;
  category: PartnerCategory | "all";
  location: DirectoryLocation | "all";
  verifiedOnly: boolean;
  sort: DirectorySort;
  page: number;
}

/** What filtering and sorting need of a partner. */
export interface DirectoryPartner {
  id: string;
  name: string;
  description: string;
  tags: readonly string[];
  category: string;
  location: string;
  verified: boolean;
  featured: boolean;
  rating: number;
  joinedDate: string;
}

export const defaultDirectoryQuery: DirectoryQuery = {
  query: "",
  category: "all",
  location: "all",
  verifiedOnly: false,
  sort: "featured",
  page: 1,
};

const maximumQueryLength = 100;

export function parseDirectoryQuery(searchParams: URLSearchParams): DirectoryQuery {
  const category = searchParams.get("category");
  const location = searchParams.get("location");
  const sort = searchParams.get("sort");
  return {
    query: (searchParams.get("q") ?? "").trim().slice(0, maximumQueryLength),
    category: isPartnerCategory(category) ? category : "all",
    location: isDirectoryLocation(location) ? location : "all",
    // A checkbox sends its value only when ticked.
    verifiedOnly: searchParams.get("verified") === "on",
    sort: isDirectorySort(sort) ? sort : "featured",
    page: parsePageNumber(searchParams.get("page")),
  };
}

/** The URL query for these settings, defaults left out; a link for another page keeps the rest. */
export function directorySearch(query: DirectoryQuery): string {
  const params = new URLSearchParams();
  if (query.query) params.set("q", query.query);
  if (query.category !== "all") params.set("category", query.category);
  if (query.location !== "all") params.set("location", query.location);
  if (query.verifiedOnly) params.set("verified", "on");
  if (query.sort !== "featured") params.set("sort", query.sort);
  if (query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

export function isFiltered(query: DirectoryQuery): boolean {
  return query.query !== "" || query.category !== "all" || query.location !== "all" || query.verifiedOnly;
}

/** Each category's words (its label in every language, folded): a search finds a partner by its category's name too. */
export type CategoryWords = Readonly<Record<PartnerCategory, readonly string[]>>;

export function filterPartners<Partner extends DirectoryPartner>(partners: readonly Partner[], query: DirectoryQuery, categoryWords: CategoryWords): Partner[] {
  const needle = foldForSearch(query.query);
  return partners.filter((partner) => {
    if (query.category !== "all" && partner.category !== query.category) return false;
    if (query.location !== "all" && locationSlug(partner.location) !== query.location) return false;
    if (query.verifiedOnly && !partner.verified) return false;
    if (!needle) return true;
    const category = isPartnerCategory(partner.category) ? categoryWords[partner.category] : [];
    return (
      [partner.name, partner.description, ...partner.tags].some((field) => foldForSearch(field).includes(needle)) ||
      category.some((words) => words.includes(needle))
    );
  });
}

const byName = (a: DirectoryPartner, b: DirectoryPartner) => a.name.localeCompare(b.name);
const byRating = (a: DirectoryPartner, b: DirectoryPartner) => b.rating - a.rating;
const byNewest = (a: DirectoryPartner, b: DirectoryPartner) => b.joinedDate.localeCompare(a.joinedDate);
const featuredFirst = (a: DirectoryPartner, b: DirectoryPartner) => Number(b.featured) - Number(a.featured);

/** Each sort breaks its ties the same way every time, so pages never shuffle between requests. */
const comparators: Record<DirectorySort, Array<(a: DirectoryPartner, b: DirectoryPartner) => number>> = {
  featured: [featuredFirst, byRating, byName],
  rating: [byRating, featuredFirst, byName],
  newest: [byNewest, byName],
};

export function sortPartners<Partner extends DirectoryPartner>(partners: readonly Partner[], sort: DirectorySort): Partner[] {
  const order = comparators[sort];
  return [...partners].sort((a, b) => {
    for (const compare of order) {
      const result = compare(a, b);
      if (result !== 0) return result;
    }
    return a.id.localeCompare(b.id);
  });
}

/** Filter, sort, then cut out the page asked for (4 per page). */
export function applyDirectoryQuery<Partner extends DirectoryPartner>(
  partners: readonly Partner[],
  query: DirectoryQuery,
  categoryWords: CategoryWords,
): Page<Partner> {
  return paginate(sortPartners(filterPartners(partners, query, categoryWords), query.sort), query.page, directoryPageSize);
}
