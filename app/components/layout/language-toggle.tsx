import { Link, useLocation } from "@remix-run/react";
import { languageInfo, nextLanguage, otherLanguages, switchLanguageHref, type Language } from "~/i18n/languages";
import { useLanguage } from "~/i18n/use-t";

const toggleClass =
  "inline-flex min-h-10 items-center rounded-md border border-slate-300 px-3 text-sm font-semibold text-slate-700 hover:border-brand-600 hover:text-brand-700";

/**
 * Plain links to this page in the other languages, carrying `?lng=` so the choice is stored;
 * they work without JavaScript. With two languages it is one link to the other one. Desktop shows
 * the language's name in itself, mobile its short name (both from the language table).
 */
export function LanguageToggle({ variant, className = "" }: { variant: "name" | "code"; className?: string }) {
  const location = useLocation();
  const current = useLanguage();
  const targets = otherLanguages(current);
  const link = (target: Language) => {
    const { htmlLang, nativeName, shortName } = languageInfo(target);
    return (
      <Link
        key={target}
        to={switchLanguageHref(location.pathname, location.search, target)}
        hrefLang={htmlLang}
        lang={htmlLang}
        className={`${toggleClass} ${className}`}
      >
        {variant === "name" ? (
          nativeName
        ) : (
          <>
            {shortName}
            {/* The short name is what shows; its full name says which language it is. */}
            <span className="sr-only"> ({nativeName})</span>
          </>
        )}
      </Link>
    );
  };
  if (targets.length === 1) return link(nextLanguage(current));
  return (
    <ul className="flex gap-2">
      {targets.map((target) => (
        <li key={target}>{link(target)}</li>
      ))}
    </ul>
  );
}
