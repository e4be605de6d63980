/**
 * Anyone looks a certificate up by its code (`/certificates/<code>`): genuine, revoked or unknown.
 * The answer discloses a name, a course and study time, so it is throttled per client like the
 * site's other public lookups (docs/decisions/072): every lookup of a well-formed code is counted
 * before the database is read, on the client (an IPv4 address or an IPv6 /64) and its /48, in ten
 * minutes. The page is never kept by the edge page cache (its handle says "never"), so every lookup
 * reaches this count; a revocation shows at the next one (docs/decisions/071).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { hitClientRateLimit, type RateLimitRule } from "~/platform/rate-limit.server";
import { findCertificate, type Certificate } from "./completion.server";

/**
 * 30 lookups in ten minutes per client (8× that per IPv6 /48): a person typing a few codes, or an
 * employer checking a dozen, never meets it; a guesser gets 4,320 tries a day against codes of 60
 * random bits.
 */
export const certificateLookupLimit = { scope: "certificate-lookup", limit: 30, windowSeconds: 600 } as const satisfies RateLimitRule;

export type CertificateLookup =
  | { state: "ask" | "bad-code" | "not-found"; certificate: null }
  | { state: "too-many"; certificate: null; retryAfterSeconds: number }
  | { state: "valid" | "revoked"; certificate: Certificate };

/** What a code's page answers: a code as typed is normalised by the caller, which redirects to its canonical address first. */
export async function lookUpCertificate(
  context: Pick<AppLoadContext, "db" | "env">,
  request: Request,
  code: string | undefined,
  nothingTyped: boolean,
): Promise<CertificateLookup> {
  if (!code) return { state: nothingTyped ? "ask" : "bad-code", certificate: null };
  const allowed = await hitClientRateLimit(context.db, certificateLookupLimit, request, context.env.SESSION_SECRET);
  if (!allowed.allowed) return { state: "too-many", certificate: null, retryAfterSeconds: allowed.retryAfterSeconds };
  const certificate = await findCertificate(context.db, code);
  if (!certificate) return { state: "not-found", certificate: null };
  return { state: certificate.revokedAt ? "revoked" : "valid", certificate };
}

/** The lookup's HTTP status: an unknown or malformed code is a 404, too many lookups a 429. */
export function lookupStatus(lookup: CertificateLookup): number {
  if (lookup.state === "too-many") return 429;
  return lookup.state === "not-found" || lookup.state === "bad-code" ? 404 : 200;
}
