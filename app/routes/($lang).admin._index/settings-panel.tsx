/**
 * The Settings tab: the admin's own morning follow-up e-mail switch (a form that works without
 * JavaScript), then a disabled "coming soon" mock-up of the settings to come, where nothing is saved.
 */
import { cardClass } from "~/components/admin/admin-card";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { adminTabHref } from "~/admin/admin-tabs";
import { buttonClassName } from "~/components/ui/button";
import { CheckboxField, SubmitButton } from "~/components/forms/fields";
import { Form } from "~/forms/form";
import { followUpSettingsFormId, followUpSettingsIntent, followUpSettingsSchema } from "~/admin/follow-up-settings-form";
import type { TabData } from "./tabs.server";

export function SettingsPanel({ panel }: { panel: TabData<"settings"> }) {
  return (
    <div className="grid gap-6">
      <FollowUpEmails isOn={panel.followUpEmails} />
      <ComingSoon />
    </div>
  );
}

function FollowUpEmails({ isOn }: { isOn: boolean }) {
  const t = useT();
  const localize = useLocalizePath();
  const formId = followUpSettingsFormId;
  return (
    <div className={cardClass}>
      <h2 id="follow-up-emails-heading" className="text-xl font-bold text-slate-900">
        {t("admin.settings.followUpsHeading")}
      </h2>
      <p className="mt-1 text-slate-600">{t("admin.settings.followUpsIntro")}</p>
      {/* Posted to the panel's frame, whose action it is (decision 021), through a fetcher with
          JavaScript; a new saved value from the server shows as the box's new state. */}
      <Form key={String(isOn)} formId={formId} schema={followUpSettingsSchema} intent={followUpSettingsIntent} action={adminTabHref(localize("/admin"), "settings")} submitsWithFetcher defaultValues={isOn ? { followUpEmails: "on" } : {}} className="mt-4 grid gap-3">
        <CheckboxField formId={formId} name="followUpEmails" label={t("admin.settings.followUpsField")} />
        <SubmitButton label={t("admin.settings.followUpsSave")} busyLabel={t("admin.settings.followUpsSaving")} className="w-full sm:w-fit" />
      </Form>
    </div>
  );
}

function ComingSoon() {
  const t = useT();
  const fieldClass = "mt-1 block w-full rounded-md border border-slate-300 bg-slate-100 px-3 py-2 text-slate-500";
  return (
    <div className={cardClass}>
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-bold text-slate-900">{t("admin.settings.heading")}</h2>
        <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-700">{t("admin.settings.comingSoon")}</span>
      </div>
      <p className="mt-1 text-slate-600">{t("admin.settings.intro")}</p>
      <fieldset disabled className="mt-6 grid gap-6 md:grid-cols-2">
        <div className="grid gap-4">
          <h3 className="font-semibold text-slate-900">{t("admin.settings.general")}</h3>
          <label className="block text-sm font-medium text-slate-700">
            {t("admin.settings.siteName")}
            <input className={fieldClass} defaultValue="Florida Financial Academy" />
          </label>
          <label className="block text-sm font-medium text-slate-700">
            {t("admin.settings.contactEmail")}
            <input className={fieldClass} type="email" defaultValue="info@floridafinancialacademy.com" />
          </label>
          <h3 className="font-semibold text-slate-900">{t("admin.settings.notifications")}</h3>
          <DisabledCheckbox label={t("admin.settings.notifyNewSubmissions")} isChecked />
          <DisabledCheckbox label={t("admin.settings.notifyWeeklySummary")} />
        </div>
        <div className="grid content-start gap-4">
          <h3 className="font-semibold text-slate-900">{t("admin.settings.passwordPolicy")}</h3>
          <DisabledCheckbox label={t("admin.settings.requireComplexPasswords")} isChecked />
          <DisabledCheckbox label={t("admin.settings.expirePasswords")} />
          <button type="button" className={buttonClassName({ variant: "muted", size: "small", className: "w-fit" })}>
            {t("admin.settings.configure2fa")}
          </button>
        </div>
        <button type="button" className={buttonClassName({ variant: "muted", className: "w-fit md:col-span-2" })}>
          {t("admin.settings.save")}
        </button>
      </fieldset>
    </div>
  );
}

function DisabledCheckbox({ label, isChecked = false }: { label: string; isChecked?: boolean }) {
  return (
    <label className="flex items-center gap-3 text-sm text-slate-600">
      <input type="checkbox" defaultChecked={isChecked} className="size-5 rounded border-slate-300" />
      {label}
    </label>
  );
}
