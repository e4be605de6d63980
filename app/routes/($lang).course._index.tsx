import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { formatDateTime } from "~/admin/admin-dates";
import { noStoreHeaders, privatePageHeaders } from "~/auth/permissions.server";
import { gradedAttempts } from "~/course/attempts.server";
import { completionOf, readyToSign } from "~/course/completion.server";
import { lessonsInOrder, previewLesson, theCourse } from "~/course/course.server";
import { formatSeconds } from "~/course/durations";
import { requireStudent, studentState } from "~/course/student.server";
import { frontier, lessonProgress, mayOpen, recordSeatTime, screenProgress } from "~/course/study.server";
import { readForm } from "~/forms/read-form";
import { localizePath } from "~/i18n/languages";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { pageHandle } from "~/site/pages";
import { translatedSeo } from "~/site/seo";
import { Button, ButtonLink } from "~/components/ui/button";

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

  const enrolmentId = access.enrolment.id;
  const [progress, completion, attempts] = await Promise.all([screenProgress(context.db, enrolmentId), completionOf(context.db, enrolmentId), gradedAttempts(context.db, enrolmentId)]);
  const edge = frontier(progress, course);
  const lessons = lessonsInOrder(course);
  const best = (kind: string, scope: string) => {
    const scores = attempts.filter((attempt) => attempt.kind === kind && attempt.scope === scope).map((attempt) => ({ percent: attempt.percent ?? 0, passed: attempt.passed === true }));
    return scores.sort((a, b) => b.percent - a.percent)[0] ?? null;
  };
  const study = {
    endsAt: formatDateTime(access.enrolment.endsAt, language),
    continueTo: edge ? `/course/${edge.lessonId}/${edge.screen + 1}` : null,
    hasStarted: progress.size > 0,
    screensDone: completion.screensDone,
    screensTotal: completion.screensTotal,
    studySeconds: completion.studySeconds,
    examSeconds: completion.examSeconds,
    modules: course.modules.map((module) => ({
      id: module.id,
      title: module.title[language],
      hours: module.hours,
      lessons: module.lessons.map((id) => {
        const lesson = course.lessons[id]!;
        const { done, total } = lessonProgress(progress, lesson);
        const isOpen = mayOpen({ lessonId: id, screen: 0 }, progress, course);
        return { id, title: lesson[language].title, done, total, isOpen, hasQuiz: lesson.quiz.length > 0 };
      }),
      exam: course.exams.moduleExam.appliesTo.includes(module.id) ? { best: best("module", module.id) } : null,
    })),
    practice: Array.from({ length: course.exams.practiceExam.count }, (_, index) => ({ number: index + 1, best: best("practice", String(index + 1)) })),
    final: { isOpen: edge === null, best: best("final", course.id) },
    rules: {
      module: { questions: course.exams.moduleExam.questions, minutes: course.exams.moduleExam.minutes },
      practice: { questions: course.exams.practiceExam.questions, minutes: course.exams.practiceExam.minutes },
      final: { questions: course.exams.comprehensiveExam.questions, minutes: course.exams.comprehensiveExam.minutes },
      percent: course.exams.passingPercent,
    },
    certificate: completion.certificate ? { code: completion.certificate.code } : null,
    canSign: readyToSign(completion) && !completion.certificate,
    lessonCount: lessons.length,
  };
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

const linkClass = "font-semibold text-brand-700 underline hover:text-brand-900";

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
          <section className="grid gap-3 rounded-xl border border-slate-200 p-5" aria-labelledby="where-you-are">
            <h2 id="where-you-are" className="text-xl font-semibold text-slate-900">
              {t("course.access.open", { date: page.study.endsAt })}
            </h2>
            <p className="text-slate-700">{t("course.progress", { done: page.study.screensDone, total: page.study.screensTotal })}</p>
            <p className="text-sm text-slate-600">{t("course.studyTime", { time: formatSeconds(page.study.studySeconds, t) })}</p>
            <p className="text-sm text-slate-600">{t("course.examTime", { time: formatSeconds(page.study.examSeconds, t) })}</p>
            {page.study.continueTo ? (
              <Form method="post" id="continue-course">
                <Button type="submit">
                  {page.study.hasStarted ? t("course.continue") : t("course.start")}
                </Button>
              </Form>
            ) : null}
            <p>
              <Link to={localize("/course/glossary")} className={linkClass}>
                {t("course.glossaryLink")}
              </Link>
            </p>
          </section>

          <section aria-labelledby="modules" className="grid gap-4">
            <h2 id="modules" className="text-xl font-semibold text-slate-900">
              {t("course.modules")}
            </h2>
            <ol className="grid gap-4">
              {page.study.modules.map((module) => (
                <li key={module.id} className="rounded-xl border border-slate-200 p-5">
                  <h3 className="font-semibold text-slate-900">
                    {module.title} <span className="text-sm font-normal text-slate-500">· {t("course.moduleHours", { hours: module.hours })}</span>
                  </h3>
                  <ul className="mt-3 grid gap-2">
                    {module.lessons.map((lesson) => (
                      <li key={lesson.id} className="flex flex-wrap items-center justify-between gap-2">
                        {lesson.isOpen ? (
                          <Link to={localize(`/course/${lesson.id}/1`)} className={linkClass}>
                            {lesson.title}
                          </Link>
                        ) : (
                          <span className="text-slate-500">{lesson.title}</span>
                        )}
                        <span className="text-sm text-slate-600">
                          {lesson.done === lesson.total ? t("course.lessonDone") : lesson.isOpen ? (lesson.done > 0 ? t("course.lessonInProgress") : t("course.lessonOpen")) : t("course.lessonLocked")}
                          {lesson.hasQuiz && lesson.done === lesson.total ? (
                            <>
                              {" · "}
                              <Link to={localize(`/course/${lesson.id}/quiz`)} className={linkClass}>
                                {t("course.player.toQuiz")}
                              </Link>
                            </>
                          ) : null}
                        </span>
                      </li>
                    ))}
                  </ul>
                  {module.exam ? (
                    <p className="mt-3 text-sm">
                      <Link to={localize(`/course/exams/module/${module.id}`)} className={linkClass}>
                        {t("course.exams.module", { module: module.title })}
                      </Link>{" "}
                      <span className="text-slate-600">
                        {t("course.exams.rules", { questions: page.study!.rules.module.questions, minutes: page.study!.rules.module.minutes, percent: page.study!.rules.percent })}
                      </span>
                      {module.exam.best ? <span className="block text-slate-600">{t("course.exams.best", { percent: module.exam.best.percent, outcome: module.exam.best.passed ? t("course.exams.passed") : t("course.exams.failed") })}</span> : null}
                    </p>
                  ) : null}
                </li>
              ))}
            </ol>
          </section>

          <section aria-labelledby="exams" className="grid gap-3 rounded-xl border border-slate-200 p-5">
            <h2 id="exams" className="text-xl font-semibold text-slate-900">
              {t("course.exams.heading")}
            </h2>
            <ul className="grid gap-3">
              {page.study.practice.map((practice) => (
                <li key={practice.number}>
                  <Link to={localize(`/course/exams/practice/${practice.number}`)} className={linkClass}>
                    {t("course.exams.practice", { number: practice.number })}
                  </Link>{" "}
                  <span className="text-sm text-slate-600">{t("course.exams.rules", { questions: page.study!.rules.practice.questions, minutes: page.study!.rules.practice.minutes, percent: page.study!.rules.percent })}</span>
                  {practice.best ? <span className="block text-sm text-slate-600">{t("course.exams.best", { percent: practice.best.percent, outcome: practice.best.passed ? t("course.exams.passed") : t("course.exams.failed") })}</span> : null}
                </li>
              ))}
              <li>
                {page.study.final.isOpen ? (
                  <Link to={localize("/course/exams/final/florida-2-15")} className={linkClass}>
                    {t("course.exams.final")}
                  </Link>
                ) : (
                  <span className="font-semibold text-slate-500">{t("course.exams.final")}</span>
                )}{" "}
                <span className="text-sm text-slate-600">{t("course.exams.rules", { questions: page.study.rules.final.questions, minutes: page.study.rules.final.minutes, percent: page.study.rules.percent })}</span>
                {page.study.final.isOpen ? null : <span className="block text-sm text-slate-600">{t("course.exams.finalNeeds")}</span>}
                {page.study.final.best ? <span className="block text-sm text-slate-600">{t("course.exams.best", { percent: page.study.final.best.percent, outcome: page.study.final.best.passed ? t("course.exams.passed") : t("course.exams.failed") })}</span> : null}
              </li>
            </ul>
          </section>

          <section aria-labelledby="certificate" className="grid gap-3 rounded-xl border border-slate-200 p-5">
            <h2 id="certificate" className="text-xl font-semibold text-slate-900">
              {t("course.certificate.heading")}
            </h2>
            {page.study.certificate || page.study.canSign ? (
              <p>
                <ButtonLink to={localize("/course/certificate")}>
                  {page.study.certificate ? t("course.certificate.title") : t("course.certificate.signHeading")}
                </ButtonLink>
              </p>
            ) : (
              <p className="text-slate-700">{t("course.certificate.notYet")}</p>
            )}
          </section>
        </>
      )}
    </div>
  );
}

function ClosedCourse({ state, startsAt, endsAt, previewHref, signIn }: { state: string; startsAt: string | null; endsAt: string | null; previewHref: string; signIn: string }) {
  const t = useT();
  const localize = useLocalizePath();
  const [title, text] = (() => {
    switch (state) {
      case "signed-out":
        return [t("course.access.signedOutTitle"), t("course.access.signedOutText")];
      case "unverified":
        return [t("course.access.unverifiedTitle"), t("course.access.unverifiedText")];
      case "not-started":
        return [t("course.access.notStartedTitle", { date: startsAt ?? "" }), t("course.access.notStartedText", { date: startsAt ?? "" })];
      case "paused":
        return [t("course.access.pausedTitle"), t("course.access.pausedText")];
      case "ended":
        return [t("course.access.endedTitle"), t("course.access.endedText")];
      case "expired":
        return [t("course.access.expiredTitle", { date: endsAt ?? "" }), t("course.access.expiredText")];
      default:
        return [t("course.access.notEnrolledTitle"), t("course.access.notEnrolledText")];
    }
  })();
  return (
    <section className="grid gap-3 rounded-xl border border-slate-200 p-5" aria-labelledby="course-state">
      <h2 id="course-state" className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <p className="text-slate-700">{text}</p>
      <p className="flex flex-wrap gap-4">
        <ButtonLink to={previewHref}>
          {t("course.access.previewLink")}
        </ButtonLink>
        {state === "signed-out" ? (
          <Link to={signIn} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
            {t("course.access.register")}
          </Link>
        ) : state === "not-enrolled" ? (
          <Link to={localize("/license-application")} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
            {t("course.access.apply")}
          </Link>
        ) : null}
      </p>
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => [
  ...translatedSeo(args, { title: "course.meta.title", description: "course.meta.description", keywords: "course.meta.keywords" }),
  { name: "robots", content: "noindex" },
];
