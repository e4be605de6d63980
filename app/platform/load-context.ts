import type { Database } from "../../db/client";
import type { AppEnv } from "./env.server";

/** The Worker's bindings as wrangler.toml and `wrangler secret` define them. */
export interface WorkerBindings {
  DB: D1Database;
  ENVIRONMENT?: string;
  SITE_URL?: string;
  SESSION_SECRET?: string;
  ADMIN_MASTER_PASSWORD?: string;
  LEADS_NOTIFY_EMAIL?: string;
  EMAIL_PROVIDER?: string;
  EMAIL_FROM?: string;
  EMAIL_API_URL?: string;
  EMAIL_API_KEY?: string;
}

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    /** Validated string bindings (see app/env.server.ts). */
    env: AppEnv;
    /** Drizzle on the request's D1 binding. */
    db: Database;
    /** For work that may finish after the response (ctx.waitUntil). */
    ctx: ExecutionContext;
    /** The per-request nonce of the Content-Security-Policy. */
    cspNonce: string;
  }
}

// Single Fetch (remix.config.js future flag) changes the inferred types of loader data.
declare module "@remix-run/server-runtime" {
  interface Future {
    v3_singleFetch: true;
  }
}
