import { Form as PlainForm, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Form } from "~/forms/form";
import { PasswordField } from "~/components/auth/password-field";
import { NewPasswordFields, i18n as newPasswordFieldsI18n } from "~/components/auth/new-password-fields";
import { SelectField, SubmitButton, TextField, i18n as fieldsI18n } from "~/components/forms/fields";
import { buttonClassName } from "~/components/ui/button";
import { accountFieldLimits, changePasswordSchema, deleteAccountSchema, profileSchema } from "~/auth/auth-schemas";
import { supportedLanguages, type Language } from "~/i18n/languages";
import type { SubscriptionStatus } from "../../../../db/schema";
import { workingStatusOf } from "~/admin/lead-query";
import type { Namespaces } from "~/i18n/translations";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { accountLabelOf } from "~/leads/forms/names";

export const accountFormIds = { profile: "profile", password: "change-password", delete: "delete-account" } as const;

/** The translation namespaces these panels read: the account page's loader sends them. */
export const i18n = ["account", "leadStatuses", ...newPasswordFieldsI18n, ...fieldsI18n] as const satisfies Namespaces;

const secondaryButton = buttonClassName({ variant: "secondary", size: "small" });

export function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function VerifyBanner() {
  const t = useT();
  return (
    <section aria-labelledby="verify-banner" role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-6">
      <h2 id="verify-banner" className="text-lg font-bold text-amber-950">
        {t("account.notVerifiedTitle")}
      </h2>
      <p className="mt-1 text-amber-950">{t("account.notVerifiedText")}</p>
      <PlainForm method="post" className="mt-4">
        <button type="submit" name="intent" value="resend-verification" className={secondaryButton}>
          {t("account.resendVerification")}
        </button>
      </PlainForm>
    </section>
  );
}

interface OwnLead {
  id: string;
  formType: string;
  status: string;
  sent: string;
}

export function OwnLeadsPanel({ isVerified, leads }: { isVerified: boolean; leads: OwnLead[] }) {
  const t = useT();
  return (
    <Card id="submissions-heading" title={t("account.submissionsHeading")}>
      {!isVerified ? (
        <p className="mt-2 text-slate-600">{t("account.submissionsNeedVerification")}</p>
      ) : leads.length === 0 ? (
        <p className="mt-2 text-slate-600">{t("account.noSubmissions")}</p>
      ) : (
        <ul className="mt-4 grid gap-3">
          {leads.map((lead) => (
            <li key={lead.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 px-4 py-3">
              <div>
                <p className="font-semibold text-slate-900">{t(accountLabelOf(lead.formType))}</p>
                <p className="text-sm text-slate-600">{t("account.sentOn", { date: lead.sent })}</p>
              </div>
              <p className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-800">
                <span className="sr-only">{t("account.statusLabel")} </span>
                {t(`leadStatuses.${workingStatusOf(lead.status)}`)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The address's newsletter state: subscribed, waiting for its confirmation link, or not subscribed (none or unsubscribed). */
export function NewsletterPanel({ isVerified, subscription }: { isVerified: boolean; subscription: SubscriptionStatus | null }) {
  const t = useT();
  const isSubscribed = subscription === "subscribed";
  const state = isSubscribed ? t("account.subscribedState") : subscription === "pending" ? t("account.pendingState") : t("account.notSubscribedState");
  return (
    <Card id="newsletter-heading" title={t("account.newsletterHeading")}>
      {isVerified ? (
        <PlainForm method="post" className="mt-2 flex flex-wrap items-center justify-between gap-3">
          <input type="hidden" name="intent" value="newsletter" />
          <p className="text-slate-700">{state}</p>
          <button type="submit" name="subscribe" value={isSubscribed ? "no" : "yes"} className={secondaryButton}>
            {isSubscribed ? t("account.unsubscribe") : t("account.subscribe")}
          </button>
        </PlainForm>
      ) : (
        <p className="mt-2 text-slate-600">{t("account.newsletterNeedsVerification")}</p>
      )}
    </Card>
  );
}

export function ProfilePanel({ profile }: { profile: { firstName: string; lastName: string; language: Language } }) {
  const t = useT();
  const languageOptions = supportedLanguages.map((value) => ({ value, label: t(`account.languageNames.${value}`) }));
  const formId = accountFormIds.profile;
  return (
    <Card id="profile-heading" title={t("account.profileHeading")}>
      <Form resetAfterSubmit formId={formId} schema={profileSchema} intent="profile" defaultValues={profile} className="mt-4 grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField formId={formId} name="firstName" label={t("forms.firstName")} isRequired maxLength={accountFieldLimits.name} autoComplete="given-name" />
          <TextField formId={formId} name="lastName" label={t("forms.lastName")} maxLength={accountFieldLimits.name} autoComplete="family-name" />
        </div>
        <SelectField
          formId={formId}
          name="language"
          label={t("account.language")}
          hint={t("account.languageHint")}
          isRequired
          options={languageOptions}
          placeholder={t("account.chooseLanguage")}
        />
        <SubmitButton label={t("account.saveProfile")} busyLabel={t("account.saving")} className="w-full sm:w-fit" />
      </Form>
    </Card>
  );
}

export function PasswordPanel({ isAdmin }: { isAdmin: boolean }) {
  const t = useT();
  const formId = accountFormIds.password;
  return (
    <Card id="password-heading" title={t("account.passwordHeading")}>
      <Form resetAfterSubmit formId={formId} schema={changePasswordSchema} intent="change-password" className="mt-4 grid gap-4">
        <PasswordField formId={formId} name="currentPassword" label={t("account.currentPassword")} autoComplete="current-password" />
        <NewPasswordFields formId={formId} passwordLabel={t("auth.newPassword")} isForAdmin={isAdmin} />
        <SubmitButton label={t("account.changePassword")} busyLabel={t("account.saving")} className="w-full sm:w-fit" />
      </Form>
    </Card>
  );
}

/** Download my data, and deleting the account behind a confirmation step (`?confirm=delete`). */
export function DataPanel({ isConfirmingDelete }: { isConfirmingDelete: boolean }) {
  const t = useT();
  const localize = useLocalizePath();
  const formId = accountFormIds.delete;
  return (
    <Card id="data-heading" title={t("account.dataHeading")}>
      <p className="mt-2 text-slate-600">{t("account.dataIntro")}</p>
      <a href={localize("/account/data.json")} download className={`${secondaryButton} mt-4`}>
        {t("account.downloadData")}
      </a>
      <div className="mt-6 border-t border-slate-200 pt-6">
        <h3 className="font-semibold text-red-800">{t("account.deleteHeading")}</h3>
        <p className="mt-1 text-slate-600">{t("account.deleteIntro")}</p>
        {isConfirmingDelete ? (
          <Form
            resetAfterSubmit
            formId={formId}
            schema={deleteAccountSchema}
            intent="delete"
            className="mt-4 grid gap-4 rounded-md border border-red-300 bg-red-50 p-4"
          >
            <p className="font-semibold text-red-900">{t("account.deleteConfirmText")}</p>
            <PasswordField formId={formId} name="password" label={t("auth.password")} autoComplete="current-password" />
            <div className="flex flex-wrap gap-3">
              <Link to={localize("/account")} className={secondaryButton}>
                {t("account.cancel")}
              </Link>
              <button type="submit" className={buttonClassName({ variant: "danger" })}>
                {t("account.deleteConfirm")}
              </button>
            </div>
          </Form>
        ) : (
          <Link to={`${localize("/account")}?confirm=delete`} className={buttonClassName({ variant: "dangerOutline", size: "small", className: "mt-4" })}>
            {t("account.deleteAccount")}
          </Link>
        )}
      </div>
    </Card>
  );
}
