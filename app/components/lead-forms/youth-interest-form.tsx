import { SubmitButton, TextField } from "~/components/forms/fields";
import { LeadForm } from "~/components/forms/lead-form";
import { useT } from "~/i18n/use-t";
import { fieldLimits } from "~/leads/forms/fields";
import type { Namespaces } from "~/i18n/translations";

/** The translation namespaces this component reads (the layout's aside): its page's loader sends them. */
export const i18n = ["youthForm", "validation"] as const satisfies Namespaces;

const formId = "youth-interest";

/**
 * Apply Now records the interest and always continues to the application with the
 * e-mail and message prefilled (a signed cookie, so it works without JavaScript too).
 */
export function YouthInterestForm() {
  const t = useT();
  return (
    <LeadForm formType="youth-sponsorship" formId={formId} className="grid gap-4">
      <TextField formId={formId} name="email" type="email" label={t("youthForm.email")} isRequired maxLength={fieldLimits.email} autoComplete="email" />
      <TextField formId={formId} name="message" label={t("youthForm.message")} maxLength={fieldLimits.paragraph} rows={4} />
      <div>
        <SubmitButton label={t("youthForm.submit")} busyLabel={t("forms.sending")} />
      </div>
    </LeadForm>
  );
}
