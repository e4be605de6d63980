import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { SeatClock } from "~/components/course/seat-clock";
import { RefusalAlert } from "~/components/refusal-alert";
import { findLesson, findModule, theCourse } from "~/course/course.server";
import { advanceScreen, nextPlace, placePath } from "~/course/advance-screen.server";
import { mayOpen, frontier, screenProgress } from "~/course/study.server";
import { requireStudent, studentState } from "~/course/student.server";
import { identityCheckAnswer, requireIdentityCheck } from "~/school/identity-checks.server";
import { moduleScope } from "~/course/identity-gate.server";
import { screenKey, screenMinimum } from "~/course/seat-time";
import { formFailure } from "~/forms/protocol.server";
import { readForm } from "~/forms/read-form";
import { protocolFields } from "~/forms/hidden-fields";
import { noStoreHeaders, privatePageHeaders, requireCourseStaff } from "~/auth/permissions.server";
import { isStaff } from "~/auth/roles";
import { askFromScreen, studentQuestions } from "~/school/lesson-questions.server";
import { askIntent } from "~/school/question-forms";
import { LessonQuestions, i18n as lessonQuestionsI18n } from "~/components/school/lesson-questions";
import { redirectWithToast } from "~/http/flash.server";
import { translatedToast } from "~/http/translated-toast.server";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { localizePath } from "~/i18n/languages";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { pageHandle } from "~/site/pages";
import { translatedSeo } from "~/site/seo";
import type { CourseLesson } from "~/course/course-types";
import { Button, ButtonLink } from "~/components/ui/button";

export const handle = pageHandle({ audience: "account", crawl: false });

/** The lesson and screen (1-based in the URL) a request names, or a 404. */
function placeOf(params: LoaderFunctionArgs["params"]): { lesson: CourseLesson; index: number } {
  const lesson = findLesson(params.lessonId ?? "");
  const number = Number(params.screen);
  if (!lesson || !/^[1-9]\d{0,2}$/.test(params.screen ?? "") || number > lesson.en.screens.length) throw new Response("Not Found", { status: 404 });
  return { lesson, index: number - 1 };
}

/**
 * One screen of a lesson. The preview lesson is open to anyone (no time is recorded); every other
 * screen needs an open enrolment, and opens only once the screens before it are done.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const language = requireRouteLanguage(params);
  const { lesson, index } = placeOf(params);
  const { user, access } = await studentState(request, context);
  const module = findModule(lesson.module)!;
  const content = lesson[language];
  const glossary = theCourse()
    .glossary.filter((term) => lesson.glossary.includes(term.id))
    .map((term) => ({ id: term.id, ...term[language] }));
  const page = {
    translations: pickTranslations(language, ["course"], lessonQuestionsI18n),
    lesson: { id: lesson.id, title: content.title, order: lesson.order, sources: content.sources, screens: lesson.en.screens.length },
    module: { title: module.title[language] },
    screen: { number: index + 1, heading: content.screens[index]!.heading, html: content.screens[index]!.html },
    glossary,
    previous: index > 0 ? localizePath(`/course/${lesson.id}/${index}`, language) : null,
    next: placePath(nextPlace(lesson, index), language),
    isLast: index + 1 === lesson.en.screens.length,
    sample: theCourse().sample.isSample,
  };

  // Staff read any screen (a student's question names one), recording nothing, once their session proved its second factor.
  if (access.state !== "open" && user && isStaff(user.role) && (await requireCourseStaff(request, context)))
    return data({ ...page, mode: "staff" as const, clock: null, questions: null }, { headers: noStoreHeaders });
  if (access.state !== "open") {
    // Anyone but an enrolled student sees only the preview lesson: the guard sends them to the
    // sign-in page, or to the course page that says why the course is closed to them.
    if (!lesson.preview) await requireStudent(request, context);
    // A student whose enrolment is paused or over still sees their questions, and why they cannot ask.
    const questions = "enrolment" in access ? await studentQuestions(context.db, access.enrolment.id, lesson.id, language) : null;
    return data(
      { ...page, mode: "preview" as const, clock: null, questions: questions && { asking: "closed" as const, list: questions } },
      { headers: noStoreHeaders },
    );
  }

  const enrolmentId = access.enrolment.id;
  const progress = await screenProgress(context.db, enrolmentId);
  if (!mayOpen({ lessonId: lesson.id, screen: index }, progress)) {
    const edge = frontier(progress);
    const to = edge ? `/course/${edge.lessonId}/${edge.screen + 1}` : "/course";
    throw await redirectWithToast(
      request,
      context.env,
      localizePath(to, language),
      translatedToast(language, "error", { title: "course.heading", description: "course.player.notYetOpen" }),
    );
  }
  const thisScreen = placePath({ kind: "screen", lesson, index }, language);
  await requireIdentityCheck(request, context, access.enrolment, moduleScope(lesson.module), language, thisScreen);
  // Reading a screen changes nothing: its clock was started by the post that led here, or starts
  // with the seat clock's first tick, or with the first "Next" (docs/decisions/041).
  const here = progress.get(screenKey(lesson.id, index));
  const questions = { asking: "open" as const, list: await studentQuestions(context.db, enrolmentId, lesson.id, language) };
  return data(
    {
      ...page,
      mode: "study" as const,
      clock: {
        seconds: here?.seconds ?? 0,
        minimum: screenMinimum(lesson, index),
        completed: here?.completed ?? false,
        screenKey: screenKey(lesson.id, index),
      },
      questions,
    },
    { headers: noStoreHeaders },
  );
}

/**
 * "Next" (`advanceScreen`: what may open, what comes next, when its clock starts), answered: on to
 * the next place, or the screen again with the seconds still needed. A question to the instructor
 * (its own intent) is stored and the student stays on the screen.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const language = requireRouteLanguage(params);
  const form = await readForm(request);
  if (form.get(protocolFields.intent) === askIntent) return askFromScreen(request, context, { form, language, place: () => placeOf(params) });
  // "Next" carries nothing the action needs: the place is in the URL.
  const { enrolment } = await requireStudent(request, context);
  const { lesson, index } = placeOf(params);
  const advanced = await advanceScreen(context.db, { enrolmentId: enrolment.id, lesson, index });
  const thisScreen = placePath({ kind: "screen", lesson, index }, language);
  switch (advanced.outcome) {
    case "identity":
      throw await identityCheckAnswer(request, context, advanced.standing, moduleScope(lesson.module), language, thisScreen);
    case "not-open":
      return redirectWithToast(
        request,
        context.env,
        localizePath("/course", language),
        translatedToast(language, "error", { title: "course.heading", description: "course.player.notYetOpen" }),
      );
    case "still-needed":
      return formFailure({
        formId: "next-screen",
        status: 409,
        alert: translatedToast(language, "error", { title: "course.heading", description: "course.player.stillNeeded" }, { seconds: advanced.seconds }),
      });
    case "advanced":
      return redirect(placePath(advanced.to, language), { status: 303, headers: noStoreHeaders });
  }
}

export const headers = privatePageHeaders;

export default function LessonScreen() {
  const page = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const t = useT();
  const localize = useLocalizePath();
  const progressPercent = Math.round((page.screen.number / page.lesson.screens) * 100);
  const screenOf = t("course.player.screenOf", { screen: page.screen.number, total: page.lesson.screens });

  return (
    <article className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6">
      <header className="grid gap-2">
        <p className="text-sm font-semibold text-brand-700">
          {t("course.player.lessonOf", { lesson: page.lesson.order, module: page.module.title })}
          {page.sample ? <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-xs text-amber-900">{t("course.sampleLabel")}</span> : null}
        </p>
        <h1 className="text-3xl font-bold text-slate-900">{page.lesson.title}</h1>
        <p className="text-sm text-slate-600">{screenOf}</p>
        {/* An SVG's width attribute, not an inline style: the CSP blocks style attributes, which left the bar full on every page load. */}
        <svg
          className="block h-2 w-full overflow-hidden rounded-full"
          viewBox="0 0 100 1"
          preserveAspectRatio="none"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progressPercent}
          aria-label={screenOf}
        >
          <rect width="100" height="1" className="fill-slate-200" />
          <rect width={progressPercent} height="1" className="fill-brand-600" />
        </svg>
      </header>

      {page.mode === "preview" ? (
        <p className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-slate-800">
          {t("course.player.previewBanner")}{" "}
          <Link className="font-semibold text-brand-700 underline" to={`${localize("/auth")}?returnTo=${encodeURIComponent(localize("/course"))}`}>
            {t("course.access.register")}
          </Link>
        </p>
      ) : page.mode === "staff" ? (
        <p className="rounded-lg border border-slate-300 bg-slate-50 p-4 text-slate-800">{t("course.player.staffBanner")}</p>
      ) : null}

      <section aria-labelledby="screen-heading" className="grid gap-4">
        <h2 id="screen-heading" className="text-2xl font-semibold text-slate-900">
          {page.screen.heading}
        </h2>
        {/* Rendered at build time from the lesson's Markdown with raw HTML off (docs/decisions/040). */}
        <div className="lesson-content prose prose-slate max-w-none" dangerouslySetInnerHTML={{ __html: page.screen.html }} />
      </section>

      {page.clock ? <SeatClock {...page.clock} /> : null}

      {failure && "alert" in failure && failure.formId === "next-screen" ? (
        <RefusalAlert className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          <p>{failure.alert.description}</p>
        </RefusalAlert>
      ) : null}

      <nav className="flex flex-wrap items-center justify-between gap-3" aria-label={screenOf}>
        {page.previous ? (
          <ButtonLink to={page.previous} variant="secondary">
            {t("course.player.previous")}
          </ButtonLink>
        ) : (
          <span />
        )}
        {page.mode === "study" ? (
          <Form method="post" id="next-screen">
            <Button type="submit">{page.isLast ? t("course.player.finishLesson") : t("course.player.next")}</Button>
          </Form>
        ) : page.isLast && page.mode === "preview" ? (
          <ButtonLink to={`${localize("/auth")}?returnTo=${encodeURIComponent(localize("/course"))}`}>{t("course.access.register")}</ButtonLink>
        ) : (
          <ButtonLink to={page.next}>{t("course.player.next")}</ButtonLink>
        )}
      </nav>

      {page.questions ? <LessonQuestions questions={page.questions.list} asking={page.questions.asking} /> : null}

      {page.glossary.length > 0 ? (
        <details className="rounded-lg border border-slate-200 p-4">
          <summary className="cursor-pointer font-semibold text-slate-900">{t("course.player.keyTerms")}</summary>
          <dl className="mt-3 grid gap-2">
            {page.glossary.map((term) => (
              <div key={term.id}>
                <dt className="font-semibold text-slate-900">{term.term}</dt>
                <dd className="text-slate-700">{term.definition}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}

      <footer className="border-t border-slate-200 pt-4 text-sm text-slate-600">
        <h2 className="font-semibold text-slate-800">{t("course.player.sources")}</h2>
        <ul className="mt-2 grid gap-1">
          {page.lesson.sources.map((source) => (
            <li key={source.url}>
              <a href={source.url} rel="noopener noreferrer" className="underline hover:text-brand-700">
                {source.title}
              </a>
            </li>
          ))}
        </ul>
      </footer>
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => [
  ...translatedSeo(args, { title: "course.meta.title", description: "course.meta.description", keywords: "course.meta.keywords" }),
  { name: "robots", content: "noindex" },
];
