import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/translate";
import type { OrganisationContact } from "~/site/site-settings";
import { EmailLayout, Paragraph } from "../layout.server";

/**
 * A partner applicant hears that their business was taken out of the directory (the lead moved to
 * "closed"). Our words only, as in the listed message: nothing typed by the applicant or an admin.
 */
export function PartnerUnlistedMessage(props: {
  t: Translate;
  language: Language;
  firstName: string;
  sentOn: string;
  accountLink: string;
  contact: OrganisationContact;
}) {
  const { t } = props;
  return (
    <EmailLayout t={t} language={props.language} audience={{ kind: "applicant", contact: props.contact }} greet={props.firstName}>
      <Paragraph>{t("emails.partnerUnlistedIntro", { date: props.sentOn })}</Paragraph>
      <Paragraph>{t("emails.partnerUnlistedNext")}</Paragraph>
      <Paragraph>{t("emails.statusUpdateAccount", { link: props.accountLink })}</Paragraph>
    </EmailLayout>
  );
}
