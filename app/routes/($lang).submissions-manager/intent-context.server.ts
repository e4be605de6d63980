/**
 * What every submissions-manager intent handler is given (decision 016): the request, the signed-in
 * admin, the submission it is about and the two ways to answer — a redirect back to the same view
 * with a toast, or (a form to fix) the form's field error with what was typed, on the same page.
 */
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import type { FormRefusal } from "~/admin/submission-query";
import type { ListingField } from "~/partners/listing-fields";
import type { ListingError } from "~/partners/listing-form";
import { recordAudit, type AuditAction, type AuditActor } from "~/platform/audit-log.server";
import type { TranslationKey } from "~/i18n/translate";
import type { ToastMessage } from "~/http/toast";
import type { FormSubmission } from "../../../db/schema";

export type Reply = (
  kind: "success" | "error",
  message: ToastMessage,
  values?: Record<string, string | number>,
  extra?: Record<string, string>
) => Promise<Response>;

/** A form sent back to be fixed (status 400): its field's message (by key) and the value typed, kept. */
export function refusal(formId: string, field: string, message: TranslationKey, value: string) {
  const answer: FormRefusal = { formId, fieldErrors: { [field]: message }, repopulateFields: { [field]: value } };
  return data(answer, { status: 400 });
}
export type Refusal = ReturnType<typeof refusal>;

/** The listing edit's answer when a field is refused (status 422): the form again, as typed, with the messages. */
export interface ListingEditAnswer {
  formId: "edit-listing";
  errors: Partial<Record<ListingField, ListingError>>;
  values: Record<ListingField, string>;
}
export type ListingRefusal = ReturnType<typeof data<ListingEditAnswer>>;
export type Answer = Response | Refusal | ListingRefusal;

export interface IntentContext {
  request: Request;
  context: AppLoadContext;
  admin: AuditActor;
  submission: FormSubmission;
  reply: Reply;
}

export const notFoundToast = {
  title: "submissions.notFoundTitle",
  description: "submissions.notFoundText",
} satisfies ToastMessage;
export const failedToast = {
  title: "errors.title",
  description: "errors.text",
} satisfies ToastMessage;
export const spamCannotBeWorkedToast = {
  title: "errors.title",
  description: "submissions.spamCannotBeWorked",
} satisfies ToastMessage;

/** An audit row about the submission, with its form type. */
export function auditSubmission({ context, request, admin, submission }: IntentContext, action: AuditAction, details: Record<string, unknown> = {}) {
  return recordAudit(context, request, admin, action, submission.id, {
    formType: submission.formType,
    ...details,
  });
}
