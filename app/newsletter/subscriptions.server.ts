/**
 * The newsletter's double opt-in (docs/decisions/024-consent-on-record.md). An address is a
 * subscriber only once its owner has followed the confirmation link and until they unsubscribe:
 *
 *   (none) ─sign-up─▶ pending ─confirm─▶ subscribed ─unsubscribe─▶ unsubscribed ─sign-up─▶ pending
 *                                                     ◀──resubscribe (signed link)──┘
 *
 * Each change is one conditional statement, so two requests racing cannot send two confirmations or
 * undo each other. Addresses are kept lower-cased.
 */
import { and, eq, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { newsletterSubscribers, type SubscriptionStatus } from "../../db/schema";
import type { Language } from "~/i18n/languages";

/** A pending (or returning) address gets at most one confirmation e-mail a day. */
const confirmationIntervalHours = 24;

export interface SignUp {
  email: string;
  language: Language;
  source: string;
}

const lowerCased = (email: string) => email.trim().toLowerCase();

/**
 * Records a sign-up. True when a confirmation e-mail should go out now: a new address, or one not
 * yet (or no longer) subscribed whose last confirmation is more than a day old. A subscribed address
 * changes nothing and gets no e-mail.
 */
export async function recordSignUp(db: Database, signUp: SignUp, now = new Date()): Promise<boolean> {
  const email = lowerCased(signUp.email);
  const at = now.toISOString();
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email, status: "pending", language: signUp.language, source: signUp.source, confirmationSentAt: at, createdAt: at, updatedAt: at })
    .onConflictDoNothing()
    .returning({ email: newsletterSubscribers.email });
  if (inserted.length > 0) return true;
  const cutoff = new Date(now.getTime() - confirmationIntervalHours * 60 * 60 * 1000).toISOString();
  const reopened = await db
    .update(newsletterSubscribers)
    .set({ status: "pending", language: signUp.language, source: signUp.source, confirmationSentAt: at, updatedAt: at })
    .where(
      and(
        eq(newsletterSubscribers.email, email),
        ne(newsletterSubscribers.status, "subscribed"),
        or(isNull(newsletterSubscribers.confirmationSentAt), lt(newsletterSubscribers.confirmationSentAt, cutoff)),
      ),
    )
    .returning({ email: newsletterSubscribers.email });
  return reopened.length > 0;
}

export type ConfirmOutcome = "confirmed" | "already-subscribed" | "not-pending";

/** The confirmation link was followed: a pending address becomes a subscriber. */
export async function confirmSubscription(db: Database, emailAddress: string, now = new Date()): Promise<ConfirmOutcome> {
  const email = lowerCased(emailAddress);
  const at = now.toISOString();
  const confirmed = await db
    .update(newsletterSubscribers)
    .set({ status: "subscribed", confirmedAt: at, unsubscribedAt: null, updatedAt: at })
    .where(and(eq(newsletterSubscribers.email, email), eq(newsletterSubscribers.status, "pending")))
    .returning({ email: newsletterSubscribers.email });
  if (confirmed.length > 0) return "confirmed";
  return (await subscriptionOf(db, email))?.status === "subscribed" ? "already-subscribed" : "not-pending";
}

/** One click: the address receives nothing more. An erased (unknown) address stays unknown. */
export async function unsubscribe(db: Database, emailAddress: string, now = new Date()): Promise<void> {
  const at = now.toISOString();
  await db
    .update(newsletterSubscribers)
    .set({ status: "unsubscribed", unsubscribedAt: at, updatedAt: at })
    .where(and(eq(newsletterSubscribers.email, lowerCased(emailAddress)), ne(newsletterSubscribers.status, "unsubscribed")));
}

/**
 * "Subscribe me again" from the unsubscribe page. Its signed link reached this inbox, which proves
 * the address as well as a confirmation link would.
 */
export async function resubscribe(db: Database, emailAddress: string, now = new Date()): Promise<void> {
  const at = now.toISOString();
  await db
    .update(newsletterSubscribers)
    .set({ status: "subscribed", confirmedAt: sql`coalesce(${newsletterSubscribers.confirmedAt}, ${at})`, unsubscribedAt: null, updatedAt: at })
    .where(eq(newsletterSubscribers.email, lowerCased(emailAddress)));
}

export interface SubscriptionState {
  status: SubscriptionStatus;
  language: Language;
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

export async function subscriptionOf(db: Database, emailAddress: string): Promise<SubscriptionState | null> {
  const [row] = await db
    .select({
      status: newsletterSubscribers.status,
      language: newsletterSubscribers.language,
      createdAt: newsletterSubscribers.createdAt,
      confirmedAt: newsletterSubscribers.confirmedAt,
      unsubscribedAt: newsletterSubscribers.unsubscribedAt,
    })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, lowerCased(emailAddress)));
  return row ?? null;
}
