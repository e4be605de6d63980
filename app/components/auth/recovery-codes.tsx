/**
 * Recovery codes, shown once (docs/decisions/062): in the answer to the post that made them, never
 * stored in clear. A text file to download (a data: link, so it works without JavaScript) and, with
 * JavaScript, a Print button; without it, the page says how to print.
 */
import { Link } from "@remix-run/react";
import { useHydrated } from "~/components/use-hydrated";
import { Button, buttonClassName } from "~/components/ui/button";
import { useT } from "~/i18n/use-t";
import type { Namespaces } from "~/i18n/translations";

export const i18n = ["twoFactor"] as const satisfies Namespaces;

export function RecoveryCodes({ codes, email, next }: { codes: string[]; email: string; next: string }) {
  const t = useT();
  const isHydrated = useHydrated();
  const file = [t("twoFactor.recoveryFileHeading", { email }), t("twoFactor.recoveryFileNote"), "", ...codes, ""].join("\n");
  return (
    <section aria-labelledby="recovery-codes-title" className="rounded-xl border border-brand-200 bg-white p-6 shadow-sm">
      <h2 id="recovery-codes-title" className="text-xl font-bold text-slate-900" tabIndex={-1}>
        {t("twoFactor.recoveryHeading")}
      </h2>
      <p className="mt-2 text-slate-700">{t("twoFactor.recoveryIntro")}</p>
      <ul aria-label={t("twoFactor.recoveryCodesLabel")} className="mt-4 grid grid-cols-2 gap-2 font-mono text-lg text-slate-900">
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-slate-100 px-3 py-2 text-center tracking-wider">
            {code}
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap items-center gap-3 print:hidden">
        <a href={`data:text/plain;charset=utf-8,${encodeURIComponent(file)}`} download="recovery-codes.txt" className={buttonClassName({ variant: "outline" })}>
          {t("twoFactor.download")}
        </a>
        {isHydrated ? (
          <Button variant="outline" onClick={() => window.print()}>
            {t("twoFactor.print")}
          </Button>
        ) : (
          <p className="text-sm text-slate-600">{t("twoFactor.printWithoutScript")}</p>
        )}
        <Link to={next} className={buttonClassName()}>
          {t("twoFactor.savedContinue")}
        </Link>
      </div>
    </section>
  );
}
