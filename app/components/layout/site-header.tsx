import { Link, NavLink } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { pagePaths, servicePath, serviceSlugs } from "~/site/site";
import { useDisclosureMenus } from "./disclosure-menus";
import { LanguageToggle } from "./language-toggle";
import type { Viewer } from "./signed-in-links";
import { buttonClassName, ButtonLink } from "~/components/ui/button";
import type { Namespaces } from "~/i18n/translations";

/** The translation namespaces this component reads; the root loader sends them with the layout (app/components/layout/layout-i18n.ts). */
export const i18n = ["brand", "nav", "serviceNames", "languages"] as const satisfies Namespaces;

/** The navbar's links besides the Services dropdown, in the order of docs/PRODUCT.md, "Header and footer". */
const primaryLinks = ["about", "licenseJourney", "course", "findPartners", "joinNetwork", "youthSponsorship", "blog"] as const;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-10 items-center rounded-md px-2.5 text-sm font-medium hover:bg-slate-100 hover:text-brand-700 ${
    isActive ? "text-brand-700" : "text-slate-700"
  }`;

/**
 * A visitor sees Login and Admin Access; a signed-in person sees who they are (a link to their
 * account), Log out, and, for an admin, the admin panel.
 */
export function SiteHeader({ viewer }: { viewer: Viewer | null }) {
  const t = useT();
  const localize = useLocalizePath();
  useDisclosureMenus();

  return (
    <header className="sticky top-0 print:hidden z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-2 focus:z-50 focus:rounded focus:bg-brand-700 focus:px-3 focus:py-2 focus:text-white"
      >
        {t("nav.skipToContent")}
      </a>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 px-4 py-2 sm:gap-x-4 sm:px-6">
        <Link to={localize("/")} className="mr-auto flex min-h-12 min-w-0 flex-1 items-center gap-2">
          <span aria-hidden="true" className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-700 text-sm font-bold text-white">
            FFA
          </span>
          <span className="min-w-0 leading-tight">
            {/* Wraps onto a second line on a narrow phone rather than being cut. */}
            <span className="block text-sm font-bold text-balance text-slate-900 sm:text-base">{t("brand.name")}</span>
            <span className="hidden text-xs text-slate-500 sm:block">{t("brand.tagline")}</span>
          </span>
        </Link>

        {/* Desktop: the links take a second row until there is room for one line (2xl). */}
        <nav aria-label={t("nav.label")} className="order-last hidden w-full md:block 2xl:order-none 2xl:w-auto">
          <ul className="flex flex-wrap items-center gap-1 py-1">
            <li>
              <details data-menu className="group relative">
                <summary className={`${navLinkClass({ isActive: false })} cursor-pointer list-none gap-1`}>
                  {t("nav.services")}
                  <Chevron />
                </summary>
                <ul className="absolute left-0 top-full z-50 mt-1 w-64 rounded-lg border border-slate-200 bg-white p-2 shadow-lg">
                  <ServiceLinks />
                </ul>
              </details>
            </li>
            <PrimaryLinks />
          </ul>
        </nav>

        <div className="hidden items-center gap-2 md:flex">
          <LanguageToggle variant="name" />
          <AccountLinks viewer={viewer} variant="desktop" />
        </div>

        {/* Mobile (below md): the same links behind one menu button. */}
        <div className="flex shrink-0 items-center gap-2 md:hidden">
          <LanguageToggle variant="code" />
          <details data-menu className="group">
            <summary className={buttonClassName({ variant: "secondary", size: "compact", className: "cursor-pointer list-none gap-2" })}>
              <MenuIcon />
              <span>{t("nav.openMenu")}</span>
            </summary>
            <nav
              aria-label={t("nav.mobileMenuLabel")}
              className="absolute inset-x-0 top-full max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pb-6 pt-2 shadow-lg"
            >
              <ul className="grid gap-1">
                <PrimaryLinks />
              </ul>
              <p className="mt-4 px-2.5 text-xs font-semibold uppercase tracking-wide text-slate-500">{t("nav.services")}</p>
              <ul className="grid gap-1">
                <ServiceLinks />
              </ul>
              <div className="mt-4 grid gap-2">
                <AccountLinks viewer={viewer} variant="mobile" />
              </div>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}

/** What only a signed-in person sees: its code loads for them alone (docs/decisions/017-performance-budgets.md). */
const SignedInLinks = lazy(() => import("./signed-in-links").then((module) => ({ default: module.SignedInLinks })));

/** Login and Admin Access for a visitor; the person, the admin panel and Log out once signed in. */
function AccountLinks({ viewer, variant }: { viewer: Viewer | null; variant: "desktop" | "mobile" }) {
  const t = useT();
  const localize = useLocalizePath();
  const outline = buttonClassName({ variant: "secondary", size: "compact", className: variant === "mobile" ? "w-full" : undefined });
  if (!viewer) {
    return (
      <>
        <ButtonLink to={localize("/auth")} size="compact">
          {t("nav.login")}
        </ButtonLink>
        <Link to={localize("/admin-login")} className={outline}>
          {t("nav.adminAccess")}
        </Link>
      </>
    );
  }
  return (
    <Suspense fallback={null}>
      <SignedInLinks viewer={viewer} variant={variant} linkClassName={outline} />
    </Suspense>
  );
}

function PrimaryLinks() {
  const t = useT();
  const localize = useLocalizePath();
  return primaryLinks.map((name) => (
    <li key={name}>
      <NavLink to={localize(pagePaths[name])} className={navLinkClass}>
        {t(`nav.${name}`)}
      </NavLink>
    </li>
  ));
}

function ServiceLinks() {
  const t = useT();
  const localize = useLocalizePath();
  return (
    <>
      <li>
        <NavLink to={localize("/services")} end className={navLinkClass}>
          {t("nav.allServices")}
        </NavLink>
      </li>
      {serviceSlugs.map((slug) => (
        <li key={slug}>
          <NavLink to={localize(servicePath(slug))} className={navLinkClass}>
            {t(`serviceNames.${slug}`)}
          </NavLink>
        </li>
      ))}
    </>
  );
}

// Decorative icons (aria-hidden): the text beside each says what it does.
const Chevron = () => (
  <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 transition-transform group-open:rotate-180" fill="currentColor">
    <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
  </svg>
);
const MenuIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
    <path className="group-open:hidden" d="M4 6h16M4 12h16M4 18h16" />
    <path className="hidden group-open:block" d="M6 6l12 12M18 6L6 18" />
  </svg>
);
