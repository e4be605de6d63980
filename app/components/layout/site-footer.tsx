import { Link, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { languageInfo, supportedLanguages, switchLanguageHref } from "~/i18n/languages";
import { useLanguage, useLocalizePath, useT } from "~/i18n/use-t";
import { insuranceServiceSlugs, organization, pagePaths, servicePath } from "~/site/site";
import type { OrganisationContact } from "~/site/site-settings";
import { NewsletterForm, i18n as newsletterFormI18n } from "~/components/forms/newsletter-form";
import type { Namespaces } from "~/i18n/translations";

/** The translation namespaces this component reads; the root loader sends them with the layout (app/components/layout/layout-i18n.ts). */
export const i18n = ["brand", "footer", "languages", "nav", "serviceNames", "social", ...newsletterFormI18n] as const satisfies Namespaces;

const quickLinks = ["home", "about", "licenseJourney", "blog", "sponsorshipProgram", "findPartners", "joinNetwork"] as const;

const linkClass = "text-slate-300 underline-offset-4 hover:text-white hover:underline";
const headingClass = "text-sm font-semibold uppercase tracking-wide text-white";

/** Its code loads after the page's (root.tsx), so it hydrates last: `onHydrated` says when it has. */
export function SiteFooter({ year, contact, onHydrated }: { year: number; contact: OrganisationContact; onHydrated: () => void }) {
  const t = useT();
  const localize = useLocalizePath();
  useEffect(onHydrated, [onHydrated]);

  return (
    <footer className="bg-slate-900 text-slate-300 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="text-lg font-bold text-white">
            {t("brand.name")}
          </h2>
          <p className="mt-3 text-sm leading-6">{t("footer.about")}</p>
          <h3 className={`${headingClass} mt-6`}>{t("footer.contact")}</h3>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <span className="sr-only">{t("footer.emailLabel")}: </span>
              <a className={linkClass} href={`mailto:${contact.email}`}>
                {contact.email}
              </a>
            </li>
            <li>
              <span className="sr-only">{t("footer.phoneLabel")}: </span>
              <a className={linkClass} href={contact.phoneHref}>
                {contact.phone}
              </a>
            </li>
          </ul>
          <h3 className={`${headingClass} mt-6`}>{t("footer.followUs")}</h3>
          <ul className="mt-3 flex flex-wrap gap-2 text-sm">
            {organization.socialLinks.map((link) => (
              <li key={link.network}>
                <a
                  className="inline-flex min-h-10 items-center rounded-md border border-slate-600 px-3 hover:border-white hover:text-white"
                  href={link.href}
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  {t(`social.${link.network}`)}
                </a>
              </li>
            ))}
          </ul>
        </section>

        <FooterNav
          id="footer-quick-links"
          title={t("footer.quickLinks")}
          links={quickLinks.map((name) => ({
            path: pagePaths[name],
            // The header has no Home or Sponsorship Program link: their labels are the footer's own.
            label: name === "home" || name === "sponsorshipProgram" ? t(`footer.${name}`) : t(`nav.${name}`),
          }))}
        />

        <FooterNav
          id="footer-services"
          title={t("footer.services")}
          links={insuranceServiceSlugs.map((slug) => ({ path: servicePath(slug), label: t(`serviceNames.${slug}`) }))}
        />

        <div>
          <section aria-labelledby="footer-language">
            <h2 id="footer-language" className={headingClass}>
              {t("languages.listHeading")}
            </h2>
            <div className="mt-4">
              <LanguageList />
            </div>
          </section>
          <section aria-labelledby="footer-newsletter" className="mt-8">
            <h2 id="footer-newsletter" className={headingClass}>
              {t("footer.newsletterHeading")}
            </h2>
            <p className="mt-3 text-sm">{t("footer.newsletterText")}</p>
            <NewsletterForm source="footer" formId="newsletter-footer" tone="dark" />
          </section>
        </div>
      </div>

      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between">
          <p>{t("footer.copyright", { year })}</p>
          <nav aria-label={t("footer.legalLabel")}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              <li>
                <Link className={linkClass} to={localize("/privacy")}>
                  {t("footer.privacy")}
                </Link>
              </li>
              <li>
                <Link className={linkClass} to={localize("/terms")}>
                  {t("footer.terms")}
                </Link>
              </li>
              <li>
                <Link className={linkClass} to={`${localize("/privacy")}#cookies`}>
                  {t("footer.cookies")}
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}

/** A titled list of links in the footer; the title names the navigation landmark. */
function FooterNav({ id, title, links }: { id: string; title: string; links: ReadonlyArray<{ path: string; label: string }> }) {
  const localize = useLocalizePath();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={headingClass}>
        {title}
      </h2>
      <ul className="mt-4 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.path}>
            <Link className={linkClass} to={localize(link.path)}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The footer's language list: every language, the current one marked. */
function LanguageList() {
  const location = useLocation();
  const current = useLanguage();
  return (
    <ul className="flex gap-2">
      {supportedLanguages.map((language) => (
        <li key={language}>
          <Link
            to={switchLanguageHref(location.pathname, location.search, language)}
            hrefLang={languageInfo(language).htmlLang}
            lang={languageInfo(language).htmlLang}
            aria-current={language === current ? "true" : undefined}
            className="inline-flex min-h-10 items-center rounded-md border border-slate-600 px-3 text-sm font-medium text-slate-100 hover:border-white aria-[current]:border-white aria-[current]:bg-white aria-[current]:text-slate-900"
          >
            {languageInfo(language).nativeName}
          </Link>
        </li>
      ))}
    </ul>
  );
}
