import { eq, inArray } from "drizzle-orm";
import { partners, type NewPartner } from "../../db/schema";
import type { Database } from "../../db/client";

/**
 * The partner directory. Every row in `partners` is listed (rows are created when an admin
 * approves a partner-network application in the submissions manager); the filtering, sorting and
 * paging of /business-search happen in app/partners/directory-query.ts over this list.
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

// ─── Listings the admins manage (approved from partner-network applications) ─────────────────

export type NewListing = Omit<NewPartner, "id" | "submissionId" | "createdAt" | "updatedAt">;

/** Lists an application's business; undefined when it is listed already. */
export async function listApprovedPartner(db: Database, submissionId: string, listing: NewListing) {
  const [row] = await db
    .insert(partners)
    .values({ ...listing, submissionId })
    .onConflictDoNothing({ target: partners.submissionId })
    .returning({ id: partners.id, name: partners.name });
  return row;
}

/** The listings made from these submissions, by submission id (the manager marks them). */
export async function listingsBySubmission(db: Database, submissionIds: string[]) {
  if (submissionIds.length === 0) return new Map<string, { id: string; verified: boolean; featured: boolean }>();
  const rows = await db
    .select({ submissionId: partners.submissionId, id: partners.id, verified: partners.verified, featured: partners.featured })
    .from(partners)
    .where(inArray(partners.submissionId, submissionIds));
  return new Map(rows.map(({ submissionId, ...listing }) => [submissionId!, listing]));
}

export async function updateListingFlags(db: Database, submissionId: string, flags: { verified: boolean; featured: boolean }): Promise<boolean> {
  const updated = await db
    .update(partners)
    .set({ ...flags, updatedAt: new Date().toISOString() })
    .where(eq(partners.submissionId, submissionId))
    .returning({ id: partners.id });
  return updated.length > 0;
}

export async function removeListing(db: Database, submissionId: string): Promise<boolean> {
  const deleted = await db.delete(partners).where(eq(partners.submissionId, submissionId)).returning({ id: partners.id });
  return deleted.length > 0;
}
