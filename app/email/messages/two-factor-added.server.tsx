import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/translate";
import { FactorChangeMessage } from "./factor-change.server";

/** An authenticator app was set up for the account: its owner hears of it, with the way to check. */
export function TwoFactorAddedMessage(props: {
  t: Translate;
  language: Language;
  firstName: string;
  changedOn: string;
  securityLink: string;
  resetLink: string;
}) {
  return <FactorChangeMessage {...props} change="two-factor-added" />;
}
