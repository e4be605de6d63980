/**
 * The signed "stop these reminders" link in every reminder e-mail: it names one kind and one
 * address and carries an HMAC-SHA256 signature made with a key derived from SESSION_SECRET (a key
 * of its own, so it can stand for no other token), so nothing is stored per link, nobody can make a
 * link for an address or a kind they were not sent, and changing either breaks the signature. It
 * never expires, as mailbox providers expect of an unsubscribe link (RFC 8058).
 */
import { reminderKinds, type ReminderKind } from "../../db/schema";
import { fromBase64Url, linkSigningKey, toBase64Url } from "~/http/link-signing.server";

const encoder = new TextEncoder();

const signedText = (kind: ReminderKind, email: string) => encoder.encode(`stop\n${kind}\n${email}`);

/** A token for `kind` to `email` (lower-cased): `<kind>.<address>.<signature>`, URL-safe. */
export async function signReminderStop(secret: string, kind: ReminderKind, email: string): Promise<string> {
  const signature = await crypto.subtle.sign("HMAC", await linkSigningKey(secret, "reminder-stop-links v1"), signedText(kind, email));
  return `${kind}.${toBase64Url(encoder.encode(email))}.${toBase64Url(new Uint8Array(signature))}`;
}

/** The kind and address a token was signed for, or null when it is malformed, forged or altered. */
export async function readReminderStop(secret: string, token: string): Promise<{ kind: ReminderKind; email: string } | null> {
  if (token.length > 600) return null;
  const [kind, addressPart, signaturePart, ...rest] = token.split(".");
  if (rest.length > 0 || !kind || !addressPart || !signaturePart || !(reminderKinds as readonly string[]).includes(kind)) return null;
  const addressBytes = fromBase64Url(addressPart);
  const signature = fromBase64Url(signaturePart);
  if (!addressBytes || !signature) return null;
  const email = new TextDecoder().decode(addressBytes);
  const isGenuine = await crypto.subtle.verify(
    "HMAC",
    await linkSigningKey(secret, "reminder-stop-links v1"),
    signature,
    signedText(kind as ReminderKind, email),
  );
  return isGenuine ? { kind: kind as ReminderKind, email } : null;
}
