import { CallTextConsentField } from "~/components/forms/call-text-consent-field";
import { useState } from "react";
import { CheckboxField, FieldGroup, SelectField, SubmitButton, TextField } from "~/components/forms/fields";
import { LeadForm } from "~/components/forms/lead-form";
import type { FormSuccess } from "~/forms/answer";
import { useShowToast } from "~/components/toaster";
import { useT } from "~/i18n/use-t";
import { educationLevels, employmentStatuses, fieldLimits, howHeardOptions } from "~/leads/forms/fields";
import { ApplicationSuccess } from "./application-success";
import type { Namespaces } from "~/i18n/translations";

/** The translation namespaces this component reads (the layout's aside): its page's loader sends them. */
export const i18n = ["sponsorshipForm", "validation"] as const satisfies Namespaces;

const formId = "sponsorship-application";

/**
 * The sponsorship application (docs/PRODUCT.md, Forms). `prefill` carries the e-mail and message from the youth
 * interest page; the campaign `source` comes from the page URL (the form posts to it).
 */
export function SponsorshipApplicationForm({ prefill }: { prefill: { email: string; financialInterest: string } | null }) {
  const t = useT();
  const showToast = useShowToast();
  const [success, setSuccess] = useState<FormSuccess | null>(null);
  if (success) return <ApplicationSuccess success={success} redirectingText="sponsorshipForm.redirecting" />;

  return (
    <LeadForm
      formType="sponsorship-application"
      formId={formId}
      className="mt-6 grid gap-8"
      defaultValues={prefill ?? undefined}
      onSuccess={(answer) => {
        showToast(answer.toast);
        setSuccess(answer);
      }}
    >
      <FieldGroup legend={t("sponsorshipForm.personalHeading")}>
        <TextField formId={formId} name="fullName" label={t("forms.fullName")} isRequired maxLength={fieldLimits.name} autoComplete="name" />
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
        <TextField formId={formId} name="age" label={t("sponsorshipForm.age")} isRequired maxLength={3} inputMode="numeric" />
        <div className="sm:col-span-2">
          <TextField
            formId={formId}
            name="address"
            label={t("sponsorshipForm.address")}
            isRequired
            maxLength={fieldLimits.short}
            autoComplete="address-line1"
          />
        </div>
        <TextField formId={formId} name="city" label={t("sponsorshipForm.city")} isRequired maxLength={100} autoComplete="address-level2" />
        <div className="grid grid-cols-2 gap-4">
          <TextField formId={formId} name="state" label={t("sponsorshipForm.state")} isRequired maxLength={50} autoComplete="address-level1" />
          <TextField formId={formId} name="zip" label={t("sponsorshipForm.zip")} isRequired maxLength={10} autoComplete="postal-code" inputMode="numeric" />
        </div>
      </FieldGroup>

      <FieldGroup legend={t("sponsorshipForm.backgroundHeading")}>
        <SelectField
          formId={formId}
          name="educationLevel"
          label={t("sponsorshipForm.educationLevel")}
          isRequired
          placeholder={t("forms.selectPlaceholder")}
          options={educationLevels.map((value) => ({ value, label: t(`sponsorshipForm.educationOptions.${value}`) }))}
        />
        <SelectField
          formId={formId}
          name="employmentStatus"
          label={t("sponsorshipForm.employmentStatus")}
          isRequired
          placeholder={t("forms.selectPlaceholder")}
          options={employmentStatuses.map((value) => ({ value, label: t(`sponsorshipForm.employmentOptions.${value}`) }))}
        />
      </FieldGroup>

      <FieldGroup legend={t("sponsorshipForm.interestHeading")}>
        <div className="sm:col-span-2">
          <TextField
            formId={formId}
            name="financialInterest"
            label={t("sponsorshipForm.financialInterest")}
            isRequired
            maxLength={fieldLimits.paragraph}
            rows={4}
          />
        </div>
        <div className="sm:col-span-2">
          <TextField formId={formId} name="careerGoals" label={t("sponsorshipForm.careerGoals")} isRequired maxLength={fieldLimits.paragraph} rows={4} />
        </div>
        <SelectField
          formId={formId}
          name="howHeard"
          label={t("sponsorshipForm.howHeard")}
          isRequired
          placeholder={t("forms.selectPlaceholder")}
          options={howHeardOptions.map((value) => ({ value, label: t(`sponsorshipForm.howHeardOptions.${value}`) }))}
        />
      </FieldGroup>

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-lg font-semibold text-slate-900">{t("sponsorshipForm.commitmentHeading")}</legend>
        <CallTextConsentField formId={formId} />
        <CheckboxField formId={formId} name="hasTransportation" label={t("sponsorshipForm.hasTransportation")} />
        <CheckboxField formId={formId} name="canCommit" label={t("sponsorshipForm.canCommit")} />
        <CheckboxField formId={formId} name="agreeTerms" label={t("sponsorshipForm.agreeTerms")} isRequired />
      </fieldset>
      <div>
        <SubmitButton label={t("sponsorshipForm.submit")} busyLabel={t("forms.submitting")} />
      </div>
    </LeadForm>
  );
}
