import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/translate";
import { EmailLayout, Paragraph } from "../layout.server";

/** The student has not studied for a week: where to pick up, and the signed link that stops this kind of reminder. */
export function ReminderCourseInactiveMessage(props: {
  t: Translate;
  language: Language;
  firstName: string;
  days: number;
  courseLink: string;
  stopLink: string;
}) {
  const { t } = props;
  return (
    <EmailLayout t={t} language={props.language} audience={{ kind: "account" }} greet={props.firstName}>
      <Paragraph>{t("reminders.courseInactiveIntro", { days: props.days })}</Paragraph>
      <Paragraph>{t("reminders.courseInactiveLink", { link: props.courseLink })}</Paragraph>
      <Paragraph>{t("reminders.stopLine", { link: props.stopLink })}</Paragraph>
    </EmailLayout>
  );
}
