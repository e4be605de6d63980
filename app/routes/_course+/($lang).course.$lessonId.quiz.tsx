import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { RefusalAlert } from "~/components/refusal-alert";
import { noStoreHeaders, privatePageHeaders } from "~/auth/permissions.server";
import { latestAttempt, openAttempt, saveAnswer, savedAnswers, submitAttempt } from "~/course/attempts.server";
import { findLesson, findQuestion } from "~/course/course.server";
import type { CourseLesson } from "~/course/course-types";
import { quizAnswerSchema } from "~/course/course-forms.server";
import { requireStudent } from "~/course/student.server";
import { requireIdentityCheck } from "~/school/identity-checks.server";
import { moduleScope } from "~/course/identity-gate.server";
import { lessonProgress, screenProgress } from "~/course/study.server";
import { formFailure, parseForm } from "~/forms/protocol.server";
import { readForm } from "~/forms/read-form";
import { redirectWithToast } from "~/http/flash.server";
import { translatedToast } from "~/http/translated-toast.server";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { localizePath } from "~/i18n/languages";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { pageHandle } from "~/site/pages";
import { translatedSeo } from "~/site/seo";
import { Button, ButtonLink } from "~/components/ui/button";
import { i18n as reportProblemI18n, ReportProblem } from "~/components/course/report-problem";
import { reportIntent } from "~/studio/report-form-id";
import { reportProblem } from "~/studio/reports.server";

export const handle = pageHandle({ audience: "account", crawl: false });

function lessonOf(params: LoaderFunctionArgs["params"]): CourseLesson {
  const lesson = findLesson(params.lessonId ?? "");
  if (!lesson || lesson.quiz.length === 0) throw new Response("Not Found", { status: 404 });
  return lesson;
}

/** A lesson's quiz opens once the lesson's screens are done. */
async function requireLessonDone(
  request: Request,
  context: LoaderFunctionArgs["context"],
  lesson: CourseLesson,
  enrolmentId: string,
  language: ReturnType<typeof requireRouteLanguage>,
) {
  const { done, total } = lessonProgress(await screenProgress(context.db, enrolmentId), lesson);
  if (done < total) {
    throw await redirectWithToast(
      request,
      context.env,
      localizePath(`/course/${lesson.id}/1`, language),
      translatedToast(language, "error", { title: "course.heading", description: "course.player.notYetOpen" }),
    );
  }
}

/**
 * A lesson's quiz: one question at a time, instant feedback with the explanation once the answer is
 * saved (the correct choice is read on the server and sent only then), the result at the end.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const language = requireRouteLanguage(params);
  const { enrolment } = await requireStudent(request, context);
  const lesson = lessonOf(params);
  await requireIdentityCheck(request, context, enrolment, moduleScope(lesson.module), language, localizePath(`/course/${lesson.id}/quiz`, language));
  await requireLessonDone(request, context, lesson, enrolment.id, language);
  // The newest attempt, finished or not (a finished one shows its result until "Take the quiz again");
  // before the first answer there is none, and the page reads nothing but the lesson (no GET writes).
  const latest = await latestAttempt(context.db, enrolment.id, "quiz", lesson.id);
  const attempt = latest ?? { id: null, questionIds: lesson.quiz };
  const answers = attempt.id ? await savedAnswers(context.db, attempt.id) : new Map<string, number>();
  const answeredId = new URL(request.url).searchParams.get("answered");
  const feedbackFor = answeredId && answers.has(answeredId) && attempt.questionIds.includes(answeredId) ? findQuestion(answeredId) : undefined;
  const currentId = attempt.questionIds.find((id) => !answers.has(id));
  const current = currentId ? findQuestion(currentId) : undefined;
  const correct = attempt.questionIds.filter((id) => answers.get(id) === findQuestion(id)?.answer).length;
  return data(
    {
      translations: pickTranslations(language, ["course"], reportProblemI18n),
      lesson: { id: lesson.id, title: lesson[language].title },
      total: attempt.questionIds.length,
      answered: answers.size,
      feedback: feedbackFor
        ? {
            id: feedbackFor.id,
            question: feedbackFor[language].question,
            isCorrect: answers.get(feedbackFor.id) === feedbackFor.answer,
            yourAnswer: feedbackFor[language].choices[answers.get(feedbackFor.id)!] ?? "",
            correctAnswer: feedbackFor[language].choices[feedbackFor.answer] ?? "",
            explanation: feedbackFor[language].explanation,
            source: feedbackFor[language].source,
          }
        : null,
      // The question on screen: its words and choices, never which choice is right.
      current: current ? { id: current.id, number: answers.size + 1, question: current[language].question, choices: current[language].choices } : null,
      result: current ? null : { correct, total: attempt.questionIds.length },
    },
    { headers: noStoreHeaders },
  );
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const language = requireRouteLanguage(params);
  const { enrolment } = await requireStudent(request, context);
  const lesson = lessonOf(params);
  await requireIdentityCheck(request, context, enrolment, moduleScope(lesson.module), language, localizePath(`/course/${lesson.id}/quiz`, language));
  await requireLessonDone(request, context, lesson, enrolment.id, language);
  const form = await readForm(request);
  const here = localizePath(`/course/${lesson.id}/quiz`, language);
  if (form.get("intent") === reportIntent)
    return reportProblem(request, context, {
      form,
      language,
      where: { place: "quiz", kinds: ["quiz"], scope: lesson.id, back: ({ questionId }) => `${here}?answered=${encodeURIComponent(questionId)}` },
    });

  if (form.get("intent") === "again") {
    // A new attempt, in a new order; an unfinished one carries on instead.
    await openAttempt(context.db, { enrolmentId: enrolment.id, kind: "quiz", scope: lesson.id, language, acknowledgementId: null });
    return redirect(here, { status: 303, headers: noStoreHeaders });
  }
  const attempt =
    (await latestAttempt(context.db, enrolment.id, "quiz", lesson.id)) ??
    (await openAttempt(context.db, { enrolmentId: enrolment.id, kind: "quiz", scope: lesson.id, language, acknowledgementId: null }))!;

  const parsed = await parseForm(form, quizAnswerSchema);
  const alert = (description: "course.quiz.chooseOne" | "course.quiz.alreadyAnswered") =>
    translatedToast(language, "error", { title: "course.quiz.heading", description }, { lesson: lesson[language].title });
  if (!parsed.ok)
    return formFailure({ formId: "quiz-answer", status: 400, alert: alert("course.quiz.chooseOne"), fieldErrors: parsed.fieldErrors, kept: parsed.kept });
  const saved = await saveAnswer(context.db, {
    enrolmentId: enrolment.id,
    attemptId: attempt.id,
    questionId: parsed.data.questionId,
    choice: parsed.data.choice,
  });
  if (!saved.ok)
    return formFailure({
      formId: "quiz-answer",
      status: 409,
      alert: alert(saved.reason === "bad-choice" ? "course.quiz.chooseOne" : "course.quiz.alreadyAnswered"),
    });
  const answers = await savedAnswers(context.db, attempt.id);
  if (answers.size === attempt.questionIds.length) await submitAttempt(context.db, { enrolmentId: enrolment.id, attemptId: attempt.id });
  return redirect(`${here}?answered=${encodeURIComponent(saved.question.id)}`, { status: 303, headers: noStoreHeaders });
}

export const headers = privatePageHeaders;

export default function LessonQuiz() {
  const page = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const t = useT();
  const localize = useLocalizePath();

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{t("course.quiz.heading", { lesson: page.lesson.title })}</h1>

      {page.feedback ? (
        <section
          aria-live="polite"
          className={`grid gap-2 rounded-lg border p-4 ${page.feedback.isCorrect ? "border-green-300 bg-green-50" : "border-amber-300 bg-amber-50"}`}
        >
          <p className="font-semibold text-slate-900">{page.feedback.isCorrect ? t("course.quiz.correct") : t("course.quiz.incorrect")}</p>
          <p className="text-slate-800">{page.feedback.question}</p>
          <p className="text-slate-800">{t("course.quiz.yourAnswer", { answer: page.feedback.yourAnswer })}</p>
          {page.feedback.isCorrect ? null : <p className="text-slate-800">{t("course.quiz.theAnswer", { answer: page.feedback.correctAnswer })}</p>}
          <p className="text-slate-700">{page.feedback.explanation}</p>
          <p className="text-sm text-slate-600">{t("course.quiz.source", { source: page.feedback.source })}</p>
          <ReportProblem questionId={page.feedback.id} />
        </section>
      ) : null}

      {page.current ? (
        <Form method="post" id="quiz-answer" className="grid gap-4">
          <input type="hidden" name="intent" value="answer" />
          <input type="hidden" name="questionId" value={page.current.id} />
          <fieldset className="grid gap-3">
            <legend className="mb-2 grid gap-1">
              <span className="text-sm text-slate-600">{t("course.quiz.questionOf", { question: page.current.number, total: page.total })}</span>
              <span className="text-lg font-semibold text-slate-900">{page.current.question}</span>
            </legend>
            {page.current.choices.map((choice, index) => (
              <label key={choice} className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 hover:bg-slate-50">
                <input type="radio" name="choice" value={index} required className="mt-1" />
                <span>{choice}</span>
              </label>
            ))}
          </fieldset>
          {failure && "alert" in failure && failure.formId === "quiz-answer" ? (
            <RefusalAlert className="text-red-700">
              <p>{failure.alert.description}</p>
            </RefusalAlert>
          ) : null}
          <Button type="submit" className="w-fit">
            {t("course.quiz.check")}
          </Button>
        </Form>
      ) : null}

      {page.result ? (
        <section className="grid gap-3 rounded-lg border border-slate-200 p-4">
          <p className="text-lg font-semibold text-slate-900">{t("course.quiz.result", { correct: page.result.correct, total: page.result.total })}</p>
          <div className="flex flex-wrap gap-4">
            <Form method="post">
              <input type="hidden" name="intent" value="again" />
              <Button type="submit" variant="secondary">
                {t("course.quiz.again")}
              </Button>
            </Form>
            <ButtonLink to={localize("/course")}>{t("course.exams.back")}</ButtonLink>
          </div>
        </section>
      ) : null}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => [
  ...translatedSeo(args, { title: "course.meta.title", description: "course.meta.description", keywords: "course.meta.keywords" }),
  { name: "robots", content: "noindex" },
];
