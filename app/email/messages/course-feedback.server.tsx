import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/translate";
import { EmailLayout, Paragraph } from "../layout.server";

/** The feedback at a quarter of the course as the student reads it: titles already in their language. */
export interface FeedbackReport {
  quarter: number;
  screensDone: number;
  screensTotal: number;
  /** The titles of the modules finished. */
  modules: string[];
  topics: Array<{ title: string; percent: number; correct: number; total: number }>;
  /** The titles of the topics scored under `reviewBelow` %. */
  review: string[];
  reviewBelow: number;
}

/** The feedback at a quarter of the course: what the student finished, their scores by topic, what to review. */
export function CourseFeedbackMessage(props: { t: Translate; language: Language; firstName: string; feedback: FeedbackReport; courseLink: string }) {
  const { t, feedback } = props;
  return (
    <EmailLayout t={t} language={props.language} audience={{ kind: "account" }} greet={props.firstName}>
      <Paragraph>{t("courseFeedback.email.intro", { quarter: feedback.quarter })}</Paragraph>
      <Paragraph>{t("courseFeedback.progress", { done: feedback.screensDone, total: feedback.screensTotal })}</Paragraph>
      <Paragraph>
        <strong>{t("courseFeedback.finished")}:</strong> {feedback.modules.length > 0 ? feedback.modules.join("; ") : t("courseFeedback.noneFinished")}
      </Paragraph>
      <Paragraph>
        <strong>{t("courseFeedback.scores")}:</strong>{" "}
        {feedback.topics.length > 0
          ? feedback.topics
              .map((topic) => t("courseFeedback.topicScore", { topic: topic.title, percent: topic.percent, correct: topic.correct, total: topic.total }))
              .join("; ")
          : t("courseFeedback.noScores")}
      </Paragraph>
      <Paragraph>
        {feedback.review.length > 0 ? (
          <>
            <strong>{t("courseFeedback.review", { percent: feedback.reviewBelow })}:</strong> {feedback.review.join("; ")}
          </>
        ) : (
          t("courseFeedback.nothingToReview", { percent: feedback.reviewBelow })
        )}
      </Paragraph>
      <Paragraph>{t("courseFeedback.email.link", { link: props.courseLink })}</Paragraph>
    </EmailLayout>
  );
}
