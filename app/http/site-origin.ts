import type { AppEnv } from "~/platform/env.server";

/**
 * The one origin every link the site sends out starts with (every e-mail, every one-time link):
 * - in production, always SITE_URL's origin: a request's Host header is the client's to choose,
 *   and a link built from it could point a victim at another site;
 * - elsewhere (locally, in tests), the origin the request reached, so a link works where it was
 *   made whatever port the site is served on;
 * - with no request (the Cron Trigger's messages), SITE_URL's origin.
 * docs/email.md, "Links", states the rule; tests/worker/email-links.test.ts holds every kind to it.
 */
export function siteOrigin(request: Request | null, env: Pick<AppEnv, "ENVIRONMENT" | "SITE_URL">): string {
  if (env.ENVIRONMENT === "production" || request === null) return new URL(env.SITE_URL).origin;
  return new URL(request.url).origin;
}
