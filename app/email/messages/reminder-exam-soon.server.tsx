import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/translate";
import { EmailLayout, Paragraph } from "../layout.server";

/**
 * The applicant's state exam is within three days (the date they entered in their licence
 * checklist): the date, the checklist, and the signed link that stops this kind of reminder.
 */
export function ReminderExamSoonMessage(props: {
  t: Translate;
  language: Language;
  firstName: string;
  examOn: string;
  checklistLink: string;
  stopLink: string;
}) {
  const { t } = props;
  return (
    <EmailLayout t={t} language={props.language} audience={{ kind: "account" }} greet={props.firstName}>
      <Paragraph>{t("reminders.examSoonIntro", { date: props.examOn })}</Paragraph>
      <Paragraph>{t("reminders.examSoonChecklist", { link: props.checklistLink })}</Paragraph>
      <Paragraph>{t("reminders.stopLine", { link: props.stopLink })}</Paragraph>
    </EmailLayout>
  );
}
