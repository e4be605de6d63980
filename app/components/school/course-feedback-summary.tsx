/**
 * The feedback at each quarter of the course (app/course/course-feedback.server.ts), as the student
 * sees it in /account and as their instructor sees it on the learner's page: the same summary.
 */
import type { DescribedFeedback } from "~/school/course-feedback-view";
import type { Namespaces } from "~/i18n/translations";
import { useT } from "~/i18n/use-t";

export const i18n = ["courseFeedback"] as const satisfies Namespaces;

/** One quarter's summary: modules finished, scores by topic, what to review. */
function CourseFeedbackSummary({ feedback, headingLevel = 3 }: { feedback: DescribedFeedback; headingLevel?: 2 | 3 }) {
  const t = useT();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="grid gap-2 rounded-lg border border-slate-200 p-4">
      <Heading className="font-semibold text-slate-900">{t("courseFeedback.quarter", { quarter: feedback.quarter })}</Heading>
      <p className="text-sm text-slate-700">{t("courseFeedback.progress", { done: feedback.screensDone, total: feedback.screensTotal })}</p>
      <p className="text-sm text-slate-800">
        <strong>{t("courseFeedback.finished")}:</strong> {feedback.modules.length > 0 ? feedback.modules.join("; ") : t("courseFeedback.noneFinished")}
      </p>
      <div className="text-sm text-slate-800">
        <strong>{t("courseFeedback.scores")}:</strong>
        {feedback.topics.length > 0 ? (
          <ul className="ml-5 list-disc">
            {feedback.topics.map((topic) => (
              <li key={topic.title}>
                {t("courseFeedback.topicScore", { topic: topic.title, percent: topic.percent, correct: topic.correct, total: topic.total })}
              </li>
            ))}
          </ul>
        ) : (
          <> {t("courseFeedback.noScores")}</>
        )}
      </div>
      <p className="text-sm text-slate-800">
        {feedback.review.length > 0 ? (
          <>
            <strong>{t("courseFeedback.review", { percent: feedback.reviewBelow })}:</strong> {feedback.review.join("; ")}
          </>
        ) : (
          t("courseFeedback.nothingToReview", { percent: feedback.reviewBelow })
        )}
      </p>
    </article>
  );
}

/**
 * Every quarter's feedback so far, newest first: the account's notices, and the same summary on a
 * learner's page for their instructor (pass `heading`, e.g. the learner's name).
 */
export function CourseFeedbackNotices({ notices, heading }: { notices: DescribedFeedback[]; heading?: string }) {
  const t = useT();
  if (notices.length === 0) return null;
  return (
    <section aria-labelledby="course-feedback-heading" className="grid gap-3 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="course-feedback-heading" className="text-xl font-semibold text-slate-900">
        {heading ?? t("courseFeedback.heading")}
      </h2>
      {notices.map((notice) => (
        <CourseFeedbackSummary key={notice.quarter} feedback={notice} />
      ))}
    </section>
  );
}
