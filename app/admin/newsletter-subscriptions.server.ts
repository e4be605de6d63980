/**
 * The newsletter's subscribers as the admins see them: each address's state with its date, and the
 * mailing list (confirmed and not unsubscribed since).
 */
import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { newsletterSubscribers, type SubscriptionStatus } from "../../db/schema";
import type { Language } from "~/i18n/languages";
import { formatDateTime } from "./admin-dates";

/** An address's state and since when: pending since its last confirmation e-mail, subscribed on its confirmation, unsubscribed on leaving. */
export interface SubscriptionSummary {
  status: SubscriptionStatus;
  date: string;
}

/** The state of each address given (lower-cased keys); an address with no row is absent. */
export async function subscriptionsOf(db: Database, emails: string[], language: Language): Promise<Map<string, SubscriptionSummary>> {
  const addresses = [...new Set(emails.map((email) => email.trim().toLowerCase()).filter(Boolean))];
  if (addresses.length === 0) return new Map();
  const rows = await db.select().from(newsletterSubscribers).where(inArray(newsletterSubscribers.email, addresses));
  return new Map(
    rows.map((row) => {
      const at = row.status === "subscribed" ? row.confirmedAt : row.status === "unsubscribed" ? row.unsubscribedAt : row.confirmationSentAt;
      return [row.email, { status: row.status, date: formatDateTime(at ?? row.updatedAt, language) }];
    }),
  );
}

/** The mailing list: confirmed, currently subscribed addresses only, oldest first. */
export async function currentSubscribers(db: Database) {
  return db
    .select({ email: newsletterSubscribers.email, language: newsletterSubscribers.language, source: newsletterSubscribers.source, confirmedAt: newsletterSubscribers.confirmedAt })
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.status, "subscribed"), isNotNull(newsletterSubscribers.confirmedAt)))
    .orderBy(asc(newsletterSubscribers.confirmedAt));
}
