import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { SeatClock } from "~/components/course/seat-clock";
import { RefusalAlert } from "~/components/refusal-alert";
import { advanceScreen, placePath } from "~/course/advance-screen.server";
import { requireStudent } from "~/course/student.server";
import { identityCheckAnswer } from "~/school/identity-checks.server";
import { moduleScope } from "~/course/identity-gate.server";
import { formFailure } from "~/forms/protocol.server";
import { readForm } from "~/forms/read-form";
import { protocolFields } from "~/forms/hidden-fields";
import { noStoreHeaders, privatePageHeaders } from "~/auth/permissions.server";
import { askFromScreen } from "~/school/lesson-questions.server";
import { askIntent } from "~/school/question-forms";
import { reportProblem } from "~/studio/reports.server";
import { reportIntent } from "~/studio/report-form-id";
import { ReportProblem } from "~/components/course/report-problem";
import { LessonQuestions } from "~/components/school/lesson-questions";
import { redirectWithToast } from "~/http/flash.server";
import { translatedToast } from "~/http/translated-toast.server";
import { requireRouteLanguage } from "~/i18n/i18n.server";
import { localizePath } from "~/i18n/languages";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { pageHandle } from "~/site/pages";
import { translatedSeo } from "~/site/seo";
import { Button, ButtonLink } from "~/components/ui/button";
import { lessonScreen, placeOf } from "./screen.server";

export const handle = pageHandle({ audience: "account", crawl: false });

/**
 * One screen of a lesson. The preview lesson is open to anyone (no time is recorded); every other
 * screen needs an open enrolment, and opens only once the screens before it are done (./screen.server.ts).
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return lessonScreen(request, context, requireRouteLanguage(params), placeOf(params));
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
  if (form.get(protocolFields.intent) === reportIntent)
    return reportProblem(request, context, { form, language, where: { place: "lesson", ...placeOf(params) } });
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

      {page.mode === "study" ? <ReportProblem /> : null}

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
