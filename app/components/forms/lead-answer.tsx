/**
 * What a lead form shows of the server's answer, shared by the validated forms and the light
 * newsletter form (which must not pull zod into every page): the form-level alert, the failure
 * toast's message, and the honeypot field.
 */
import { useActionData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useShowToast } from "~/components/toaster";
import { useT } from "~/i18n/use-t";
import type { LeadActionData, LeadFormError } from "~/leads/lead-action-data";
import type { LeadFormMessages } from "~/leads/forms/definition";
import type { ToastMessage } from "~/toast/toast";
import { leadFormFields } from "~/leads/form-fields";

/** The part of a form's definition its answers need. */
type FormMessages = Pick<LeadFormMessages, "invalid" | "failure">;

/** This form's latest answer: the fetcher's with JavaScript, the page's action data without. */
export function useLeadAnswer(formId: string, fetcherData: LeadActionData | undefined): LeadActionData | undefined {
  const actionData = useActionData<LeadActionData>() as LeadActionData | undefined;
  if (fetcherData) return fetcherData;
  return actionData && typeof actionData === "object" && "formId" in actionData && actionData.formId === formId ? actionData : undefined;
}

export function failureMessage(form: FormMessages, formError: LeadFormError): ToastMessage {
  if (formError === "rateLimited") return { title: "forms.rateLimitedTitle", description: "forms.rateLimitedText" };
  if (formError === "invalid") return form.invalid;
  return form.failure;
}

export function FormAlert({ form, formError }: { form: FormMessages; formError: LeadFormError }) {
  const t = useT();
  const message = failureMessage(form, formError);
  return (
    <div role="alert" className="mb-4 rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{t(message.title)}</p>
      <p className="mt-1 text-sm">{t(message.description)}</p>
    </div>
  );
}

/** Invisible to people (and to assistive technology); bots that fill every field fill this one. */
export function Honeypot({ formId }: { formId: string }) {
  const t = useT();
  const id = `${formId}-${leadFormFields.honeypot}`;
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{t("forms.honeypotLabel")}</label>
      <input id={id} type="text" name={leadFormFields.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

export type LeadSuccess = Extract<LeadActionData, { ok: true }>;

/**
 * Acts once on each answer a fetcher brings back (effects re-run as data revalidates): `onSuccess`
 * for a stored lead, the form's failure toast otherwise.
 */
export function useFetcherAnswer(
  fetcher: { state: string; data?: LeadActionData },
  form: FormMessages,
  onSuccess: (success: LeadSuccess) => void,
): void {
  const t = useT();
  const showToast = useShowToast();
  const handled = useRef<LeadActionData | undefined>(undefined);
  const latest = useRef({ form, onSuccess, t, showToast });
  latest.current = { form, onSuccess, t, showToast };
  useEffect(() => {
    const data = fetcher.data;
    if (fetcher.state !== "idle" || !data || handled.current === data) return;
    handled.current = data;
    const current = latest.current;
    if (data.ok) {
      current.onSuccess(data);
      return;
    }
    const message = failureMessage(current.form, data.formError);
    current.showToast({ kind: "error", title: current.t(message.title), description: current.t(message.description) });
  }, [fetcher.state, fetcher.data]);
}
