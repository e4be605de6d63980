import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/translate";
import { EmailLayout, LinkLine, Paragraph } from "../layout.server";

export type FactorChange = "two-factor-added" | "two-factor-removed" | "passkey-added" | "passkey-removed";

const introKeys = {
  "two-factor-added": "twoFactor.emailAddedIntro",
  "two-factor-removed": "twoFactor.emailRemovedIntro",
  "passkey-added": "passkeys.emailAddedIntro",
  "passkey-removed": "passkeys.emailRemovedIntro",
} as const satisfies Record<FactorChange, string>;

/**
 * What the four factor notices share (docs/decisions/062, 064): what changed and when, the page where
 * the owner sees their factors, and what to do if it was not them. Only our words and dates.
 */
export function FactorChangeMessage({
  t,
  language,
  firstName,
  change,
  changedOn,
  securityLink,
  resetLink,
}: {
  t: Translate;
  language: Language;
  firstName: string;
  change: FactorChange;
  changedOn: string;
  securityLink: string;
  resetLink: string;
}) {
  return (
    <EmailLayout t={t} language={language} audience={{ kind: "account" }} greet={firstName}>
      <Paragraph>{t(introKeys[change], { date: changedOn })}</Paragraph>
      <Paragraph>{t("twoFactor.emailCheck")}</Paragraph>
      <LinkLine href={securityLink} />
      <Paragraph>{t("twoFactor.emailNotYou", { link: resetLink })}</Paragraph>
    </EmailLayout>
  );
}
