/**
 * A lead's stored fields as staff read them (the submissions manager's "View data" dialog, the new-lead notice):
 * each field under its label in the admin's language, in its form's order, and each value in words.
 * The labels are the export's (each form's `fields` names its column, decision 052): one set of
 * labels for every place a lead's fields are shown to staff. A choice shows as the option the form
 * offered, yes/no in words, an instant as New York's date and time; the call/text consent on record
 * (decision 024) comes last, with the words the visitor agreed to.
 *
 * Nothing stored is hidden: a key its form does not list (an older lead, a form since removed, a
 * bot's post) shows under the label any form gives that key, else under its name in words.
 */
import type { Lead } from "../../db/schema";
import { supportedLanguages, type Language } from "~/i18n/languages";
import { createTranslate } from "~/i18n/translate";
import { callTextDisclosureText } from "./call-text-consent";
import { leadForms } from "./forms";
import type { LeadFieldColumn } from "./forms/definition";
import { formTypeLabel, staffLabelText } from "./forms/names";
import { dictionaries, type Dictionary } from "~/locales";
import { formatDateTime } from "~/platform/time/date-formats";

export interface LeadDataRow {
  label: string;
  value: string;
  /** An e-mail address: shown so it wraps only between its parts (decision 056). */
  isAddress: boolean;
}

type LeadData = Pick<Lead, "formType" | "data" | "callTextConsent" | "consentVersion" | "consentLanguage" | "consentAt" | "consentPage">;

/**
 * The options of each choice field, as its form shows them (the visitor picked one of these words).
 * A value that is not an option (a free-text field sharing the column, an older value) shows as stored.
 */
const optionWords: Partial<Record<LeadFieldColumn, (words: Dictionary) => Readonly<Record<string, string>>>> = {
  preferredLanguage: (words) => Object.fromEntries(supportedLanguages.map((code) => [code, words.languages[code]])),
  category: (words) => words.partnerForm.categoryOptions,
  location: (words) => words.partnerForm.locationOptions,
  educationLevel: (words) => words.sponsorshipForm.educationOptions,
  employmentStatus: (words) => words.sponsorshipForm.employmentOptions,
  howHeard: (words) => words.sponsorshipForm.howHeardOptions,
  experience: (words) => words.licenseForm.experienceOptions,
  timeframe: (words) => words.licenseForm.timeframeOptions,
  contactPreference: (words) => words.licenseForm.contactPreferenceOptions,
  serviceCode: (words) => words.serviceNames,
  // Stored as the service's English name (how the organisation reads its leads).
  serviceInterested: (words) =>
    Object.fromEntries(
      Object.entries(dictionaries.en.serviceNames).map(([slug, english]) => [english, words.serviceNames[slug as keyof Dictionary["serviceNames"]]]),
    ),
};

/** Every key any form stores, with its column: a key a lead's own form does not list may still be one another form names. */
const columnOfAnyForm = new Map<string, LeadFieldColumn>();
for (const form of Object.values(leadForms)) {
  for (const [key, column] of Object.entries(form.fields)) if (!columnOfAnyForm.has(key)) columnOfAnyForm.set(key, column);
}

function isFieldColumn(key: string): key is LeadFieldColumn {
  return Object.hasOwn(dictionaries.en.leadExport.fields, key);
}

/** A stored key no form names, in words: "legacyField" and "legacy_field" are "Legacy field". */
function keyInWords(key: string): string {
  const words = key
    .replace(/([\p{Ll}\d])(\p{Lu})/gu, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words ? `${words.charAt(0).toUpperCase()}${words.slice(1)}` : key;
}

/** A whole ISO-8601 date-time (what the code stores, e.g. the payload's `timestamp`). */
const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})?$/;

/** The lead's stored fields, then its consent, as label and value in the admin's language. */
export function leadDataRows(lead: LeadData, language: Language): LeadDataRow[] {
  const words = dictionaries[language];
  const { columns, fields: fieldLabels } = words.leadExport;
  const yesNo = (value: boolean) => (value ? words.submissions.yes : words.submissions.no);

  const valueText = (value: unknown, column: LeadFieldColumn | undefined): string => {
    if (typeof value === "boolean") return yesNo(value);
    if (value === null || value === undefined) return "";
    if (typeof value !== "string") return typeof value === "number" ? String(value) : JSON.stringify(value);
    const options = column ? optionWords[column]?.(words) : undefined;
    if (options && Object.hasOwn(options, value)) return options[value] ?? value;
    if (column === "tags") return value.split(";").join(", ");
    if (isoDateTime.test(value)) return formatDateTime(value, language) || value;
    return value;
  };

  const data = lead.data && typeof lead.data === "object" ? lead.data : {};
  const form = Object.hasOwn(leadForms, lead.formType) ? leadForms[lead.formType as keyof typeof leadForms] : undefined;
  const ownFields: Readonly<Record<string, LeadFieldColumn>> = form?.fields ?? {};
  const rows: LeadDataRow[] = [];
  const field = (label: string, value: string, isAddress = false) => rows.push({ label, value, isAddress });

  // The form's fields in the form's order, then whatever else is stored, in the stored order.
  for (const [key, column] of Object.entries(ownFields)) {
    if (Object.hasOwn(data, key)) field(fieldLabels[column], valueText(data[key], column), column === "email" && typeof data[key] === "string");
  }
  for (const [key, value] of Object.entries(data)) {
    if (Object.hasOwn(ownFields, key)) continue;
    if (key === "timestamp") field(columns.createdAt, valueText(value, undefined));
    else if (key === "formType" && typeof value === "string") field(columns.formType, staffLabelText(formTypeLabel(value), createTranslate(words)));
    else {
      const column = columnOfAnyForm.get(key) ?? (isFieldColumn(key) ? key : undefined);
      field(column ? fieldLabels[column] : keyInWords(key), valueText(value, column), column === "email" && typeof value === "string");
    }
  }

  field(columns.consent, yesNo(lead.callTextConsent));
  if (lead.callTextConsent && lead.consentVersion) {
    const wording = lead.consentLanguage ? callTextDisclosureText(lead.consentVersion, lead.consentLanguage) : undefined;
    if (wording) field(columns.consentWording, wording);
    field(columns.consentVersion, lead.consentVersion);
    if (lead.consentLanguage) field(columns.consentLanguage, words.languages[lead.consentLanguage]);
    if (lead.consentAt) field(columns.consentAt, formatDateTime(lead.consentAt, language) || lead.consentAt);
    if (lead.consentPage) field(columns.consentPage, lead.consentPage);
  }
  return rows;
}
