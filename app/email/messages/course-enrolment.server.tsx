import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/translate";
import { EmailLayout, Paragraph } from "../layout.server";

/**
 * The school enrolled someone in the course: when it opens and closes, and where to find it. It goes
 * to the address the enrolment was made for; the course opens only to an account that proves that
 * address, so the link grants nothing by itself.
 */
export function CourseEnrolmentMessage(props: { t: Translate; language: Language; firstName: string; startsOn: string; endsOn: string; courseLink: string }) {
  const { t } = props;
  return (
    <EmailLayout t={t} language={props.language} audience={{ kind: "account" }} greet={props.firstName}>
      <Paragraph>{t("emails.courseEnrolmentIntro", { start: props.startsOn, end: props.endsOn })}</Paragraph>
      <Paragraph>{t("emails.courseEnrolmentLink", { link: props.courseLink })}</Paragraph>
      <Paragraph>{t("emails.courseEnrolmentAccount")}</Paragraph>
    </EmailLayout>
  );
}
