/**
 * The Settings tab (docs/decisions/065-site-settings-and-notice-routing.md): the organisation's
 * contact, where new-lead notices go, the admin's own e-mails, and the password policy as it is.
 * Each form is a real post to this tab (`?index&tab=settings`), so it works without JavaScript; with
 * JavaScript it goes through a fetcher. A saved value from the server starts the form afresh.
 */
import type { ReactNode } from "react";
import { cardClass } from "~/components/admin/admin-card";
import { CheckboxField, SubmitButton, TextField } from "~/components/forms/fields";
import { Form } from "~/forms/form";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { leadFormNames } from "~/leads/forms/names";
import {
  contactFormId,
  contactIntent,
  contactSchema,
  defaultNoticeField,
  noticeFieldLength,
  noticeFieldName,
  noticeFormTypes,
  noticesFormId,
  noticesIntent,
  noticesSchema,
  notificationsFormId,
  notificationsIntent,
  notificationsSchema,
} from "~/site/site-settings";
import type { TabData } from "./tabs.server";

type SettingsData = TabData<"settings">;

export function SettingsPanel({ panel }: { panel: SettingsData }) {
  const localize = useLocalizePath();
  // The tab's own action: its refusals are this route's action data, shown beside the fields.
  const action = `${localize("/admin")}?index&tab=settings`;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ContactCard contact={panel.contact} action={action} />
      <MyEmailsCard notifications={panel.notifications} adminEmail={panel.adminEmail} action={action} />
      <NoticesCard notices={panel.notices} action={action} />
      <PasswordPolicyCard policy={panel.passwordPolicy} />
    </div>
  );
}

function SettingsCard({
  id,
  heading,
  intro,
  className = "",
  children,
}: {
  id: string;
  heading: string;
  intro: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`${cardClass} ${className}`}>
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {heading}
      </h2>
      <p className="mt-1 text-slate-600">{intro}</p>
      {children}
    </section>
  );
}

function ContactCard({ contact, action }: { contact: SettingsData["contact"]; action: string }) {
  const t = useT();
  return (
    <SettingsCard id="site-contact-heading" heading={t("siteSettings.contact.heading")} intro={t("siteSettings.contact.intro")}>
      <Form
        key={JSON.stringify(contact)}
        formId={contactFormId}
        schema={contactSchema}
        intent={contactIntent}
        action={action}
        submitsWithFetcher
        defaultValues={contact}
        className="mt-4 grid gap-4"
      >
        <TextField
          formId={contactFormId}
          name="contactEmail"
          type="email"
          autoComplete="off"
          label={t("siteSettings.contact.email")}
          maxLength={254}
          isRequired
        />
        <TextField
          formId={contactFormId}
          name="contactPhone"
          type="tel"
          autoComplete="off"
          label={t("siteSettings.contact.phone")}
          hint={t("siteSettings.contact.phoneHint")}
          maxLength={40}
          isRequired
        />
        <SubmitButton label={t("siteSettings.contact.save")} busyLabel={t("siteSettings.contact.saving")} className="w-full sm:w-fit" />
      </Form>
    </SettingsCard>
  );
}

function MyEmailsCard({ notifications, adminEmail, action }: { notifications: SettingsData["notifications"]; adminEmail: string; action: string }) {
  const t = useT();
  const ticked = Object.fromEntries(Object.entries(notifications).flatMap(([name, isOn]) => (isOn ? [[name, "on"]] : [])));
  return (
    <SettingsCard id="my-emails-heading" heading={t("siteSettings.notifications.heading")} intro={t("siteSettings.notifications.intro", { email: adminEmail })}>
      <Form
        key={JSON.stringify(notifications)}
        formId={notificationsFormId}
        schema={notificationsSchema}
        intent={notificationsIntent}
        action={action}
        submitsWithFetcher
        defaultValues={ticked}
        className="mt-4 grid gap-3"
      >
        <CheckboxField formId={notificationsFormId} name="leadNotices" label={t("siteSettings.notifications.leadNotices")} />
        <CheckboxField formId={notificationsFormId} name="followUpEmails" label={t("siteSettings.notifications.followUps")} />
        <CheckboxField formId={notificationsFormId} name="weeklySummary" label={t("siteSettings.notifications.weeklySummary")} />
        <SubmitButton label={t("siteSettings.notifications.save")} busyLabel={t("siteSettings.notifications.saving")} className="w-full sm:w-fit" />
      </Form>
    </SettingsCard>
  );
}

function NoticesCard({ notices, action }: { notices: SettingsData["notices"]; action: string }) {
  const t = useT();
  return (
    <SettingsCard id="lead-notices-heading" heading={t("siteSettings.notices.heading")} intro={t("siteSettings.notices.intro")} className="lg:col-span-2">
      <p className="mt-2 text-sm text-slate-600">{t("siteSettings.notices.adminsNote")}</p>
      <Form
        key={JSON.stringify(notices)}
        formId={noticesFormId}
        schema={noticesSchema}
        intent={noticesIntent}
        action={action}
        submitsWithFetcher
        defaultValues={notices}
        className="mt-4 grid gap-4"
      >
        <TextField
          formId={noticesFormId}
          name={defaultNoticeField}
          rows={2}
          label={t("siteSettings.notices.defaultLabel")}
          hint={t("siteSettings.notices.defaultHint")}
          maxLength={noticeFieldLength}
          isRequired
        />
        <div className="grid gap-4 md:grid-cols-2">
          {noticeFormTypes.map((formType) => (
            <TextField
              key={formType}
              formId={noticesFormId}
              name={noticeFieldName(formType)}
              rows={2}
              label={t("siteSettings.notices.formLabel", { form: t(leadFormNames[formType].tab.label) })}
              hint={t("siteSettings.notices.formHint")}
              maxLength={noticeFieldLength}
            />
          ))}
        </div>
        <SubmitButton label={t("siteSettings.notices.save")} busyLabel={t("siteSettings.notices.saving")} className="w-full sm:w-fit" />
      </Form>
    </SettingsCard>
  );
}

function PasswordPolicyCard({ policy }: { policy: SettingsData["passwordPolicy"] }) {
  const t = useT();
  return (
    <SettingsCard id="password-policy-heading" heading={t("siteSettings.policy.heading")} intro={t("siteSettings.policy.intro")} className="lg:col-span-2">
      <ul className="mt-4 grid list-disc gap-2 pl-5 text-slate-700">
        <li>{t("siteSettings.policy.length", { minimum: policy.minimum, adminMinimum: policy.adminMinimum })}</li>
        <li>{t("siteSettings.policy.common")}</li>
        <li>{t("siteSettings.policy.breached")}</li>
      </ul>
      <h3 className="mt-5 font-semibold text-slate-900">{t("siteSettings.policy.expiryHeading")}</h3>
      <p className="mt-1 text-slate-700">{t("siteSettings.policy.expiry")}</p>
    </SettingsCard>
  );
}
