/**
 * The newsletter's subscribers as the admins see them: each address's state with its date, and the
 * mailing list (confirmed and not unsubscribed since).
 */
import { and, asc, count, eq, gt, gte, inArray, isNotNull, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { newsletterSubscribers, type SubscriptionStatus } from "../../db/schema";
import type { Language } from "~/i18n/languages";
import { formatDateTime } from "~/platform/time/date-formats";
import type { CsvPages } from "./leads-csv";

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

const onTheList = () => and(eq(newsletterSubscribers.status, "subscribed"), isNotNull(newsletterSubscribers.confirmedAt));

/** How many addresses are on the mailing list (for the export's audit row). */
export async function mailingListSize(db: Database): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(newsletterSubscribers).where(onTheList());
  return counted?.total ?? 0;
}

/** Addresses a D1 read for the Subscribers CSV (four short columns each). */
const subscriberPageSize = 1000;

/**
 * The mailing list, a page at a time for the streamed CSV (decision 052): confirmed, currently
 * subscribed addresses only, oldest confirmation first, the address breaking ties (keyset, never OFFSET).
 */
export function mailingListPages(db: Database): CsvPages {
  let cursor: { confirmedAt: string; email: string } | null = null;
  let isLast = false;
  return async () => {
    if (isLast) return [];
    const after = cursor
      ? and(
          gte(newsletterSubscribers.confirmedAt, cursor.confirmedAt),
          or(gt(newsletterSubscribers.confirmedAt, cursor.confirmedAt), gt(newsletterSubscribers.email, cursor.email)),
        )
      : undefined;
    const rows = await db
      .select({
        email: newsletterSubscribers.email,
        language: newsletterSubscribers.language,
        source: newsletterSubscribers.source,
        confirmedAt: newsletterSubscribers.confirmedAt,
      })
      .from(newsletterSubscribers)
      .where(and(onTheList(), after))
      .orderBy(asc(newsletterSubscribers.confirmedAt), asc(newsletterSubscribers.email))
      .limit(subscriberPageSize);
    const last = rows.at(-1);
    isLast = rows.length < subscriberPageSize || !last;
    if (last) cursor = { confirmedAt: last.confirmedAt ?? "", email: last.email };
    return rows.map((row) => [row.email, row.language, row.source, row.confirmedAt ?? ""]);
  };
}
