/**
 * The e-mails the site sends: for a lead, a confirmation to the visitor in their language (for a
 * form whose definition has a `confirmation`) and a new-lead notice to the organisation; for a new admin, the
 * invitation with their one-time set-password link. Plain text plus simple HTML; every value is
 * escaped.
 */
import { translatorFor } from "~/i18n/i18n.server";
import { languageInfo, type Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/translate";
import type { LeadFormDefinition } from "~/leads/forms/definition";
import type { SubmissionRecord } from "~/leads/submission-record";
import { organization } from "~/site/site";

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function layout(language: Language, paragraphs: string[], rows: Array<[string, string]>, closing: string[]): EmailContent["html"] {
  const table = rows.length
    ? `<table cellpadding="6" style="border-collapse:collapse">${rows
        .map(([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value).replace(/\n/g, "<br>")}</td></tr>`)
        .join("")}</table>`
    : "";
  return `<!DOCTYPE html><html lang="${language}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1e293b;line-height:1.5">${paragraphs
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join("")}${table}${closing.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("")}</body></html>`;
}

function textBody(paragraphs: string[], rows: Array<[string, string]>, closing: string[]): string {
  return [...paragraphs, rows.map(([label, value]) => `${label}: ${value}`).join("\n"), ...closing].filter(Boolean).join("\n\n");
}

/** A first name longest kept in a greeting. */
const greetingNameLimit = 40;

/**
 * The one thing a visitor typed that may reach an address nobody verified: the first word of their
 * first name, when it is only letters (any script, with their accents) and hyphens and at most 40
 * characters. Anything else (a link, markup, digits, punctuation, a direction override) gives the
 * neutral greeting.
 */
function greetingName(firstName: string): string | undefined {
  const [word = ""] = firstName.trim().split(/\s+/u);
  return word.length <= greetingNameLimit && /^[\p{L}\p{M}]+(?:-[\p{L}\p{M}]+)*$/u.test(word) ? word : undefined;
}

/**
 * The first line of every e-mail that greets anyone ("Hello Ana," or "Hello,"). Every template
 * greets through it, whoever the recipient is, so no template can put a name as typed in front of
 * a stranger (docs/decisions/033-mail-to-unproven-addresses.md).
 */
function greeting(t: Translate, firstName: string): string {
  const name = greetingName(firstName);
  return name ? t("emails.greeting", { name }) : t("emails.greetingNeutral");
}

/**
 * The visitor's confirmation, in their language. It goes to an address nobody verified, so it relays
 * nothing the visitor typed besides what `greeting` keeps of the first name: the greeting, the form's
 * `request` (our words) and the closing. The organisation's lead notice carries the full content.
 */
export async function confirmationEmail(record: SubmissionRecord, confirmation: NonNullable<LeadFormDefinition["confirmation"]>, language: Language): Promise<EmailContent> {
  const t = await translatorFor(language);
  const { request } = confirmation(t, record.data);
  const rows: Array<[string, string]> = [];
  const paragraphs = [greeting(t, record.firstName), t("emails.confirmationIntro", { request })];
  const closing = [t("emails.confirmationClosing"), t("emails.signature"), `${organization.email} · ${organization.phoneDisplay}`, t("emails.footer")];
  return {
    subject: t("emails.confirmationSubject"),
    text: textBody(paragraphs, rows, closing),
    html: layout(language, paragraphs, rows, closing),
  };
}

/** The organisation's notice, in English: every field the visitor sent, and a link that opens this lead. */
export async function leadNoticeEmail(record: SubmissionRecord & { id: string }, language: Language, siteUrl: string): Promise<EmailContent> {
  const t = await translatorFor("en");
  const rows: Array<[string, string]> = Object.entries(record.data).map(([key, field]) => [
    key,
    typeof field === "string" ? field : JSON.stringify(field),
  ]);
  const paragraphs = [t("emails.leadNoticeIntro", { formType: record.formType, language: languageInfo(language).englishName })];
  const closing = [t("emails.leadNoticeLink", { url: `${siteUrl}/submissions-manager?dialog=view&id=${encodeURIComponent(record.id)}` })];
  return {
    subject: t("emails.leadNoticeSubject", { formType: record.formType, email: record.email || "(no e-mail)" }),
    text: textBody(paragraphs, rows, closing),
    html: layout("en", paragraphs, rows, closing),
  };
}

/**
 * A message about the account itself (verify the address, reset the password, someone tried to
 * register it): a greeting, what happened, the one-time link or the page to go to, and why it came.
 * Whoever registered chose the account's first name, so it appears only as `greeting` reduces it.
 */
async function accountEmail(
  language: Language,
  content: { subjectKey: "verifyEmailSubject" | "passwordResetSubject" | "accountExistsSubject"; firstName: string; paragraphs: string[]; link: string; closing: string[] },
): Promise<EmailContent> {
  const t = await translatorFor(language);
  const paragraphs = [greeting(t, content.firstName), ...content.paragraphs, content.link];
  const closing = [...content.closing, t("emails.signature")];
  return { subject: t(`emails.${content.subjectKey}`), text: textBody(paragraphs, [], closing), html: layout(language, paragraphs, [], closing) };
}

/**
 * A one-time link to an account page: after registration, the link that proves the address is the
 * registrant's (`verifyEmail`); after "Forgot your password?", the link to choose a new one
 * (`passwordReset`). Each kind has its own strings, `emails.<kind>Subject`, `…Intro`, `…Action`, `…Ignore`.
 */
export async function oneTimeLinkEmail(
  kind: "verifyEmail" | "passwordReset",
  language: Language,
  message: { firstName: string; link: string; validHours: number },
) {
  const t = await translatorFor(language);
  return accountEmail(language, {
    subjectKey: `${kind}Subject`,
    firstName: message.firstName,
    paragraphs: [t(`emails.${kind}Intro`), t(`emails.${kind}Action`, { hours: message.validHours })],
    link: message.link,
    closing: [t(`emails.${kind}Ignore`)],
  });
}

/** Someone registered an address that already has an account: the owner hears of it, with the way back in. */
export async function accountExistsEmail(language: Language, message: { firstName: string; loginLink: string; resetLink: string }) {
  const t = await translatorFor(language);
  return accountEmail(language, {
    subjectKey: "accountExistsSubject",
    firstName: message.firstName,
    paragraphs: [t("emails.accountExistsIntro"), t("emails.accountExistsLogin")],
    link: message.loginLink,
    closing: [t("emails.accountExistsReset", { link: message.resetLink }), t("emails.accountExistsIgnore")],
  });
}

/** A new admin's invitation, in the language the inviting admin was using: the one-time link to choose a password. */
export async function adminInviteEmail(
  language: Language,
  invite: { firstName: string; inviterName: string; link: string; validHours: number },
): Promise<EmailContent> {
  const t = await translatorFor(language);
  const paragraphs = [
    greeting(t, invite.firstName),
    t("emails.adminInviteIntro", { inviter: invite.inviterName }),
    t("emails.adminInviteAction", { hours: invite.validHours }),
    invite.link,
  ];
  const closing = [t("emails.adminInviteIgnore"), t("emails.signature")];
  return {
    subject: t("emails.adminInviteSubject"),
    text: textBody(paragraphs, [], closing),
    html: layout(language, paragraphs, [], closing),
  };
}

/**
 * The applicant hears that their request's status changed, in the language they wrote in. It goes
 * to the address they typed (never proven), so, like the confirmation, it carries only our words,
 * their greeting name, the request's kind, the date they sent it and the status: nothing an admin
 * typed and nothing else the visitor sent.
 */
export async function statusUpdateEmail(
  language: Language,
  update: { firstName: string; request: string; status: string; statusKey: "contacted" | "in_review" | "accepted" | "declined" | "closed"; sentOn: string; accountLink: string },
): Promise<EmailContent> {
  const t = await translatorFor(language);
  const paragraphs = [
    greeting(t, update.firstName),
    t("emails.statusUpdateIntro", { request: update.request, date: update.sentOn, status: update.status }),
    t(`emails.statusUpdateNext.${update.statusKey}`),
    t("emails.statusUpdateAccount", { link: update.accountLink }),
  ];
  const closing = [t("emails.statusUpdateReply"), t("emails.signature"), `${organization.email} · ${organization.phoneDisplay}`, t("emails.footer")];
  return {
    subject: t("emails.statusUpdateSubject", { request: update.request, status: update.status }),
    text: textBody(paragraphs, [], closing),
    html: layout(language, paragraphs, [], closing),
  };
}

/**
 * The newsletter's opt-in confirmation. It carries no text the visitor typed (the address is the only
 * thing they gave), the unsubscribe link and the organisation's postal address.
 */
export async function newsletterConfirmationEmail(
  language: Language,
  message: { confirmLink: string; unsubscribeLink: string; validDays: number; postalAddress: string },
): Promise<EmailContent> {
  const t = await translatorFor(language);
  const paragraphs = [t("emails.newsletterConfirmIntro"), t("emails.newsletterConfirmAction", { days: message.validDays }), message.confirmLink];
  const closing = [
    t("emails.newsletterConfirmIgnore"),
    t("emails.signature"),
    t("emails.unsubscribeLine", { link: message.unsubscribeLink }),
    t("emails.postalAddressLine", { address: message.postalAddress }),
  ];
  return { subject: t("emails.newsletterConfirmSubject"), text: textBody(paragraphs, [], closing), html: layout(language, paragraphs, [], closing) };
}
