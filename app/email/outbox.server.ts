/**
 * The e-mail outbox (docs/decisions/010-lead-capture-pipeline.md): rows are written in the same D1 batch as the lead, delivered
 * after the response (ctx.waitUntil), and retried by the Cron Trigger with back-off. A failed
 * e-mail never fails a lead; after the last attempt it stays `failed` for the admins to see.
 * Every row but an admin's status e-mail is queued by `queueEmail`, which keeps each recipient's
 * budget (docs/decisions/033-mail-to-unproven-addresses.md).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, desc, eq, exists, inArray, isNotNull, lte, not, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { emailOutbox, newsletterSubscribers, users, type NewOutboxEmail, type OutboxEmail } from "../../db/schema";
import type { EmailKind } from "../../db/schema";
import { anonymousKey, conditionalHitStatement, countedHit, refundRateLimit, type RateLimitRule } from "~/platform/rate-limit.server";
import { withDeadline, type StepShare } from "~/platform/run-budget.server";
import { emailSenderFor, type EmailSender } from "./senders.server";

/**
 * E-mails that go whatever the recipient's budget and do not use it: the organisation's own notices
 * (to the addresses the Settings tab routes them to, and to the admins who asked for them; a
 * student's question to the staff, bounded by the per-student limit on
 * asking) and what staff send deliberately from the admin area (an answer; a status change and a
 * partner listing approved or unlisted, each once per change and recorded on the lead's history,
 * docs/decisions/050-partner-listing-notices.md; a staff member's nudge is not one of them: it counts,
 * and has a limit of its own, `kindBudgets`), the admins' morning follow-up e-mail (at most
 * one per admin and day by its key, decision 054), their Monday summary (one per admin and week
 * by its key, decision 067), and the notice of a second factor added or removed (one per change,
 * made only by a signed-in session or a sign-in of the account itself: a stranger who spent the
 * address's budget must not keep that notice from its owner; decision 062). Every other kind, a
 * new one included, counts against its recipient's budget.
 */
export const kindsOutsideRecipientBudget: ReadonlySet<EmailKind> = new Set<EmailKind>([
  "lead-notice",
  "admin-invite",
  "status-update",
  "partner-listed",
  "partner-unlisted",
  "course-enrolment",
  "course-question",
  "course-answer",
  "follow-up-digest",
  "weekly-summary",
  "two-factor-added",
  "two-factor-removed",
  "passkey-added",
  "passkey-removed",
]);

/**
 * E-mails to one address, of every kind together. An address nobody has proven gets a few a day:
 * enough for a registration, a reset and a lead's confirmation, too few to flood an inbox. A proven
 * one (a verified account's, a confirmed subscriber's) belongs to someone using the site, and its
 * budget is hourly only: a reset link lives an hour, so whatever a stranger sends, the newest reset
 * link in the owner's inbox works until the budget is back. A daily cap would let a stranger spend
 * the day's budget in a minute and keep a new browser of the owner's out until the next day.
 */
export const recipientBudgets = {
  unproven: [{ scope: "mail-to:day", limit: 3, windowSeconds: 86_400 }],
  proven: [{ scope: "mail-to:hour", limit: 10, windowSeconds: 3600 }],
} as const satisfies Record<string, readonly RateLimitRule[]>;

/**
 * Limits of one kind at one address, on top of the recipient's budget. A learner gets at most one
 * nudge a day (a UTC day), however many staff members send one, with whatever ids
 * (docs/decisions/074-one-nudge-a-day-and-staff-second-factor.md).
 */
const kindBudgets: Partial<Record<EmailKind, readonly RateLimitRule[]>> = {
  "course-nudge": [{ scope: "mail-to:nudge-day", limit: 1, windowSeconds: 86_400 }],
};

export interface QueuedEmail {
  id: string;
  /** The row, for the caller's D1 batch. */
  insert: ReturnType<typeof insertEmail>;
  /** Gives the recipient's budget back when the caller did not keep the row after all. */
  release(): Promise<void>;
}

type OutboxMessage = NewOutboxEmail;

function insertEmail(db: Database, message: OutboxMessage) {
  return db.insert(emailOutbox).values(message);
}

/** Whether the address belongs to an account that proved it or to a confirmed subscriber, as an SQL condition. */
function isProvenAddress(db: Database, address: string): SQL {
  const provenAccount = db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.email, address), isNotNull(users.emailVerifiedAt)));
  const confirmedSubscriber = db
    .select({ email: newsletterSubscribers.email })
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.email, address), eq(newsletterSubscribers.status, "subscribed")));
  return or(exists(provenAccount), exists(confirmedSubscriber))!;
}

/**
 * One message for the outbox: an id of its own and the insert for the caller's D1 batch, or null
 * when its recipient has had their share of e-mails (logged; the caller answers the visitor as if
 * it had gone). Counts are keyed by a keyed hash of the address, never the address.
 */
export async function queueEmail(context: AppLoadContext & { budget?: StepShare }, message: Omit<OutboxMessage, "id">): Promise<QueuedEmail | null> {
  const { db, env } = context;
  const id = crypto.randomUUID();
  const insert = insertEmail(db, { ...message, id });
  // A scheduled step's e-mail counts against its share of the run (refused past it), and is given back if not kept.
  const run = context.budget;
  run?.spendEmails(1);
  const giveBack = async () => run?.refundEmails(1);
  if (kindsOutsideRecipientBudget.has(message.kind)) return { id, insert, release: giveBack };

  const address = message.toAddress.trim().toLowerCase();
  const recipient = await anonymousKey(env.SESSION_SECRET, address);
  // One D1 round trip: each budget's count is kept under the condition that picks it, so exactly
  // one of them counts this message, whichever the address is when the statement runs.
  const proven = isProvenAddress(db, address);
  const budgets = [
    ...recipientBudgets.unproven.map((rule) => ({ rule, statement: conditionalHitStatement(db, rule, recipient, not(proven)) })),
    ...recipientBudgets.proven.map((rule) => ({ rule, statement: conditionalHitStatement(db, rule, recipient, proven) })),
    ...(kindBudgets[message.kind] ?? []).map((rule) => ({ rule, statement: conditionalHitStatement(db, rule, recipient, sql`1`) })),
  ];
  const [first, ...rest] = budgets.map((budget) => budget.statement);
  const results = await db.batch([first!, ...rest]);
  const counted = budgets.flatMap(({ rule }, index) => {
    const hit = countedHit(rule, results[index] as Array<{ count: number }>);
    return hit ? [{ rule, hit }] : [];
  });
  const release = () => Promise.all([giveBack(), ...counted.map(({ rule }) => refundRateLimit(db, rule, recipient))]).then(() => undefined);
  if (counted.some(({ hit }) => !hit.allowed)) {
    await release();
    console.log(JSON.stringify({ level: "warn", event: "email_budget_spent", kind: message.kind }));
    return null;
  }
  return { id, insert, release };
}

/** Delivers these queued messages after the response; the Cron Trigger retries any that fail. */
export function deliverSoon(context: AppLoadContext, ids: string[]): void {
  if (ids.length === 0) return;
  context.ctx.waitUntil(
    deliverDueEmails(context.db, emailSenderFor(context.env), { ids }).catch((error: unknown) => {
      console.error(JSON.stringify({ level: "error", event: "email_delivery_error", message: String(error) }));
    }),
  );
}

/** Minutes to wait after the 1st, 2nd, ... failed attempt. */
const retryDelaysMinutes = [1, 5, 30, 120, 720] as const;
const maxAttempts = retryDelaysMinutes.length + 1;
/** How long a worker holds a message it is sending before another may try it. */
const claimMinutes = 5;

function minutesFrom(now: number, minutes: number): string {
  return new Date(now + minutes * 60_000).toISOString();
}

/** The e-mail API's longest answer before the message is retried later. */
const sendDeadlineMs = 10_000;
/** Queries one message's delivery costs: its share of the claim, and its outcome written. */
const queriesPerDelivery = 2;

/**
 * Sends the due messages (or only `ids`, when given), each claimed first so that the request's
 * waitUntil and the cron never send the same message twice. In the scheduled run, as many as its
 * share allows (`budget`); each send waits for the e-mail API at most `sendDeadlineMs` (or what is
 * left of the share), then counts as failed and is retried later.
 */
export async function deliverDueEmails(
  db: Database,
  sender: EmailSender,
  options: { ids?: string[]; now?: number; limit?: number; budget?: StepShare } = {},
): Promise<{ sent: number; failed: number }> {
  const now = options.now ?? Date.now();
  const { budget } = options;
  const limit = Math.min(options.limit ?? 50, budget ? Math.min(budget.emailsLeft(), Math.floor((budget.allowed.queries - 1) / queriesPerDelivery)) : Infinity);
  if (limit <= 0) return { sent: 0, failed: 0 };
  const nowIso = new Date(now).toISOString();
  const due = and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, nowIso));
  const candidates = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(options.ids ? and(due, inArray(emailOutbox.id, options.ids)) : due)
    .orderBy(emailOutbox.nextAttemptAt)
    .limit(limit);
  // One statement picks the due messages and claims them: a message another worker claimed first is
  // no longer due, so it is neither picked nor claimed twice.
  const claimed = await db
    .update(emailOutbox)
    .set({ nextAttemptAt: minutesFrom(now, claimMinutes), attempts: sql`${emailOutbox.attempts} + 1` })
    .where(and(due, inArray(emailOutbox.id, candidates)))
    .returning();
  claimed.sort((a, b) => a.createdAt.localeCompare(b.createdAt));

  let sent = 0;
  let failed = 0;
  for (const message of claimed) {
    if (budget && !budget.hasRoom({ queries: 1, emails: 1 })) break;
    budget?.spendEmails(1);
    try {
      const sending = sender.send({
        id: message.id,
        kind: message.kind,
        to: message.toAddress,
        subject: message.subject,
        text: message.textBody,
        html: message.htmlBody,
        headers: message.headers,
      });
      await withDeadline(sending, Math.min(sendDeadlineMs, budget ? budget.msLeft() : sendDeadlineMs), "the e-mail API");
      await db
        .update(emailOutbox)
        .set({ status: "sent", sentAt: new Date().toISOString(), lastError: null, updatedAt: new Date().toISOString() })
        .where(eq(emailOutbox.id, message.id));
      sent++;
    } catch (error) {
      failed++;
      await recordFailure(db, message, error, now);
    }
  }
  return { sent, failed };
}

async function recordFailure(db: Database, message: OutboxEmail, error: unknown, now: number) {
  const exhausted = message.attempts >= maxAttempts;
  const delay = retryDelaysMinutes[Math.min(message.attempts, retryDelaysMinutes.length) - 1] ?? retryDelaysMinutes[0];
  const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  await db
    .update(emailOutbox)
    .set({
      status: exhausted ? "failed" : "pending",
      lastError: reason,
      nextAttemptAt: minutesFrom(now, delay),
      updatedAt: new Date().toISOString(),
    })
    .where(eq(emailOutbox.id, message.id));
  console.warn(JSON.stringify({ level: "warn", event: "email_failed", id: message.id, attempts: message.attempts, exhausted, reason }));
}

/** The outbox's backlog and failures, and the latest error, for the admin dashboard's system status. */
export function outboxHealthQueries(db: Database) {
  return [
    db
      .select({ status: emailOutbox.status, total: sql<number>`count(*)` })
      .from(emailOutbox)
      .where(inArray(emailOutbox.status, ["pending", "failed"]))
      .groupBy(emailOutbox.status),
    db
      .select({ message: emailOutbox.lastError, at: emailOutbox.updatedAt, status: emailOutbox.status })
      .from(emailOutbox)
      .where(and(isNotNull(emailOutbox.lastError), inArray(emailOutbox.status, ["pending", "failed"])))
      .orderBy(desc(emailOutbox.updatedAt))
      .limit(1),
  ] as const;
}

/** What the health reads found: e-mails waiting, e-mails failed for good, and the latest error. */
export function outboxHealthFrom(groups: ReadonlyArray<{ status: string; total: number }>, [latest]: ReadonlyArray<{ message: string | null; at: string }>) {
  return {
    pending: groups.find((group) => group.status === "pending")?.total ?? 0,
    failed: groups.find((group) => group.status === "failed")?.total ?? 0,
    latestError: latest?.message ? { message: latest.message, at: latest.at } : null,
  };
}
