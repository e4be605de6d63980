/**
 * The newsletter sign-up of the footer, the blog and /newsletter. Deliberately light (no zod, no
 * remix-validated-form) because the footer is on every page: the server validates. Without
 * JavaScript it posts to /newsletter, which returns to the page (or shows the form with its message).
 * With JavaScript: no page load, 'Subscribing...', then 'Subscribed!' for 3 s with the field cleared.
 */
import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useShowToast } from "~/components/toaster";
import { useHydrated } from "~/components/use-hydrated";
import type { FormReply } from "~/forms/answer";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { leadFormFields } from "~/leads/form-fields";
import type { newsletterSources } from "~/leads/forms/fields";
import { FormAlert, useReplyEffect, useFormReply } from "./form-answer";
import { Honeypot } from "./honeypot";
import { buttonClassName } from "~/components/ui/button";
import type { Namespaces } from "~/i18n/translations";

/** The translation namespaces this component reads; the root loader sends them with the layout (app/components/layout/layout-i18n.ts). */
export const i18n = ["footer", "newsletter", "forms"] as const satisfies Namespaces;

const successStateMs = 3000;

export function NewsletterForm({
  source,
  formId,
  tone = "light",
  answer: pageAnswer,
}: {
  source: (typeof newsletterSources)[number];
  formId: string;
  tone?: "light" | "dark";
  /** The /newsletter page passes its own action data: it shows any newsletter answer. */
  answer?: FormReply;
}) {
  const t = useT();
  const localize = useLocalizePath();
  const location = useLocation();
  const isHydrated = useHydrated();
  const fetcher = useFetcher<FormReply>({ key: formId });
  const ownAnswer = useFormReply(formId, isHydrated ? fetcher.data : undefined);
  const answer = (isHydrated && fetcher.data) || pageAnswer || ownAnswer;
  const showToast = useShowToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [isSubscribed, setIsSubscribed] = useState(false);

  useReplyEffect(fetcher.state === "idle" ? fetcher.data : undefined, (success) => {
    showToast(success.toast);
    formRef.current?.reset();
    setIsSubscribed(true);
  });
  // The success state lasts 3 s, then the form is ready again.
  useEffect(() => {
    if (!isSubscribed) return;
    const timer = setTimeout(() => setIsSubscribed(false), successStateMs);
    return () => clearTimeout(timer);
  }, [isSubscribed]);

  const isBusy = fetcher.state !== "idle";
  const failure = answer && !answer.ok ? answer : undefined;
  const error = failure?.fieldErrors.email;
  const inputId = `${formId}-email`;
  const errorId = `${inputId}-error`;
  const isDark = tone === "dark";

  return (
    <fetcher.Form ref={formRef} method="post" action={localize("/newsletter")} noValidate={isHydrated} className="mt-4">
      <input type="hidden" name={leadFormFields.formType} value="newsletter" />
      <input type="hidden" name={leadFormFields.formId} value={formId} />
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name={leadFormFields.returnTo} value={`${location.pathname}${location.search}`} />
      {isHydrated ? <input type="hidden" name={leadFormFields.enhanced} value="1" /> : null}
      <Honeypot formId={formId} />
      {/* An invalid address shows beside the field; any other failure above it. */}
      {failure && Object.keys(failure.fieldErrors).length === 0 ? <FormAlert alert={failure.alert} /> : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          {t("newsletter.emailLabel")}
        </label>
        <input
          id={inputId}
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          disabled={isSubscribed}
          defaultValue={failure?.repopulateFields.email}
          placeholder={t("footer.newsletterPlaceholder")}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`min-h-11 w-full rounded-md border px-3 text-sm ${
            isDark ? "border-slate-600 bg-slate-800 text-white placeholder:text-slate-400" : "border-slate-300 bg-white text-slate-900"
          } aria-[invalid=true]:border-red-500`}
        />
        <button
          type="submit"
          disabled={isBusy || isSubscribed}
          className={buttonClassName({ variant: isDark ? "lightOnDark" : "solid", size: "small", className: "shrink-0" })}
        >
          {isBusy ? t("newsletter.subscribing") : isSubscribed ? t("newsletter.subscribed") : t("newsletter.subscribe")}
        </button>
      </div>
      {error ? (
        <p id={errorId} className={`mt-2 text-sm font-medium ${isDark ? "text-red-300" : "text-red-700"}`}>
          {t("newsletter.invalidText")}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
