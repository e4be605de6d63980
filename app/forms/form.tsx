/**
 * The one form component (docs/decisions/036-one-form-protocol.md): a real <form method="post">,
 * so it works without JavaScript; with JavaScript the same zod schema checks the fields first
 * (remix-validated-form), and the server's reply (app/forms/answer.ts) shows: a failure's alert
 * above the fields and as a toast, a success as `onSuccess` says (default: its toast).
 * Every form on a page needs its own `formId`: it is the form's identity (decision 019).
 * The footer's newsletter form does not use it, to keep zod off every page (decision 017).
 */
import { useFetcher } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { useMemo, useRef, type ReactNode, type RefObject } from "react";
import { ValidatedForm } from "remix-validated-form";
import type { ZodTypeAny } from "zod";
import { FormAlert, useFormReply, useReplyEffect } from "~/components/forms/form-answer";
import { useShowToast } from "~/components/toaster";
import { useHydrated } from "~/components/use-hydrated";
import type { FormReply, FormSuccess } from "./answer";
import { protocolFields } from "./hidden-fields";

export interface FormProps {
  formId: string;
  schema: ZodTypeAny;
  children: ReactNode;
  /** Tells the action which form of the page posted. */
  intent?: string;
  hiddenFields?: Record<string, string>;
  /** Values to start with (never a password). */
  defaultValues?: Record<string, string>;
  className?: string;
  /** Posts here instead of the page's own action. */
  action?: string;
  /** With JavaScript, posts through a fetcher (no page load, the page stays as it is). */
  submitsWithFetcher?: boolean;
  /** After a success, what was typed (a new password) is gone even when the page keeps the form. */
  resetAfterSubmit?: boolean;
  formRef?: RefObject<HTMLFormElement>;
  /** What a success does with JavaScript (default: its toast; the page shows the rest). */
  onSuccess?: (success: FormSuccess, form: HTMLFormElement | null) => void;
}

export function Form({
  formId,
  schema,
  children,
  intent,
  hiddenFields = {},
  defaultValues,
  className,
  action,
  submitsWithFetcher = false,
  resetAfterSubmit = false,
  formRef,
  onSuccess,
}: FormProps) {
  const isHydrated = useHydrated();
  const validator = useMemo(() => withZod(schema), [schema]);
  const fetcher = useFetcher<FormReply>({ key: formId });
  const usesFetcher = submitsWithFetcher && isHydrated;
  const reply = useFormReply(formId, usesFetcher ? fetcher.data : undefined);
  const showToast = useShowToast();
  const ownRef = useRef<HTMLFormElement>(null);
  const ref = formRef ?? ownRef;
  // A fetcher's reply counts once its post is over (while it is under way the old one still shows).
  useReplyEffect(usesFetcher ? (fetcher.state === "idle" ? fetcher.data : undefined) : reply, (success) =>
    onSuccess ? onSuccess(success, ref.current) : showToast(success.toast),
  );

  return (
    // `key`: a form shown in place of another (login ↔ register, master password → create admin)
    // is a new form, never the old one's inputs with new labels, so no value typed in one, a
    // password above all, can appear in the other.
    <ValidatedForm
      key={formId}
      validator={validator}
      fetcher={usesFetcher ? fetcher : undefined}
      method="post"
      action={action}
      id={formId}
      formRef={ref}
      noValidate={isHydrated}
      resetAfterSubmit={resetAfterSubmit}
      defaultValues={defaultValues}
      className={className}
    >
      {intent ? <input type="hidden" name={protocolFields.intent} value={intent} /> : null}
      {Object.entries(hiddenFields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {isHydrated ? <input type="hidden" name={protocolFields.enhanced} value="1" /> : null}
      {reply && !reply.ok ? <FormAlert alert={reply.alert} /> : null}
      {children}
    </ValidatedForm>
  );
}
