import type { TranslationKey } from "~/i18n/translate";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { RefusalAlert } from "~/components/refusal-alert";
import { noStoreHeaders, privatePageHeaders } from "~/auth/permissions.server";
import {
  attemptOf,
  creditAttemptTime,
  hasQuestionsToDraw,
  latestAttempt,
  openAttempt,
  saveAnswer,
  submitAttempt,
  submitWaitsForConfirmation,
  timeIsUp,
} from "~/course/attempts.server";
import { courseAcknowledgementTexts, currentUnassistedAcknowledgement } from "~/course/acknowledgements";
import { acknowledge } from "~/course/completion.server";
import { findModule, theCourse } from "~/course/course.server";
import { examAnswerSchema, examStartSchema, examSubmitSchema } from "~/course/course-forms.server";
import { requireStudent } from "~/course/student.server";
import { checkPagePath, requireIdentityCheck, spendExamCheck } from "~/school/identity-checks.server";
import { examScope } from "~/course/identity-gate.server";
import { formFailure, parseForm } from "~/forms/protocol.server";
import { readForm } from "~/forms/read-form";
import { redirectWithToast } from "~/http/flash.server";
import { translatedToast } from "~/http/translated-toast.server";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { localizePath } from "~/i18n/languages";
import { useT } from "~/i18n/use-t";
import { pageHandle } from "~/site/pages";
import { translatedSeo } from "~/site/seo";
import { Button } from "~/components/ui/button";
import { i18n as reportProblemI18n } from "~/components/course/report-problem";
import { reportIntent } from "~/studio/report-form-id";
import { reportProblem } from "~/studio/reports.server";
import { examOf, examQuestion, examResult, requireExamOpen } from "./exam.server";
import { ExamQuestion, submitDialog } from "./exam-question";
import { ExamResult } from "./exam-result";

export const handle = pageHandle({ audience: "account", crawl: false });

/**
 * An exam: the acknowledgement, then one question at a time with the server's timer, answers saved
 * as the student goes (a reload or a lost connection loses nothing), then the result by topic (and,
 * for a practice exam, the review of every question missed). Grading is on the server; no correct
 * choice is sent before the attempt is graded, and none of a graded exam's ever (docs/decisions/070).
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const language = requireRouteLanguage(params);
  const { enrolment } = await requireStudent(request, context);
  const { kind, scope } = examOf(params);
  await requireExamOpen(request, context, { kind, scope }, enrolment.id, language);
  const url = new URL(request.url);
  const course = theCourse();
  const rules = kind === "module" ? course.exams.moduleExam : kind === "practice" ? course.exams.practiceExam : course.exams.comprehensiveExam;
  const base = {
    translations: pickTranslations(language, ["course"], reportProblemI18n),
    kind,
    scope,
    rules: { questions: rules.questions, minutes: rules.minutes, percent: course.exams.passingPercent },
    acknowledgement: courseAcknowledgementTexts[currentUnassistedAcknowledgement][language],
    moduleTitle: kind === "module" ? (findModule(scope)?.title[language] ?? null) : null,
  };

  const resultId = url.searchParams.get("result");
  const shown = resultId ? await attemptOf(context.db, enrolment.id, resultId) : undefined;
  if (shown?.submittedAt)
    return data({ ...base, view: "result" as const, result: await examResult(context.db, shown, language), question: null }, { headers: noStoreHeaders });

  const latest = await latestAttempt(context.db, enrolment.id, kind, scope);
  if (!latest || latest.submittedAt) {
    // Every attempt starts with an identity check: the acknowledgement shows once it is passed.
    await requireIdentityCheck(request, context, enrolment, examScope(kind, scope), language, localizePath(`/course/exams/${kind}/${scope}`, language));
    return data({ ...base, view: "start" as const, result: null, question: null }, { headers: noStoreHeaders });
  }
  // Time up: the page offers the result (grading is a post; no GET changes anything).
  if (timeIsUp(latest, Date.now())) return data({ ...base, view: "time-up" as const, result: null, question: null }, { headers: noStoreHeaders });
  const question = await examQuestion(context.db, latest, Number(url.searchParams.get("q")), language, url.searchParams.get("dialog") === submitDialog);
  return data({ ...base, view: "question" as const, result: null, question }, { headers: noStoreHeaders });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const language = requireRouteLanguage(params);
  const { enrolment } = await requireStudent(request, context);
  const { kind, scope } = examOf(params);
  await requireExamOpen(request, context, { kind, scope }, enrolment.id, language);
  const here = localizePath(`/course/exams/${kind}/${scope}`, language);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === reportIntent)
    return reportProblem(request, context, {
      form,
      language,
      where: { place: "exam", kinds: [kind], scope, back: ({ attemptId }) => `${here}?result=${attemptId}` },
    });
  const title = { title: "course.exams.heading" as const };
  /** The form again with why, in the student's language; what was typed is kept when a parse failed. */
  const refuse = (
    formId: string,
    status: 400 | 409,
    description: TranslationKey,
    parsed?: { fieldErrors: Record<string, string>; kept: Record<string, string> },
  ) =>
    formFailure({ formId, status, fieldErrors: parsed?.fieldErrors, kept: parsed?.kept, alert: translatedToast(language, "error", { ...title, description }) });

  if (intent === "start") {
    const parsed = await parseForm(form, examStartSchema);
    if (!parsed.ok) return refuse("exam-start", 400, "course.exams.acknowledgementNeeded", parsed);
    const latest = await latestAttempt(context.db, enrolment.id, kind, scope);
    const isOpen = latest !== undefined && !latest.submittedAt && !timeIsUp(latest, Date.now());
    // A graded exam draws only questions whose answers the student has not been shown: none may be
    // left (only if content changed under them). Said before the identity check is spent.
    const nothingToDraw = () => refuse("exam-start", 409, "course.exams.nothingToDraw");
    if (!isOpen && !(await hasQuestionsToDraw(context.db, enrolment.id, kind, scope))) return nothingToDraw();
    // A new attempt uses the passed identity check (one check, one attempt); an open one carries on.
    if (!isOpen && !(await spendExamCheck(context.db, enrolment.id, examScope(kind, scope)))) {
      return redirect(checkPagePath(examScope(kind, scope), here, language), { status: 303, headers: noStoreHeaders });
    }
    const acknowledgementId =
      latest && !latest.submittedAt
        ? latest.acknowledgementId
        : await acknowledge(context.db, { enrolmentId: enrolment.id, kind: "unassisted", version: currentUnassistedAcknowledgement, language });
    if (!(await openAttempt(context.db, { enrolmentId: enrolment.id, kind, scope, language, acknowledgementId }))) return nothingToDraw();
    return redirect(`${here}?q=1`, { status: 303, headers: noStoreHeaders });
  }

  const latest = await latestAttempt(context.db, enrolment.id, kind, scope);
  if (!latest || latest.submittedAt) return refuse("exam-answer", 409, "course.exams.notYours");

  if (intent === "submit") {
    const parsed = await parseForm(form, examSubmitSchema);
    if (!parsed.ok) return refuse("exam-answer", 400, "course.quiz.chooseOne", parsed);
    const { questionId, choice, confirm } = parsed.data;
    // The choice on screen is kept: saved before anything else (after the time is up it is refused, as any answer).
    if (questionId !== undefined && choice !== undefined) await saveAnswer(context.db, { enrolmentId: enrolment.id, attemptId: latest.id, questionId, choice });
    // Unanswered questions and time left: the student is asked first, nothing is graded (docs/decisions/084).
    if (await submitWaitsForConfirmation(context.db, latest, confirm, Date.now())) {
      const onScreen = latest.questionIds.indexOf(questionId ?? "") + 1 || 1;
      return redirect(`${here}?q=${onScreen}&dialog=${submitDialog}`, { status: 303, headers: noStoreHeaders });
    }
    await submitAttempt(context.db, { enrolmentId: enrolment.id, attemptId: latest.id });
    return redirect(`${here}?result=${latest.id}`, { status: 303, headers: noStoreHeaders });
  }

  const parsed = await parseForm(form, examAnswerSchema);
  if (!parsed.ok) return refuse("exam-answer", 400, "course.quiz.chooseOne", parsed);
  if (parsed.data.choice !== undefined) {
    const saved = await saveAnswer(context.db, {
      enrolmentId: enrolment.id,
      attemptId: latest.id,
      questionId: parsed.data.questionId,
      choice: parsed.data.choice,
    });
    if (!saved.ok && saved.reason === "time-up") {
      await submitAttempt(context.db, { enrolmentId: enrolment.id, attemptId: latest.id });
      return redirectWithToast(
        request,
        context.env,
        `${here}?result=${latest.id}`,
        translatedToast(language, "error", { title: "course.exams.resultHeading", description: "course.exams.timeUp" }),
      );
    }
    if (!saved.ok) return refuse("exam-answer", 409, "course.exams.notYours");
  } else {
    // Moving between questions is working on the exam: the clock moves to it (docs/decisions/073).
    await creditAttemptTime(context.db, { enrolmentId: enrolment.id, attempt: latest });
  }
  return redirect(`${here}?q=${Math.min(parsed.data.go, latest.questionIds.length)}`, { status: 303, headers: noStoreHeaders });
}

export const headers = privatePageHeaders;

export default function Exam() {
  const page = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const t = useT();

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6">
      <ExamHeading kind={page.kind} scope={page.scope} moduleTitle={page.moduleTitle} />
      <p className="text-sm text-slate-600">
        {t("course.exams.rules", { questions: page.rules.questions, minutes: page.rules.minutes, percent: page.rules.percent })}
      </p>
      {failure && "alert" in failure && !failure.formId.startsWith("report-") ? (
        <RefusalAlert className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
          <p>{failure.alert.description}</p>
        </RefusalAlert>
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

      {page.view === "result" && page.result ? <ExamResult result={page.result} /> : null}
    </div>
  );
}

function ExamHeading({ kind, scope, moduleTitle }: { kind: string; scope: string; moduleTitle: string | null }) {
  const t = useT();
  const title =
    kind === "module"
      ? t("course.exams.module", { module: moduleTitle ?? scope })
      : kind === "practice"
        ? t("course.exams.practice", { number: scope })
        : t("course.exams.final");
  return <h1 className="text-3xl font-bold text-slate-900">{title}</h1>;
}

export const meta: MetaFunction<typeof loader> = (args) => [
  ...translatedSeo(args, { title: "course.meta.title", description: "course.meta.description", keywords: "course.meta.keywords" }),
  { name: "robots", content: "noindex" },
];
