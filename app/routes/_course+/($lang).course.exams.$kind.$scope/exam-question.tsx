import { Form } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { useT } from "~/i18n/use-t";
import type { ExamQuestionView } from "./exam.server";

/** One question of an exam in progress: its choices, previous and save-and-next, the time left, and submitting the exam. */
export function ExamQuestion({ question }: { question: ExamQuestionView }) {
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
