import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { formatDateTime, formatNewYorkDate } from "~/platform/time/date-formats";
import { listOwnLeads, newsletterStatus } from "~/auth/account-area.server";
import { noStoreHeaders, privatePageHeaders, requireUser } from "~/auth/permissions.server";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { pageHandle } from "~/site/pages";
import { translatedSeo } from "~/site/seo";
import { readForm } from "~/forms/read-form";
import { runAccountIntent } from "./intents.server";
import { CourseCard, i18n as courseCardI18n, type CourseCardState } from "~/components/course/course-card";
import { courseAccessFor } from "~/course/enrolments.server";
import { completionOf } from "~/course/completion.server";
import { LicenceChecklistPanel, i18n as checklistPanelI18n } from "./licence-checklist-panel";
import { licenceChecklistData } from "~/school/licence-checklist.server";
import { CourseFeedbackNotices, i18n as feedbackI18n } from "~/components/school/course-feedback-summary";
import { feedbackNotices } from "~/school/course-feedback.server";
import { DataPanel, i18n as panelsI18n, NewsletterPanel, PasswordPanel, ProfilePanel, OwnLeadsPanel, VerifyBanner } from "./panels";

export const handle = pageHandle({ audience: "account" });

/** The account area: for anyone signed in. What is tied to the address shows only once it is proven. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const language = requireRouteLanguage(params);
  const isVerified = user.emailVerifiedAt !== null;
  const [leads, subscription, courseAccess] = isVerified
    ? await Promise.all([listOwnLeads(context.db, user.email), newsletterStatus(context.db, user.email), courseAccessFor(context.db, user)])
    : [[], null, null];
  const [course, licenceChecklist, notices] = await Promise.all([
    courseCardOf(context.db, courseAccess, language),
    licenceChecklistData(context.db, user, language),
    courseAccess && "enrolment" in courseAccess ? feedbackNotices(context.db, courseAccess.enrolment.id, language) : [],
  ]);
  return data(
    {
      translations: pickTranslations(language, panelsI18n, courseCardI18n, checklistPanelI18n, feedbackI18n, ["twoFactor"]),
      licenceChecklist,
      course,
      notices,
      account: {
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        language: user.language,
        isAdmin: user.role === "admin",
        isInstructor: user.role === "instructor",
        isVerified,
      },
      leads: leads.map((row) => ({
        id: row.id,
        formType: row.formType,
        status: row.status,
        sent: formatDateTime(row.createdAt, language),
        changed: formatDateTime(row.updatedAt, language),
      })),
      subscription,
      isConfirmingDelete: new URL(request.url).searchParams.get("confirm") === "delete",
    },
    { headers: noStoreHeaders },
  );
}

/** The course card's state: only for someone with an enrolment. */
async function courseCardOf(
  db: LoaderFunctionArgs["context"]["db"],
  access: Awaited<ReturnType<typeof courseAccessFor>> | null,
  language: ReturnType<typeof requireRouteLanguage>,
): Promise<CourseCardState | null> {
  if (!access || !("enrolment" in access)) return null;
  const { enrolment } = access;
  if (access.state === "open") {
    const completion = await completionOf(db, enrolment.id);
    return { state: "open", screensDone: completion.screensDone, screensTotal: completion.screensTotal, endsAt: formatNewYorkDate(enrolment.endsAt, language) };
  }
  if (access.state === "not-started") return { state: "not-started", startsAt: formatNewYorkDate(enrolment.startsAt, language) };
  return { state: access.state, endsAt: formatNewYorkDate(enrolment.endsAt, language) };
}

/** Each intent is one named function in ./intents.server.ts. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const language = requireRouteLanguage(params);
  return runAccountIntent({ request, context, language, user, form: await readForm(request) });
}

export const headers = privatePageHeaders;

export default function AccountPage() {
  const { account, leads, subscription, isConfirmingDelete, course, licenceChecklist, notices } = useLoaderData<typeof loader>();
  const t = useT();
  const localize = useLocalizePath();

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-12 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold text-slate-900">{t("account.heading")}</h1>
        <p className="mt-2 break-words text-slate-600">{t("account.signedInAs", { email: account.email })}</p>
        {account.isAdmin ? (
          <Link to={localize("/admin")} className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 underline hover:text-brand-900">
            {t("account.adminPanel")}
          </Link>
        ) : null}
        <Link
          to={localize("/account/security")}
          className="mt-3 mr-6 inline-flex min-h-11 items-center font-semibold text-brand-700 underline hover:text-brand-900"
        >
          {t("twoFactor.securityHeading")}
        </Link>
        {account.isInstructor ? (
          <Link to={localize("/course-manager")} className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 underline hover:text-brand-900">
            {t("account.courseManager")}
          </Link>
        ) : null}
      </header>
      {account.isVerified ? null : <VerifyBanner />}
      {course ? <CourseCard course={course} /> : null}
      <CourseFeedbackNotices notices={notices} />
      <LicenceChecklistPanel checklist={licenceChecklist} />
      <OwnLeadsPanel isVerified={account.isVerified} leads={leads} />
      <NewsletterPanel isVerified={account.isVerified} subscription={subscription} />
      <ProfilePanel profile={{ firstName: account.firstName, lastName: account.lastName, language: account.language }} />
      <PasswordPanel isAdmin={account.isAdmin} />
      <DataPanel isConfirmingDelete={isConfirmingDelete} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => [
  ...translatedSeo(args, { title: "account.meta.title", description: "account.meta.description", keywords: "account.meta.keywords" }),
  { name: "robots", content: "noindex" },
];
