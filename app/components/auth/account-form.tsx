/**
 * The account forms (login, register, admin login, master password, create admin, set password):
 * a real <form method="post"> to the page's action, so they work without JavaScript; with
 * JavaScript the same zod schema checks the fields first and the server's answer also shows as a
 * toast. The form-level message comes translated from the server (`alert`).
 * Every form on a page needs its own `formId`: it is the form's identity (see below).
 */
import { withZod } from "@remix-validated-form/with-zod";
import { useMemo, type ReactNode } from "react";
import { ValidatedForm } from "remix-validated-form";
import type { ZodTypeAny } from "zod";
import { FormAlert, useAnswerEffect, useFormAnswer } from "~/components/forms/form-answer";
import { useShowToast } from "~/components/toaster";
import { useHydrated } from "~/components/use-hydrated";
import { accountFormFields } from "~/auth/account-action-data";

export function AccountForm({
  formId,
  schema,
  intent,
  hiddenFields = {},
  defaultValues,
  className,
  children,
}: {
  formId: string;
  schema: ZodTypeAny;
  /** Tells the action which form of the page posted. */
  intent?: string;
  hiddenFields?: Record<string, string>;
  /** Values to start with (never a password). */
  defaultValues?: Record<string, string>;
  className?: string;
  children: ReactNode;
}) {
  const isHydrated = useHydrated();
  const validator = useMemo(() => withZod(schema), [schema]);
  const answer = useFormAnswer(formId);
  const showToast = useShowToast();
  // The page shows a success itself (its success card, or the next page); the toast says it too.
  useAnswerEffect(answer, (success) => showToast(success.toast));

  return (
    // `key`: a form shown in place of another (login ↔ register, master password → create admin)
    // is a new form, never the old one's inputs with new labels, so no value typed in one, a
    // password above all, can appear in the other. `resetAfterSubmit`: after a success, what was
    // typed (a new password) is gone even when the page keeps the form on screen.
    <ValidatedForm key={formId} validator={validator} method="post" id={formId} noValidate={isHydrated} resetAfterSubmit defaultValues={defaultValues} className={className}>
      {intent ? <input type="hidden" name={accountFormFields.intent} value={intent} /> : null}
      {Object.entries(hiddenFields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {isHydrated ? <input type="hidden" name={accountFormFields.enhanced} value="1" /> : null}
      {answer && !answer.ok ? <FormAlert alert={answer.alert} /> : null}
      {children}
    </ValidatedForm>
  );
}
