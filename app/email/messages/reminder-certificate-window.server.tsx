import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/translate";
import { EmailLayout, Paragraph } from "../layout.server";

/**
 * The graduate's course stops counting toward a licence application 4 years after its completion
 * (ss. 626.7851 and 626.8311, Florida Statutes): the last day to file, where to apply, the
 * checklist that stops it once applied, the statutes, and the signed link that stops this kind.
 */
export function ReminderCertificateWindowMessage(props: {
  t: Translate;
  language: Language;
  firstName: string;
  completedOn: string;
  lastDay: string;
  applyLink: string;
  checklistLink: string;
  sourceLinks: readonly [string, string];
  stopLink: string;
}) {
  const { t } = props;
  return (
    <EmailLayout t={t} language={props.language} audience={{ kind: "account" }} greet={props.firstName}>
      <Paragraph>{t("reminders.certificateWindowIntro", { completedOn: props.completedOn })}</Paragraph>
      <Paragraph>{t("reminders.certificateWindowDeadline", { date: props.lastDay })}</Paragraph>
      <Paragraph>{t("reminders.certificateWindowApply", { link: props.applyLink })}</Paragraph>
      <Paragraph>{t("reminders.certificateWindowChecklist", { link: props.checklistLink })}</Paragraph>
      <Paragraph>{t("reminders.certificateWindowSources", { first: props.sourceLinks[0], second: props.sourceLinks[1] })}</Paragraph>
      <Paragraph>{t("reminders.stopLine", { link: props.stopLink })}</Paragraph>
    </EmailLayout>
  );
}
