/**
 * What every form shows of its action's answer (app/forms/answer.ts), lead forms and account forms
 * alike: which answer is this form's, the form-level alert, and the toast or next step each new
 * answer brings. Light (no zod): the footer's newsletter form uses it on every page.
 */
import { useActionData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useShowToast } from "~/components/toaster";
import { answerFor, type FormAnswer, type FormSuccess } from "~/forms/answer";

/** This form's latest answer: the fetcher's (with JavaScript, when the form has one), else the page's action data if the last post was this form's. */
export function useFormAnswer(formId: string, fetcherData?: FormAnswer): FormAnswer | undefined {
  const actionData = useActionData();
  if (fetcherData) return fetcherData;
  return answerFor(actionData, formId);
}

/** The form-level message of a failure, above the fields (without JavaScript too). */
export function FormAlert({ alert }: { alert: { title: string; description: string } }) {
  return (
    <div role="alert" className="mb-4 rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{alert.title}</p>
      <p className="mt-1 text-sm">{alert.description}</p>
    </div>
  );
}

/**
 * Acts once on each new answer (effects re-run as data revalidates): `onSuccess` for a success,
 * the failure's alert as a toast otherwise. Pass `undefined` while a post is under way.
 */
export function useAnswerEffect(answer: FormAnswer | undefined, onSuccess: (success: FormSuccess) => void): void {
  const showToast = useShowToast();
  const handled = useRef<FormAnswer | undefined>(undefined);
  const latest = useRef({ onSuccess, showToast });
  latest.current = { onSuccess, showToast };
  useEffect(() => {
    if (!answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.ok) latest.current.onSuccess(answer);
    else latest.current.showToast(answer.alert);
  }, [answer]);
}
