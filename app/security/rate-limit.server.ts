import { lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rateLimits } from "../../db/schema";

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
  const windowMs = rule.windowSeconds * 1000;
  const windowIndex = Math.floor(now / windowMs);
  const windowEnd = (windowIndex + 1) * windowMs;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: `${rule.scope}:${client}:${windowIndex}`, count: 1, expiresAt: new Date(windowEnd).toISOString() })
    .onConflictDoUpdate({ target: rateLimits.key, set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  return {
    allowed: (row?.count ?? 1) <= rule.limit,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now) / 1000)),
  };
}

/** Removes windows that have ended (the Cron Trigger calls this). */
export async function purgeExpiredRateLimits(db: Database, now = Date.now()): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.expiresAt, new Date(now).toISOString()));
}

/**
 * Who is asking, without storing their IP address: a keyed hash of CF-Connecting-IP (set by
 * Cloudflare, which overwrites any value a client sends).
 */
export async function clientKey(request: Request, secret: string): Promise<string> {
  const address = request.headers.get("CF-Connecting-IP") ?? "unknown";
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${secret}:${address}`));
  return Array.from(new Uint8Array(digest).slice(0, 12), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
