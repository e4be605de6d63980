import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/translate";
import { EmailLayout, LinkLine, Paragraph } from "../layout.server";

/**
 * A student asked a question: the staff member who should answer hears where (the lesson and the
 * screen) and gets the link to the question. The question itself stays on the site, behind the
 * staff's sign-in.
 */
export function CourseQuestionMessage(props: { t: Translate; language: Language; firstName: string; lesson: string; screen: number; questionLink: string }) {
  const { t } = props;
  return (
    <EmailLayout t={t} language={props.language} audience={{ kind: "organisation" }} greet={props.firstName}>
      <Paragraph>{t("courseQuestions.emailQuestionIntro", { lesson: props.lesson, screen: props.screen })}</Paragraph>
      <LinkLine href={props.questionLink} />
    </EmailLayout>
  );
}
