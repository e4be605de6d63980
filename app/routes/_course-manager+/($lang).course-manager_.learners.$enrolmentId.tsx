/**
 * A learner's page (staff: an admin any, an instructor their own learner's; another's is a 404,
 * as a missing one, docs/decisions/045): progress by module, seat time, exam attempts and scores, the state and
 * the actions on it (pause and resume: staff; end and move the end: admins), and the record's
 * export. The posts are the learners view's own intents, returning here.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form as RemixForm, Link, useActionData, useLoaderData } from "@remix-run/react";
import { RefusalAlert } from "~/components/refusal-alert";
import { formatDateTime, formatNewYorkDate } from "~/platform/time/date-formats";
import { examName } from "~/school/exam-names.server";
import { noStoreHeaders, privatePageHeaders, requireCourseStaff } from "~/auth/permissions.server";
import { Button, buttonClassName } from "~/components/ui/button";
import { learnerDetail } from "~/school/learners.server";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { localizePath } from "~/i18n/languages";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { pageHandle } from "~/site/pages";
import { translatedSeo } from "~/site/seo";
import { fieldClassName } from "./($lang).course-manager/enrol-form";
import { LearnerSchoolSections, i18n as schoolRecordI18n } from "~/components/school/learner-school-record";
import { learnerSchoolRecord } from "~/school/learner-record.server";
import { refuseManagerPost } from "./($lang).course-manager/answers.server";
import { readManagerPost, runManagerIntent } from "./($lang).course-manager/intents.server";
import { PersonLink, i18n as personLinkI18n } from "~/components/admin/person-link";
import { EmailAddress } from "~/components/admin/email-address";
import { SchoolFrame, i18n as schoolNavI18n } from "~/components/school/school-nav";
import { staffViewer } from "~/auth/roles";

export const handle = pageHandle({ audience: "admin", crawl: false });

const enrolmentIdPattern = /^[0-9a-f-]{36}$/;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const staff = await requireCourseStaff(request, context);
  const language = requireRouteLanguage(params);
  const enrolmentId = params.enrolmentId ?? "";
  const learner = enrolmentIdPattern.test(enrolmentId) ? await learnerDetail(context.db, staff, enrolmentId) : undefined;
  if (!learner) throw new Response("Not Found", { status: 404 });
  const { enrolment, summary } = learner;
  return data(
    {
      translations: pickTranslations(language, ["courseAdmin", "learners", "validation"], schoolRecordI18n, personLinkI18n, schoolNavI18n),
      isAdmin: staff.role === "admin",
      viewer: staffViewer(staff),
      school: await learnerSchoolRecord(context.db, enrolment, language),
      learner: {
        id: enrolment.id,
        name: enrolment.studentName,
        email: enrolment.studentEmail,
        // The person page (admins only) names the student by their account, or the application enrolled from.
        personId: enrolment.userId ?? enrolment.submissionId,
        status: enrolment.status,
        starts: formatNewYorkDate(enrolment.startsAt, language),
        ends: formatNewYorkDate(enrolment.endsAt, language),
        endsDay: enrolment.endsAt.slice(0, 10),
        percent: learner.percent,
        hours: (summary.studySeconds / 3600).toFixed(1),
        lastActivity: summary.lastActivityAt ? formatDateTime(summary.lastActivityAt, language) : "",
        certificateCode: learner.certificateCode,
        certificateRevokedAt: learner.certificateRevokedAt,
        modules: learner.modules.map((module) => ({
          id: module.id,
          title: module.title[language],
          done: module.done,
          total: module.total,
          percent: module.percent,
        })),
        exams: learner.exams.map((exam) => ({
          id: exam.id,
          name: examName(exam.kind, exam.scope, language),
          submittedAt: formatDateTime(exam.submittedAt, language),
          percent: exam.percent,
          passed: exam.passed,
        })),
      },
    },
    { headers: noStoreHeaders },
  );
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const staff = await requireCourseStaff(request, context);
  const language = requireRouteLanguage(params);
  const enrolmentId = params.enrolmentId ?? "";
  if (!enrolmentIdPattern.test(enrolmentId)) throw new Response("Not Found", { status: 404 });
  const parsed = await readManagerPost(request);
  if (!parsed.ok)
    return refuseManagerPost(language, { status: 400, description: "courseAdmin.notChangedText", fieldErrors: parsed.fieldErrors, kept: parsed.kept });
  const returnTo = localizePath(`/course-manager/learners/${enrolmentId}`, language);
  return runManagerIntent(parsed.data, { request, context, staff, language, kept: parsed.kept, ticked: parsed.ticked, returnTo });
}

export const headers = privatePageHeaders;

export default function LearnerPage() {
  const { learner, isAdmin, school, viewer } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const t = useT();
  const localize = useLocalizePath();
  return (
    <SchoolFrame
      viewer={viewer}
      title={learner.name}
      intro={
        <div className="grid gap-1">
          <p className="text-slate-700 [overflow-wrap:anywhere]">
            <EmailAddress address={learner.email} />
          </p>
          {isAdmin && learner.personId ? (
            <p>
              <PersonLink personId={learner.personId} />
            </p>
          ) : null}
          <p className="text-slate-700">
            {t("learners.percent", { percent: learner.percent })} · {t("learners.seatTime", { hours: learner.hours })} ·{" "}
            {learner.lastActivity ? t("learners.lastActivity", { when: learner.lastActivity }) : t("learners.noActivity")}
          </p>
        </div>
      }
    >
      <p>
        <Link to={localize("/course-manager")} className="text-brand-700 underline hover:text-brand-900">
          {t("learners.back")}
        </Link>
      </p>
      {failure && "alert" in failure ? (
        <RefusalAlert className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          <p className="font-semibold">{failure.alert.title}</p>
          <p>{failure.alert.description}</p>
        </RefusalAlert>
      ) : null}

      <section className="grid gap-3" aria-labelledby="actions-heading">
        <h2 id="actions-heading" className="text-xl font-semibold text-slate-900">
          {t("learners.actionsHeading")}
        </h2>
        <p className="text-slate-700">
          {t("learners.state")}: {t(`courseAdmin.statuses.${learner.status}`)} · {t("learners.period", { starts: learner.starts, ends: learner.ends })}
        </p>
        {learner.status !== "ended" ? (
          <div className="flex flex-wrap items-end gap-2">
            <RemixForm method="post">
              <input type="hidden" name="intent" value="status" />
              <input type="hidden" name="enrolmentId" value={learner.id} />
              <Button type="submit" name="status" value={learner.status === "paused" ? "active" : "paused"} variant="secondary" size="small">
                {learner.status === "paused" ? t("courseAdmin.resume") : t("courseAdmin.pause")}
              </Button>
            </RemixForm>
            {isAdmin ? (
              <>
                <RemixForm method="post">
                  <input type="hidden" name="intent" value="status" />
                  <input type="hidden" name="enrolmentId" value={learner.id} />
                  <Button type="submit" name="status" value="ended" variant="secondary" size="small">
                    {t("courseAdmin.end")}
                  </Button>
                </RemixForm>
                <RemixForm method="post" className="flex items-end gap-2">
                  <input type="hidden" name="intent" value="extend" />
                  <input type="hidden" name="enrolmentId" value={learner.id} />
                  <label className="grid gap-1 text-sm">
                    <span>{t("courseAdmin.extend")}</span>
                    <input name="endsOn" type="date" required defaultValue={learner.endsDay} className={fieldClassName} />
                  </label>
                  <Button type="submit" variant="secondary" size="small">
                    {t("courseAdmin.extend")}
                  </Button>
                </RemixForm>
              </>
            ) : null}
          </div>
        ) : null}
        {learner.certificateCode ? (
          <p className="text-slate-700">
            {t("courseAdmin.certificate")}: <span className="font-mono">{learner.certificateCode}</span>
            {learner.certificateRevokedAt ? ` (${t("courseAdmin.revokedLabel")})` : ""}
          </p>
        ) : null}
        {isAdmin && learner.certificateCode && !learner.certificateRevokedAt ? (
          <RemixForm method="post" className="flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value="revoke" />
            <input type="hidden" name="code" value={learner.certificateCode} />
            <label className="grid gap-1 text-sm">
              <span>{t("courseAdmin.revokeReason")}</span>
              <input name="reason" required minLength={3} maxLength={500} className={fieldClassName} />
            </label>
            <Button type="submit" variant="secondary" size="small">
              {t("courseAdmin.revoke")}
            </Button>
          </RemixForm>
        ) : null}
      </section>

      <section className="grid gap-3" aria-labelledby="progress-heading">
        <h2 id="progress-heading" className="text-xl font-semibold text-slate-900">
          {t("learners.progressHeading")}
        </h2>
        <ul className="grid gap-2">
          {learner.modules.map((module) => (
            <li key={module.id} className="flex flex-wrap justify-between gap-2 rounded-lg border border-slate-200 px-4 py-2">
              <span className="font-medium text-slate-900">{module.title}</span>
              <span className="text-slate-700">{t("learners.moduleProgress", { done: module.done, total: module.total, percent: module.percent })}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="grid gap-3" aria-labelledby="exams-heading">
        <h2 id="exams-heading" className="text-xl font-semibold text-slate-900">
          {t("learners.examsHeading")}
        </h2>
        {learner.exams.length === 0 ? <p className="text-slate-600">{t("learners.noAttempts")}</p> : null}
        <ul className="grid gap-2">
          {learner.exams.map((exam) => (
            <li key={exam.id} className="rounded-lg border border-slate-200 px-4 py-2 text-slate-800">
              {exam.name} — {t("learners.attempt", { when: exam.submittedAt, percent: exam.percent })} (
              {exam.passed ? t("learners.passed") : t("learners.notPassed")})
            </li>
          ))}
        </ul>
      </section>

      <section className="grid gap-3" aria-labelledby="record-heading">
        <h2 id="record-heading" className="text-xl font-semibold text-slate-900">
          {t("learners.recordHeading")}
        </h2>
        <p className="flex flex-wrap gap-2">
          <a href={localize(`/course-manager/records/${learner.id}.json`)} className={buttonClassName({ variant: "secondary", size: "small" })}>
            {t("courseAdmin.exportJson")}
          </a>
          <a href={localize(`/course-manager/records/${learner.id}.csv`)} className={buttonClassName({ variant: "secondary", size: "small" })}>
            {t("courseAdmin.exportCsv")}
          </a>
        </p>
      </section>

      <LearnerSchoolSections enrolmentId={learner.id} record={school} returnTo={localize(`/course-manager/learners/${learner.id}`)} />
    </SchoolFrame>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => [
  ...translatedSeo(args, { title: "learners.metaTitle", description: "courseAdmin.intro", keywords: "courseAdmin.metaKeywords" }),
  { name: "robots", content: "noindex" },
];
