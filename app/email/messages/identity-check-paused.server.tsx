import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/translate";
import { EmailLayout, Field, LinkLine, Paragraph } from "../layout.server";

/**
 * To the staff who hear about a student (their instructor, or every admin while there is none): the
 * identity checks paused the student's course; who it is and where to resume it once they have
 * spoken. Never the question's answer.
 */
export function IdentityCheckPausedMessage(props: {
  t: Translate;
  language: Language;
  firstName: string;
  studentName: string;
  studentEmail: string;
  link: string;
}) {
  const { t } = props;
  return (
    <EmailLayout t={t} language={props.language} audience={{ kind: "account" }} greet={props.firstName}>
      <Paragraph>{t("identityChecks.email.pausedIntro")}</Paragraph>
      <div style={{ margin: "0 0 14px" }}>
        <Field label={t("identityChecks.email.studentName")} value={props.studentName} />
        <Field label={t("identityChecks.email.studentEmail")} value={props.studentEmail} />
      </div>
      <Paragraph>{t("identityChecks.email.pausedAction", { link: props.link })}</Paragraph>
      <LinkLine href={props.link} />
    </EmailLayout>
  );
}
