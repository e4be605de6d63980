/**
 * The blog's categories (listed in docs/PRODUCT.md, Blog), as the stable values used in `?category=` URLs; their labels
 * are in the dictionaries (`blog.categories.*`). Safe for client and server.
 */
export const blogCategories = ["insurance", "annuities", "mortgage", "real-estate", "business-growth", "tax-planning", "licensing"] as const;

export type BlogCategory = (typeof blogCategories)[number];

export function isBlogCategory(value: unknown): value is BlogCategory {
  return typeof value === "string" && (blogCategories as readonly string[]).includes(value);
}
