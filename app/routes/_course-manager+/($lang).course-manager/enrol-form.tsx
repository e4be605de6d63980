import { Form as RemixForm } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { useT } from "~/i18n/use-t";
import { defaultLanguage, languageTable, type Language } from "~/i18n/languages";

/** The course manager's text and date fields. */
export const fieldClassName = "min-h-11 rounded-lg border border-slate-300 px-3";

export interface Applicant {
  id: string;
  email: string;
  name: string;
  firstName: string;
  language: Language;
}

/** Enrolling a person: filled in from their licence application when there is one, or what the admin typed before a refusal. */
export function EnrolForm({ applicant, kept, today }: { applicant: Applicant | null; kept: Record<string, string>; today: string }) {
  const t = useT();
  return (
    <section className="grid gap-4 rounded-xl border border-slate-200 p-5" aria-labelledby="enrol-heading">
      <h2 id="enrol-heading" className="text-xl font-semibold text-slate-900">
        {t("courseAdmin.enrolHeading")}
      </h2>
      {applicant ? <p className="text-slate-700">{t("courseAdmin.enrolFromApplication", { name: applicant.name, email: applicant.email })}</p> : null}
      <RemixForm method="post" id="course-manager" className="grid gap-3 sm:grid-cols-2">
        <input type="hidden" name="intent" value="enrol" />
        <input type="hidden" name="submissionId" value={applicant?.id ?? ""} />
        <label className="grid gap-1">
          <span className="font-semibold">{t("courseAdmin.email")}</span>
          <input name="email" type="email" required maxLength={254} defaultValue={kept.email ?? applicant?.email ?? ""} className={fieldClassName} />
        </label>
        <label className="grid gap-1">
          <span className="font-semibold">{t("courseAdmin.name")}</span>
          <input name="name" required maxLength={120} defaultValue={kept.name ?? applicant?.name ?? ""} className={fieldClassName} />
        </label>
        <label className="grid gap-1">
          <span className="font-semibold">{t("courseAdmin.firstName")}</span>
          <input name="firstName" maxLength={60} defaultValue={kept.firstName ?? applicant?.firstName ?? ""} className={fieldClassName} />
        </label>
        <label className="grid gap-1">
          <span className="font-semibold">{t("courseAdmin.language")}</span>
          <select name="language" defaultValue={applicant?.language ?? defaultLanguage} className={fieldClassName}>
            {languageTable.map((row) => (
              <option key={row.code} value={row.code}>
                {row.nativeName}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1">
          <span className="font-semibold">{t("courseAdmin.startsOn")}</span>
          <input name="startsOn" type="date" required defaultValue={today} className={fieldClassName} />
        </label>
        <label className="grid gap-1">
          <span className="font-semibold">{t("courseAdmin.endsOn")}</span>
          <input name="endsOn" type="date" className={fieldClassName} />
        </label>
        <p className="sm:col-span-2">
          <Button type="submit">{t("courseAdmin.enrol")}</Button>
        </p>
      </RemixForm>
    </section>
  );
}
