import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { formatDateTime } from "~/platform/time/date-formats";
import { noStoreHeaders, privatePageHeaders, requireCourseStaff } from "~/auth/permissions.server";
import { IdentityResumeForm, StudentPhone, i18n as resumeI18n } from "~/components/school/identity-resume-form";
import { EmailAddress } from "~/components/admin/email-address";
import { identityPausedEnrolments, resumeAfterIdentityPause } from "~/school/identity-checks.server";
import { tellStudentResumed } from "~/school/course-resumed.server";
import { parseForm } from "~/forms/protocol.server";
import { readForm } from "~/forms/read-form";
import { redirectWithToast } from "~/http/flash.server";
import { safeReturnPath } from "~/http/return-path";
import { translatedToast } from "~/http/translated-toast.server";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { localizePath } from "~/i18n/languages";
import { useT } from "~/i18n/use-t";
import { recordAudit } from "~/platform/audit-log.server";
import { pageHandle } from "~/site/pages";
import { SchoolFrame, i18n as schoolNavI18n } from "~/components/school/school-nav";
import { staffViewer } from "~/auth/roles";
import { translatedSeo } from "~/site/seo";

const resumeSchema = z.object({ intent: z.literal("resume"), enrolmentId: z.string().min(1).max(64), returnTo: z.string().max(500).default("") });

export const handle = pageHandle({ audience: "admin", crawl: false });

/**
 * The students the identity checks paused (docs/decisions/047), for staff: an admin sees all, an
 * instructor their own learners. Each has "Resume the course" (the staff member has spoken with the
 * student); the same post serves the form wherever else it is placed.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const staff = await requireCourseStaff(request, context);
  const language = requireRouteLanguage(params);
  const paused = await identityPausedEnrolments(context.db, staff);
  return data(
    {
      translations: pickTranslations(language, resumeI18n, schoolNavI18n),
      viewer: staffViewer(staff),
      paused: paused.map((row) => ({ ...row, pausedAt: formatDateTime(row.pausedAt, language) })),
    },
    { headers: noStoreHeaders },
  );
}

/** Resumes one enrolment, if it is paused by the identity checks and this staff member may; back with a toast either way. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const staff = await requireCourseStaff(request, context);
  const language = requireRouteLanguage(params);
  const form = await readForm(request);
  const parsed = await parseForm(form, resumeSchema);
  const back = (parsed.ok && safeReturnPath(parsed.data.returnTo)) || localizePath("/course-manager/identity", language);
  const result = parsed.ok ? await resumeAfterIdentityPause(context.db, parsed.data.enrolmentId, staff) : undefined;
  const resumed = result?.ok ? result.enrolment : undefined;
  if (!resumed) {
    return redirectWithToast(
      request,
      context.env,
      back,
      translatedToast(language, "error", { title: "identityChecks.staff.notResumedTitle", description: "identityChecks.staff.notResumedText" }),
    );
  }
  await recordAudit(context, request, staff, "course.enrolment_change", resumed.studentEmail, {
    enrolmentId: resumed.id,
    status: "active",
    reason: "identity",
  });
  const isTold = await tellStudentResumed(context, request, resumed.id);
  return redirectWithToast(
    request,
    context.env,
    back,
    translatedToast(
      language,
      "success",
      { title: "identityChecks.staff.resumedTitle", description: isTold ? "identityChecks.staff.resumedToldText" : "identityChecks.staff.resumedText" },
      { email: resumed.studentEmail },
    ),
  );
}

export const headers = privatePageHeaders;

export default function IdentityPaused() {
  const page = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <SchoolFrame viewer={page.viewer} title={t("identityChecks.staff.heading")} intro={t("identityChecks.staff.intro")} current="identity">
      {page.paused.length === 0 ? (
        <p className="text-slate-700">{t("identityChecks.staff.none")}</p>
      ) : (
        <ul className="grid gap-3">
          {page.paused.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-4">
              <div>
                <p className="font-semibold text-slate-900">{row.studentName}</p>
                <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">
                  <EmailAddress address={row.studentEmail} />
                </p>
                <StudentPhone phone={row.phone} />
                <p className="text-sm text-slate-600">
                  {t("identityChecks.staff.pausedAt")}: {row.pausedAt}
                </p>
              </div>
              <IdentityResumeForm enrolmentId={row.id} />
            </li>
          ))}
        </ul>
      )}
    </SchoolFrame>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => [
  ...translatedSeo(args, { title: "identityChecks.staff.metaTitle", description: "identityChecks.staff.intro", keywords: "identityChecks.staff.metaKeywords" }),
  { name: "robots", content: "noindex" },
];
