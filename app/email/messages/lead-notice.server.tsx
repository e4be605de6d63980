import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/translate";
import { EmailLayout, Field, Paragraph } from "../layout.server";

/**
 * The notice of a new lead (in English to the organisation's addresses, in an admin's own language
 * to an admin who asked for it): every field the visitor sent, and the link that opens the lead.
 */
export function LeadNoticeMessage(props: {
  t: Translate;
  language: Language;
  formType: string;
  languageName: string;
  fields: ReadonlyArray<readonly [label: string, value: string]>;
  leadLink: string;
}) {
  const { t, language, formType, languageName, fields, leadLink } = props;
  return (
    <EmailLayout t={t} language={language} audience={{ kind: "organisation" }}>
      <Paragraph>{t("emails.leadNoticeIntro", { formType, language: languageName })}</Paragraph>
      {fields.length > 0 ? (
        <div style={{ margin: "0 0 14px" }}>
          {/* Two keys may share a label (an older lead's key beside the form's own): keyed by place. */}
          {fields.map(([label, value], index) => (
            <Field key={index} label={label} value={value} />
          ))}
        </div>
      ) : null}
      <Paragraph>{t("emails.leadNoticeLink", { url: leadLink })}</Paragraph>
    </EmailLayout>
  );
}
