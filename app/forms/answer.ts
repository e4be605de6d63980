/**
 * What every form's action answers with — lead forms and account forms alike (client-safe type).
 * A success carries the toast (already translated) and where to go next; without JavaScript it is
 * a redirect with that toast instead. A failure is also remix-validated-form's shape:
 * `fieldErrors` beside the fields and `repopulateFields` (never a password) back in them, so it
 * works without JavaScript too; `alert` is the form-level message, already translated on the
 * server, shown above the fields (and as a toast with JavaScript). `formId` says which form of the
 * page the answer is for (docs/decisions/019-forms-have-an-identity.md).
 */
import type { Toast } from "~/http/toast";

export type FormSuccess = { ok: true; formId: string; toast: Toast; redirectTo: string };

export type FormFailure = {
  ok?: undefined;
  formId: string;
  alert: Toast;
  fieldErrors: Record<string, string>;
  repopulateFields: Record<string, string>;
};

export type FormAnswer = FormSuccess | FormFailure;

/** `value` (a page's action data, whatever it is) as this form's answer, if it is one. */
export function answerFor(value: unknown, formId: string): FormAnswer | undefined {
  return value && typeof value === "object" && "formId" in value && value.formId === formId ? (value as FormAnswer) : undefined;
}
