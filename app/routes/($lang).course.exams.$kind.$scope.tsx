import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { noStoreHeaders, privatePageHeaders } from "~/auth/permissions.server";
import { attemptOf, latestAttempt, openAttempt, planAttempt, saveAnswer, savedAnswers, submitAttempt, timeIsUp, type Attempt } from "~/course/attempts.server";
import { courseAcknowledgementTexts, currentUnassistedAcknowledgement } from "~/course/acknowledgements";
import { acknowledge } from "~/course/completion.server";
import { findModule, findQuestion, theCourse } from "~/course/course.server";
import { gradeAttempt } from "~/course/grading";
import { examAnswerSchema, examStartSchema } from "~/course/course-forms.server";
import { requireStudent } from "~/course/student.server";
import { frontier, screenProgress } from "~/course/study.server";
import { formFailure, parseForm } from "~/forms/protocol.server";
import { readForm } from "~/forms/read-form";
import { redirectWithToast } from "~/http/flash.server";
import { translatedToast } from "~/http/translated-toast.server";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { localizePath, type Language } from "~/i18n/languages";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { pageHandle } from "~/site/pages";
import { translatedSeo } from "~/site/seo";
import type { CourseAttemptKind } from "../../db/schema";
import { Button, ButtonLink } from "~/components/ui/button";

export const handle = pageHandle({ audience: "account", crawl: false });

const examKinds = ["module", "practice", "final"] as const;


/** The exam a URL names (module exam of a module, practice exam N, the comprehensive exam), or a 404. */
function examOf(params: LoaderFunctionArgs["params"]): { kind: Exclude<CourseAttemptKind, "quiz">; scope: string } {
  const kind = examKinds.find((candidate) => candidate === params.kind);
  const scope = params.scope ?? "";
  if (!kind || !planAttempt(kind, scope, theCourse(), () => 0)) throw new Response("Not Found", { status: 404 });
  return { kind, scope };
}

/** The comprehensive exam opens when every screen's seat time is met. */
async function requireExamOpen(request: Request, context: LoaderFunctionArgs["context"], kind: string, enrolmentId: string, language: Language) {
  if (kind !== "final") return;
  if (frontier(await screenProgress(context.db, enrolmentId)) !== null) {
    throw await redirectWithToast(request, context.env, localizePath("/course", language), translatedToast(language, "error", { title: "course.exams.final", description: "course.exams.finalNeeds" }));
  }
}

/**
 * An exam: the acknowledgement, then one question at a time with the server's timer, answers saved
 * as the student goes (a reload or a lost connection loses nothing), then the result by topic and
 * the review of every question missed. Grading is on the server; no correct choice is sent before
 * the attempt is graded.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const language = requireRouteLanguage(params);
  const { enrolment } = await requireStudent(request, context);
  const { kind, scope } = examOf(params);
  await requireExamOpen(request, context, kind, enrolment.id, language);
  const url = new URL(request.url);
  const course = theCourse();
  const rules = kind === "module" ? course.exams.moduleExam : kind === "practice" ? course.exams.practiceExam : course.exams.comprehensiveExam;
  const base = {
    translations: pickTranslations(language, ["course"]),
    kind,
    scope,
    rules: { questions: rules.questions, minutes: rules.minutes, percent: course.exams.passingPercent },
    acknowledgement: courseAcknowledgementTexts[currentUnassistedAcknowledgement][language],
    moduleTitle: kind === "module" ? (findModule(scope)?.title[language] ?? null) : null,
  };

  const resultId = url.searchParams.get("result");
  const shown = resultId ? await attemptOf(context.db, enrolment.id, resultId) : undefined;
  if (shown?.submittedAt) return data({ ...base, view: "result" as const, result: await resultOf(context.db, shown, language), question: null }, { headers: noStoreHeaders });

  const latest = await latestAttempt(context.db, enrolment.id, kind, scope);
  if (!latest || latest.submittedAt) return data({ ...base, view: "start" as const, result: null, question: null }, { headers: noStoreHeaders });
  // Time up: the page offers the result (grading is a post; no GET changes anything).
  if (timeIsUp(latest, Date.now())) return data({ ...base, view: "time-up" as const, result: null, question: null }, { headers: noStoreHeaders });
  const answers = await savedAnswers(context.db, latest.id);
  const requested = Number(url.searchParams.get("q"));
  const firstUnanswered = latest.questionIds.findIndex((id) => !answers.has(id));
  const index = Number.isInteger(requested) && requested >= 1 && requested <= latest.questionIds.length ? requested - 1 : Math.max(0, firstUnanswered);
  const question = findQuestion(latest.questionIds[index]!)!;
  return data(
    {
      ...base,
      view: "question" as const,
      result: null,
      question: {
        attemptId: latest.id,
        id: question.id,
        number: index + 1,
        total: latest.questionIds.length,
        text: question[language].question,
        choices: question[language].choices,
        saved: answers.get(question.id) ?? null,
        answered: answers.size,
        secondsLeft: latest.deadlineMs === null ? null : Math.max(0, Math.round((latest.deadlineMs - Date.now()) / 1000)),
      },
    },
    { headers: noStoreHeaders },
  );
}

async function resultOf(db: LoaderFunctionArgs["context"]["db"], attempt: Attempt, language: Language) {
  const answers = await savedAnswers(db, attempt.id);
  const questions = attempt.questionIds.flatMap((id) => findQuestion(id) ?? []);
  const grade = gradeAttempt(questions, answers, theCourse().exams.passingPercent);
  const topics = new Map(theCourse().modules.flatMap((module) => module.topics.map((topic) => [topic.id, topic.title[language]] as const)));
  return {
    ...grade,
    byTopic: grade.byTopic.map((topic) => ({ ...topic, title: topics.get(topic.topic) ?? topic.topic })),
    missed: grade.missed.map((id) => {
      const question = findQuestion(id)!;
      const choice = answers.get(id);
      return { id, question: question[language].question, yourAnswer: choice === undefined ? null : question[language].choices[choice] ?? null, correctAnswer: question[language].choices[question.answer]!, explanation: question[language].explanation };
    }),
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const language = requireRouteLanguage(params);
  const { enrolment } = await requireStudent(request, context);
  const { kind, scope } = examOf(params);
  await requireExamOpen(request, context, kind, enrolment.id, language);
  const here = localizePath(`/course/exams/${kind}/${scope}`, language);
  const form = await readForm(request);
  const intent = form.get("intent");
  const title = { title: "course.exams.heading" as const };

  if (intent === "start") {
    const parsed = await parseForm(form, examStartSchema);
    if (!parsed.ok) return formFailure({ formId: "exam-start", status: 400, fieldErrors: parsed.fieldErrors, kept: parsed.kept, alert: translatedToast(language, "error", { ...title, description: "course.exams.acknowledgementNeeded" }) });
    const latest = await latestAttempt(context.db, enrolment.id, kind, scope);
    const acknowledgementId = latest && !latest.submittedAt ? latest.acknowledgementId : await acknowledge(context.db, { enrolmentId: enrolment.id, kind: "unassisted", version: currentUnassistedAcknowledgement, language });
    await openAttempt(context.db, { enrolmentId: enrolment.id, kind, scope, language, acknowledgementId });
    return redirect(`${here}?q=1`, { status: 303, headers: noStoreHeaders });
  }

  const latest = await latestAttempt(context.db, enrolment.id, kind, scope);
  if (!latest || latest.submittedAt) return formFailure({ formId: "exam-answer", status: 409, alert: translatedToast(language, "error", { ...title, description: "course.exams.notYours" }) });

  if (intent === "submit") {
    await submitAttempt(context.db, { enrolmentId: enrolment.id, attemptId: latest.id });
    return redirect(`${here}?result=${latest.id}`, { status: 303, headers: noStoreHeaders });
  }

  const parsed = await parseForm(form, examAnswerSchema);
  if (!parsed.ok) return formFailure({ formId: "exam-answer", status: 400, fieldErrors: parsed.fieldErrors, kept: parsed.kept, alert: translatedToast(language, "error", { ...title, description: "course.quiz.chooseOne" }) });
  if (parsed.data.choice !== undefined) {
    const saved = await saveAnswer(context.db, { enrolmentId: enrolment.id, attemptId: latest.id, questionId: parsed.data.questionId, choice: parsed.data.choice });
    if (!saved.ok && saved.reason === "time-up") {
      await submitAttempt(context.db, { enrolmentId: enrolment.id, attemptId: latest.id });
      return redirectWithToast(request, context.env, `${here}?result=${latest.id}`, translatedToast(language, "error", { title: "course.exams.resultHeading", description: "course.exams.timeUp" }));
    }
    if (!saved.ok) return formFailure({ formId: "exam-answer", status: 409, alert: translatedToast(language, "error", { ...title, description: "course.exams.notYours" }) });
  }
  return redirect(`${here}?q=${Math.min(parsed.data.go, latest.questionIds.length)}`, { status: 303, headers: noStoreHeaders });
}

export const headers = privatePageHeaders;


export default function Exam() {
  const page = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const t = useT();
  const localize = useLocalizePath();

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6">
      <ExamHeading kind={page.kind} scope={page.scope} moduleTitle={page.moduleTitle} />
      <p className="text-sm text-slate-600">{t("course.exams.rules", { questions: page.rules.questions, minutes: page.rules.minutes, percent: page.rules.percent })}</p>
      {failure && "alert" in failure ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
          {failure.alert.description}
        </p>
      ) : null}

      {page.view === "start" ? (
        <Form method="post" id="exam-start" className="grid gap-4 rounded-xl border border-slate-200 p-5">
          <input type="hidden" name="intent" value="start" />
          <h2 className="text-xl font-semibold text-slate-900">{t("course.exams.acknowledgementHeading")}</h2>
          <p className="text-slate-800">{page.acknowledgement}</p>
          <label className="flex min-h-11 items-center gap-3">
            <input type="checkbox" name="agree" required />
            <span>{t("course.exams.acknowledgementAgree")}</span>
          </label>
          <Button type="submit" className="w-fit">
            {t("course.exams.start")}
          </Button>
        </Form>
      ) : null}

      {page.view === "question" && page.question ? <ExamQuestion question={page.question} /> : null}

      {page.view === "time-up" ? (
        <Form method="post" className="grid gap-3 rounded-xl border border-amber-300 bg-amber-50 p-5">
          <input type="hidden" name="intent" value="submit" />
          <p className="text-amber-900">{t("course.exams.timeUp")}</p>
          <Button type="submit" className="w-fit">
            {t("course.exams.resultHeading")}
          </Button>
        </Form>
      ) : null}

      {page.view === "result" && page.result ? (
        <section className="grid gap-4">
          <h2 className="text-xl font-semibold text-slate-900">{t("course.exams.resultHeading")}</h2>
          <p className="text-lg text-slate-900">{t("course.exams.score", { correct: page.result.correct, total: page.result.total, percent: page.result.percent })}</p>
          <p className={page.result.passed ? "text-green-800" : "text-amber-900"}>{page.result.passed ? t("course.exams.resultPassed") : t("course.exams.resultFailed")}</p>
          <h3 className="font-semibold text-slate-900">{t("course.exams.byTopic")}</h3>
          <ul className="grid gap-1">
            {page.result.byTopic.map((topic) => (
              <li key={topic.topic} className="flex justify-between gap-4 border-b border-slate-100 py-1">
                <span>{topic.title}</span>
                <span>{t("course.exams.topicScore", { correct: topic.correct, total: topic.total })}</span>
              </li>
            ))}
          </ul>
          <h3 className="font-semibold text-slate-900">{t("course.exams.review")}</h3>
          {page.result.missed.length === 0 ? <p>{t("course.exams.noneMissed")}</p> : null}
          <ol className="grid gap-3">
            {page.result.missed.map((missed) => (
              <li key={missed.id} className="grid gap-1 rounded-lg border border-slate-200 p-3">
                <p className="font-semibold text-slate-900">{missed.question}</p>
                {missed.yourAnswer ? <p>{t("course.quiz.yourAnswer", { answer: missed.yourAnswer })}</p> : null}
                <p>{t("course.quiz.theAnswer", { answer: missed.correctAnswer })}</p>
                <p className="text-slate-700">{missed.explanation}</p>
              </li>
            ))}
          </ol>
          <p className="flex flex-wrap gap-4">
            <ButtonLink to="?" variant="secondary">
              {t("course.exams.retake")}
            </ButtonLink>
            <ButtonLink to={localize("/course")}>
              {t("course.exams.back")}
            </ButtonLink>
          </p>
        </section>
      ) : null}
    </div>
  );
}

function ExamHeading({ kind, scope, moduleTitle }: { kind: string; scope: string; moduleTitle: string | null }) {
  const t = useT();
  const title = kind === "module" ? t("course.exams.module", { module: moduleTitle ?? scope }) : kind === "practice" ? t("course.exams.practice", { number: scope }) : t("course.exams.final");
  return <h1 className="text-3xl font-bold text-slate-900">{title}</h1>;
}

type QuestionView = { attemptId: string; id: string; number: number; total: number; text: string; choices: string[]; saved: number | null; answered: number; secondsLeft: number | null };

function ExamQuestion({ question }: { question: QuestionView }) {
  const t = useT();
  const [secondsLeft, setSecondsLeft] = useState(question.secondsLeft);
  // With JavaScript the clock counts down on screen; the server's deadline is what counts.
  useEffect(() => {
    setSecondsLeft(question.secondsLeft);
    if (question.secondsLeft === null) return;
    const endsAt = Date.now() + question.secondsLeft * 1000;
    const timer = window.setInterval(() => setSecondsLeft(Math.max(0, Math.round((endsAt - Date.now()) / 1000))), 1000);
    return () => window.clearInterval(timer);
  }, [question.secondsLeft, question.id]);

  return (
    <section className="grid gap-4">
      <div className="flex flex-wrap justify-between gap-2 text-sm text-slate-600">
        <span>{t("course.exams.answered", { answered: question.answered, total: question.total })}</span>
        {secondsLeft !== null ? <span aria-live="off">{t("course.exams.timeLeft", { minutes: Math.ceil(secondsLeft / 60) })}</span> : null}
      </div>
      <Form method="post" id="exam-answer" className="grid gap-4">
        <input type="hidden" name="intent" value="answer" />
        <input type="hidden" name="questionId" value={question.id} />
        <fieldset className="grid gap-3">
          <legend className="mb-2 grid gap-1">
            <span className="text-sm text-slate-600">{t("course.quiz.questionOf", { question: question.number, total: question.total })}</span>
            <span className="text-lg font-semibold text-slate-900">{question.text}</span>
          </legend>
          {question.choices.map((choice, index) => (
            <label key={`${question.id}-${index}`} className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 hover:bg-slate-50">
              <input type="radio" name="choice" value={index} defaultChecked={question.saved === index} className="mt-1" />
              <span>{choice}</span>
            </label>
          ))}
        </fieldset>
        <div className="flex flex-wrap gap-3">
          {question.number > 1 ? (
            <Button type="submit" name="go" value={question.number - 1} variant="secondary">
              {t("course.exams.previousQuestion")}
            </Button>
          ) : null}
          <Button type="submit" name="go" value={Math.min(question.number + 1, question.total)}>
            {t("course.exams.saveAndNext")}
          </Button>
        </div>
      </Form>
      <Form method="post" className="border-t border-slate-200 pt-4">
        <input type="hidden" name="intent" value="submit" />
        <p className="mb-2 text-sm text-slate-600">{t("course.exams.submitConfirm")}</p>
        <Button type="submit" variant="secondary">
          {t("course.exams.submit")}
        </Button>
      </Form>
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => [
  ...translatedSeo(args, { title: "course.meta.title", description: "course.meta.description", keywords: "course.meta.keywords" }),
  { name: "robots", content: "noindex" },
];
