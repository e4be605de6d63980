/**
 * The one answer of every form's action (client-safe types; docs/decisions/036-one-form-protocol.md).
 * A success carries the toast (already translated) and where to go next; without JavaScript it is
 * a redirect with that toast instead. A failure is remix-validated-form's own failure body
 * (`validationError`: `fieldErrors` beside the fields, `repopulateFields` back in them, never a
 * secret), so it works without JavaScript too, plus `alert`, the form-level message translated on
 * the server, shown above the fields (and as a toast with JavaScript). `formId` says which form of
 * the page the answer is for (docs/decisions/019-forms-have-an-identity.md).
 */
import type { ValidationErrorResponseData } from "remix-validated-form";
import type { Toast } from "~/http/toast";

export type FormSuccess = { ok: true; formId: string; toast: Toast; redirectTo: string };

/**
 * A field message is a translation key (the same keys the schema gives the browser's check) or a
 * text already in the visitor's language; the field shows it through `t`, which leaves text as it is.
 */
export type FormFailure = ValidationErrorResponseData & {
  ok?: undefined;
  formId: string;
  alert: Toast;
  fieldErrors: Record<string, string>;
  repopulateFields: Record<string, string>;
};

export type FormReply = FormSuccess | FormFailure;

/** `value` (a page's action data, whatever it is) as this form's reply, if it is one. */
export function replyFor(value: unknown, formId: string): FormReply | undefined {
  return value && typeof value === "object" && "formId" in value && value.formId === formId ? (value as FormReply) : undefined;
}
