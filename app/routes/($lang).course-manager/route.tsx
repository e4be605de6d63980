/**
 * The course manager (admins): the enrolments with each student's progress; enrolling a person by
 * address or from their licence application (`?submission=`); pausing, resuming, ending or moving
 * the end of an enrolment; exporting a student's record; revoking a certificate. The posts are
 * `intents.server.ts`'s.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { formatDateTime } from "~/admin/admin-dates";
import { noStoreHeaders, privatePageHeaders, requireAdmin, requireCourseStaff } from "~/auth/permissions.server";
import { applicantOf, listEnrolments } from "~/course/course-admin.server";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { useT } from "~/i18n/use-t";
import { pageHandle } from "~/site/pages";
import { translatedSeo } from "~/site/seo";
import { EnrolForm } from "./enrol-form";
import { EnrolmentList } from "./enrolment-list";
import { readManagerPost, refuseManagerPost, runManagerIntent } from "./intents.server";
import { newYorkToday } from "~/admin/follow-up";

export const handle = pageHandle({ audience: "admin", crawl: false });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireCourseStaff(request, context);
  const language = requireRouteLanguage(params);
  const url = new URL(request.url);
  const query = (url.searchParams.get("q") ?? "").slice(0, 100);
  const submissionId = (url.searchParams.get("submission") ?? "").slice(0, 64);
  const [enrolments, applicant] = await Promise.all([listEnrolments(context.db, query), submissionId ? applicantOf(context.db, submissionId) : undefined]);
  return data(
    {
      translations: pickTranslations(language, ["courseAdmin", "validation"]),
      query,
      // Florida's day, not UTC's: in a Florida evening UTC is already tomorrow, and an enrolment "starting today" would not open until then.
      today: newYorkToday(),
      applicant: applicant ? { id: applicant.id, email: applicant.email, name: `${applicant.firstName} ${applicant.lastName}`.trim(), firstName: applicant.firstName, language: applicant.language } : null,
      enrolments: enrolments.map((row) => ({
        ...row,
        starts: formatDateTime(row.startsAt, language),
        ends: formatDateTime(row.endsAt, language),
        endsDay: row.endsAt.slice(0, 10),
      })),
    },
    { headers: noStoreHeaders },
  );
}

/** Every change is a POST with an `intent`; a bad one gets the form back with what was typed. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const language = requireRouteLanguage(params);
  const parsed = await readManagerPost(request);
  if (!parsed.ok) return refuseManagerPost(language, { status: 400, description: "courseAdmin.notChangedText", fieldErrors: parsed.fieldErrors, kept: parsed.kept });
  return runManagerIntent(parsed.data, { request, context, admin, language, kept: parsed.kept });
}

export const headers = privatePageHeaders;

export default function CourseManager() {
  const page = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const t = useT();
  const kept = failure && "repopulateFields" in failure ? failure.repopulateFields : {};
  const fieldErrors = failure && "fieldErrors" in failure ? failure.fieldErrors : {};

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold text-slate-900">{t("courseAdmin.heading")}</h1>
        <p className="text-slate-700">{t("courseAdmin.intro")}</p>
      </header>
      {failure && "alert" in failure ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          <p className="font-semibold">{failure.alert.title}</p>
          <p>{failure.alert.description}</p>
          {Object.entries(fieldErrors).map(([field, message]) => (
            <p key={field}>{t(message as Parameters<typeof t>[0])}</p>
          ))}
        </div>
      ) : null}
      <EnrolForm applicant={page.applicant} kept={kept} today={page.today} />
      <EnrolmentList query={page.query} enrolments={page.enrolments} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => [
  ...translatedSeo(args, { title: "courseAdmin.metaTitle", description: "courseAdmin.intro", keywords: "courseAdmin.metaKeywords" }),
  { name: "robots", content: "noindex" },
];
