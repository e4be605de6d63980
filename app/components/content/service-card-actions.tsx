import { ButtonLink } from "~/components/ui/button";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { servicePath, type ServiceSlug } from "~/site/site";

/** The link that opens the lead dialog for this service (a dialog is URL state, `?dialog=…`, so it works without JavaScript; rendered by <LeadDialogs>). */
export function inquiryDialogHref(slug: ServiceSlug): string {
  // Credit resolution's lead form is the credit robot; the six insurance services share the inquiry.
  return slug === "credit-resolution" ? "?dialog=credit-robot" : `?dialog=inquiry&service=${slug}`;
}

/**
 * A service card's two links (home page, services index): the service's page and its lead dialog.
 * Each link's text and aria-label name the service, so a list of them reads apart. Apart from the
 * service page itself, which the home page does not load (docs/decisions/017-performance-budgets.md).
 */
export function ServiceCardActions({ slug, labels }: { slug: ServiceSlug; labels: "actions" | "home.services" }) {
  const t = useT();
  const localize = useLocalizePath();
  const name = t(`serviceNames.${slug}`);
  // Link text that names the service (the aria-label reads the same).
  const serviceNameForReaders = <span className="sr-only"> {name}</span>;
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      <ButtonLink to={localize(servicePath(slug))} aria-label={t(`${labels}.learnMoreAbout`, { service: name })} variant="outline">
        {t(`${labels}.learnMore`)}
        {serviceNameForReaders}
      </ButtonLink>
      <ButtonLink to={inquiryDialogHref(slug)} preventScrollReset aria-label={t(`${labels}.getStartedWith`, { service: name })}>
        {t(`${labels}.getStarted`)}
        {serviceNameForReaders}
      </ButtonLink>
    </div>
  );
}
