/**
 * Turns a validated form into what is stored: the payload (`data`, the form's own `record`
 * mapping) and the columns derived from it. Pure, so the tests pin every form's row exactly.
 */
import type { Language } from "~/i18n/languages";
import { dictionaries } from "~/locales";
import type { ServiceSlug } from "~/site/site";
import { textOf, type LeadFormDefinition } from "./forms/definition";

export interface SubmissionContext {
  language: Language;
  /** The page the visitor was on (path only), for `submittedFrom`. */
  submittedFrom: string;
  /** Server time, ISO-8601: the payload's `timestamp`. */
  timestamp: string;
  /** The URL's query, e.g. for the sponsorship application's campaign `source`. */
  searchParams: URLSearchParams;
}

export interface SubmissionRecord {
  formType: string;
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

/** The row of a valid post. first_name from firstName, else fullName, else name; empty strings when missing. */
export function buildSubmissionRecord(form: LeadFormDefinition, values: Record<string, unknown>, context: SubmissionContext): SubmissionRecord {
  const data = form.record(values, { ...context, serviceName });
  const source = form.sourceOf ? form.sourceOf(values) : form.source;
  return {
    formType: form.formType,
    source,
    data,
    email: textOf(data, "email").toLowerCase(),
    firstName: textOf(data, "firstName") || textOf(data, "fullName") || textOf(data, "name"),
    lastName: textOf(data, "lastName"),
    phone: textOf(data, "phone"),
  };
}
