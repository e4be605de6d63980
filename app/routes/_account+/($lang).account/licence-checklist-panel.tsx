/**
 * "My licence checklist" in the account area: the 2-15 path after the course in order, the course
 * step live from the engine, the rest ticked and dated by the applicant in one form, each step
 * with what to do and its official site, the sources in small print, and the reminder settings.
 */
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { CheckboxField, DateField, SelectField, SubmitButton, TextField, i18n as fieldsI18n } from "~/components/forms/fields";
import { CourseStepLine, i18n as summaryI18n } from "~/components/school/licence-checklist-summary";
import type { LicenceStepId } from "~/content/licence-checklist";
import {
  examResultChoices,
  insurerNameMaxLength,
  licenceChecklistFormId,
  licenceChecklistIntent,
  licenceChecklistSchema,
  reminderSettingsIntent,
} from "~/school/licence-checklist-form";
import type { ChecklistSteps, LicenceChecklistPanelData } from "~/school/licence-checklist.server";
import { reminderSettingsFormId, reminderSettingsSchema } from "~/school/reminder-settings-form";
import { Form } from "~/forms/form";
import type { Namespaces } from "~/i18n/translations";
import { useLocalizePath, useT } from "~/i18n/use-t";
import type { ReminderKind } from "../../../../db/schema";
import { Card } from "./panels";

export const i18n = ["licenceChecklist", ...summaryI18n, ...fieldsI18n] as const satisfies Namespaces;

/** The saved steps as the form's starting values (a ticked box is "on", a date its text). */
function defaultValuesOf(steps: ChecklistSteps): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(steps)) {
    if (typeof value === "boolean") {
      if (value) values[name] = "on";
    } else values[name] = value ?? "";
  }
  return values;
}

export function LicenceChecklistPanel({ checklist }: { checklist: LicenceChecklistPanelData }) {
  const t = useT();
  const localize = useLocalizePath();
  const formId = licenceChecklistFormId;
  const dateField = (name: string) => <DateField formId={formId} name={name} label={t(`licenceChecklist.fields.${name}` as never)} />;
  const step = (id: LicenceStepId, number: number, fields: ReactNode) => (
    <li key={id} className="rounded-lg border border-slate-200 p-4">
      <h3 className="font-semibold text-slate-900">
        <span className="text-sm font-medium text-slate-600">{t("licenceChecklist.stepNumber", { number })} · </span>
        {checklist.content[id].title}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{checklist.content[id].what}</p>
      <p className="mt-1 text-sm">
        {t("licenceChecklist.officialSite")}{" "}
        <a
          href={checklist.content[id].link.url}
          rel="noopener noreferrer"
          target="_blank"
          className="font-semibold text-brand-700 underline hover:text-brand-900"
        >
          {checklist.content[id].link.label}
        </a>
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">{fields}</div>
    </li>
  );
  const resultOptions = examResultChoices.map((value) => ({ value, label: t(`licenceChecklist.results.${value}`) }));
  return (
    <Card id="licence-checklist-heading" title={t("licenceChecklist.heading")}>
      <p className="mt-2 text-slate-600">{t("licenceChecklist.intro")}</p>
      <Form
        formId={formId}
        schema={licenceChecklistSchema}
        intent={licenceChecklistIntent}
        defaultValues={defaultValuesOf(checklist.steps)}
        className="mt-4 grid gap-4"
      >
        <ol className="grid gap-4">
          {step(
            "course",
            1,
            <div className="sm:col-span-2">
              <CourseStepLine course={checklist.course} />
              {checklist.course.state === "open" ? (
                <Link to={localize("/course")} className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline hover:text-brand-900">
                  {t("licenceChecklist.course.openCourse")}
                </Link>
              ) : null}
            </div>,
          )}
          {step(
            "fingerprints",
            2,
            <>
              <div className="sm:col-span-2">
                <CheckboxField formId={formId} name="fingerprintsDone" label={t("licenceChecklist.fields.fingerprintsDone")} />
              </div>
              {dateField("fingerprintsBookedOn")}
              {dateField("fingerprintsDoneOn")}
            </>,
          )}
          {step(
            "application",
            3,
            <>
              <div className="sm:col-span-2">
                <CheckboxField formId={formId} name="applicationDone" label={t("licenceChecklist.fields.applicationDone")} />
              </div>
              {dateField("applicationSubmittedOn")}
              {dateField("applicationApprovedOn")}
            </>,
          )}
          {step(
            "exam",
            4,
            <>
              <div className="sm:col-span-2">
                <CheckboxField formId={formId} name="examDone" label={t("licenceChecklist.fields.examDone")} />
              </div>
              {dateField("examBookedFor")}
              <SelectField
                formId={formId}
                name="examResult"
                label={t("licenceChecklist.fields.examResult")}
                options={resultOptions}
                placeholder={t("licenceChecklist.results.none")}
              />
              {dateField("examResultOn")}
            </>,
          )}
          {step(
            "appointment",
            5,
            <>
              <div className="sm:col-span-2">
                <CheckboxField formId={formId} name="appointmentDone" label={t("licenceChecklist.fields.appointmentDone")} />
              </div>
              {dateField("appointedOn")}
              <TextField
                formId={formId}
                name="insurerName"
                label={t("licenceChecklist.fields.insurerName")}
                maxLength={insurerNameMaxLength}
                autoComplete="off"
              />
            </>,
          )}
        </ol>
        <SubmitButton label={t("licenceChecklist.save")} busyLabel={t("licenceChecklist.saving")} className="w-full sm:w-fit" />
      </Form>
      <ReminderSettings reminders={checklist.reminders} />
      <footer className="mt-6 border-t border-slate-200 pt-4 text-xs text-slate-600">
        <h3 className="font-semibold">{t("licenceChecklist.sourcesHeading")}</h3>
        <p className="mt-1">{t("licenceChecklist.sourcesIntro")}</p>
        <ul className="mt-2 grid gap-1">
          {checklist.sources.map((source) => (
            <li key={source.url}>
              {source.title}:{" "}
              <a href={source.url} rel="noopener noreferrer" target="_blank" className="break-all underline">
                {source.url}
              </a>
            </li>
          ))}
        </ul>
      </footer>
    </Card>
  );
}

function ReminderSettings({ reminders }: { reminders: Record<ReminderKind, boolean> | null }) {
  const t = useT();
  const formId = reminderSettingsFormId;
  return (
    <div className="mt-6 border-t border-slate-200 pt-4">
      <h3 className="font-semibold text-slate-900">{t("licenceChecklist.remindersHeading")}</h3>
      {reminders ? (
        <Form
          formId={formId}
          schema={reminderSettingsSchema}
          intent={reminderSettingsIntent}
          defaultValues={Object.fromEntries(Object.entries(reminders).flatMap(([kind, isOn]) => (isOn ? [[kind, "on"]] : [])))}
          className="mt-2 grid gap-3"
        >
          <p className="text-sm text-slate-600">{t("licenceChecklist.remindersIntro")}</p>
          <CheckboxField formId={formId} name="exam-soon" label={t("licenceChecklist.reminderKinds.exam-soon")} />
          <CheckboxField formId={formId} name="course-inactive" label={t("licenceChecklist.reminderKinds.course-inactive")} />
          <CheckboxField formId={formId} name="certificate-window" label={t("licenceChecklist.reminderKinds.certificate-window")} />
          <SubmitButton label={t("licenceChecklist.saveReminders")} busyLabel={t("licenceChecklist.saving")} className="w-full sm:w-fit" />
        </Form>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{t("licenceChecklist.needsVerification")}</p>
      )}
    </div>
  );
}
