/**
 * The e-mails about an account (docs/decisions/018): the link that proves the address, the
 * password-reset link, the notice to an owner whose address someone tried to register, and the
 * admin invitation. Each token is written in the same D1 batch as the e-mail that carries it; the
 * outbox keeps each address's budget of e-mails (`queueEmail`), so the forms cannot flood an inbox.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { AccountTokenPurpose } from "../../db/schema";
import { deliverSoon, queueEmail } from "~/email/outbox.server";
import { accountExistsEmail, adminInviteEmail, oneTimeLinkEmail, type EmailContent } from "~/email/templates.server";
import { siteOrigin } from "~/http/site-origin";
import { localizePath, type Language } from "~/i18n/languages";
import { issueAccountToken, revokeAccountTokensStatement, tokenLifetimeHours } from "./account-tokens.server";

export interface EmailRecipient {
  id: string;
  email: string;
  firstName: string;
  language: Language;
}

/** The page a one-time link opens. */
function accountLinkPath(purpose: AccountTokenPurpose, token: string, language: Language): string {
  return localizePath(purpose === "verify-email" ? `/verify-email/${token}` : `/set-password/${token}`, language);
}

/**
 * A fresh one-time link for `purpose` (older unused ones of that purpose end) and its e-mail, in one
 * batch. The link goes to the address and nowhere else: it is never returned, so no caller can put it
 * in a page, a cookie or a log (decision 032). Returns whether the e-mail was queued (false when the
 * address has had its share of e-mails, decision 033: then nothing is written).
 */
async function sendLink(
  context: AppLoadContext,
  request: Request,
  recipient: EmailRecipient,
  purpose: AccountTokenPurpose,
  render: (link: string) => Promise<EmailContent>,
  options: { createdBy?: string } = {},
): Promise<boolean> {
  const { db } = context;
  const issued = await issueAccountToken(db, { userId: recipient.id, email: recipient.email }, purpose, { createdBy: options.createdBy });
  const link = `${siteOrigin(request, context.env)}${accountLinkPath(purpose, issued.token, recipient.language)}`;
  const content = await render(link);
  const email = await queueEmail(context, {
    kind: purpose === "verify-email" ? "verify-email" : purpose === "reset-password" ? "password-reset" : "admin-invite",
    toAddress: recipient.email,
    language: recipient.language,
    subject: content.subject,
    textBody: content.text,
    htmlBody: content.html,
  });
  if (!email) return false;
  await db.batch([revokeAccountTokensStatement(db, recipient.id, purpose), issued.insert, email.insert]);
  deliverSoon(context, [email.id]);
  return true;
}

/** The name an e-mail greets: the account's first name, which the templates' greeting reduces. */
const nameOf = (recipient: EmailRecipient) => recipient.firstName;

export function sendVerificationLink(context: AppLoadContext, request: Request, recipient: EmailRecipient) {
  return sendLink(context, request, recipient, "verify-email", (link) =>
    oneTimeLinkEmail("verifyEmail", recipient.language, { firstName: nameOf(recipient), link, validHours: tokenLifetimeHours["verify-email"] }),
  );
}

export function sendPasswordResetLink(context: AppLoadContext, request: Request, recipient: EmailRecipient) {
  return sendLink(context, request, recipient, "reset-password", (link) =>
    oneTimeLinkEmail("passwordReset", recipient.language, { firstName: nameOf(recipient), link, validHours: tokenLifetimeHours["reset-password"] }),
  );
}

/**
 * An admin invitation: always sent (an admin asked for it, behind the master password), to the
 * address only: the inviting admin never sees the link (decision 032).
 */
export async function sendAdminInvitation(
  context: AppLoadContext,
  request: Request,
  recipient: EmailRecipient,
  inviter: { id: string; name: string },
): Promise<void> {
  await sendLink(
    context,
    request,
    recipient,
    "admin-invite",
    (url) =>
      adminInviteEmail(recipient.language, {
        firstName: nameOf(recipient),
        inviterName: inviter.name,
        link: url,
        validHours: tokenLifetimeHours["admin-invite"],
      }),
    { createdBy: inviter.id },
  );
}

/**
 * Someone registered an address that has an account: its owner is told, in the owner's language,
 * with the ways back in. No token.
 */
export async function sendAccountExistsNotice(context: AppLoadContext, request: Request, recipient: EmailRecipient): Promise<void> {
  const { language } = recipient;
  const origin = siteOrigin(request, context.env);
  const content = await accountExistsEmail(language, {
    firstName: nameOf(recipient),
    loginLink: `${origin}${localizePath("/auth", language)}`,
    resetLink: `${origin}${localizePath("/forgot-password", language)}`,
  });
  const email = await queueEmail(context, {
    kind: "account-exists",
    toAddress: recipient.email,
    language,
    subject: content.subject,
    textBody: content.text,
    htmlBody: content.html,
  });
  if (!email) return;
  await email.insert;
  deliverSoon(context, [email.id]);
}
