import { useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import type { FormSuccess } from "~/forms/answer";
import type { TranslationKey } from "~/i18n/translate";
import { useT } from "~/i18n/use-t";

/** After a successful application the success state shows, then 2 s later the next page. */
export const applicationRedirectDelayMs = 2000;

export function ApplicationSuccess({ success, redirectingText }: { success: FormSuccess; redirectingText: TranslationKey }) {
  const t = useT();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(success.redirectTo), applicationRedirectDelayMs);
    return () => clearTimeout(timer);
  }, [navigate, success.redirectTo]);
  return (
    <div role="status" className="rounded-xl border border-brand-200 bg-brand-50 p-8 text-center">
      <h2 className="text-2xl font-bold text-brand-900">{success.toast.title}</h2>
      <p className="mt-2 text-lg text-slate-700">{success.toast.description}</p>
      <p className="mt-6 text-sm text-slate-600">{t(redirectingText)}</p>
    </div>
  );
}
