/**
 * The RFC 8058 one-click unsubscribe: a mailbox provider posts `List-Unsubscribe=One-Click` to the
 * List-Unsubscribe address of a newsletter e-mail, with no cookie and no Origin, and wants a short
 * answer, not a page. The Worker entry answers it before Remix (a route's action would answer a
 * document post with the page). The signed token is the only authority; a person's press of the
 * page's button goes on to the route.
 */
import type { Database } from "../../db/client";
import { readNewsletterLink } from "./newsletter-links.server";
import { unsubscribe } from "./subscriptions.server";

/** `/newsletter/unsubscribe/<token>` in any language (a two-letter prefix or none). */
const unsubscribePath = /^(?:\/[a-z]{2})?\/newsletter\/unsubscribe\/([^/]+)\/?$/;

const plainText = (text: string, status: number) =>
  new Response(`${text}\n`, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/** The answer to a one-click post, or null when the request is anything else. */
export async function answerOneClickUnsubscribe(request: Request, url: URL, db: Database, secret: string): Promise<Response | null> {
  if (request.method !== "POST") return null;
  const match = unsubscribePath.exec(url.pathname);
  if (!match) return null;
  const body = await request.clone().text();
  if (new URLSearchParams(body).get("List-Unsubscribe") !== "One-Click") return null;
  const email = await readNewsletterLink(secret, "unsubscribe", decodeURIComponent(match[1]!));
  if (!email) return plainText("Invalid link.", 400);
  await unsubscribe(db, email);
  return plainText("Unsubscribed.", 200);
}
