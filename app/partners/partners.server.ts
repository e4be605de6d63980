import { and, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { partners, type NewPartner } from "../../db/schema";
import type { Database } from "../../db/client";

/**
 * The partner directory: every row in `partners` that is not unlisted (rows are created when an
 * admin approves a partner-network application in the submissions manager; an admin can take one
 * out, `unlisted_at`, and put it back). This is the only public read of the table, so an unlisted
 * partner is in no public page, count, filter or favourite. The filtering, sorting and paging of
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
      email: partners.email,
      address: partners.address,
    })
    .from(partners)
    .where(isNull(partners.unlistedAt));
}

export type DirectoryListing = Awaited<ReturnType<typeof listDirectoryPartners>>[number];

// ─── Listings the admins manage (approved from partner-network applications) ─────────────────

export type NewListing = Omit<NewPartner, "id" | "leadId" | "createdAt" | "updatedAt">;

/** Lists an application's business; undefined when it is listed already. */
export async function listApprovedPartner(db: Database, leadId: string, listing: NewListing) {
  const [row] = await db
    .insert(partners)
    .values({ ...listing, leadId })
    .onConflictDoNothing({ target: partners.leadId })
    .returning({ id: partners.id, name: partners.name });
  return row;
}

const managedListing = {
  leadId: partners.leadId,
  id: partners.id,
  verified: partners.verified,
  featured: partners.featured,
  unlistedAt: partners.unlistedAt,
  name: partners.name,
  description: partners.description,
  category: partners.category,
  location: partners.location,
  phone: partners.phone,
  email: partners.email,
  website: partners.website,
  address: partners.address,
  tags: partners.tags,
};
const selectManagedListings = (db: Database) => db.select(managedListing).from(partners);
export type ManagedListing = Omit<Awaited<ReturnType<typeof selectManagedListings>>[number], "leadId">;

/** The listings made from these leads (listed or not), by lead id (the manager marks them). */
export async function listingsByLead(db: Database, leadIds: string[]) {
  if (leadIds.length === 0) return new Map<string, ManagedListing>();
  const rows = await selectManagedListings(db).where(inArray(partners.leadId, leadIds));
  return new Map(rows.map(({ leadId, ...listing }) => [leadId!, listing]));
}

/** What an admin edits on a listing (app/partners/listing-form.ts validates it). */
export type ListingDetails = Pick<NewPartner, "name" | "description" | "category" | "location" | "phone" | "email" | "website" | "address"> & {
  tags: string[];
};

/** Saves an edited listing; the fields before the change, or undefined when there is no listing. */
export async function updateListingDetails(db: Database, leadId: string, details: ListingDetails) {
  const [before] = await selectManagedListings(db).where(eq(partners.leadId, leadId));
  if (!before) return undefined;
  await db
    .update(partners)
    .set({ ...details, updatedAt: new Date().toISOString() })
    .where(eq(partners.leadId, leadId));
  return before;
}

/** Takes a listing out of the directory (true) or puts it back (false); true when that changed anything. */
export async function setListingUnlisted(db: Database, leadId: string, isUnlisted: boolean): Promise<boolean> {
  const now = new Date().toISOString();
  const updated = await db
    .update(partners)
    .set({ unlistedAt: isUnlisted ? now : null, updatedAt: now })
    .where(and(eq(partners.leadId, leadId), isUnlisted ? isNull(partners.unlistedAt) : isNotNull(partners.unlistedAt)))
    .returning({ id: partners.id });
  return updated.length > 0;
}

export async function updateListingFlags(db: Database, leadId: string, flags: { verified: boolean; featured: boolean }): Promise<boolean> {
  const updated = await db
    .update(partners)
    .set({ ...flags, updatedAt: new Date().toISOString() })
    .where(eq(partners.leadId, leadId))
    .returning({ id: partners.id });
  return updated.length > 0;
}
