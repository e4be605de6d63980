import { useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { FormSuccess } from "~/forms/answer";
import type { TranslationKey } from "~/i18n/translate";
import { useT } from "~/i18n/use-t";

/**
 * After a successful application the success state shows in place of the form, then 2 s later the
 * next page. The form was long and the page scrolled down to its button, so the message is brought
 * into view and its heading takes the focus (a screen reader reads it; the keyboard starts there).
 */
export const applicationRedirectDelayMs = 2000;

export function ApplicationSuccess({ success, redirectingText }: { success: FormSuccess; redirectingText: TranslationKey }) {
  const t = useT();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    heading.current?.scrollIntoView({ block: "center", behavior: reduceMotion ? "auto" : "smooth" });
    heading.current?.focus({ preventScroll: true });
  }, []);
  useEffect(() => {
    const timer = setTimeout(() => navigate(success.redirectTo), applicationRedirectDelayMs);
    return () => clearTimeout(timer);
  }, [navigate, success.redirectTo]);
  return (
    <div role="status" className="rounded-xl border border-brand-200 bg-brand-50 p-8 text-center">
      <h2 ref={heading} tabIndex={-1} data-success-heading="" className="text-2xl font-bold text-brand-900 focus:outline-none">
        {success.toast.title}
      </h2>
      <p className="mt-2 text-lg text-slate-700">{success.toast.description}</p>
      <p className="mt-6 text-sm text-slate-600">{t(redirectingText)}</p>
    </div>
  );
}
