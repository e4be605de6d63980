/**
 * Signed newsletter links (docs/decisions/024-consent-on-record.md): "confirm my subscription" and
 * "unsubscribe me". A link names the address and carries an HMAC-SHA256 signature made with a key
 * derived from SESSION_SECRET, so nothing is stored per link and nobody can make a link for an
 * address they were not sent. Confirmation links last a week; unsubscribe links never expire, as
 * mailbox providers expect (RFC 8058). Rotating SESSION_SECRET ends every link sent before.
 */

export type NewsletterLinkPurpose = "confirm" | "unsubscribe";

/** How long a confirmation link works. */
export const confirmLinkDays = 7;

import { fromBase64Url, linkSigningKey, toBase64Url } from "~/http/link-signing.server";

const encoder = new TextEncoder();

const signedText = (purpose: NewsletterLinkPurpose, email: string, issued: string) => encoder.encode(`${purpose}\n${email}\n${issued}`);

/** A token for `email` (already lower-cased), `<address>.<issued>.<signature>`, all URL-safe. */
export async function signNewsletterLink(secret: string, purpose: NewsletterLinkPurpose, email: string, now = Date.now()): Promise<string> {
  const issued = Math.floor(now / 1000).toString(36);
  const signature = await crypto.subtle.sign("HMAC", await linkSigningKey(secret, "newsletter-links v1"), signedText(purpose, email, issued));
  return `${toBase64Url(encoder.encode(email))}.${issued}.${toBase64Url(new Uint8Array(signature))}`;
}

/** The address a token was signed for, or null when it is malformed, forged, altered or (to confirm) too old. */
export async function readNewsletterLink(secret: string, purpose: NewsletterLinkPurpose, token: string, now = Date.now()): Promise<string | null> {
  if (token.length > 600) return null;
  const [addressPart, issued, signaturePart, ...rest] = token.split(".");
  if (rest.length > 0 || !addressPart || !issued || !signaturePart || !/^[0-9a-z]{1,10}$/.test(issued)) return null;
  const addressBytes = fromBase64Url(addressPart);
  const signature = fromBase64Url(signaturePart);
  if (!addressBytes || !signature) return null;
  const email = new TextDecoder("utf-8", { fatal: false }).decode(addressBytes);
  const isGenuine = await crypto.subtle.verify("HMAC", await linkSigningKey(secret, "newsletter-links v1"), signature, signedText(purpose, email, issued));
  if (!isGenuine) return null;
  if (purpose === "confirm" && now - parseInt(issued, 36) * 1000 > confirmLinkDays * 24 * 60 * 60 * 1000) return null;
  return email;
}
