/**
 * The licence checklist read-only: the course step (live) and what the applicant ticked and dated.
 * The account page shows the course step with it; the admin sees the whole summary on the
 * person's lead record, where nothing can be changed.
 */
import { SampleCourseHours } from "~/components/course/sample-course-hours";
import type { ChecklistSteps, CourseStepView } from "~/school/licence-checklist.server";
import type { Namespaces } from "~/i18n/translations";
import { useT } from "~/i18n/use-t";

export const i18n = ["licenceChecklist"] as const satisfies Namespaces;

export function CourseStepLine({ course }: { course: CourseStepView }) {
  const t = useT();
  if (!("percent" in course)) return <p className="text-sm text-slate-700">{t(`licenceChecklist.course.${course.state}`)}</p>;
  return (
    <div className="grid gap-1 text-sm text-slate-700">
      <p>{t("licenceChecklist.course.state", { state: t(`licenceChecklist.course.states.${course.state}`) })}</p>
      <p>{t("licenceChecklist.course.progress", { percent: course.percent, hours: course.hours })}</p>
      <SampleCourseHours className="text-amber-900" />
      <p>
        {course.certificate
          ? course.certificate.isRevoked
            ? t("licenceChecklist.course.certificateRevoked", { code: course.certificate.code })
            : t("licenceChecklist.course.certificate", { code: course.certificate.code, date: course.certificate.issuedOn })
          : t("licenceChecklist.course.noCertificate")}
      </p>
    </div>
  );
}

/** The admin's read-only view of a person's checklist (lead record). */
export function LicenceChecklistSummary({ checklist }: { checklist: { steps: ChecklistSteps; updatedOn: string; course: CourseStepView } }) {
  const t = useT();
  const { steps } = checklist;
  const value = (day: string | null) => day ?? t("licenceChecklist.admin.none");
  const done = (isDone: boolean) => (isDone ? t("licenceChecklist.admin.done") : t("licenceChecklist.admin.notDone"));
  const rows: Array<[string, string]> = [
    [t("licenceChecklist.fields.fingerprintsDone"), done(steps.fingerprintsDone)],
    [t("licenceChecklist.fields.fingerprintsBookedOn"), value(steps.fingerprintsBookedOn)],
    [t("licenceChecklist.fields.fingerprintsDoneOn"), value(steps.fingerprintsDoneOn)],
    [t("licenceChecklist.fields.applicationDone"), done(steps.applicationDone)],
    [t("licenceChecklist.fields.applicationSubmittedOn"), value(steps.applicationSubmittedOn)],
    [t("licenceChecklist.fields.applicationApprovedOn"), value(steps.applicationApprovedOn)],
    [t("licenceChecklist.fields.examDone"), done(steps.examDone)],
    [t("licenceChecklist.fields.examBookedFor"), value(steps.examBookedFor)],
    [t("licenceChecklist.fields.examResult"), t(`licenceChecklist.results.${steps.examResult ?? "none"}`)],
    [t("licenceChecklist.fields.examResultOn"), value(steps.examResultOn)],
    [t("licenceChecklist.fields.appointmentDone"), done(steps.appointmentDone)],
    [t("licenceChecklist.fields.appointedOn"), value(steps.appointedOn)],
    [t("licenceChecklist.fields.insurerName"), steps.insurerName ?? t("licenceChecklist.admin.none")],
  ];
  return (
    <section aria-labelledby="lead-licence-checklist" className="mt-6">
      <h3 id="lead-licence-checklist" className="font-semibold text-slate-900">
        {t("licenceChecklist.admin.heading")}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t("licenceChecklist.admin.intro", { date: checklist.updatedOn })}</p>
      <div className="mt-2">
        <CourseStepLine course={checklist.course} />
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 rounded-lg bg-slate-50 p-4 text-sm sm:grid-cols-[minmax(0,14rem)_1fr]">
        {rows.map(([label, text]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-600">{label}</dt>
            <dd className="text-slate-900">{text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
