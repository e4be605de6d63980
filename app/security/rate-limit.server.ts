import { eq, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rateLimits } from "../../db/schema";
import { sha256Hex } from "./tokens";

export interface RateLimitRule {
  /** What is limited, e.g. `form:contact` or `login`. */
  scope: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Counts one attempt by `client` in the current fixed window and says whether it is within the
 * limit. One upsert: concurrent attempts each see their own count.
 */
export async function hitRateLimit(db: Database, rule: RateLimitRule, client: string, now = Date.now()): Promise<RateLimitResult> {
  const window = currentWindow(rule, client, now);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: window.key, count: 1, expiresAt: new Date(window.end).toISOString() })
    .onConflictDoUpdate({ target: rateLimits.key, set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  return { allowed: (row?.count ?? 1) <= rule.limit, retryAfterSeconds: window.retryAfterSeconds };
}

/**
 * Whether `client` may try once more in the current window, without counting anything: for limits
 * on failures (a login counts only when it fails, but is refused before the costly hash).
 */
export async function checkRateLimit(db: Database, rule: RateLimitRule, client: string, now = Date.now()): Promise<RateLimitResult> {
  const window = currentWindow(rule, client, now);
  const [row] = await db.select({ count: rateLimits.count }).from(rateLimits).where(eq(rateLimits.key, window.key));
  return { allowed: (row?.count ?? 0) < rule.limit, retryAfterSeconds: window.retryAfterSeconds };
}

function currentWindow(rule: RateLimitRule, client: string, now: number) {
  const windowMs = rule.windowSeconds * 1000;
  const windowIndex = Math.floor(now / windowMs);
  const end = (windowIndex + 1) * windowMs;
  return { key: `${rule.scope}:${client}:${windowIndex}`, end, retryAfterSeconds: Math.max(1, Math.ceil((end - now) / 1000)) };
}

/** Removes windows that have ended (the Cron Trigger calls this). */
export async function purgeExpiredRateLimits(db: Database, now = Date.now()): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.expiresAt, new Date(now).toISOString()));
}

/**
 * Who is asking, without storing their IP address: a keyed hash of CF-Connecting-IP (set by
 * Cloudflare, which overwrites any value a client sends).
 */
export function clientKey(request: Request, secret: string): Promise<string> {
  return anonymousKey(secret, request.headers.get("CF-Connecting-IP") ?? "unknown");
}

/** A keyed hash standing in for a personal value (an IP address, an e-mail) in a rate-limit key. */
export async function anonymousKey(secret: string, value: string): Promise<string> {
  return (await sha256Hex(`${secret}:${value}`)).slice(0, 24);
}
