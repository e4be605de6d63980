/**
 * The "OK to call or text me" box of every lead form that takes a phone number: unticked, never
 * required, its label the exact published words of the current disclosure in the page's language
 * (app/leads/call-text-consent.ts), and the hidden id of that version, which the server checks.
 */
import { callTextDisclosureText, currentCallTextDisclosure } from "~/leads/call-text-consent";
import { useLanguage } from "~/i18n/use-t";
import { CheckboxField } from "./fields";

export function CallTextConsentField({ formId }: { formId: string }) {
  const language = useLanguage();
  return (
    <div className="sm:col-span-2">
      <input type="hidden" name="consentVersion" value={currentCallTextDisclosure} />
      <CheckboxField formId={formId} name="callTextConsent" label={callTextDisclosureText(currentCallTextDisclosure, language) ?? ""} />
    </div>
  );
}
