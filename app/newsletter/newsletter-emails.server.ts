/**
 * The newsletter's e-mails (docs/decisions/024-consent-on-record.md): each carries a signed
 * unsubscribe link in its text and in the RFC 8058 headers, so a mailbox provider can offer
 * "Unsubscribe" and post to it with no cookie and no page, and the organisation's postal address.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { queueEmail } from "~/email/outbox.server";
import { newsletterConfirmationEmail } from "~/email/templates.server";
import { siteOrigin } from "~/http/site-origin";
import { localizePath, type Language } from "~/i18n/languages";
import type { AppEnv } from "~/platform/env.server";
import { confirmLinkDays, signNewsletterLink } from "./newsletter-links.server";

/** The organisation's postal address for commercial mail; until production sets POSTAL_ADDRESS (it refuses to start without it), local e-mails say so. */
export function postalAddressOf(env: Pick<AppEnv, "POSTAL_ADDRESS">): string {
  return env.POSTAL_ADDRESS ?? "(postal address not configured)";
}

async function newsletterLinks(context: AppLoadContext, request: Request, email: string, language: Language) {
  const origin = siteOrigin(request, context.env);
  const secret = context.env.SESSION_SECRET;
  const [confirmToken, unsubscribeToken] = await Promise.all([signNewsletterLink(secret, "confirm", email), signNewsletterLink(secret, "unsubscribe", email)]);
  return {
    confirm: `${origin}${localizePath(`/newsletter/confirm/${confirmToken}`, language)}`,
    unsubscribe: `${origin}${localizePath(`/newsletter/unsubscribe/${unsubscribeToken}`, language)}`,
  };
}

/** The headers that let a mailbox provider unsubscribe in one click (RFC 2369 and RFC 8058). */
function oneClickUnsubscribeHeaders(unsubscribeLink: string): Record<string, string> {
  return { "List-Unsubscribe": `<${unsubscribeLink}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/**
 * The opt-in confirmation for `email` (lower-cased), ready for the sign-up's D1 batch: it is kept
 * only when the sign-up is recorded (app/newsletter/subscriptions.server.ts `recordSignUp`). Null
 * when the address has had its share of e-mails.
 */
export async function newsletterConfirmation(context: AppLoadContext, request: Request, email: string, language: Language) {
  const links = await newsletterLinks(context, request, email, language);
  const content = await newsletterConfirmationEmail(language, {
    confirmLink: links.confirm,
    unsubscribeLink: links.unsubscribe,
    validDays: confirmLinkDays,
    postalAddress: postalAddressOf(context.env),
  });
  return queueEmail(context, {
    kind: "newsletter-confirmation",
    toAddress: email,
    language,
    subject: content.subject,
    textBody: content.text,
    htmlBody: content.html,
    headers: oneClickUnsubscribeHeaders(links.unsubscribe),
  });
}
