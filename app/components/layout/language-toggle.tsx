import { Link, useLocation } from "@remix-run/react";
import { switchLanguageHref, type Language } from "~/i18n/languages";
import { useLanguage, useT } from "~/i18n/use-t";

/**
 * A plain link to this page in the other language, carrying `?lng=` so the choice is stored;
 * it works without JavaScript. Desktop shows the language's name, mobile its code.
 */
export function LanguageToggle({ variant, className = "" }: { variant: "name" | "code"; className?: string }) {
  const t = useT();
  const location = useLocation();
  const target: Language = useLanguage() === "en" ? "es" : "en";
  return (
    <Link
      to={switchLanguageHref(location.pathname, location.search, target)}
      hrefLang={target}
      lang={target}
      className={`inline-flex min-h-10 items-center rounded-md border border-slate-300 px-3 text-sm font-semibold text-slate-700 hover:border-brand-600 hover:text-brand-700 ${className}`}
    >
      {variant === "name" ? (
        t(`languages.${target}`)
      ) : (
        <>
          {t(`languages.${target}Short`)}
          {/* The code is what shows; its name says which language it is. */}
          <span className="sr-only"> ({t(`languages.${target}`)})</span>
        </>
      )}
    </Link>
  );
}

/** The footer's language list: both languages, the current one marked. */
export function LanguageList() {
  const t = useT();
  const location = useLocation();
  const current = useLanguage();
  return (
    <ul className="flex gap-2">
      {(["en", "es"] as const).map((language) => (
        <li key={language}>
          <Link
            to={switchLanguageHref(location.pathname, location.search, language)}
            hrefLang={language}
            lang={language}
            aria-current={language === current ? "true" : undefined}
            className="inline-flex min-h-10 items-center rounded-md border border-slate-600 px-3 text-sm font-medium text-slate-100 hover:border-white aria-[current]:border-white aria-[current]:bg-white aria-[current]:text-slate-900"
          >
            {t(`languages.${language}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
