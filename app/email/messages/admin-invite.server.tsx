import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/translate";
import { EmailLayout, LinkLine, Paragraph } from "../layout.server";

/** A new admin's invitation: who invited them and the one-time link to choose a password. */
export function AdminInviteMessage({
  t,
  language,
  firstName,
  inviterName,
  link,
  validHours,
}: {
  t: Translate;
  language: Language;
  firstName: string;
  inviterName: string;
  link: string;
  validHours: number;
}) {
  return (
    <EmailLayout t={t} language={language} audience={{ kind: "account" }} greet={firstName}>
      <Paragraph>{t("emails.adminInviteIntro", { inviter: inviterName })}</Paragraph>
      <Paragraph>{t("emails.adminInviteAction", { hours: validHours })}</Paragraph>
      <LinkLine href={link} />
      <Paragraph>{t("emails.adminInviteIgnore")}</Paragraph>
    </EmailLayout>
  );
}
