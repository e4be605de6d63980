/**
 * The form protocol's server side (docs/decisions/036-one-form-protocol.md): every action reads its
 * form with `readForm` (./read-form.ts), parses it with its form's zod schema through remix-validated-form's own validator,
 * and answers with the one failure (RVF's `validationError` body plus the form-level alert) or the
 * one success (data for the fetcher with JavaScript, a redirect with the toast without).
 */
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { withZod } from "@remix-validated-form/with-zod";
import { validationError } from "remix-validated-form";
import type { z, ZodTypeAny } from "zod";
import { redirectWithToast } from "~/http/flash.server";
import type { Toast } from "~/http/toast";
import { translate, type TranslationKey } from "~/i18n/translate";
import { en } from "~/locales/en";
import type { FormFailure, FormSuccess } from "./answer";
import { protocolFields } from "./hidden-fields";

/** A value kept for showing the form again is cut here: enough for any field, never a whole body. */
const keptLength = 5000;
/** Never sent back, whatever the form: what a visitor typed as a secret stays with the visitor. */
const secretName = /password|token|secret/i;
const protocolNames = new Set<string>(Object.values(protocolFields));

/**
 * What the visitor typed, to show the form again: the first text value of each field, cut to
 * 5,000 characters, without secrets (passwords, tokens), the protocol's hidden fields,
 * remix-validated-form's own, or the form's `hidden` ones.
 */
export function keptValues(form: FormData, hidden: ReadonlyArray<string> = []): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value !== "string" || name in kept || secretName.test(name) || protocolNames.has(name) || hidden.includes(name) || name.startsWith("__rvf"))
      continue;
    kept[name] = value.slice(0, keptLength);
  }
  return kept;
}

/**
 * The first value of each plain field name. A name repeated (a hostile body) would reach the schema
 * as an array and a dotted or bracketed one as an object, whose messages are zod's own English: the
 * browser's forms send neither, so the first value wins and path names are left out.
 */
function firstPlainValues(form: FormData): Record<string, FormDataEntryValue> {
  const values: Record<string, FormDataEntryValue> = {};
  for (const [name, value] of form) if (!/[.[\]]/.test(name) && !(name in values)) values[name] = value;
  return values;
}

/** A message the visitor can read: the schema's translation key, or the generic one for zod's own English. */
function readableMessage(message: string): string {
  return translate(en, message as TranslationKey) === message ? "validation.invalid" : message;
}

export type ParsedForm<T> =
  { ok: true; data: T; kept: Record<string, string> } | { ok: false; fieldErrors: Record<string, string>; kept: Record<string, string> };

/** The form's values checked by its schema (remix-validated-form's `withZod`, as in the browser): typed values, or the field messages. */
export async function parseForm<Schema extends ZodTypeAny>(
  form: FormData,
  schema: Schema,
  options: { hidden?: ReadonlyArray<string> } = {},
): Promise<ParsedForm<z.output<Schema>>> {
  const kept = keptValues(form, options.hidden);
  const result = await withZod(schema).validate(firstPlainValues(form));
  if (!result.error) return { ok: true, data: result.data as z.output<Schema>, kept };
  const fieldErrors = Object.fromEntries(Object.entries(result.error.fieldErrors).map(([name, message]) => [name, readableMessage(message)]));
  return { ok: false, fieldErrors, kept };
}

interface Failure {
  formId: string;
  /** The form-level message, translated. */
  alert: Toast;
  status: number;
  fieldErrors?: Record<string, string>;
  /** What to put back in the fields (from `parseForm` or `keptValues`: never a secret). */
  kept?: Record<string, string>;
  headers?: HeadersInit;
}

/** The one failure: remix-validated-form's `validationError` body, plus the alert. */
export async function formFailure({ formId, alert, status, fieldErrors = {}, kept = {}, headers }: Failure) {
  const body = (await validationError({ fieldErrors, formId }, kept, { status }).json()) as Omit<FormFailure, "alert">;
  return data<FormFailure>({ ...body, formId, fieldErrors, repopulateFields: kept, alert }, { status, headers });
}

interface Success {
  formId: string;
  toast: Toast;
  redirectTo: string;
  /** With JavaScript: data (the page shows its success, then moves on); without: the redirect. */
  isEnhanced: boolean;
  /** A new session cookie, a hand-over cookie… */
  headers?: Headers;
}

/** The one success: data for the fetcher with JavaScript, else a redirect to `redirectTo` with the toast. */
export function formSuccess(request: Request, context: AppLoadContext, { formId, toast, redirectTo, isEnhanced, headers = new Headers() }: Success) {
  if (isEnhanced) return data<FormSuccess>({ ok: true, formId, toast, redirectTo }, { headers });
  return redirectWithToast(request, context.env, redirectTo, toast, { headers });
}
