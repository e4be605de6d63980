import { useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { applicationRedirectDelayMs } from "~/components/lead-forms/application-success";
import type { Toast } from "~/http/toast";
import { ButtonLink } from "~/components/ui/button";

/**
 * An account form's success state (registration, admin login): the message and a link onwards.
 * Only with JavaScript: without it the action redirects at once and the message travels as a toast.
 * With `redirectingText` the card also moves on by itself 2 s later (an admin's login, where the
 * next page is the point); without it the card stays until the person follows the link (a
 * registration, whose message says what to do first: open the e-mail; docs/decisions/087).
 */
export function SuccessCard({
  toast,
  redirectTo,
  linkLabel,
  redirectingText,
}: {
  toast: Toast;
  redirectTo: string;
  linkLabel: string;
  redirectingText?: string;
}) {
  const navigate = useNavigate();
  const movesOnItself = redirectingText !== undefined;
  useEffect(() => {
    if (!movesOnItself) return;
    const timer = setTimeout(() => navigate(redirectTo), applicationRedirectDelayMs);
    return () => clearTimeout(timer);
  }, [navigate, redirectTo, movesOnItself]);
  return (
    <div role="status" className="rounded-xl border border-brand-200 bg-brand-50 p-8 text-center">
      <h2 className="text-2xl font-bold text-brand-900">{toast.title}</h2>
      <p className="mt-2 text-lg text-slate-700">{toast.description}</p>
      <ButtonLink to={redirectTo} className="mt-6">
        {linkLabel}
      </ButtonLink>
      {movesOnItself ? <p className="mt-4 text-sm text-slate-600">{redirectingText}</p> : null}
    </div>
  );
}
