import { ButtonLink } from "~/components/ui/button";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { ReportProblem } from "~/components/course/report-problem";
import type { GradedExam } from "./exam.server";

/**
 * A submitted attempt: the score, passed or not, the score by topic and a retake; a practice exam's
 * with the review of every question missed, a graded exam's with no answers (docs/decisions/070).
 */
export function ExamResult({ result }: { result: GradedExam }) {
  const t = useT();
  const localize = useLocalizePath();
  return (
    <section className="grid gap-4">
      <h2 className="text-xl font-semibold text-slate-900">{t("course.exams.resultHeading")}</h2>
      <p className="text-lg text-slate-900">{t("course.exams.score", { correct: result.correct, total: result.total, percent: result.percent })}</p>
      <p className={result.passed ? "text-green-800" : "text-amber-900"}>
        {result.passed ? t("course.exams.resultPassed") : t(result.graded ? "course.exams.resultFailedGraded" : "course.exams.resultFailed")}
      </p>
      {result.notCounted > 0 ? <p className="text-slate-800">{t("course.exams.notCounted", { count: result.notCounted })}</p> : null}
      <h3 className="font-semibold text-slate-900">{t("course.exams.byTopic")}</h3>
      <ul className="grid gap-1">
        {result.byTopic.map((topic) => (
          <li key={topic.topic} className="flex justify-between gap-4 border-b border-slate-100 py-1">
            <span>{topic.title}</span>
            <span>{t("course.exams.topicScore", { correct: topic.correct, total: topic.total })}</span>
          </li>
        ))}
      </ul>
      {result.graded ? (
        <p className="text-slate-700">{t("course.exams.answersKept")}</p>
      ) : (
        <>
          <h3 className="font-semibold text-slate-900">{t("course.exams.review")}</h3>
          {result.missed.length === 0 ? <p>{t("course.exams.noneMissed")}</p> : null}
          <ol className="grid gap-3">
            {result.missed.map((missed) => (
              <li key={missed.id} className="grid gap-1 rounded-lg border border-slate-200 p-3">
                <p className="font-semibold text-slate-900">{missed.question}</p>
                {missed.yourAnswer ? <p>{t("course.quiz.yourAnswer", { answer: missed.yourAnswer })}</p> : null}
                <p>{t("course.quiz.theAnswer", { answer: missed.correctAnswer })}</p>
                <p className="text-slate-700">{missed.explanation}</p>
                <ReportProblem questionId={missed.id} />
              </li>
            ))}
          </ol>
        </>
      )}
      <p className="flex flex-wrap gap-4">
        <ButtonLink to="?" variant="secondary">
          {t("course.exams.retake")}
        </ButtonLink>
        <ButtonLink to={localize("/course")}>{t("course.exams.back")}</ButtonLink>
      </p>
    </section>
  );
}
