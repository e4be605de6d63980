import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { hasDevMailbox, mailboxHtml, mailboxHtmlResponse } from "~/email/dev-mailbox.server";

/** One message of the local mailbox as HTML (see dev.mailbox.tsx); 404 outside development and test. */
export async function loader({ context, params }: LoaderFunctionArgs) {
  if (!hasDevMailbox(context.env)) throw new Response(null, { status: 404 });
  return mailboxHtmlResponse(params.id ? await mailboxHtml(context.db, params.id) : undefined);
}
