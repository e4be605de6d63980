import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { hasDevMailbox, mailboxHtmlResponse } from "~/email/dev-mailbox.server";
import { renderTemplateSamples } from "~/dev/email-samples.server";
import { siteOrigin } from "~/http/site-origin";
import { postalAddressOf } from "~/newsletter/newsletter-emails.server";
import { organisationContact } from "~/site/site-settings.server";

/** One template sample's HTML (see dev.mailbox_.templates.tsx); 404 outside development and test or for no such sample. */
export async function loader({ context, params, request }: LoaderFunctionArgs) {
  if (!hasDevMailbox(context.env)) throw new Response(null, { status: 404 });
  const samples = await renderTemplateSamples({
    origin: siteOrigin(request, context.env),
    postalAddress: postalAddressOf(context.env),
    contact: await organisationContact(context),
  });
  return mailboxHtmlResponse(samples.find((sample) => sample.id === params.sample)?.content.html);
}
