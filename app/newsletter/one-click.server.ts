/**
 * The RFC 8058 one-click unsubscribe: a mailbox provider posts `List-Unsubscribe=One-Click` to the
 * List-Unsubscribe address of a newsletter e-mail, with no cookie and no Origin, urlencoded or (as
 * the RFC recommends) multipart, and wants a short answer, not a page. The Worker entry answers it
 * before Remix (a route's action would answer a document post with the page). The signed token is the only authority; a person's press of the
 * page's button goes on to the route.
 */
import type { Database } from "../../db/client";
import { safeDecodeURIComponent } from "~/http/percent-decoding";
import { readNewsletterLink } from "./newsletter-links.server";
import { unsubscribe } from "./subscriptions.server";

/** `/newsletter/unsubscribe/<token>` in any language (a two-letter prefix or none). */
const unsubscribePath = /^(?:\/[a-z]{2})?\/newsletter\/unsubscribe\/([^/]+)\/?$/;

const plainText = (text: string, status: number) =>
  new Response(`${text}\n`, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/** The post's `List-Unsubscribe` field, in either form encoding (the entry's form guard has already checked the body parses). */
async function oneClickField(request: Request): Promise<FormDataEntryValue | null> {
  try {
    return (await request.clone().formData()).get("List-Unsubscribe");
  } catch {
    return null;
  }
}

/** The answer to a one-click post, or null when the request is anything else. */
export async function answerOneClickUnsubscribe(request: Request, url: URL, db: Database, secret: string): Promise<Response | null> {
  if (request.method !== "POST") return null;
  const match = unsubscribePath.exec(url.pathname);
  if (!match) return null;
  if ((await oneClickField(request)) !== "One-Click") return null;
  const token = safeDecodeURIComponent(match[1]!);
  const email = token === undefined ? null : await readNewsletterLink(secret, "unsubscribe", token);
  if (!email) return plainText("Invalid link.", 400);
  await unsubscribe(db, email);
  return plainText("Unsubscribed.", 200);
}
