import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/translate";
import { EmailLayout, Paragraph } from "../layout.server";

/**
 * Staff resumed a paused course (after the identity checks, or their own pause): the student may
 * study again, and where. It names nothing of why it was paused: the e-mail may be read by someone else.
 */
export function CourseResumedMessage(props: { t: Translate; language: Language; firstName: string; courseLink: string }) {
  const { t } = props;
  return (
    <EmailLayout t={t} language={props.language} audience={{ kind: "account" }} greet={props.firstName}>
      <Paragraph>{t("learners.resumedEmailIntro")}</Paragraph>
      <Paragraph>{t("learners.resumedEmailLink", { link: props.courseLink })}</Paragraph>
      <Paragraph>{t("learners.nudgeEmailHelp")}</Paragraph>
    </EmailLayout>
  );
}
