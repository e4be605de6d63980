import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/translate";
import { EmailLayout, LinkLine, Paragraph } from "../layout.server";

/**
 * The newsletter's opt-in confirmation. It carries no text the visitor typed (the address is the
 * only thing they gave) and no greeting; its footer has the unsubscribe link and the postal address.
 */
export function NewsletterConfirmationMessage(props: {
  t: Translate;
  language: Language;
  confirmLink: string;
  unsubscribeLink: string;
  validDays: number;
  postalAddress: string;
}) {
  const { t } = props;
  return (
    <EmailLayout t={t} language={props.language} audience={{ kind: "marketing", unsubscribeLink: props.unsubscribeLink, postalAddress: props.postalAddress }}>
      <Paragraph>{t("emails.newsletterConfirmIntro")}</Paragraph>
      <Paragraph>{t("emails.newsletterConfirmAction", { days: props.validDays })}</Paragraph>
      <LinkLine href={props.confirmLink} />
      <Paragraph>{t("emails.newsletterConfirmIgnore")}</Paragraph>
    </EmailLayout>
  );
}
