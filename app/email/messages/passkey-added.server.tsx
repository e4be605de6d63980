import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/translate";
import { FactorChangeMessage } from "./factor-change.server";

/** A passkey was added to the account (its name is not repeated: no free text in an e-mail). */
export function PasskeyAddedMessage(props: {
  t: Translate;
  language: Language;
  firstName: string;
  changedOn: string;
  securityLink: string;
  resetLink: string;
}) {
  return <FactorChangeMessage {...props} change="passkey-added" />;
}
