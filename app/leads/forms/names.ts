/**
 * What the admin and account pages show of each lead form — its submissions-manager tab and its
 * name on a visitor's account page — keyed by form type. Light and zod-free on purpose: those
 * pages import this table, never the registry (`index.ts`), so they ship no form schemas.
 * One line per form that has a tab; a form without a line is listed under "All" only and shows as
 * "Request" on the account page (docs/decisions/022-one-definition-per-lead-form.md).
 */
import type { TranslationKey } from "~/i18n/translate";
import type { LeadFormType } from "./index";
import { leadSources, type LeadSource } from "./sources";

export interface LeadFormNames {
  /** The submissions manager's tab for this form: its slug in `?tab=` and its label. Tabs follow this table's order. */
  tab: { slug: string; label: TranslationKey };
  /** How the visitor's account page names this kind of request. */
  accountLabel: TranslationKey;
}

export const leadFormNames = {
  contact: { tab: { slug: "contact", label: "submissions.tabs.contact" }, accountLabel: "account.formTypes.contact" },
  newsletter: { tab: { slug: "newsletter", label: "submissions.tabs.newsletter" }, accountLabel: "account.formTypes.newsletter" },
  "partner-network": { tab: { slug: "partner", label: "submissions.tabs.partner" }, accountLabel: "account.formTypes.partner-network" },
  "sponsorship-application": { tab: { slug: "sponsor", label: "submissions.tabs.sponsor" }, accountLabel: "account.formTypes.sponsorship-application" },
  "license-application": { tab: { slug: "license", label: "submissions.tabs.license" }, accountLabel: "account.formTypes.license-application" },
  "service-inquiry": { tab: { slug: "inquiry", label: "submissions.tabs.inquiry" }, accountLabel: "account.formTypes.service-inquiry" },
  "credit-repair-robot": { tab: { slug: "credit-robot", label: "submissions.tabs.credit-robot" }, accountLabel: "account.formTypes.credit-repair-robot" },
  "youth-sponsorship": { tab: { slug: "youth", label: "submissions.tabs.youth" }, accountLabel: "account.formTypes.youth-sponsorship" },
} as const satisfies Partial<Record<LeadFormType, LeadFormNames>>;

type NamedFormType = keyof typeof leadFormNames;

/** A form type that has a line here (stored rows may carry any text). */
function isNamedFormType(value: string): value is NamedFormType {
  return Object.hasOwn(leadFormNames, value);
}

/** How the account page names a stored row's form type ("Request" when the form has no line). */
export function accountLabelOf(formType: string): TranslationKey {
  return isNamedFormType(formType) ? leadFormNames[formType].accountLabel : "account.formTypes.other";
}

/** A label to show staff: a dictionary key, or the stored text itself (a campaign code someone typed into a URL). */
export type StaffLabel = { key: TranslationKey } | { text: string };

/** How the admin pages name a stored row's form type: its submissions-manager tab (the stored text for a form without one). */
export function formTypeLabel(formType: string): StaffLabel {
  return isNamedFormType(formType) ? { key: leadFormNames[formType].tab.label } : { text: formType };
}

/** How the admin pages name a lead's source: a known source in words; a campaign (`source-campaign-medium`) as stored; none as "(no source)". */
export function sourceLabel(source: string): StaffLabel {
  if (source === "") return { key: "submissions.noSource" };
  return (leadSources as readonly string[]).includes(source) ? { key: `submissions.sources.${source as LeadSource}` } : { text: source };
}

/** A staff label in words, with a translator of the reader's language (an e-mail's, a page's). */
export function staffLabelText(label: StaffLabel, t: (key: TranslationKey) => string): string {
  return "key" in label ? t(label.key) : label.text;
}
