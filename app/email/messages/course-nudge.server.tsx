import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/translate";
import { EmailLayout, Paragraph } from "../layout.server";

/**
 * Staff nudge a learner back to the course (the learners view's bulk action): where it is and who
 * to ask. It names nothing of their progress: the e-mail may be read by someone else.
 */
export function CourseNudgeMessage(props: { t: Translate; language: Language; firstName: string; courseLink: string }) {
  const { t } = props;
  return (
    <EmailLayout t={t} language={props.language} audience={{ kind: "account" }} greet={props.firstName}>
      <Paragraph>{t("learners.nudgeEmailIntro")}</Paragraph>
      <Paragraph>{t("learners.nudgeEmailLink", { link: props.courseLink })}</Paragraph>
      <Paragraph>{t("learners.nudgeEmailHelp")}</Paragraph>
    </EmailLayout>
  );
}
