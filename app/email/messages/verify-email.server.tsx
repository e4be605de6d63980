import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/translate";
import { EmailLayout, LinkLine, Paragraph } from "../layout.server";

/** After registration: the one-time link that proves the address is the registrant's. */
export function VerifyEmailMessage({
  t,
  language,
  firstName,
  link,
  validHours,
}: {
  t: Translate;
  language: Language;
  firstName: string;
  link: string;
  validHours: number;
}) {
  return (
    <EmailLayout t={t} language={language} audience={{ kind: "account" }} greet={firstName}>
      <Paragraph>{t("emails.verifyEmailIntro")}</Paragraph>
      <Paragraph>{t("emails.verifyEmailAction", { hours: validHours })}</Paragraph>
      <LinkLine href={link} />
      <Paragraph>{t("emails.verifyEmailIgnore")}</Paragraph>
    </EmailLayout>
  );
}
