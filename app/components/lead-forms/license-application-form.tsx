import { CallTextConsentField } from "~/components/forms/call-text-consent-field";
import { useState } from "react";
import { FieldGroup, SelectField, SubmitButton, TextField } from "~/components/forms/fields";
import { LeadForm } from "~/components/forms/lead-form";
import type { FormSuccess } from "~/forms/answer";
import { useShowToast } from "~/components/toaster";
import { useT } from "~/i18n/use-t";
import { contactPreferences, experienceLevels, fieldLimits, timeframes } from "~/leads/forms/fields";
import { ApplicationSuccess } from "./application-success";
import type { Namespaces } from "~/i18n/translations";

/** The translation namespaces this component reads (the layout's aside): its page's loader sends them. */
export const i18n = ["licenseForm", "validation"] as const satisfies Namespaces;

const formId = "license-application";

/** The license application (docs/PRODUCT.md, Forms); success → /license-journey (after 2 s with JavaScript). */
export function LicenseApplicationForm() {
  const t = useT();
  const showToast = useShowToast();
  const [success, setSuccess] = useState<FormSuccess | null>(null);
  if (success) return <ApplicationSuccess success={success} redirectingText="licenseForm.redirecting" />;

  return (
    <LeadForm
      formType="license-application"
      formId={formId}
      className="mt-6 grid gap-8"
      onSuccess={(answer) => {
        showToast(answer.toast);
        setSuccess(answer);
      }}
    >
      <FieldGroup legend={t("licenseForm.heading")} isLegendHidden>
        <TextField formId={formId} name="firstName" label={t("forms.firstName")} isRequired maxLength={fieldLimits.name} autoComplete="given-name" />
        <TextField formId={formId} name="lastName" label={t("forms.lastName")} isRequired maxLength={fieldLimits.name} autoComplete="family-name" />
        <TextField formId={formId} name="email" type="email" label={t("forms.email")} isRequired maxLength={fieldLimits.email} autoComplete="email" />
        <TextField
          formId={formId}
          name="phone"
          type="tel"
          label={t("forms.phone")}
          isRequired
          maxLength={fieldLimits.phone}
          autoComplete="tel"
          inputMode="tel"
        />
        <div className="sm:col-span-2">
          <TextField formId={formId} name="address" label={t("licenseForm.address")} maxLength={fieldLimits.short} autoComplete="address-line1" />
        </div>
        <TextField formId={formId} name="city" label={t("licenseForm.city")} maxLength={100} autoComplete="address-level2" />
        <div className="grid grid-cols-2 gap-4">
          <TextField formId={formId} name="state" label={t("licenseForm.state")} maxLength={50} autoComplete="address-level1" />
          <TextField formId={formId} name="zipCode" label={t("licenseForm.zipCode")} maxLength={10} autoComplete="postal-code" inputMode="numeric" />
        </div>
        <SelectField
          formId={formId}
          name="experience"
          label={t("licenseForm.experience")}
          placeholder={t("forms.selectPlaceholder")}
          options={experienceLevels.map((value) => ({ value, label: t(`licenseForm.experienceOptions.${value}`) }))}
        />
        <SelectField
          formId={formId}
          name="timeframe"
          label={t("licenseForm.timeframe")}
          placeholder={t("forms.selectPlaceholder")}
          options={timeframes.map((value) => ({ value, label: t(`licenseForm.timeframeOptions.${value}`) }))}
        />
        <SelectField
          formId={formId}
          name="contactPreference"
          label={t("licenseForm.contactPreference")}
          placeholder={t("forms.selectPlaceholder")}
          options={contactPreferences.map((value) => ({ value, label: t(`licenseForm.contactPreferenceOptions.${value}`) }))}
        />
        <TextField formId={formId} name="hearAboutUs" label={t("licenseForm.hearAboutUs")} maxLength={fieldLimits.short} />
        <div className="sm:col-span-2">
          <TextField formId={formId} name="questions" label={t("licenseForm.questions")} maxLength={fieldLimits.message} rows={4} />
        </div>
        <CallTextConsentField formId={formId} />
      </FieldGroup>
      <div>
        <SubmitButton label={t("licenseForm.submit")} busyLabel={t("forms.submitting")} />
      </div>
    </LeadForm>
  );
}
