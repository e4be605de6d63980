import { CallTextConsentField } from "~/components/forms/call-text-consent-field";
import { useEffect, useState } from "react";
import { CheckboxField, FieldGroup, SelectField, SubmitButton, TextField } from "~/components/forms/fields";
import { LeadForm } from "~/components/forms/lead-form";
import { useShowToast } from "~/components/toaster";
import { useHydrated } from "~/components/use-hydrated";
import { useT } from "~/i18n/use-t";
import { fieldLimits, partnerApplicationCategories, partnerLocations } from "~/leads/forms/fields";
import type { Namespaces } from "~/i18n/translations";

/** The translation namespaces this component reads (the layout's aside): its page's loader sends them. */
export const i18n = ["partnerForm", "validation"] as const satisfies Namespaces;

const formId = "partner-application";

/** The partner application (docs/PRODUCT.md, Forms). Submit waits for the terms box (with JavaScript); success clears the form. */
export function PartnerApplicationForm() {
  const t = useT();
  const showToast = useShowToast();
  const isHydrated = useHydrated();
  const [hasAcceptedTerms, setHasAcceptedTerms] = useState(false);
  // A page re-rendered after a post without JavaScript may already have the box ticked.
  useEffect(() => {
    const box = document.getElementById(`${formId}-terms`);
    if (box instanceof HTMLInputElement) setHasAcceptedTerms(box.checked);
  }, []);

  return (
    <LeadForm
      formType="partner-network"
      formId={formId}
      className="grid gap-8"
      onSuccess={(answer, form) => {
        showToast(answer.toast);
        form?.reset();
        setHasAcceptedTerms(false);
      }}
    >
      <FieldGroup legend={t("partnerForm.heading")}>
        <div className="sm:col-span-2">
          <TextField formId={formId} name="name" label={t("partnerForm.name")} isRequired maxLength={fieldLimits.name} autoComplete="organization" />
        </div>
        <SelectField
          formId={formId}
          name="category"
          label={t("partnerForm.category")}
          isRequired
          placeholder={t("forms.selectPlaceholder")}
          options={partnerApplicationCategories.map((value) => ({ value, label: t(`partnerForm.categoryOptions.${value}`) }))}
        />
        <SelectField
          formId={formId}
          name="location"
          label={t("partnerForm.location")}
          isRequired
          placeholder={t("forms.selectPlaceholder")}
          options={partnerLocations.map((value) => ({ value, label: t(`partnerForm.locationOptions.${value}`) }))}
        />
        <div className="sm:col-span-2">
          <TextField formId={formId} name="description" label={t("partnerForm.description")} isRequired maxLength={fieldLimits.paragraph} rows={4} />
        </div>
        <TextField formId={formId} name="email" type="email" label={t("partnerForm.email")} isRequired maxLength={fieldLimits.email} autoComplete="email" />
        <TextField formId={formId} name="phone" type="tel" label={t("partnerForm.phone")} maxLength={fieldLimits.phone} autoComplete="tel" inputMode="tel" />
        <TextField formId={formId} name="website" label={t("partnerForm.website")} maxLength={fieldLimits.short} autoComplete="url" inputMode="url" />
        <TextField formId={formId} name="address" label={t("partnerForm.address")} maxLength={fieldLimits.short} autoComplete="address-line1" />
        <div className="sm:col-span-2">
          <TextField formId={formId} name="tags" label={t("partnerForm.tags")} hint={t("partnerForm.tagsHint")} maxLength={300} />
        </div>
      </FieldGroup>
      <CallTextConsentField formId={formId} />
      <CheckboxField formId={formId} name="terms" label={t("partnerForm.terms")} isRequired onChange={setHasAcceptedTerms} />
      <div>
        {/* Without JavaScript the server checks the box; with it, submit waits for it. */}
        <SubmitButton label={t("partnerForm.submit")} busyLabel={t("forms.submitting")} isDisabled={isHydrated && !hasAcceptedTerms} />
      </div>
    </LeadForm>
  );
}
