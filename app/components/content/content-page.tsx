import type { MetaFunction } from "@remix-run/cloudflare";
import type { ReactNode } from "react";
import { ButtonLink, type ButtonSize, type ButtonVariant } from "~/components/ui/button";
import type { TranslationKey } from "~/i18n/translate";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { pageSeo, type PageMeta } from "~/site/seo";
import type { Namespaces } from "~/i18n/translations";

/**
 * The namespaces of page links and page titles (`actions`, `meta`): nearly every page shows some, so the
 * root loader sends them with the layout (app/components/layout/layout-i18n.ts).
 */
export const i18n = ["actions", "meta"] as const satisfies Namespaces;

/**
 * The `meta` of a content page: its copy's `meta` (title, description), plus an og:image where the
 * page has its own: `export const meta = contentPageMeta({ image: serviceIllustrations.iul.src })`.
 */
export function contentPageMeta(options: { image?: string } = {}): MetaFunction {
  return (args) => pageSeo(args, (args.data as { content?: { meta?: PageMeta } } | undefined)?.content?.meta, options);
}

/**
 * A button-looking link to another page of the site, in the visitor's language. It reads a
 * translated label (`label`) or the page's own copy (`children`); by default it is the yellow
 * hero/banner button.
 */
export function PageLink({
  to,
  label,
  children,
  variant = "accent",
  size = "large",
  className,
}: {
  /** A language-neutral path (`/about`); it is localized here. */
  to: string;
  label?: TranslationKey;
  children?: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  const t = useT();
  const localize = useLocalizePath();
  return (
    <ButtonLink to={localize(to)} variant={variant} size={size} className={className}>
      {label ? t(label) : children}
    </ButtonLink>
  );
}
