/**
 * Test data builders, shared by the tests and (later) the seed script. Each call gives a new,
 * valid, distinct row; pass only the fields a test cares about.
 */
import { createDb } from "../db/client";
import { partners, type NewPartner, type Partner } from "../db/schema";
import { directoryLocations, partnerCategories } from "../app/partners/directory-options";

let partnerSequence = 0;

const partnerNames = ["Sunshine", "Coastal", "Palmetto", "Bayfront", "Everglades", "Gulfstream", "Keystone", "Harbor"];
const partnerKinds = ["Advisors", "Financial Group", "Partners", "Services", "Consulting", "Solutions"];

/** A partner as an admin would approve it: a category slug and a location as the form writes it ("Miami, FL"). */
export function partnerFactory(overrides: Partial<NewPartner> = {}): NewPartner {
  partnerSequence += 1;
  const n = partnerSequence;
  const category = partnerCategories[n % partnerCategories.length]!;
  const location = directoryLocations[n % directoryLocations.length]!;
  return {
    name: `${partnerNames[n % partnerNames.length]} ${partnerKinds[n % partnerKinds.length]} ${n}`,
    description: `Bilingual ${category.replace(/-/g, " ")} services for families and small businesses in ${location.city}.`,
    tags: [category.replace(/-/g, " "), "bilingual"],
    category,
    location: `${location.city}, FL`,
    verified: n % 2 === 0,
    featured: n % 5 === 0,
    rating: 3 + ((n * 7) % 21) / 10,
    // One partner joins every 9 days, going back from the start of 2025.
    joinedDate: new Date(Date.UTC(2025, 0, 1) - n * 9 * 24 * 60 * 60 * 1000).toISOString(),
    phone: `(305) 555-${String(1000 + n).slice(-4)}`,
    email: `partner${n}@example.com`,
    website: `https://partner${n}.example.com`,
    ...overrides,
  };
}

/** Inserts one partner per entry (each entry overrides the factory's fields) and returns the stored rows. */
export async function insertPartners(database: D1Database, entries: ReadonlyArray<Partial<NewPartner>>): Promise<Partner[]> {
  if (entries.length === 0) return [];
  const db = createDb(database);
  return db.insert(partners).values(entries.map((entry) => partnerFactory(entry))).returning();
}
