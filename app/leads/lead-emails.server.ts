/**
 * A lead's two e-mails, computed here and rendered by the plain templates of app/email (which
 * know nothing of leads: docs/decisions/075-email-as-a-lower-layer.md): the visitor's confirmation,
 * in the form's own words, and the notice to staff, with every field the visitor sent under the
 * labels View data shows (`leadDataRows`).
 */
import { confirmationEmail, leadNoticeEmail, type EmailContent } from "~/email/templates.server";
import { translatorFor } from "~/i18n/i18n.server";
import { localizePath, type Language } from "~/i18n/languages";
import type { OrganisationContact } from "~/site/site-settings";
import type { LeadFormDefinition } from "./forms/definition";
import { leadDataRows } from "./lead-data.server";
import type { LeadRecord } from "./lead-record";

/** The visitor's confirmation of a lead, in their language (for a form whose definition has a `confirmation`). */
export async function leadConfirmationEmail(
  record: LeadRecord,
  confirmation: NonNullable<LeadFormDefinition["confirmation"]>,
  language: Language,
  contact: OrganisationContact,
): Promise<EmailContent> {
  const { request, next } = confirmation(await translatorFor(language), record.data);
  return confirmationEmail(language, { firstName: record.firstName, request, next, contact });
}

/**
 * The notice of a new lead: every field the visitor sent, as View data shows them, and a link that
 * opens this lead. In English for the organisation's addresses; in their own language for the
 * admins who asked for a copy (docs/leads.md, "Where new-lead notices go").
 */
export function newLeadNoticeEmail(record: LeadRecord & { id: string }, language: Language, origin: string, readerLanguage: Language): Promise<EmailContent> {
  return leadNoticeEmail(readerLanguage, {
    formType: record.formType,
    email: record.email,
    leadLanguage: language,
    fields: leadDataRows(record, readerLanguage).map(({ label, value }) => [label, value] as const),
    leadLink: `${origin}${localizePath("/submissions-manager", readerLanguage)}?dialog=view&id=${encodeURIComponent(record.id)}`,
  });
}
