/**
 * The /admin-access master password (docs/decisions/015-admin-creation-and-local-admin.md): the secret ADMIN_MASTER_PASSWORD,
 * compared in constant time, at most 5 tries in 15 minutes per admin and per client, and
 * "verified" for 15 minutes in the admin's own session.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { timingSafeEqual } from "node:crypto";
import { hitClientRateLimit, hitRateLimit } from "~/platform/rate-limit.server";
import { sha256Hex } from "~/platform/tokens";
import type { UserSession } from "./session.server";

const masterPasswordTries = { limit: 5, windowSeconds: 900 } as const;
const masterPasswordVerifiedMs = 15 * 60 * 1000;

export type MasterPasswordResult = { kind: "verified" } | { kind: "wrong" } | { kind: "rate-limited"; retryAfterSeconds: number };

/** Equal-length digests, so the comparison takes the same time whatever was typed. */
async function isSameSecret(candidate: string, secret: string): Promise<boolean> {
  const encoder = new TextEncoder();
  return timingSafeEqual(encoder.encode(await sha256Hex(candidate)), encoder.encode(await sha256Hex(secret)));
}

/** Every try counts (right or wrong): the 6th in the window is refused before any comparison. */
export async function checkMasterPassword(request: Request, context: AppLoadContext, adminId: string, candidate: string): Promise<MasterPasswordResult> {
  const { db, env } = context;
  const limits = [
    () => hitRateLimit(db, { scope: "master-password:admin", ...masterPasswordTries }, adminId),
    () => hitClientRateLimit(db, { scope: "master-password:client", ...masterPasswordTries }, request, env.SESSION_SECRET),
  ];
  for (const hitLimit of limits) {
    const hit = await hitLimit();
    if (!hit.allowed) return { kind: "rate-limited", retryAfterSeconds: hit.retryAfterSeconds };
  }
  return (await isSameSecret(candidate, env.ADMIN_MASTER_PASSWORD)) ? { kind: "verified" } : { kind: "wrong" };
}

export function isMasterPasswordVerified(session: UserSession | null, now = Date.now()): boolean {
  const until = session?.get("masterPasswordVerifiedUntil");
  return typeof until === "number" && until > now;
}

/** Epoch ms until which the verification holds. */
export function markMasterPasswordVerified(session: UserSession, now = Date.now()): number {
  const until = now + masterPasswordVerifiedMs;
  session.set("masterPasswordVerifiedUntil", until);
  return until;
}
