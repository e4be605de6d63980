/**
 * Every lead form: the one form component (app/forms/form.tsx) with a lead's hidden fields, posted
 * to the page's own action; with JavaScript it submits through a fetcher (no page load), shows the
 * form's toasts, and then does `onSuccess` (default: toast and go where the server said, replacing
 * the history entry — a dialog closes that way).
 */
import { useFormAction, useNavigate } from "@remix-run/react";
import { useEffect, useState, type ReactNode, type RefObject } from "react";
import type { ZodTypeAny } from "zod";
import { useShowToast } from "~/components/toaster";
import type { FormSuccess } from "~/forms/answer";
import { Form } from "~/forms/form";
import { leadFormFields } from "~/leads/form-fields";
import { leadForms, type LeadFormType } from "~/leads/forms";
import { Honeypot } from "./honeypot";

interface LeadFormProps {
  formType: LeadFormType;
  /** Unique on the page: ties the server's answer and the field ids to this form. */
  formId: string;
  children: ReactNode;
  onSuccess?: (success: FormSuccess, form: HTMLFormElement | null) => void;
  /** Posts here instead of the page's own action. */
  action?: string;
  hiddenFields?: Record<string, string>;
  className?: string;
  formRef?: RefObject<HTMLFormElement>;
  /** Values to start with (e.g. the youth interest page's e-mail on the application). */
  defaultValues?: Record<string, string>;
}

export function LeadForm({ formType, formId, children, onSuccess, action, hiddenFields = {}, className, formRef, defaultValues }: LeadFormProps) {
  const pageAction = useFormAction();
  const showToast = useShowToast();
  const navigate = useNavigate();

  // One key per filled-in form: a retry of the same post carries it (and is not stored twice); a
  // success starts a new one, so the next message is a new lead.
  const [idempotencyKey, setIdempotencyKey] = useState("");
  useEffect(() => setIdempotencyKey(crypto.randomUUID()), []);

  return (
    <Form
      formId={formId}
      schema={leadForms[formType].schema as ZodTypeAny}
      submitsWithFetcher
      action={action ?? pageAction}
      formRef={formRef}
      defaultValues={defaultValues}
      className={className}
      hiddenFields={{ [leadFormFields.formType]: formType, ...hiddenFields, ...(idempotencyKey ? { [leadFormFields.idempotencyKey]: idempotencyKey } : {}) }}
      onSuccess={(success, form) => {
        setIdempotencyKey(crypto.randomUUID());
        if (onSuccess) return onSuccess(success, form);
        showToast(success.toast);
        navigate(success.redirectTo, { replace: true, preventScrollReset: true });
      }}
    >
      <Honeypot formId={formId} />
      {children}
    </Form>
  );
}
