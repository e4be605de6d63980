import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { hasDevMailbox, mailboxHtml } from "~/email/dev-mailbox.server";

/**
 * The stored HTML body a message's recipient would see. It is shown as it is, so it is locked
 * down: inline styles and data: images only, no script, no requests; links still open
 * (sandboxed, so on the visitor's click only).
 */
const mailboxHtmlPolicy =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox allow-popups allow-top-navigation-by-user-activation";

/** One message of the local mailbox as HTML (see dev.mailbox.tsx); 404 outside development and test. */
export async function loader({ context, params }: LoaderFunctionArgs) {
  if (!hasDevMailbox(context.env)) throw new Response(null, { status: 404 });
  const html = params.id ? await mailboxHtml(context.db, params.id) : undefined;
  if (html === undefined) {
    return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  }
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": mailboxHtmlPolicy,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
