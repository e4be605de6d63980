import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/translate";
import type { OrganisationContact } from "~/site/site-settings";
import { EmailLayout, Paragraph } from "../layout.server";

export type NoticeStatusKey = "contacted" | "in_review" | "accepted" | "declined" | "closed";

/**
 * The applicant hears that their request's status changed. It goes to the address they typed (never
 * proven), so it carries only our words, their greeting name, the request's kind, the date they sent
 * it and the status: nothing an admin typed and nothing else the visitor sent.
 */
export function StatusUpdateMessage(props: {
  t: Translate;
  language: Language;
  firstName: string;
  request: string;
  status: string;
  statusKey: NoticeStatusKey;
  sentOn: string;
  accountLink: string;
  contact: OrganisationContact;
}) {
  const { t } = props;
  return (
    <EmailLayout t={t} language={props.language} audience={{ kind: "applicant", contact: props.contact }} greet={props.firstName}>
      <Paragraph>{t("emails.statusUpdateIntro", { request: props.request, date: props.sentOn, status: props.status })}</Paragraph>
      <Paragraph>{t(`emails.statusUpdateNext.${props.statusKey}`)}</Paragraph>
      <Paragraph>{t("emails.statusUpdateAccount", { link: props.accountLink })}</Paragraph>
      <Paragraph>{t("emails.statusUpdateReply")}</Paragraph>
    </EmailLayout>
  );
}
