/**
 * Turns a validated form into what is stored: the payload (`data`, the form's own `record`
 * mapping) and the columns derived from it. Pure, so the tests pin every form's row exactly.
 */
import type { Language } from "~/i18n/languages";
import { dictionaries } from "~/locales";
import type { ServiceSlug } from "~/site/site";
import { textOf, type LeadFormDefinition } from "./forms/definition";

export interface LeadContext {
  language: Language;
  /** The page the visitor was on (path only), for `submittedFrom`. */
  submittedFrom: string;
  /** Server time, ISO-8601: the payload's `timestamp`. */
  timestamp: string;
  /** The URL's query, e.g. for the sponsorship application's campaign `source`. */
  searchParams: URLSearchParams;
}

export interface LeadRecord {
  formType: string;
  source: string;
  data: Record<string, unknown>;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  /** The call/text consent (columns of their own; never in `data`). */
  callTextConsent: boolean;
  consentVersion: string | null;
  consentLanguage: Language | null;
  consentAt: string | null;
  consentPage: string | null;
}

/** A consent's page: the path the form was posted from (same site, path only), capped. */
const consentPageLimit = 200;

/**
 * The consent columns of a form that carries `callTextConsent` (see withCallTextConsent): given,
 * the version shown (validated by the schema), the page's language, server time and page; all
 * empty when not given or when the form has no such box.
 */
function consentColumns(values: Record<string, unknown>, context: LeadContext) {
  const isGiven = values.callTextConsent === true && typeof values.consentVersion === "string" && values.consentVersion !== "";
  if (!isGiven) return { callTextConsent: false, consentVersion: null, consentLanguage: null, consentAt: null, consentPage: null };
  const page = context.submittedFrom.startsWith("/") && !context.submittedFrom.startsWith("//") ? context.submittedFrom.slice(0, consentPageLimit) : "/";
  return {
    callTextConsent: true,
    consentVersion: values.consentVersion as string,
    consentLanguage: context.language,
    consentAt: context.timestamp,
    consentPage: page,
  };
}

/** The service's English name, as the organisation reads its leads. */
function serviceName(slug: ServiceSlug): string {
  return dictionaries.en.serviceNames[slug];
}

/** The row of a valid post. first_name from firstName, else fullName, else name; empty strings when missing. */
export function buildLeadRecord(form: LeadFormDefinition, values: Record<string, unknown>, context: LeadContext): LeadRecord {
  const { callTextConsent: _consent, consentVersion: _version, ...formValues } = values;
  const data = form.record(formValues, { ...context, serviceName });
  const source = form.sourceOf ? form.sourceOf(values) : form.source;
  return {
    formType: form.formType,
    source,
    data,
    email: textOf(data, "email").toLowerCase(),
    firstName: textOf(data, "firstName") || textOf(data, "fullName") || textOf(data, "name"),
    lastName: textOf(data, "lastName"),
    phone: textOf(data, "phone"),
    ...consentColumns(values, context),
  };
}
