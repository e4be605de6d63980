/**
 * Every lead form: a real <form method="post"> to the page's own action, so it works without
 * JavaScript; with JavaScript it validates with the same zod schema, submits through a fetcher
 * (no page load), shows the form's toasts, and then does `onSuccess` (default: toast and go where
 * the server said, replacing the history entry — a dialog closes that way).
 */
import { useFetcher, useFormAction, useNavigate } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from "react";
import { ValidatedForm } from "remix-validated-form";
import type { ZodTypeAny } from "zod";
import { useShowToast } from "~/components/toaster";
import { useHydrated } from "~/components/use-hydrated";
import type { FormAnswer, FormSuccess } from "~/forms/answer";
import { leadFormFields } from "~/leads/form-fields";
import { leadForms, type LeadFormType } from "~/leads/forms";
import { FormAlert, useAnswerEffect, useFormAnswer } from "./form-answer";
import { Honeypot } from "./honeypot";

interface LeadFormProps {
  formType: LeadFormType;
  /** Unique on the page: ties the server's answer and the field ids to this form. */
  formId: string;
  children: ReactNode;
  onSuccess?: (success: FormSuccess, form: HTMLFormElement | null) => void;
  /** Posts here instead of the page's own action (the footer's newsletter form). */
  action?: string;
  hiddenFields?: Record<string, string>;
  className?: string;
  formRef?: RefObject<HTMLFormElement>;
  /** Values to start with (e.g. the youth interest page's e-mail on the application). */
  defaultValues?: Record<string, string>;
}

export function LeadForm({ formType, formId, children, onSuccess, action, hiddenFields = {}, className, formRef, defaultValues }: LeadFormProps) {
  const isHydrated = useHydrated();
  const fetcher = useFetcher<FormAnswer>({ key: formId });
  const pageAction = useFormAction();
  const validator = useMemo(() => withZod(leadForms[formType].schema as ZodTypeAny), [formType]);
  const showToast = useShowToast();
  const navigate = useNavigate();
  const ownRef = useRef<HTMLFormElement>(null);
  const ref = formRef ?? ownRef;

  // One key per filled-in form: a retry of the same post carries it (and is not stored twice); a
  // success starts a new one, so the next message is a new lead.
  const [idempotencyKey, setIdempotencyKey] = useState("");
  useEffect(() => setIdempotencyKey(crypto.randomUUID()), []);

  const answer = useFormAnswer(formId, isHydrated ? fetcher.data : undefined);
  useAnswerEffect(fetcher.state === "idle" ? fetcher.data : undefined, (success) => {
    setIdempotencyKey(crypto.randomUUID());
    if (onSuccess) return onSuccess(success, ref.current);
    showToast(success.toast);
    navigate(success.redirectTo, { replace: true, preventScrollReset: true });
  });

  return (
    // `key`: a form shown in place of another is a new form, so no typed value carries over.
    <ValidatedForm
      key={formId}
      validator={validator}
      fetcher={isHydrated ? fetcher : undefined}
      method="post"
      action={action ?? pageAction}
      id={formId}
      formRef={ref}
      noValidate={isHydrated}
      defaultValues={defaultValues}
      className={className}
    >
      <input type="hidden" name={leadFormFields.formType} value={formType} />
      {Object.entries(hiddenFields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {isHydrated ? <input type="hidden" name={leadFormFields.enhanced} value="1" /> : null}
      {idempotencyKey ? <input type="hidden" name={leadFormFields.idempotencyKey} value={idempotencyKey} /> : null}
      <Honeypot formId={formId} />
      {answer && !answer.ok ? <FormAlert alert={answer.alert} /> : null}
      {children}
    </ValidatedForm>
  );
}
