import { Form, Link, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { initialFocus, UrlDialog } from "~/components/dialogs/url-dialog";
import { Button, buttonClassName } from "~/components/ui/button";
import { useT } from "~/i18n/use-t";
import type { ExamQuestionView } from "./exam.server";

/** The `?dialog=` value of the question "Submit anyway?" (docs/decisions/084). */
export const submitDialog = "submit";

/**
 * One question of an exam in progress: its choices, previous and save-and-next, the time left, and
 * submitting the exam (with the choice on screen), which asks first while questions are unanswered.
 */
export function ExamQuestion({ question }: { question: ExamQuestionView }) {
  const t = useT();
  const [secondsLeft, setSecondsLeft] = useState(question.secondsLeft);
  const answerForm = useRef<HTMLFormElement>(null);
  const submit = useSubmit();
  // With JavaScript the clock counts down on screen; the server's deadline is what counts.
  useEffect(() => {
    setSecondsLeft(question.secondsLeft);
    if (question.secondsLeft === null) return;
    const endsAt = Date.now() + question.secondsLeft * 1000;
    const timer = window.setInterval(() => setSecondsLeft(Math.max(0, Math.round((endsAt - Date.now()) / 1000))), 1000);
    return () => window.clearInterval(timer);
  }, [question.secondsLeft, question.id]);
  // Time up on screen: the exam is handed in as it stands, the time's end being the confirmation
  // (the server grades anything posted after its deadline at once anyway).
  useEffect(() => {
    if (secondsLeft !== 0 || !answerForm.current) return;
    const handIn = new FormData(answerForm.current);
    handIn.set("intent", "submit");
    handIn.set("confirm", question.attemptId);
    submit(handIn, { method: "post", replace: true });
  }, [secondsLeft, question.attemptId, submit]);

  return (
    <section className="grid gap-4">
      <div className="flex flex-wrap justify-between gap-2 text-sm text-slate-600">
        <span>{t("course.exams.answered", { answered: question.answered, total: question.total })}</span>
        {secondsLeft !== null ? <span aria-live="off">{t("course.exams.timeLeft", { minutes: Math.ceil(secondsLeft / 60) })}</span> : null}
      </div>
      <Form method="post" id="exam-answer" ref={answerForm} className="grid gap-4">
        <input type="hidden" name="questionId" value={question.id} />
        {/* Enter in the form means "Save and next": a form's first submit button is the one Enter presses,
            so a copy of it comes before "Previous question", out of sight and out of the tab order. */}
        <button type="submit" name="go" value={Math.min(question.number + 1, question.total)} tabIndex={-1} aria-hidden="true" className="sr-only" />
        <fieldset className="grid gap-3">
          <legend className="mb-2 grid gap-1">
            <span className="text-sm text-slate-600">{t("course.quiz.questionOf", { question: question.number, total: question.total })}</span>
            <span className="text-lg font-semibold text-slate-900">{question.text}</span>
          </legend>
          {question.choices.map((choice, index) => (
            <label
              key={`${question.id}-${index}`}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 hover:bg-slate-50"
            >
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
        <div className="border-t border-slate-200 pt-4">
          <p className="mb-2 text-sm text-slate-600">{t("course.exams.submitConfirm")}</p>
          <Button type="submit" name="intent" value="submit" variant="secondary">
            {t("course.exams.submit")}
          </Button>
        </div>
      </Form>
      {question.confirmSubmit ? <SubmitAnyway question={question} /> : null}
    </section>
  );
}

/**
 * "You answered 3 of 20. Submit anyway?": the server renders it, so it asks without JavaScript too;
 * with JavaScript it is a modal dialog whose focus starts on its question, never on a button.
 */
function SubmitAnyway({ question }: { question: ExamQuestionView }) {
  const t = useT();
  const backHref = `?q=${question.number}`;
  const heading = (
    <span tabIndex={-1} className="outline-none" {...initialFocus}>
      {t("course.exams.submitAsk", { answered: question.answered, total: question.total })}
    </span>
  );
  return (
    <UrlDialog id="exam-submit" title={heading} description={t("course.exams.submitAskDetails")} closeHref={backHref}>
      <Form method="post" replace className="flex flex-wrap justify-end gap-3">
        <input type="hidden" name="intent" value="submit" />
        <input type="hidden" name="confirm" value={question.attemptId} />
        <Link to={backHref} replace preventScrollReset className={buttonClassName({ variant: "secondary" })}>
          {t("course.exams.backToExam")}
        </Link>
        <Button type="submit">{t("course.exams.submitAnyway")}</Button>
      </Form>
    </UrlDialog>
  );
}
