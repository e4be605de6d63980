/**
 * Turns a validated form into what is stored: the SPEC §3 payload (`data`) and the columns derived
 * from it. Pure, so the unit tests pin every form's row exactly.
 */
import type { Language } from "~/i18n/languages";
import { dictionaries } from "~/locales";
import type { ServiceSlug } from "~/site";
import { leadForms, type LeadFormType } from "./lead-forms";
import type { LeadFormValues } from "./lead-schemas";

export interface SubmissionContext {
  language: Language;
  /** The page the visitor was on (path only), for `submittedFrom`. */
  submittedFrom: string;
  /** Server time, ISO-8601: the payload's `timestamp`. */
  timestamp: string;
  /** The URL's query, for the sponsorship application's campaign `source`. */
  searchParams: URLSearchParams;
}

export interface SubmissionRecord {
  formType: LeadFormType;
  source: string;
  data: Record<string, unknown>;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
}

/** The service's English name, as the organisation reads its leads. */
function serviceName(slug: ServiceSlug): string {
  return dictionaries.en.serviceNames[slug];
}

/** SPEC §7: the URL's `source`, `campaign` and `medium` joined by hyphens, or `direct`. */
export function campaignSource(searchParams: URLSearchParams): string {
  const parts = ["source", "campaign", "medium"]
    .map((name) => (searchParams.get(name) ?? "").trim().slice(0, 60))
    .filter(Boolean);
  return parts.length > 0 ? parts.join("-") : "direct";
}

/** SPEC §5: tags split on commas, trimmed, empties dropped; stored semicolon-joined. */
export function joinTags(tags: string): string {
  return tags
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean)
    .join(";");
}

function payloadFor<T extends LeadFormType>(formType: T, values: LeadFormValues<T>, context: SubmissionContext): Record<string, unknown> {
  const { timestamp, language, submittedFrom } = context;
  // Each case narrows `values` by its form type.
  const form = { formType, values } as { [K in LeadFormType]: { formType: K; values: LeadFormValues<K> } }[LeadFormType];
  switch (form.formType) {
    case "newsletter":
      return { email: form.values.email, language, timestamp };
    case "contact":
      return { ...form.values, submittedFrom, timestamp };
    case "service-inquiry": {
      const { service, ...person } = form.values;
      return { ...person, service_interested: serviceName(service), service, timestamp };
    }
    case "credit-repair-robot":
      return { ...form.values, service_interested: serviceName("credit-resolution"), timestamp };
    case "license-application":
      return { ...form.values, timestamp, formType: "license-application" };
    case "sponsorship-application":
      return { ...form.values, source: campaignSource(context.searchParams), timestamp };
    case "youth-sponsorship":
      return { ...form.values, submittedFrom, timestamp };
    case "partner-network": {
      const { terms: _terms, ...application } = form.values;
      return { ...application, tags: joinTags(application.tags), timestamp };
    }
  }
}

function stringField(data: Record<string, unknown>, name: string): string {
  const value = data[name];
  return typeof value === "string" ? value : "";
}

/** SPEC §3: first_name from firstName, else fullName, else name; empty strings when missing. */
export function buildSubmissionRecord<T extends LeadFormType>(
  formType: T,
  values: LeadFormValues<T>,
  context: SubmissionContext,
): SubmissionRecord {
  const data = payloadFor(formType, values, context);
  const source = formType === "newsletter" ? String((values as LeadFormValues<"newsletter">).source) : leadForms[formType].source;
  return {
    formType,
    source,
    data,
    email: stringField(data, "email").toLowerCase(),
    firstName: stringField(data, "firstName") || stringField(data, "fullName") || stringField(data, "name"),
    lastName: stringField(data, "lastName"),
    phone: stringField(data, "phone"),
  };
}
