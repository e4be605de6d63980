import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { formatDateTime } from "~/admin/admin-dates";
import { noStoreHeaders, privatePageHeaders } from "~/auth/permissions.server";
import { previewLesson, theCourse } from "~/course/course.server";
import { requireStudent, studentState } from "~/course/student.server";
import { frontier, recordSeatTime, screenProgress } from "~/course/study.server";
import { readForm } from "~/forms/read-form";
import { localizePath } from "~/i18n/languages";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { pageHandle } from "~/site/pages";
import { translatedSeo } from "~/site/seo";
import { ClosedCourse } from "./closed-course";
import { CertificateSection, ExamList, ModuleList, WhereYouAre } from "./study-sections";
import { studyOverview } from "./study-overview.server";

export const handle = pageHandle({ audience: "account", crawl: false });

/** The course page: where the student stands, what comes next, the exams and the certificate; or why the course is closed. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const language = requireRouteLanguage(params);
  const course = theCourse();
  const { access } = await studentState(request, context);
  const base = {
    translations: pickTranslations(language, ["course"]),
    title: course.title[language],
    sampleNote: course.sample.isSample ? course.sample.note[language] : null,
    preview: { id: previewLesson(course).id, title: previewLesson(course)[language].title },
  };
  if (access.state !== "open") {
    const enrolment = "enrolment" in access ? access.enrolment : null;
    return data(
      { ...base, state: access.state, startsAt: enrolment ? formatDateTime(enrolment.startsAt, language) : null, endsAt: enrolment ? formatDateTime(enrolment.endsAt, language) : null, study: null },
      { headers: noStoreHeaders },
    );
  }
  const study = await studyOverview(context.db, access.enrolment, language);
  return data({ ...base, state: "open" as const, startsAt: null, endsAt: study.endsAt, study }, { headers: noStoreHeaders });
}

/** "Continue where you left off": the clock starts on the first screen not yet done, and the student goes there. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const language = requireRouteLanguage(params);
  const { enrolment } = await requireStudent(request, context);
  await readForm(request); // one button: continuing is the whole request
  const course = theCourse();
  const edge = frontier(await screenProgress(context.db, enrolment.id), course);
  if (!edge) return redirect(localizePath("/course", language), { status: 303, headers: noStoreHeaders });
  await recordSeatTime(context.db, { enrolmentId: enrolment.id, lesson: course.lessons[edge.lessonId]!, screen: edge.screen, event: "view" });
  return redirect(localizePath(`/course/${edge.lessonId}/${edge.screen + 1}`, language), { status: 303, headers: noStoreHeaders });
}

export const headers = privatePageHeaders;

export default function CoursePage() {
  const page = useLoaderData<typeof loader>();
  const t = useT();
  const localize = useLocalizePath();
  const signIn = `${localize("/auth")}?returnTo=${encodeURIComponent(localize("/course"))}`;
  const previewHref = localize(`/course/${page.preview.id}/1`);

  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-12 sm:px-6">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold text-slate-900">{t("course.heading")}</h1>
        <p className="text-slate-700">{page.title}</p>
        {page.sampleNote ? (
          <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            <strong>{t("course.sampleLabel")}.</strong> {page.sampleNote}
          </p>
        ) : null}
      </header>

      {page.study === null ? (
        <ClosedCourse state={page.state} startsAt={page.startsAt} endsAt={page.endsAt} previewHref={previewHref} signIn={signIn} />
      ) : (
        <>
          <WhereYouAre study={page.study} />
          <ModuleList study={page.study} />
          <ExamList study={page.study} />
          <CertificateSection study={page.study} />
        </>
      )}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => [
  ...translatedSeo(args, { title: "course.meta.title", description: "course.meta.description", keywords: "course.meta.keywords" }),
  { name: "robots", content: "noindex" },
];
