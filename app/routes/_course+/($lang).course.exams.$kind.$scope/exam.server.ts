/**
 * An exam's server side: which exam a URL names, whether the student may sit it yet, the question
 * on screen (never its correct choice), and the result, in the attempt's language: a practice exam's
 * with the review of every question missed, a graded exam's with none (docs/decisions/070).
 */
import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { Database } from "../../../../db/client";
import type { CourseAttemptKind } from "../../../../db/schema";
import { gradeOf, isGradedExam, planAttempt, savedAnswers, type Attempt } from "~/course/attempts.server";
import { findQuestion, theCourse } from "~/course/course.server";
import { examIsOpen, screenProgress } from "~/course/study.server";
import { redirectWithToast } from "~/http/flash.server";
import { translatedToast } from "~/http/translated-toast.server";
import { localizePath, type Language } from "~/i18n/languages";

const examKinds = ["module", "practice", "final"] as const;

/** The exam a URL names (module exam of a module, practice exam N, the comprehensive exam), or a 404. */
export function examOf(params: LoaderFunctionArgs["params"]): { kind: Exclude<CourseAttemptKind, "quiz">; scope: string } {
  const kind = examKinds.find((candidate) => candidate === params.kind);
  const scope = params.scope ?? "";
  if (!kind || !planAttempt(kind, scope, theCourse(), () => 0)) throw new Response("Not Found", { status: 404 });
  return { kind, scope };
}

/**
 * A module's exam opens when its lessons are studied, a practice exam and the comprehensive exam
 * when every lesson is (docs/decisions/090); before that the student is sent to the course page, told why.
 */
export async function requireExamOpen(
  request: Request,
  context: AppLoadContext,
  { kind, scope }: ReturnType<typeof examOf>,
  enrolmentId: string,
  language: Language,
) {
  if (examIsOpen(kind, scope, await screenProgress(context.db, enrolmentId))) return;
  throw await redirectWithToast(
    request,
    context.env,
    localizePath("/course", language),
    translatedToast(language, "error", {
      title: kind === "final" ? "course.exams.final" : "course.exams.heading",
      description: kind === "module" ? "course.exams.moduleNeeds" : "course.exams.finalNeeds",
    }),
  );
}

export type ExamQuestionView = Awaited<ReturnType<typeof examQuestion>>;

/**
 * The question an attempt in progress shows: the one asked for (`?q=`, from 1), else the first not
 * yet answered; with the student's saved choice and the seconds left on the server's clock; and,
 * when the student asked to submit with questions unanswered, the question "Submit anyway?".
 */
export async function examQuestion(db: Database, attempt: Attempt, requested: number, language: Language, askedToSubmit: boolean) {
  const answers = await savedAnswers(db, attempt.id);
  const firstUnanswered = attempt.questionIds.findIndex((id) => !answers.has(id));
  const index = Number.isInteger(requested) && requested >= 1 && requested <= attempt.questionIds.length ? requested - 1 : Math.max(0, firstUnanswered);
  const question = findQuestion(attempt.questionIds[index]!)!;
  return {
    attemptId: attempt.id,
    id: question.id,
    number: index + 1,
    total: attempt.questionIds.length,
    text: question[language].question,
    choices: question[language].choices,
    saved: answers.get(question.id) ?? null,
    answered: answers.size,
    confirmSubmit: askedToSubmit && answers.size < attempt.questionIds.length,
    secondsLeft: attempt.deadlineMs === null ? null : Math.max(0, Math.round((attempt.deadlineMs - Date.now()) / 1000)),
  };
}

export type GradedExam = Awaited<ReturnType<typeof examResult>>;

/**
 * A submitted attempt's grade, by topic. A practice exam's lists each question missed: the student's
 * answer, the correct one and why. A graded exam's lists none (a retake may ask them again) and says
 * how many questions did not count because their answers had been shown.
 */
export async function examResult(db: Database, attempt: Attempt, language: Language) {
  const { grade, answers, notCounted } = await gradeOf(db, attempt);
  const graded = isGradedExam(attempt.kind);
  const topics = new Map(theCourse().modules.flatMap((module) => module.topics.map((topic) => [topic.id, topic.title[language]] as const)));
  return {
    ...grade,
    byTopic: grade.byTopic.map((topic) => ({ ...topic, title: topics.get(topic.topic) ?? topic.topic })),
    graded,
    notCounted: notCounted.length,
    missed: (graded ? [] : grade.missed).map((id) => {
      const question = findQuestion(id)!;
      const choice = answers.get(id);
      return {
        id,
        question: question[language].question,
        yourAnswer: choice === undefined ? null : (question[language].choices[choice] ?? null),
        correctAnswer: question[language].choices[question.answer]!,
        explanation: question[language].explanation,
      };
    }),
  };
}
