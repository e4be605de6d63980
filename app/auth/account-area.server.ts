/**
 * What the account area reads and changes (docs/decisions/018). Everything tied to the address
 * (leads, the newsletter) is only for an account whose address is proven: the callers check
 * `emailVerifiedAt` first, and these functions take the proven address, never one from a form.
 */
import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { leads, newsletterSubscribers, type SubscriptionStatus } from "../../db/schema";
import type { Language } from "~/i18n/languages";
import { normalizeEmail } from "./users.server";

/** How many of their leads the account area lists (newest first). */
const ownLeadsLimit = 100;

/** Rows whose e-mail is this address, whatever its case (lead forms keep the address as typed). */
const sameAddress = (email: string) => sql`lower(${leads.email}) = ${normalizeEmail(email)}`;

/** The leads sent with this address, newest first: what was sent, when, and where it stands. */
export async function listOwnLeads(db: Database, email: string) {
  return db
    .select({ id: leads.id, formType: leads.formType, status: leads.status, createdAt: leads.createdAt, updatedAt: leads.updatedAt })
    .from(leads)
    .where(and(sameAddress(email), ne(leads.status, "spam")))
    .orderBy(desc(leads.createdAt))
    .limit(ownLeadsLimit);
}

/** Everything stored about the address's leads, for "download my data". */
export async function exportOwnLeads(db: Database, email: string) {
  return db
    .select({
      id: leads.id,
      formType: leads.formType,
      source: leads.source,
      status: leads.status,
      language: leads.language,
      data: leads.data,
      createdAt: leads.createdAt,
      updatedAt: leads.updatedAt,
    })
    .from(leads)
    .where(and(sameAddress(email), ne(leads.status, "spam")))
    .orderBy(desc(leads.createdAt));
}

export async function newsletterStatus(db: Database, email: string): Promise<SubscriptionStatus | null> {
  const [row] = await db
    .select({ status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, normalizeEmail(email)));
  return row?.status ?? null;
}

/**
 * Subscribes or unsubscribes a proven address. No confirmation e-mail is needed here: the account
 * has already shown it owns the address. A subscription made here is stored with source "account".
 */
export async function setNewsletterSubscription(db: Database, email: string, isSubscribed: boolean, language: Language): Promise<void> {
  const now = new Date().toISOString();
  const change = isSubscribed
    ? { status: "subscribed" as const, confirmedAt: now, unsubscribedAt: null, language, source: "account", updatedAt: now }
    : { status: "unsubscribed" as const, unsubscribedAt: now, updatedAt: now };
  await db
    .insert(newsletterSubscribers)
    .values({ email: normalizeEmail(email), language, ...change })
    .onConflictDoUpdate({ target: newsletterSubscribers.email, set: change });
}
