/**
 * What a form shows of its action's reply (app/forms/answer.ts): which reply is this form's, the
 * form-level alert, and the toast or next step each new reply brings. Light (no zod): the footer's
 * newsletter form uses it on every page; app/forms/form.tsx, the one form component, too.
 */
import { useActionData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { RefusalAlert } from "~/components/refusal-alert";
import { useShowToast } from "~/components/toaster";
import { replyFor, type FormReply, type FormSuccess } from "~/forms/answer";

/** This form's latest reply: the fetcher's (with JavaScript, when the form has one), else the page's action data if the last post was this form's. */
export function useFormReply(formId: string, fetcherData?: FormReply): FormReply | undefined {
  const actionData = useActionData();
  if (fetcherData) return fetcherData;
  return replyFor(actionData, formId);
}

/** The form-level message of a failure, above the fields (without JavaScript too, where it takes the focus as the page loads). */
export function FormAlert({ alert }: { alert: { title: string; description: string } }) {
  return (
    <RefusalAlert className="mb-4 rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{alert.title}</p>
      <p className="mt-1 text-sm">{alert.description}</p>
    </RefusalAlert>
  );
}

/**
 * Acts once on each new reply (effects re-run as data revalidates): `onSuccess` for a success,
 * the failure's alert as a toast otherwise. Pass `undefined` while a post is under way.
 */
export function useReplyEffect(reply: FormReply | undefined, onSuccess: (success: FormSuccess) => void): void {
  const showToast = useShowToast();
  const handled = useRef<FormReply | undefined>(undefined);
  const latest = useRef({ onSuccess, showToast });
  latest.current = { onSuccess, showToast };
  useEffect(() => {
    if (!reply || handled.current === reply) return;
    handled.current = reply;
    if (reply.ok) latest.current.onSuccess(reply);
    else latest.current.showToast(reply.alert);
  }, [reply]);
}
