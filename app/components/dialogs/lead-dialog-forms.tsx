/**
 * The lead dialogs' forms: loaded only when a dialog opens (see lead-dialogs.tsx), so the forms'
 * validation code (zod, remix-validated-form) stays off pages until someone asks for a dialog.
 */
import { CallTextConsentField } from "~/components/forms/call-text-consent-field";
import { Link, useLocation } from "@remix-run/react";
import { SelectField, SubmitButton, TextField } from "~/components/forms/fields";
import { LeadForm } from "~/components/forms/lead-form";
import { supportedLanguages } from "~/i18n/languages";
import { useLanguage, useT } from "~/i18n/use-t";
import { fieldLimits, inquiryServices } from "~/leads/forms/fields";
import type { LeadDialogName } from "./lead-dialog-names";
import { UrlDialog } from "./url-dialog";
import { buttonClassName } from "~/components/ui/button";

/** This page's URL without the dialog's parameters: where "close" goes. */
function useCloseHref(): string {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  for (const name of ["dialog", "service", "sent", "index"]) params.delete(name);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ""}`;
}

export default function LeadDialog({ name, service, isSent }: { name: LeadDialogName; service: string | null; isSent: boolean }) {
  switch (name) {
    case "contact":
      return isSent ? <ContactSentDialog /> : <ContactDialog />;
    case "inquiry": {
      const known = inquiryServices.find((slug) => slug === service);
      return known ? <InquiryDialog service={known} /> : null;
    }
    case "credit-robot":
      return <CreditRobotDialog />;
    case "email":
      return <EmailSignupDialog />;
  }
}

function ContactDialog() {
  const t = useT();
  const language = useLanguage();
  const formId = "contact-dialog";
  return (
    <UrlDialog id={formId} title={t("contact.title")} description={t("contact.intro")} closeHref={useCloseHref()}>
      <LeadForm formType="contact" formId={formId} defaultValues={{ preferredLanguage: language }} className="grid gap-4">
        <TextField formId={formId} name="fullName" label={t("forms.fullName")} isRequired maxLength={fieldLimits.name} autoComplete="name" />
        <TextField formId={formId} name="email" type="email" label={t("forms.email")} isRequired maxLength={fieldLimits.email} autoComplete="email" />
        <TextField formId={formId} name="message" label={t("forms.message")} isRequired maxLength={fieldLimits.message} rows={4} />
        <SelectField
          formId={formId}
          name="preferredLanguage"
          label={t("contact.preferredLanguage")}
          placeholder={t("forms.selectPlaceholder")}
          options={supportedLanguages.map((code) => ({ value: code, label: t(`languages.${code}`) }))}
        />
        <SubmitButton label={t("contact.submit")} busyLabel={t("forms.sending")} />
      </LeadForm>
    </UrlDialog>
  );
}

/** After sending, a confirmation screen with 'Send Another Message' back to the form. */
function ContactSentDialog() {
  const t = useT();
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  params.delete("sent");
  return (
    <UrlDialog id="contact-sent" title={t("contact.sentTitle")} closeHref={useCloseHref()}>
      <p className="text-slate-700">{t("contact.sentText")}</p>
      <Link to={`${pathname}?${params.toString()}`} replace preventScrollReset className={buttonClassName({ className: "mt-6" })}>
        {t("contact.sendAnother")}
      </Link>
    </UrlDialog>
  );
}

function PersonFields({ formId }: { formId: string }) {
  const t = useT();
  return (
    <>
      <TextField formId={formId} name="name" label={t("forms.fullName")} isRequired maxLength={fieldLimits.name} autoComplete="name" />
      <TextField formId={formId} name="email" type="email" label={t("forms.email")} isRequired maxLength={fieldLimits.email} autoComplete="email" />
      <TextField formId={formId} name="phone" type="tel" label={t("forms.phone")} isRequired maxLength={fieldLimits.phone} autoComplete="tel" inputMode="tel" />
      <TextField formId={formId} name="message" label={t("forms.messageOptional")} maxLength={fieldLimits.message} rows={4} />
      <CallTextConsentField formId={formId} />
    </>
  );
}

function InquiryDialog({ service }: { service: (typeof inquiryServices)[number] }) {
  const t = useT();
  const serviceName = t(`serviceNames.${service}`);
  const formId = "inquiry-dialog";
  return (
    <UrlDialog
      id={formId}
      title={t("inquiry.title", { service: serviceName })}
      description={t("inquiry.intro", { service: serviceName })}
      closeHref={useCloseHref()}
    >
      <LeadForm formType="service-inquiry" formId={formId} hiddenFields={{ service }} className="grid gap-4">
        <PersonFields formId={formId} />
        <SubmitButton label={t("inquiry.submit")} busyLabel={t("forms.processing")} />
      </LeadForm>
    </UrlDialog>
  );
}

function CreditRobotDialog() {
  const t = useT();
  const formId = "credit-robot-dialog";
  return (
    <UrlDialog id={formId} title={t("creditRobot.title")} description={t("creditRobot.intro")} closeHref={useCloseHref()}>
      <LeadForm formType="credit-repair-robot" formId={formId} className="grid gap-4">
        <PersonFields formId={formId} />
        <SubmitButton label={t("creditRobot.submit")} busyLabel={t("forms.processing")} />
      </LeadForm>
    </UrlDialog>
  );
}

/** About's Enter Email dialog: stored as a newsletter-type lead whose source says where it came from. */
function EmailSignupDialog() {
  const t = useT();
  const formId = "email-dialog";
  return (
    <UrlDialog id={formId} title={t("emailSignup.title")} description={t("emailSignup.intro")} closeHref={useCloseHref()}>
      <LeadForm formType="newsletter" formId={formId} hiddenFields={{ source: "about-email-dialog" }} className="grid gap-4">
        <TextField formId={formId} name="email" type="email" label={t("forms.email")} isRequired maxLength={fieldLimits.email} autoComplete="email" />
        <SubmitButton label={t("emailSignup.submit")} busyLabel={t("forms.sending")} />
      </LeadForm>
    </UrlDialog>
  );
}
