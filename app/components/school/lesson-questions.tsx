/**
 * Under a lesson: the student's own questions about it with their answers, and the form to ask one
 * about the screen shown (a fetcher with JavaScript, so the screen and its clock stay; a post that
 * comes back to the screen without).
 */
import { lazy, Suspense } from "react";
import { useT } from "~/i18n/use-t";
import type { Namespaces } from "~/i18n/translations";

const AskQuestionForm = lazy(() => import("./ask-question-form").then((module) => ({ default: module.AskQuestionForm })));

export const i18n = ["courseQuestions", "validation", "forms"] as const satisfies Namespaces;

export interface LessonQuestion {
  id: string;
  screen: number;
  question: string;
  asked: string;
  answer: string | null;
  answered: string | null;
  answeredByName: string | null;
}

export function LessonQuestions({ questions, asking }: { questions: LessonQuestion[]; asking: "open" | "closed" }) {
  const t = useT();
  return (
    <section aria-labelledby="lesson-questions-heading" className="grid gap-4 rounded-lg border border-slate-200 p-4">
      <h2 id="lesson-questions-heading" className="text-xl font-semibold text-slate-900">
        {t("courseQuestions.heading")}
      </h2>
      {asking === "open" ? (
        <>
          <p className="text-slate-700">{t("courseQuestions.intro")}</p>
          {/* The form's code (the form protocol and its schema) loads after the screen's: most screens are read, not asked about. */}
          <Suspense fallback={null}>
            <AskQuestionForm />
          </Suspense>
        </>
      ) : (
        <p className="rounded-md border border-amber-200 bg-amber-50 p-3 text-amber-900">{t("courseQuestions.closedText")}</p>
      )}
      {questions.length > 0 ? (
        <div className="grid gap-3">
          <h3 className="font-semibold text-slate-900">{t("courseQuestions.yoursHeading")}</h3>
          <ul className="grid gap-3">
            {questions.map((question) => (
              <li key={question.id} id={`question-${question.id}`} className="grid gap-2 rounded-md bg-slate-50 p-3">
                <p className="text-sm text-slate-600">{t("courseQuestions.askedAbout", { date: question.asked, screen: question.screen + 1 })}</p>
                <p className="whitespace-pre-line text-slate-900">{question.question}</p>
                {question.answer !== null ? (
                  <div className="border-l-4 border-brand-600 pl-3">
                    <p className="text-sm font-semibold text-brand-700">
                      {question.answeredByName
                        ? t("courseQuestions.answerFrom", { name: question.answeredByName, date: question.answered ?? "" })
                        : t("courseQuestions.answerFromInstructor", { date: question.answered ?? "" })}
                    </p>
                    <p className="whitespace-pre-line text-slate-900">{question.answer}</p>
                  </div>
                ) : (
                  <p className="text-sm italic text-slate-600">{t("courseQuestions.waiting")}</p>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
