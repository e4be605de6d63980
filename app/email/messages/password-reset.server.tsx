import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/translate";
import { EmailLayout, LinkLine, Paragraph } from "../layout.server";

/** After "Forgot your password?": the one-time link to choose a new one. */
export function PasswordResetMessage({
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
      <Paragraph>{t("emails.passwordResetIntro")}</Paragraph>
      <Paragraph>{t("emails.passwordResetAction", { hours: validHours })}</Paragraph>
      <LinkLine href={link} />
      <Paragraph>{t("emails.passwordResetIgnore")}</Paragraph>
    </EmailLayout>
  );
}
