import { partners } from "../../db/schema";
import type { Database } from "../../db/client";

/**
 * The partner directory's reads. Every row in `partners` is listed (rows are created when an
 * admin approves a partner-network application); the filtering, sorting and paging of
 * /business-search happen in app/partners/directory-query.ts over this list.
 */
export async function listDirectoryPartners(db: Database) {
  return db
    .select({
      id: partners.id,
      name: partners.name,
      description: partners.description,
      tags: partners.tags,
      category: partners.category,
      location: partners.location,
      verified: partners.verified,
      featured: partners.featured,
      rating: partners.rating,
      joinedDate: partners.joinedDate,
      phone: partners.phone,
      website: partners.website,
    })
    .from(partners);
}

export type DirectoryListing = Awaited<ReturnType<typeof listDirectoryPartners>>[number];
