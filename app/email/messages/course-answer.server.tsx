import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/translate";
import { EmailLayout, Field, LinkLine, Paragraph } from "../layout.server";

/**
 * An instructor answered a student's question: the question, the answer and the link to the
 * lesson, where the answer also shows. It goes to the enrolment's own address.
 */
export function CourseAnswerMessage(props: {
  t: Translate;
  language: Language;
  firstName: string;
  lesson: string;
  screen: number;
  question: string;
  answer: string;
  lessonLink: string;
}) {
  const { t } = props;
  return (
    <EmailLayout t={t} language={props.language} audience={{ kind: "account" }} greet={props.firstName}>
      <Paragraph>{t("courseQuestions.emailAnswerIntro", { lesson: props.lesson, screen: props.screen })}</Paragraph>
      <Field label={t("courseQuestions.emailAnswerQuestion")} value={props.question} />
      <Field label={t("courseQuestions.emailAnswerAnswer")} value={props.answer} />
      <Paragraph>{t("courseQuestions.emailAnswerLink")}</Paragraph>
      <LinkLine href={props.lessonLink} />
    </EmailLayout>
  );
}
