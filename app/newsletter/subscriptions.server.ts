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
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../../db/client";
import { emailOutbox, newsletterSubscribers, type SubscriptionStatus } from "../../db/schema";
import type { Language } from "~/i18n/languages";

/** A pending (or returning) address gets at most one confirmation e-mail a day. */
const confirmationIntervalHours = 24;

export interface SignUp {
  email: string;
  language: Language;
  source: string;
}

const lowerCased = (email: string) => email.trim().toLowerCase();

/** The opt-in e-mail, ready for the sign-up's D1 batch (app/email/outbox.server.ts `queueEmail`). */
export interface QueuedConfirmation {
  id: string;
  insert: BatchItem<"sqlite">;
}

/**
 * Records a sign-up and, in the same D1 batch, its confirmation e-mail. True when that e-mail was
 * kept: a new address, or one not yet (or no longer) subscribed whose last confirmation is more
 * than a day old. A subscribed address changes nothing and gets no e-mail.
 *
 * One batch is one transaction: the e-mail is written, the address is upserted, and the e-mail is
 * deleted again when the upsert changed nothing (`changes()` is the upsert's count). So a day's
 * "already sent" is never recorded without the e-mail that was sent, and two racing sign-ups keep
 * one e-mail between them.
 */
export async function recordSignUp(db: Database, signUp: SignUp, confirmation: QueuedConfirmation, now = new Date()): Promise<boolean> {
  const email = lowerCased(signUp.email);
  const at = now.toISOString();
  const cutoff = new Date(now.getTime() - confirmationIntervalHours * 60 * 60 * 1000).toISOString();
  const [, upserted] = await db.batch([
    confirmation.insert,
    db
      .insert(newsletterSubscribers)
      .values({ email, status: "pending", language: signUp.language, source: signUp.source, confirmationSentAt: at, createdAt: at, updatedAt: at })
      .onConflictDoUpdate({
        target: newsletterSubscribers.email,
        set: { status: "pending", language: signUp.language, source: signUp.source, confirmationSentAt: at, updatedAt: at },
        setWhere: and(
          ne(newsletterSubscribers.status, "subscribed"),
          or(isNull(newsletterSubscribers.confirmationSentAt), lt(newsletterSubscribers.confirmationSentAt, cutoff)),
        ),
      })
      .returning({ email: newsletterSubscribers.email }),
    db.delete(emailOutbox).where(and(eq(emailOutbox.id, confirmation.id), sql`changes() = 0`)),
  ]);
  return upserted.length > 0;
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
