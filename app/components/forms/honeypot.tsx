import { useT } from "~/i18n/use-t";
import { leadFormFields } from "~/leads/form-fields";

/** Invisible to people (and to assistive technology); bots that fill every field fill this one. A filled one is stored as spam. */
export function Honeypot({ formId }: { formId: string }) {
  const t = useT();
  const id = `${formId}-${leadFormFields.honeypot}`;
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{t("forms.honeypotLabel")}</label>
      <input id={id} type="text" name={leadFormFields.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
