import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/translate";
import { FactorChangeMessage } from "./factor-change.server";

/** A passkey was removed from the account. */
export function PasskeyRemovedMessage(props: {
  t: Translate;
  language: Language;
  firstName: string;
  changedOn: string;
  securityLink: string;
  resetLink: string;
}) {
  return <FactorChangeMessage {...props} change="passkey-removed" />;
}
