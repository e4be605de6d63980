/**
 * What every submissions-manager intent handler is given (decision 016): the request, the signed-in
 * admin, the submission it is about and the two ways to answer — a redirect back to the same view
 * with a toast, or (a form to fix) the form's field error with what was typed, on the same page.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { formFailure } from "~/forms/protocol.server";
import type { Language } from "~/i18n/languages";
import { recordAudit, type AuditAction, type AuditActor } from "~/platform/audit-log.server";
import type { TranslationKey } from "~/i18n/translate";
import type { ToastMessage } from "~/http/toast";
import { translatedToast } from "~/http/translated-toast.server";
import type { Lead } from "../../../../db/schema";

export type Reply = (
  kind: "success" | "error",
  message: ToastMessage,
  values?: Record<string, string | number>,
  extra?: Record<string, string>,
) => Promise<Response>;

/** A lead-dialog form sent back to be fixed (status 400): its field's message (by key) and the value typed, kept. */
export function refusal(run: IntentContext, formId: string, field: string, message: TranslationKey, value: string) {
  const alert = translatedToast(run.language, "error", { title: "forms.checkTitle", description: "forms.checkText" });
  return formFailure({ formId, alert, status: 400, fieldErrors: { [field]: message }, kept: { [field]: value } });
}
export type Refusal = Awaited<ReturnType<typeof refusal>>;
export type Answer = Response | Refusal;

export interface IntentContext {
  request: Request;
  context: AppLoadContext;
  admin: AuditActor;
  language: Language;
  lead: Lead;
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
export function auditLead({ context, request, admin, lead }: IntentContext, action: AuditAction, details: Record<string, unknown> = {}) {
  return recordAudit(context, request, admin, action, lead.id, {
    formType: lead.formType,
    ...details,
  });
}
