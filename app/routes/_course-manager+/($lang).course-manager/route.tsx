/**
 * The learners view (staff: an admin every enrolment, an instructor their own learners): each with its progress, seat time,
 * last activity and exam scores, filtered (stalled, an exam failed twice, ending soon), searched
 * and paged through the URL; the bulk actions (extend: admins; nudge: staff, previewed first); and
 * for admins, enrolling a person by address or from their licence application (`?submission=`).
 * The posts are `intents.server.ts`'s; a learner's own page is `course-manager_.learners.$enrolmentId`.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { RefusalAlert } from "~/components/refusal-alert";
import { formatDateTime, formatNewYorkDate } from "~/platform/time/date-formats";
import { noStoreHeaders, privatePageHeaders, requireCourseStaff } from "~/auth/permissions.server";
import { applicantOf } from "~/school/course-admin.server";
import { moduleTitle } from "~/school/exam-names.server";
import { listLearners, readLearnerQuery } from "~/school/learners.server";
import { i18n as paginationI18n } from "~/components/pagination";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { pageHandle } from "~/site/pages";
import { translatedSeo } from "~/site/seo";
import { EnrolForm } from "./enrol-form";
import { SchoolFrame, i18n as schoolNavI18n } from "~/components/school/school-nav";
import { staffViewer } from "~/auth/roles";
import { StudentRatioNotice, i18n as studentRatioI18n } from "~/components/school/student-ratio";
import { readStudentRatio } from "~/school/questions.server";
import { LearnerList, listingHref } from "./learner-list";
import { NudgePreviewPanel } from "./nudge-preview";
import { learnersPath, refuseManagerPost } from "./answers.server";
import { readManagerPost, runManagerIntent } from "./intents.server";
import { newYorkToday } from "~/platform/time/new-york-time";

export const handle = pageHandle({ audience: "admin", crawl: false });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const staff = await requireCourseStaff(request, context);
  const isAdmin = staff.role === "admin";
  const language = requireRouteLanguage(params);
  const url = new URL(request.url);
  const learnerQuery = readLearnerQuery(url.searchParams);
  const leadId = isAdmin ? (url.searchParams.get("submission") ?? "").slice(0, 64) : "";
  const [listing, applicant, ratio] = await Promise.all([
    listLearners(context.db, staff, learnerQuery),
    leadId ? applicantOf(context.db, leadId) : undefined,
    readStudentRatio(context.db),
  ]);
  return data(
    {
      translations: pickTranslations(language, ["courseAdmin", "learners", "validation", ...paginationI18n], schoolNavI18n, studentRatioI18n),
      ratio,
      isAdmin,
      viewer: staffViewer(staff),
      // Florida's day, not UTC's: in a Florida evening UTC is already tomorrow, and an enrolment "starting today" would not open until then.
      today: newYorkToday(),
      applicant: applicant
        ? {
            id: applicant.id,
            email: applicant.email,
            name: `${applicant.firstName} ${applicant.lastName}`.trim(),
            firstName: applicant.firstName,
            language: applicant.language,
          }
        : null,
      listing: {
        query: learnerQuery.query,
        filter: learnerQuery.filter,
        page: learnerQuery.page,
        pageCount: listing.pageCount,
        total: listing.total,
        rows: listing.rows.map((row) => ({
          id: row.id,
          studentName: row.studentName,
          studentEmail: row.studentEmail,
          status: row.status,
          hasAccount: row.hasAccount,
          percent: row.percent,
          hours: (row.studySeconds / 3600).toFixed(1),
          lastActivity: row.lastActivityAt ? formatDateTime(row.lastActivityAt, language) : "",
          failedTwice: row.mostExamFailures >= 2,
          scores: { ...row.scores, modules: row.scores.modules.map((entry) => ({ module: moduleTitle(entry.scope, language), percent: entry.percent })) },
          starts: formatNewYorkDate(row.startsAt, language),
          ends: formatNewYorkDate(row.endsAt, language),
          certificateCode: row.certificateCode,
          certificateRevokedAt: row.certificateRevokedAt,
        })),
      },
    },
    { headers: noStoreHeaders },
  );
}

/** Every change is a POST with an `intent`; a bad one gets the form back with what was typed. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const staff = await requireCourseStaff(request, context);
  const language = requireRouteLanguage(params);
  const parsed = await readManagerPost(request);
  if (!parsed.ok)
    return refuseManagerPost(language, {
      status: 400,
      description: parsed.fieldErrors.enrolmentId ? "learners.selectionInvalid" : "courseAdmin.notChangedText",
      fieldErrors: parsed.fieldErrors,
      kept: parsed.kept,
    });
  return runManagerIntent(parsed.data, { request, context, staff, language, kept: parsed.kept, ticked: parsed.ticked, returnTo: learnersPath(language) });
}

export const headers = privatePageHeaders;

export default function CourseManager() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const t = useT();
  const localize = useLocalizePath();
  const failure = answer && "alert" in answer ? answer : undefined;
  const preview = answer && "nudgePreview" in answer ? answer.nudgePreview : undefined;
  const kept = failure?.repopulateFields ?? {};
  const fieldErrors: Record<string, string> = failure?.fieldErrors ?? {};

  return (
    <SchoolFrame viewer={page.viewer} title={t("courseAdmin.heading")} intro={t("courseAdmin.intro")} current="learners">
      <StudentRatioNotice ratio={page.ratio} />
      {failure ? (
        <RefusalAlert className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          <p className="font-semibold">{failure.alert.title}</p>
          <p>{failure.alert.description}</p>
          {Object.entries(fieldErrors).map(([field, message]) => (
            <p key={field}>{t(message as Parameters<typeof t>[0])}</p>
          ))}
        </RefusalAlert>
      ) : null}
      {preview ? (
        <NudgePreviewPanel
          preview={preview}
          cancelHref={listingHref(localize("/course-manager"), { query: page.listing.query, filter: page.listing.filter }, page.listing.page)}
        />
      ) : null}
      <LearnerList
        listing={page.listing}
        isAdmin={page.isAdmin}
        selectionError={fieldErrors.enrolmentId ? t(fieldErrors.enrolmentId as Parameters<typeof t>[0]) : undefined}
      />
      {page.isAdmin ? <EnrolForm applicant={page.applicant} kept={kept} today={page.today} /> : null}
    </SchoolFrame>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => [
  ...translatedSeo(args, { title: "courseAdmin.metaTitle", description: "courseAdmin.intro", keywords: "courseAdmin.metaKeywords" }),
  { name: "robots", content: "noindex" },
];
