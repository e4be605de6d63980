import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/translate";
import { EmailLayout, LinkLine, Paragraph } from "../layout.server";

/** Someone registered an address that already has an account: its owner hears of it, with the ways back in (no token). */
export function AccountExistsMessage({
  t,
  language,
  firstName,
  loginLink,
  resetLink,
}: {
  t: Translate;
  language: Language;
  firstName: string;
  loginLink: string;
  resetLink: string;
}) {
  return (
    <EmailLayout t={t} language={language} audience={{ kind: "account" }} greet={firstName}>
      <Paragraph>{t("emails.accountExistsIntro")}</Paragraph>
      <Paragraph>{t("emails.accountExistsLogin")}</Paragraph>
      <LinkLine href={loginLink} />
      <Paragraph>{t("emails.accountExistsReset", { link: resetLink })}</Paragraph>
      <Paragraph>{t("emails.accountExistsIgnore")}</Paragraph>
    </EmailLayout>
  );
}
