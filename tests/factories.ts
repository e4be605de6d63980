/**
 * Test data builders. Each call gives a new, valid, distinct row; pass only the fields a test
 * cares about. (The local admin seed is SQL from scripts/admin-account.mjs, which hashes with the
 * same module as userFactory below.)
 */
import { createDb } from "../db/client";
import { leads, partners, sessions, totpFactors, users, type Lead, type NewLead, type NewPartner, type Partner, type User, type UserRole } from "../db/schema";
import { hashPassword } from "../app/auth/password-hash.server";
import { factorKeyMaterial, sealTotpSecret } from "../app/auth/factor-secrets.server";
import { generateTotpSecret } from "../app/auth/totp.server";
import { testSessionSecret } from "./support/test-secrets";
import { sessionLifetime } from "../app/auth/session.server";
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
  return db
    .insert(partners)
    .values(entries.map((entry) => partnerFactory(entry)))
    .returning();
}

// ─── Accounts ─────────────────────────────────────────────────────────────────────────────────

let userSequence = 0;
const firstNames = ["Ana", "Luis", "Marta", "Jorge", "Elena", "Pedro"];
const lastNames = ["Gómez", "Rivera", "Santos", "Díaz", "Ortiz", "Vega"];

export interface UserOverrides {
  email?: string;
  firstName?: string;
  lastName?: string;
  role?: UserRole;
  /** The plain password to hash; null for an invitee who has not chosen one. */
  password?: string | null;
  /** Whether the address is proven (default: yes; an admin's always is). */
  isVerified?: boolean;
  language?: "en" | "es";
  /**
   * An authenticator app's secret (base32) to register for the account. Staff must have a second
   * factor (docs/decisions/063, 074), so an admin or an instructor gets a new one unless this is
   * null; others get none unless one is given. `logIn` (tests/support/accounts.ts) types its codes at the second step.
   */
  totpSecret?: string | null;
}

/**
 * The authenticator secrets the factories registered, by address: what a test's sign-in helper
 * reads to type the code, as the owner's phone would show it.
 */
export const knownTotpSecrets = new Map<string, string>();

/** Registers an authenticator secret for an account, sealed as the worker seals it (the test workers' factor key). */
export async function registerTotp(database: D1Database, user: { id: string; email: string }, secret: string = generateTotpSecret()): Promise<string> {
  const sealed = await sealTotpSecret(secret, user.id, factorKeyMaterial({ SESSION_SECRET: testSessionSecret }));
  await createDb(database)
    .insert(totpFactors)
    .values({ userId: user.id, secret: sealed, lastStep: 0 })
    .onConflictDoUpdate({ target: totpFactors.userId, set: { secret: sealed, lastStep: 0 } });
  knownTotpSecrets.set(user.email.toLowerCase(), secret);
  return secret;
}

/** An account with a real scrypt hash of its password (the same module the worker verifies with); staff with an authenticator app. */
export async function insertUser(database: D1Database, overrides: UserOverrides = {}): Promise<{ user: User; password: string; totpSecret: string | null }> {
  userSequence += 1;
  const n = userSequence;
  const password = overrides.password === undefined ? `correct-horse-${n}-battery` : (overrides.password ?? "");
  const db = createDb(database);
  const [user] = await db
    .insert(users)
    .values({
      email: (overrides.email ?? `person${n}-${crypto.randomUUID().slice(0, 8)}@example.com`).toLowerCase(),
      firstName: overrides.firstName ?? firstNames[n % firstNames.length]!,
      lastName: overrides.lastName ?? lastNames[n % lastNames.length]!,
      role: overrides.role ?? "user",
      passwordHash: overrides.password === null ? null : await hashPassword(password),
      emailVerifiedAt: overrides.isVerified === false ? null : new Date().toISOString(),
      language: overrides.language ?? "en",
    })
    .returning();
  const wantsTotp = overrides.totpSecret !== undefined ? overrides.totpSecret !== null : user!.role !== "user";
  const totpSecret = wantsTotp ? await registerTotp(database, user!, overrides.totpSecret ?? undefined) : null;
  return { user: user!, password, totpSecret };
}

/** A session row as a login makes it, possibly in the past (to test expiry); returns its id. */
export async function insertSession(
  database: D1Database,
  userId: string,
  times: { createdAt?: number; lastSeenAt?: number; expiresAt?: number } = {},
): Promise<string> {
  const createdAt = times.createdAt ?? Date.now();
  const expiresAt = times.expiresAt ?? createdAt + sessionLifetime.absoluteMs;
  const id = crypto.randomUUID().replace(/-/g, "") + crypto.randomUUID().replace(/-/g, "").slice(0, 11);
  await createDb(database)
    .insert(sessions)
    .values({
      id,
      userId,
      // As a sign-in with a second factor makes it (an admin's session must have proven one).
      data: { userId, expiresAt, signedInWith: "password+totp", secondFactorAt: createdAt },
      createdAt: new Date(createdAt).toISOString(),
      lastSeenAt: new Date(times.lastSeenAt ?? createdAt).toISOString(),
      expiresAt: new Date(expiresAt).toISOString(),
      userAgent: "factory",
    });
  return id;
}

// ─── Leads ────────────────────────────────────────────────────────────────────────────────────

let leadSequence = 0;

/** A stored lead as the pipeline writes it (contact by default); `data` gets the form's own fields as the pipeline stores them. */
export function leadFactory(overrides: Partial<NewLead> = {}): NewLead {
  leadSequence += 1;
  const n = leadSequence;
  const email = overrides.email ?? `lead${n}@example.com`;
  const firstName = overrides.firstName ?? `${firstNames[n % firstNames.length]} ${lastNames[n % lastNames.length]}`;
  return {
    formType: "contact",
    source: "website",
    data: { fullName: firstName, email, message: `Question number ${n}`, preferredLanguage: "en", submittedFrom: "/", timestamp: new Date().toISOString() },
    email,
    firstName,
    lastName: "",
    phone: "",
    // One lead a minute, going back from now, so the newest-first order is known.
    createdAt: new Date(Date.now() - n * 60_000).toISOString(),
    ...overrides,
  };
}

/** A partner-network application as stored (the English category name, "City, FL", semicolon-joined tags). */
export function partnerApplicationFactory(overrides: Record<string, unknown> = {}): NewLead {
  leadSequence += 1;
  const n = leadSequence;
  const data = {
    name: `Coastal Tax Pros ${n}`,
    category: "Tax Services",
    location: "Orlando, FL",
    description: "Bilingual tax preparation for families and small businesses.",
    phone: "4075550111",
    email: `partner-app${n}@example.com`,
    website: "https://coastal.example",
    address: "1 Orange Ave, Orlando",
    tags: "taxes;bilingual;small business",
    timestamp: new Date().toISOString(),
    ...overrides,
  };
  return leadFactory({
    formType: "partner-network",
    source: "business-partner",
    data,
    email: String(data.email).toLowerCase(),
    firstName: String(data.name),
    phone: String(data.phone),
  });
}

/** Inserts the leads (a few rows a statement: D1 caps the parameters of one statement at 100). */
export async function insertLeads(database: D1Database, entries: ReadonlyArray<NewLead>): Promise<Lead[]> {
  const db = createDb(database);
  const stored: Lead[] = [];
  for (let start = 0; start < entries.length; start += 5) {
    stored.push(
      ...(await db
        .insert(leads)
        .values(entries.slice(start, start + 5))
        .returning()),
    );
  }
  return stored;
}
