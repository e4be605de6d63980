/**
 * The Remix action every lead form posts to (through the route that shows it). It answers
 * - with JavaScript (`enhanced`): data — field errors, or `ok` with the toast and where to go next;
 * - without: invalid → the same page again, messages beside fields and values kept (422);
 *   valid → Post/Redirect/Get with the success toast in a flash cookie.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { safeReturnPath } from "~/http/return-path";
import { requireRouteLanguage } from "~/i18n/i18n.server";
import { localizePath, type Language } from "~/i18n/languages";
import { dictionaries } from "~/locales";
import type { ServiceSlug } from "~/site/site";
import { prefillCookie } from "~/http/flash.server";
import type { Toast, ToastMessage } from "~/http/toast";
import { translatedToast } from "~/http/translated-toast.server";
import { formFailure, formSuccess } from "~/forms/protocol.server";
import { isSentWithJavaScript, readForm } from "~/forms/read-form";
import { leadFormFields } from "./form-fields";
import { isLeadFormType, leadForms, type LeadFormType } from "./forms";
import type { LeadFormDefinition, LeadFormMessages } from "./forms/definition";
import { submitLead, type SubmittedValues } from "./submit-lead.server";

/** Query parameters that open a dialog or show its sent state; a redirect after success drops them. */
const dialogParameters = ["dialog", "service", "sent"];

/** Why a post failed, for its form-level message. */
type LeadFormError = "invalid" | "rateLimited" | "failed" | "unreadable";

/** The form-level message of a failure: the form's own, or the shared one when rate limited. */
function failureMessage(form: Pick<LeadFormMessages, "invalid" | "failure"> | undefined, formError: LeadFormError): ToastMessage {
  if (formError === "rateLimited") return { title: "forms.rateLimitedTitle", description: "forms.rateLimitedText" };
  if (!form) return { title: "forms.checkTitle", description: "forms.unreadableText" };
  return formError === "invalid" ? form.invalid : form.failure;
}

interface Failure {
  formError: LeadFormError;
  status: number;
  formId: string;
  /** The form the post names (its messages); none when the post names no lead form. */
  form?: LeadFormDefinition;
  language: Language;
  values?: SubmittedValues;
  fieldErrors?: Record<string, string>;
  headers?: HeadersInit;
}

function failure({ formError, status, formId, form, language, values = {}, fieldErrors = {}, headers }: Failure) {
  const alert = toastFor("error", failureMessage(form, formError), values, language);
  return formFailure({ formId, alert, status, fieldErrors, kept: values, headers });
}

/** Where a successful post goes: the form's own page, or this page again (dialogs closed, or the form's `successQuery`). */
function pageAfterSuccess(form: LeadFormDefinition, pageUrl: URL, language: Language): string {
  if (form.successPath) return localizePath(form.successPath, language);
  const search = new URLSearchParams(pageUrl.search);
  for (const name of dialogParameters) search.delete(name);
  search.delete("index");
  for (const [name, value] of Object.entries(form.successQuery ?? {})) search.set(name, value);
  const query = search.toString();
  // The page's own path is already in its language (a footer sign-up returns to any page).
  return `${pageUrl.pathname}${query ? `?${query}` : ""}`;
}

/** A form's toast in the page's language; inquiry messages name the service. */
function toastFor(kind: Toast["kind"], message: ToastMessage, values: SubmittedValues, language: Language): Toast {
  const service = values.service as ServiceSlug | undefined;
  const serviceName = service && service in dictionaries[language].serviceNames ? dictionaries[language].serviceNames[service] : "";
  return translatedToast(language, kind, message, { service: serviceName });
}

/** A page's action for the lead forms it shows (by form type). */
export function handleLeadAction(args: ActionFunctionArgs, acceptedFormTypes: ReadonlyArray<LeadFormType>) {
  return answerLeadPost(
    args,
    acceptedFormTypes.map((formType) => leadForms[formType]),
  );
}

/** The same for any definitions (a test registers its own). */
async function answerLeadPost({ request, context, params }: ActionFunctionArgs, acceptedForms: ReadonlyArray<LeadFormDefinition>) {
  const language = requireRouteLanguage(params);
  let formData: FormData;
  try {
    formData = await readForm(request);
  } catch {
    return failure({ formError: "unreadable", status: 400, formId: "", language });
  }
  const formType = formData.get(leadFormFields.formType);
  const formIdValue = formData.get(leadFormFields.formId);
  const formId = typeof formIdValue === "string" ? formIdValue.slice(0, 100) : String(formType ?? "");
  const form = acceptedForms.find((accepted) => accepted.formType === formType);
  // A post naming a form this page does not show: that form's failure message (it is whose answer this is).
  if (!form) return failure({ formError: "unreadable", status: 400, formId, form: isLeadFormType(formType) ? leadForms[formType] : undefined, language });

  const returnPath = safeReturnPath(formData.get(leadFormFields.returnTo));
  const pageUrl = returnPath ? new URL(returnPath, request.url) : new URL(request.url);
  const isEnhanced = isSentWithJavaScript(formData);
  const result = await submitLead(request, context, { form, formData, language, pageUrl });

  const headers = new Headers();
  if (form.handOver) {
    // Whatever happened, without JavaScript too.
    headers.append("Set-Cookie", await prefillCookie(request, context.env).write(form.handOver(result.values)));
  }

  switch (result.kind) {
    case "invalid":
      return failure({ formError: "invalid", status: 422, formId, form, language, values: result.values, fieldErrors: result.fieldErrors, headers });
    case "rate-limited":
      headers.set("Retry-After", String(result.retryAfterSeconds));
      return failure({ formError: "rateLimited", status: 429, formId, form, language, values: result.values, headers });
    case "failed": {
      // A form that hands its values over goes on anyway: the next page carries them.
      if (!form.handOver) return failure({ formError: "failed", status: 503, formId, form, language, values: result.values, headers });
      const toast = toastFor("error", form.failure, result.values, language);
      return formSuccess(request, context, { formId, toast, redirectTo: pageAfterSuccess(form, pageUrl, language), isEnhanced, headers });
    }
    case "stored":
    case "spam": {
      const toast = toastFor("success", form.success, result.values, language);
      return formSuccess(request, context, { formId, toast, redirectTo: pageAfterSuccess(form, pageUrl, language), isEnhanced, headers });
    }
  }
}
