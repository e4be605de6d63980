import { eq, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rateLimits } from "../../db/schema";
import { clientAddressOf } from "./client-address";
import type { AppEnv } from "./env.server";
import { sha256Hex } from "./tokens";

/**
 * A window's length: whole multiples of five minutes, so every window ends on a five-minute mark
 * (windows are fixed, counted from the epoch), where a count starts again. The worker tests count
 * at one instant (`setRateLimitClock`); the browser tests keep clear of those marks
 * (tests/support/clear-of-window-edges.ts).
 */
export type WindowSeconds = 300 | 600 | 900 | 1800 | 3600 | 86_400;

export interface RateLimitRule {
  /** What is limited, e.g. `form:contact` or `login`. */
  scope: string;
  limit: number;
  windowSeconds: WindowSeconds;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Attempts counted in the window so far, this one included. */
  count: number;
  retryAfterSeconds: number;
}

let testInstant: number | undefined;

/**
 * Where every count reads the time: the wall clock, except in the worker tests, whose worker has
 * TEST_RATE_LIMIT_CLOCK (an instant, the same for the whole file: no count a test makes can meet
 * a window's end, so no test waits for the wall clock to pass one). parseEnv refuses that binding
 * outside ENVIRONMENT=test, and nothing a request carries reaches it (docs/decisions/077).
 */
export function setRateLimitClock(env: Pick<AppEnv, "ENVIRONMENT" | "TEST_RATE_LIMIT_CLOCK">): void {
  testInstant = env.ENVIRONMENT === "test" ? env.TEST_RATE_LIMIT_CLOCK : undefined;
}

const rateLimitNow = () => testInstant ?? Date.now();

/**
 * Counts one attempt by `client` in the current fixed window and says whether it is within the
 * limit. One upsert: concurrent attempts each see their own count.
 */
export async function hitRateLimit(db: Database, rule: RateLimitRule, client: string, now = rateLimitNow()): Promise<RateLimitResult> {
  const window = currentWindow(rule, client, now);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: window.key, count: 1, expiresAt: new Date(window.end).toISOString() })
    .onConflictDoUpdate({ target: rateLimits.key, set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  const count = row?.count ?? 1;
  return { allowed: count <= rule.limit, count, retryAfterSeconds: window.retryAfterSeconds };
}

/**
 * `hitRateLimit` as one statement for a caller's D1 batch, counted only where `condition` (an SQL
 * boolean) holds: its one row is the new count, and it has none when the condition did not hold
 * (nothing was counted then). Read the rows with `countedHit`.
 */
export function conditionalHitStatement(db: Database, rule: RateLimitRule, client: string, condition: SQL, now = rateLimitNow()) {
  const window = currentWindow(rule, client, now);
  const attempt = db
    .select({
      key: sql<string>`${window.key}`.as("key"),
      count: sql<number>`1`.as("count"),
      expiresAt: sql<string>`${new Date(window.end).toISOString()}`.as("expires_at"),
    })
    .from(sql`(select 1)`)
    .where(condition);
  return db
    .insert(rateLimits)
    .select(attempt)
    .onConflictDoUpdate({ target: rateLimits.key, set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
}

/** What a `conditionalHitStatement` counted: null when its condition did not hold. */
export function countedHit(rule: RateLimitRule, rows: ReadonlyArray<{ count: number }>, now = rateLimitNow()): RateLimitResult | null {
  const [row] = rows;
  if (!row) return null;
  const count = Number(row.count);
  return { allowed: count <= rule.limit, count, retryAfterSeconds: currentWindow(rule, "", now).retryAfterSeconds };
}

/** Gives one counted attempt back (a login that turned out right), never below zero. */
export async function refundRateLimit(db: Database, rule: RateLimitRule, client: string, now = rateLimitNow()): Promise<void> {
  const window = currentWindow(rule, client, now);
  await db
    .update(rateLimits)
    .set({ count: sql`max(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, window.key));
}

/** Forgets the current window's count for `client`. */
export async function resetRateLimit(db: Database, rule: RateLimitRule, client: string, now = rateLimitNow()): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, currentWindow(rule, client, now).key));
}

function currentWindow(rule: RateLimitRule, client: string, now: number) {
  const windowMs = rule.windowSeconds * 1000;
  const windowIndex = Math.floor(now / windowMs);
  const end = (windowIndex + 1) * windowMs;
  return { key: `${rule.scope}:${client}:${windowIndex}`, end, retryAfterSeconds: Math.max(1, Math.ceil((end - now) / 1000)) };
}

/** Removes windows that have ended, `limit` at most (the Cron Trigger calls this; the rest go next run). */
export async function purgeExpiredRateLimits(db: Database, now = Date.now(), limit = 1000): Promise<number> {
  const ended = db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(lt(rateLimits.expiresAt, new Date(now).toISOString()))
    .limit(limit);
  const deleted = await db.delete(rateLimits).where(inArray(rateLimits.key, ended)).returning({ key: rateLimits.key });
  return deleted.length;
}

/**
 * Who is asking, without storing their IP address: a keyed hash of the client CF-Connecting-IP
 * names (set by Cloudflare, which overwrites any value a client sends): the address for IPv4, the
 * /64 for IPv6 (decision 034). The one place the app turns a request into a client.
 */
export function clientKey(request: Request, secret: string): Promise<string> {
  return anonymousKey(secret, clientAddressOf(request.headers.get("CF-Connecting-IP")).client);
}

/**
 * An IPv6 client's /48 gets this many times its limit (decision 034): a household or an office
 * with several /64s still has room, while rotating /64s inside one /48 gains at most this factor.
 */
export const networkLimitFactor = 8;

/** The keys one request is counted on for a rule: its client, and for IPv6 its /48 as well. */
async function clientCounts(rule: RateLimitRule, request: Request, secret: string, about: string | undefined) {
  const address = clientAddressOf(request.headers.get("CF-Connecting-IP"));
  const keyOf = (prefix: string) => anonymousKey(secret, about === undefined ? prefix : `${prefix}|${about}`);
  const counts = [{ rule, key: await keyOf(address.client), isClient: true }];
  if (address.network) counts.push({ rule: { ...rule, limit: rule.limit * networkLimitFactor }, key: await keyOf(address.network), isClient: false });
  return counts;
}

/**
 * Every limit on a client goes through here: one attempt counted on the client and (IPv6) on its
 * /48, allowed only when both are within their limits. `about` narrows the count to one thing the
 * client does (e.g. one account it tries). `count` is the client's own.
 */
export async function hitClientRateLimit(
  db: Database,
  rule: RateLimitRule,
  request: Request,
  secret: string,
  options: { about?: string; now?: number } = {},
): Promise<RateLimitResult> {
  const counts = await clientCounts(rule, request, secret, options.about);
  const results = await Promise.all(counts.map(({ rule: countedRule, key }) => hitRateLimit(db, countedRule, key, options.now)));
  const refused = results.filter((result) => !result.allowed);
  return {
    allowed: refused.length === 0,
    count: results[0]?.count ?? 1,
    retryAfterSeconds: Math.max(1, ...results.map((result) => result.retryAfterSeconds)),
  };
}

/**
 * Gives a client's attempt back (a login that turned out right): the client's own count is
 * forgotten when `forgetClient`, else reduced by one; its /48's (shared with others) by one.
 */
export async function refundClientRateLimit(
  db: Database,
  rule: RateLimitRule,
  request: Request,
  secret: string,
  options: { about?: string; forgetClient?: boolean } = {},
): Promise<void> {
  const counts = await clientCounts(rule, request, secret, options.about);
  await Promise.all(
    counts.map(({ rule: countedRule, key, isClient }) =>
      isClient && options.forgetClient ? resetRateLimit(db, countedRule, key) : refundRateLimit(db, countedRule, key),
    ),
  );
}

/** A keyed hash standing in for a personal value (an IP address, an e-mail) in a rate-limit key. */
export async function anonymousKey(secret: string, value: string): Promise<string> {
  return (await sha256Hex(`${secret}:${value}`)).slice(0, 24);
}
