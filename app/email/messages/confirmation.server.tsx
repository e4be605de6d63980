import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/translate";
import type { OrganisationContact } from "~/site/site-settings";
import { EmailLayout, Paragraph } from "../layout.server";

/**
 * The visitor's confirmation of a lead. It goes to an address nobody verified, so it relays nothing
 * the visitor typed besides what the greeting keeps of the first name: `request` (and `next`, what
 * happens next) are the form's own words.
 */
export function ConfirmationMessage({
  t,
  language,
  firstName,
  request,
  next,
  contact,
}: {
  t: Translate;
  language: Language;
  firstName: string;
  request: string;
  next?: string;
  contact: OrganisationContact;
}) {
  return (
    <EmailLayout t={t} language={language} audience={{ kind: "applicant", contact }} greet={firstName}>
      <Paragraph>{t("emails.confirmationIntro", { request })}</Paragraph>
      {next ? <Paragraph>{next}</Paragraph> : null}
      <Paragraph>{t("emails.confirmationClosing")}</Paragraph>
    </EmailLayout>
  );
}
