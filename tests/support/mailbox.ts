/**
 * The worker layer's view of the e-mails a test caused: rows of the outbox (what /dev/mailbox
 * lists), the one-time links in them, made-up account tokens, and Single Fetch answers decoded.
 */
import { randomToken, sha256Hex } from "~/platform/tokens";
import { poll, rows, type TestWorker } from "./worker";

export interface OutboxRow {
  id: string;
  kind: string;
  to_address: string;
  language: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: string;
  created_at: string;
}

/** Every e-mail queued for `address` (any case), newest first. */
export function emailsTo(worker: TestWorker, address: string): Promise<OutboxRow[]> {
  return rows<OutboxRow>(worker, "SELECT * FROM email_outbox WHERE lower(to_address) = lower(?) ORDER BY created_at DESC, rowid DESC", address);
}

/** The newest e-mail of this kind to `address`, waiting for it (some are queued after the response). */
export function waitForEmail(worker: TestWorker, address: string, kind: string): Promise<OutboxRow> {
  return poll(`${kind} e-mail to ${address}`, async () => (await emailsTo(worker, address)).find((email) => email.kind === kind));
}

const linkPattern = /https?:\/\/[^\s<>"']+/g;

/** The links of an e-mail's text whose path contains `pathPart`, as paths ("/es/set-password/…"). */
function linksIn(email: OutboxRow, pathPart: string): string[] {
  return [...email.text_body.matchAll(linkPattern)]
    .map((match) => new URL(match[0].replace(/[.,;:!?)]+$/, "")).pathname)
    .filter((path) => path.includes(pathPart));
}

/**
 * The path of the one-time link (containing `pathPart`) in the newest e-mail to `address` that has
 * one, waiting until more than `after` such e-mails exist (`after: 1`: the second link sent).
 */
export function latestLink(worker: TestWorker, address: string, pathPart: string, options: { after?: number } = {}): Promise<string> {
  const after = options.after ?? 0;
  return poll(`e-mail with a ${pathPart} link to ${address}`, async () => {
    const withLink = (await emailsTo(worker, address)).filter((email) => linksIn(email, pathPart).length > 0);
    return withLink.length > after ? linksIn(withLink[0]!, pathPart)[0] : undefined;
  });
}

/** The token at the end of a one-time link. */
export function tokenOf(link: string): string {
  return link.split("/").pop() ?? "";
}

/** A token shaped like the site's own (43 base64url characters) that no e-mail carried. */
export function madeUpToken(): string {
  return randomToken();
}

/** Puts a one-time link's row in place directly (stored, as the site stores it, as the token's SHA-256). */
export async function insertAccountToken(
  worker: TestWorker,
  token: {
    token: string;
    userId: string;
    email: string;
    purpose: "verify-email" | "reset-password" | "admin-invite";
    expiresAt: string;
    usedAt?: string | null;
    createdBy?: string | null;
  },
): Promise<void> {
  await worker.db
    .prepare("INSERT INTO account_tokens (token_hash, user_id, purpose, email, created_by, expires_at, used_at) VALUES (?, ?, ?, ?, ?, ?, ?)")
    .bind(await sha256Hex(token.token), token.userId, token.purpose, token.email, token.createdBy ?? null, token.expiresAt, token.usedAt ?? null)
    .run();
}

// turbo-stream's constants for values that are not JSON.
const constants = new Map<number, unknown>([
  [-1, undefined],
  [-2, Number.NaN],
  [-3, Number.NEGATIVE_INFINITY],
  [-4, -0],
  [-5, null],
  [-6, Number.POSITIVE_INFINITY],
  [-7, undefined],
]);

/**
 * A Single Fetch answer (`*.data`, turbo-stream) decoded synchronously: its first line holds
 * everything for answers without promises (action data, a redirect).
 */
export function decodeSingleFetch(body: string): unknown {
  const values = JSON.parse(body.split("\n")[0]!) as unknown[];
  const hydrate = (index: number): unknown => {
    if (index < 0) return constants.get(index);
    const value = values[index];
    if (value === null || typeof value !== "object") return value;
    if (Array.isArray(value)) {
      if (typeof value[0] === "string") {
        const [type, payload] = value as [string, string];
        if (type === "D") return new Date(payload);
        if (type === "U") return new URL(payload);
        if (type === "Y") return Symbol.for(payload);
        throw new Error(`decodeSingleFetch: unsupported turbo-stream type ${type}`);
      }
      return (value as number[]).map(hydrate);
    }
    return Object.fromEntries(
      Object.entries(value as Record<string, number>).map(([key, valueIndex]) => [String(hydrate(Number(key.slice(1)))), hydrate(valueIndex)]),
    );
  };
  return hydrate(0);
}
