import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/translate";
import { EmailLayout, Paragraph } from "../layout.server";

/** One lead in the morning e-mail: who (as the lead gave it), which form, the day that matters, and the link that opens it. */
export interface DigestLead {
  name: string;
  form: string;
  date: string;
  link: string;
}

/** One list of the e-mail: the leads shown, how many there are in all, and the manager's view of all of them. */
export interface DigestList {
  leads: DigestLead[];
  total: number;
  viewLink: string;
}

/**
 * An admin's morning e-mail (docs/leads.md): their own follow-ups due today or earlier, and the new
 * leads nobody has owned for more than two business days, each with its link; the switch that turns
 * this e-mail off.
 */
export function FollowUpDigestMessage(props: {
  t: Translate;
  language: Language;
  firstName: string;
  day: string;
  due: DigestList;
  unowned: DigestList;
  settingsLink: string;
}) {
  const { t, due, unowned } = props;
  return (
    <EmailLayout t={t} language={props.language} audience={{ kind: "account" }} greet={props.firstName}>
      <Paragraph>{t("emails.followUps.intro", { date: props.day })}</Paragraph>
      {due.total > 0 ? (
        <DigestSection t={t} list={due} heading={t("emails.followUps.dueHeading", { count: due.total })} line="emails.followUps.dueLine" />
      ) : null}
      {unowned.total > 0 ? (
        <DigestSection t={t} list={unowned} heading={t("emails.followUps.unownedHeading", { count: unowned.total })} line="emails.followUps.unownedLine" />
      ) : null}
      <Paragraph>{t("emails.followUps.settingsLine", { link: props.settingsLink })}</Paragraph>
    </EmailLayout>
  );
}

function DigestSection({
  t,
  list,
  heading,
  line,
}: {
  t: Translate;
  list: DigestList;
  heading: string;
  line: "emails.followUps.dueLine" | "emails.followUps.unownedLine";
}) {
  const more = list.total - list.leads.length;
  return (
    <>
      <Paragraph>{heading}</Paragraph>
      {list.leads.map((lead) => (
        <Paragraph key={lead.link}>{t(line, { name: lead.name, form: lead.form, date: lead.date, link: lead.link })}</Paragraph>
      ))}
      <Paragraph>{more > 0 ? t("emails.followUps.more", { count: more, link: list.viewLink }) : t("emails.followUps.all", { link: list.viewLink })}</Paragraph>
    </>
  );
}
