import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/translate";
import { EmailLayout, Paragraph } from "../layout.server";

/**
 * The visitor's confirmation of a lead. It goes to an address nobody verified, so it relays nothing
 * the visitor typed besides what the greeting keeps of the first name: `request` is the form's own
 * words for what was asked.
 */
export function ConfirmationMessage({ t, language, firstName, request }: { t: Translate; language: Language; firstName: string; request: string }) {
  return (
    <EmailLayout t={t} language={language} audience={{ kind: "applicant" }} greet={firstName}>
      <Paragraph>{t("emails.confirmationIntro", { request })}</Paragraph>
      <Paragraph>{t("emails.confirmationClosing")}</Paragraph>
    </EmailLayout>
  );
}
