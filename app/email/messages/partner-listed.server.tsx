import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/translate";
import type { OrganisationContact } from "~/site/site-settings";
import { EmailLayout, Paragraph } from "../layout.server";

/**
 * A partner applicant hears that their business is listed in the directory (the lead moved to
 * "accepted"). It goes to the address typed in the application (never proven), so it carries only
 * our words, the greeting name, the day they applied and the directory's address: not the business
 * name or anything else they or an admin typed (docs/decisions/033-mail-to-unproven-addresses.md).
 */
export function PartnerListedMessage(props: {
  t: Translate;
  language: Language;
  firstName: string;
  sentOn: string;
  directoryLink: string;
  contact: OrganisationContact;
}) {
  const { t } = props;
  return (
    <EmailLayout t={t} language={props.language} audience={{ kind: "applicant", contact: props.contact }} greet={props.firstName}>
      <Paragraph>{t("emails.partnerListedIntro", { date: props.sentOn })}</Paragraph>
      <Paragraph>{t("emails.partnerListedLink", { link: props.directoryLink })}</Paragraph>
      <Paragraph>{t("emails.statusUpdateReply")}</Paragraph>
    </EmailLayout>
  );
}
