import { lazy, Suspense } from "react";
import { SampleCourseHours } from "~/components/course/sample-course-hours";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { formatNewYorkDate } from "~/platform/time/date-formats";
import { noStoreHeaders, privatePageHeaders } from "~/auth/permissions.server";
import { previewLesson, theCourse } from "~/course/course.server";
import { requireStudent, studentState } from "~/course/student.server";
import { frontier, recordSeatTime, screenProgress } from "~/course/study.server";
import { isSentWithJavaScript, readForm } from "~/forms/read-form";
import { formFailure, formSuccess, parseForm } from "~/forms/protocol.server";
import { checkPagePath, hasPassedModule, hasSecurityAnswers, isPausedForIdentity, saveSecurityAnswers } from "~/school/identity-checks.server";
import { moduleScope } from "~/course/identity-gate.server";
import { identitySetupFormId, identitySetupSchema } from "~/school/identity-questions";
import { translatedToast } from "~/http/translated-toast.server";
import { localizePath } from "~/i18n/languages";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { pageHandle } from "~/site/pages";
import { translatedSeo } from "~/site/seo";
import { ClosedCourse } from "./closed-course";
import { CertificateSection, ExamList, ModuleList, WhereYouAre } from "./study-sections";
import { studyOverview } from "./study-overview.server";

/** Asked once, before the course opens: its form's code loads only for the page that shows it. */
const IdentitySetup = lazy(() => import("./identity-setup").then((module) => ({ default: module.IdentitySetup })));

export const handle = pageHandle({ audience: "account", crawl: false });

/** The course page: where the student stands, what comes next, the exams and the certificate; or why the course is closed. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const language = requireRouteLanguage(params);
  const course = theCourse();
  const { access } = await studentState(request, context);
  const base = {
    translations: pickTranslations(language, ["course", "identityChecks", "validation"]),
    title: course.title[language],
    sampleNote: course.sample.isSample ? course.sample.note[language] : null,
    preview: { id: previewLesson(course).id, title: previewLesson(course)[language].title },
  };
  if (access.state !== "open") {
    const enrolment = "enrolment" in access ? access.enrolment : null;
    return data(
      {
        ...base,
        state: access.state,
        isPausedForIdentity: enrolment ? isPausedForIdentity(enrolment) : false,
        needsIdentitySetup: false,
        startsAt: enrolment ? formatNewYorkDate(enrolment.startsAt, language) : null,
        endsAt: enrolment ? formatNewYorkDate(enrolment.endsAt, language) : null,
        study: null,
      },
      { headers: noStoreHeaders },
    );
  }
  const [study, hasAnswers] = await Promise.all([studyOverview(context.db, access.enrolment, language), hasSecurityAnswers(context.db, access.enrolment.id)]);
  return data(
    { ...base, state: "open" as const, isPausedForIdentity: false, needsIdentitySetup: !hasAnswers, startsAt: null, endsAt: study.endsAt, study },
    { headers: noStoreHeaders },
  );
}

/**
 * "Continue where you left off": the clock starts on the first screen not yet done, and the student
 * goes there (through the module's identity check first). Or the security questions, chosen once.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const language = requireRouteLanguage(params);
  const { enrolment } = await requireStudent(request, context);
  const form = await readForm(request);
  if (form.get("intent") === "identity-setup") return identitySetupAction(request, context, enrolment.id, language, form);
  const course = theCourse();
  const edge = frontier(await screenProgress(context.db, enrolment.id), course);
  if (!edge) return redirect(localizePath("/course", language), { status: 303, headers: noStoreHeaders });
  const moduleId = course.lessons[edge.lessonId]!.module;
  if (!(await hasPassedModule(context.db, enrolment.id, moduleId))) {
    const next = localizePath(`/course/${edge.lessonId}/${edge.screen + 1}`, language);
    const to = (await hasSecurityAnswers(context.db, enrolment.id)) ? checkPagePath(moduleScope(moduleId), next, language) : localizePath("/course", language);
    return redirect(to, { status: 303, headers: noStoreHeaders });
  }
  await recordSeatTime(context.db, { enrolmentId: enrolment.id, lesson: course.lessons[edge.lessonId]!, screen: edge.screen, event: "view" });
  return redirect(localizePath(`/course/${edge.lessonId}/${edge.screen + 1}`, language), { status: 303, headers: noStoreHeaders });
}

/** The three security questions and their answers, stored once (another tab's second setup changes nothing). */
async function identitySetupAction(
  request: Request,
  context: ActionFunctionArgs["context"],
  enrolmentId: string,
  language: ReturnType<typeof requireRouteLanguage>,
  form: FormData,
) {
  const parsed = await parseForm(form, identitySetupSchema);
  if (!parsed.ok) {
    return formFailure({
      formId: identitySetupFormId,
      status: 422,
      fieldErrors: parsed.fieldErrors,
      kept: parsed.kept,
      alert: translatedToast(language, "error", { title: "forms.checkTitle", description: "forms.checkText" }),
    });
  }
  if (!(await hasSecurityAnswers(context.db, enrolmentId))) {
    const { question1, question2, question3, secretAnswer1, secretAnswer2, secretAnswer3 } = parsed.data;
    await saveSecurityAnswers(context.db, enrolmentId, [
      { question: question1, answer: secretAnswer1 },
      { question: question2, answer: secretAnswer2 },
      { question: question3, answer: secretAnswer3 },
    ]);
  }
  const toast = translatedToast(language, "success", { title: "identityChecks.setup.savedTitle", description: "identityChecks.setup.savedText" });
  return formSuccess(request, context, {
    formId: identitySetupFormId,
    toast,
    redirectTo: localizePath("/course", language),
    isEnhanced: isSentWithJavaScript(form),
  });
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
            {/* The note is whole as course.yaml words it, its "Sample content." included: no label before it. */}
            {page.sampleNote}
          </p>
        ) : null}
        <SampleCourseHours className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900" />
      </header>

      {page.isPausedForIdentity ? (
        <section className="grid gap-3 rounded-xl border border-amber-300 bg-amber-50 p-5" aria-labelledby="identity-paused">
          <h2 id="identity-paused" className="text-xl font-semibold text-slate-900">
            {t("identityChecks.paused.heading")}
          </h2>
          <p className="text-slate-800">{t("identityChecks.paused.text")}</p>
          <p className="text-slate-800">{t("identityChecks.paused.contact")}</p>
        </section>
      ) : page.study === null ? (
        <ClosedCourse state={page.state} startsAt={page.startsAt} endsAt={page.endsAt} previewHref={previewHref} signIn={signIn} />
      ) : page.needsIdentitySetup ? (
        <Suspense fallback={null}>
          <IdentitySetup />
        </Suspense>
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
