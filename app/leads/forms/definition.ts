/**
 * What one lead form is, in one object: its form type, schema, messages, where success goes, how a
 * valid post becomes a stored row, its confirmation e-mail (if any), its rate-limit budget and
 * what it hands to the next page. Each form's module in this folder exports one; `index.ts` lists
 * them (its tab in the submissions manager, if any, is a line in `names.ts`). The pipeline
 * (`app/leads/*.server.ts`, the submissions manager) reads these and never tests a form type
 * itself (docs/decisions/022-one-definition-per-lead-form.md). Client-safe: what a form starts once
 * its lead is stored is registered on the server side (`app/leads/after-stored.server.ts`).
 */
import type { z, ZodTypeAny } from "zod";
import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/translate";
import type { ServiceSlug } from "~/site/site";
import type { ToastMessage } from "~/http/toast";
import type { Dictionary } from "~/locales/en";

/** A column of the leads' CSV export: one field of the lead forms, with its label in both languages. */
export type LeadFieldColumn = keyof Dictionary["leadExport"]["fields"];

/** The toasts of a form's answers (translation keys). */
export interface LeadFormMessages {
  success: ToastMessage;
  /** Shown when fields are invalid (beside the per-field messages). */
  invalid: ToastMessage;
  /** Shown when storing failed (the visitor's values are kept). */
  failure: ToastMessage;
}

/** What a record mapping knows besides the values. */
export interface LeadRecordContext {
  language: Language;
  /** The page the visitor was on (path only), for `submittedFrom`. */
  submittedFrom: string;
  /** Server time, ISO-8601: the payload's `timestamp`. */
  timestamp: string;
  /** The URL's query (e.g. for a campaign `source`). */
  searchParams: URLSearchParams;
  /** A service's English name, as the organisation reads its leads. */
  serviceName: (slug: ServiceSlug) => string;
}

/**
 * The part of a confirmation e-mail that belongs to the form: what was asked for, in our words. It
 * repeats nothing the visitor typed (the address is unverified: docs/SECURITY.md, No relay).
 */
export interface LeadConfirmation {
  /** Completes "we received your …". */
  request: string;
  /** What happens next, when the form promises more than the call back (e.g. an e-mail once a listing is approved). */
  next?: string;
}

/** What a form hands to the page that comes next (through the signed `prefill` cookie). */
export interface LeadHandOver {
  email: string;
  message: string;
}

export interface LeadFormDefinition<FormType extends string = string, Schema extends ZodTypeAny = ZodTypeAny> extends LeadFormMessages {
  /** The `form_type` column and the hidden `formType` field. */
  formType: FormType;
  /** The fields and their rules: the action's authority, and the browser's validation. */
  schema: Schema;
  /** The `source` column (unless `sourceOf` gives it). */
  source: string;
  /** The `source` column from the valid values (e.g. where a sign-up form was). */
  sourceOf?(values: z.infer<Schema>): string;
  /** Where a successful post goes (language-neutral); none = back to the same page, dialogs closed. */
  successPath?: string;
  /** Query parameters set on the same page after success (e.g. a dialog's "sent" state). */
  successQuery?: Record<string, string>;
  /**
   * The stored payload's fields, in the order the form asks for them, each with the export column it
   * fills (the same column for the same field of two forms). `record`'s own bookkeeping (its
   * `timestamp`, a repeated `formType`) is left out; any other key stored in `data` and not listed
   * here lands in the export's "Other data" column.
   */
  fields: Readonly<Record<string, LeadFieldColumn>>;
  /** The stored payload (`data`) of a valid post. Pure. */
  record(values: z.infer<Schema>, context: LeadRecordContext): Record<string, unknown>;
  /**
   * The visitor gets a confirmation e-mail (when they gave an address; at most one per address and
   * form a day): this form's part of it, in their language, from the stored payload's validated choices only.
   */
  confirmation?(t: Translate, data: Record<string, unknown>): LeadConfirmation;
  /**
   * Each place the form appears (its stored `source`, one of a fixed set) has its own rate-limit
   * budget: e.g. the footer's, the blog's and a dialog's sign-ups don't use up each other's.
   */
  isBudgetPerSource?: boolean;
  /**
   * After the post, whatever happened: values handed to the next page (the prefill cookie). A form
   * that hands over goes on to its success path even when storing failed (with the failure toast),
   * since the next page carries the values anyway.
   */
  handOver?(values: Record<string, string>): LeadHandOver;
}

/** Declares a form, keeping its form type as a literal type. */
export function defineLeadForm<const FormType extends string, Schema extends ZodTypeAny>(
  definition: LeadFormDefinition<FormType, Schema>,
): LeadFormDefinition<FormType, Schema> {
  return definition;
}

/** A stored value as text ("" when missing or not a string). */
export function textOf(data: Record<string, unknown>, name: string): string {
  const value = data[name];
  return typeof value === "string" ? value : "";
}
