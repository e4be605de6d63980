import type { AppEnv } from "~/platform/env.server";

/**
 * The origin to put in links the site sends out (e-mails, one-time links). In production it is
 * always SITE_URL: a request's Host header is the client's to choose, and a link built from it
 * could point a victim at another site. Locally and in tests the site may be served on any port,
 * so links use the origin the request actually reached, and they work where they were made.
 */
export function siteOrigin(request: Request, env: Pick<AppEnv, "ENVIRONMENT" | "SITE_URL">): string {
  if (env.ENVIRONMENT === "production") return env.SITE_URL;
  return new URL(request.url).origin;
}
