/**
 * A newsletter sign-up, from any of its forms (footer, blog, /newsletter, the about page's e-mail
 * dialog): the address becomes pending and gets the opt-in e-mail, at most one a day; a subscribed
 * address gets nothing, and neither does one whose e-mail budget is spent (nothing is recorded then).
 * The visitor's answer is the same in every case, so it says nothing about whether an address is on
 * the list (docs/SECURITY.md).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Language } from "~/i18n/languages";
import { deliverSoon } from "~/email/outbox.server";
import { newsletterConfirmation } from "./newsletter-emails.server";
import { recordSignUp } from "./subscriptions.server";

export async function signUpForNewsletter(
  context: AppLoadContext,
  request: Request,
  signUp: { email: string; language: Language; source: string },
): Promise<void> {
  const email = signUp.email.trim().toLowerCase();
  const confirmation = await newsletterConfirmation(context, request, email, signUp.language);
  if (!confirmation) return;
  if (await recordSignUp(context.db, { ...signUp, email }, confirmation)) deliverSoon(context, [confirmation.id]);
  else await confirmation.release();
}
