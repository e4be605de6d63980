import type { TranslationKey } from "~/i18n/translate";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { ButtonLink } from "~/components/ui/button";
import type { Namespaces } from "~/i18n/translations";

/** The translation namespaces this component reads; the root loader sends them with the layout (app/components/layout/layout-i18n.ts). */
export const i18n = ["errors", "notFound"] as const satisfies Namespaces;

/** The body of the not-found and error screens (the layout around it stays). */
export function ErrorPage({
  status,
  title,
  text,
  link = { to: "/", label: "notFound.home" },
}: {
  status: number;
  title: TranslationKey;
  text: TranslationKey;
  /** Where the screen sends the visitor on (a language-neutral path); home unless a route knows better. */
  link?: { to: string; label: TranslationKey };
}) {
  const t = useT();
  const localize = useLocalizePath();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-700">{status}</p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{t(title)}</h1>
      <p className="mt-4 text-lg text-slate-600">{t(text)}</p>
      <ButtonLink to={localize(link.to)} className="mt-8">
        {t(link.label)}
      </ButtonLink>
    </section>
  );
}
