/**
 * The frame of every staff page: the top bar (Admin Area, the Admin Mode badge, Dashboard,
 * Submissions, Course — an instructor sees Course only —, the e-mail of who is signed in), then the page's own heading and content. Log out is in the
 * site header, once, as on every page a signed-in person sees.
 * Its strings are the `adminBar` namespace: every admin page's loader sends it.
 */
import { Link, NavLink } from "@remix-run/react";
import type { ReactNode } from "react";
import { useLocalizePath, useT } from "~/i18n/use-t";
import type { Namespaces } from "~/i18n/translations";
import type { StaffRole } from "~/auth/roles";

/** The translation namespaces this component reads (the layout's aside): its page's loader sends them. */
export const i18n = ["adminBar"] as const satisfies Namespaces;

const topLinkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-10 items-center rounded-md px-3 text-sm font-semibold hover:bg-white/10 ${isActive ? "bg-white/15 text-white" : "text-slate-200"}`;

/** The top bar's links per staff role: an instructor's work is the course manager only (docs/decisions/045). */
const topLinks = {
  admin: [
    { to: "/admin", label: "adminBar.dashboard", end: true },
    { to: "/submissions-manager", label: "adminBar.submissions", end: false },
    { to: "/course-manager", label: "adminBar.course", end: false },
  ],
  instructor: [{ to: "/course-manager", label: "adminBar.course", end: false }],
} as const;

/** The course studio, for those who author or review (docs/studio.md). */
const studioLink = { to: "/studio", label: "adminBar.studio", end: false } as const;

export function AdminShell({
  email,
  title,
  intro,
  role = "admin",
  studio = false,
  children,
}: {
  email: string;
  title: string;
  intro?: ReactNode;
  role?: StaffRole;
  /** Whether the course studio is theirs (an admin's always is). */
  studio?: boolean;
  children: ReactNode;
}) {
  const links = [...topLinks[role], ...(role === "admin" || studio ? [studioLink] : [])];
  const t = useT();
  const localize = useLocalizePath();
  return (
    <>
      <div className="bg-slate-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 sm:px-6">
          <p className="flex items-center gap-2">
            {/* An instructor is not in the admin area: their bar names their own (docs/decisions/088). */}
            <span className="font-bold">{t(role === "admin" ? "adminBar.area" : "adminBar.staffArea")}</span>
            <span className="rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-slate-950">
              {t(role === "admin" ? "adminBar.badge" : "adminBar.instructorBadge")}
            </span>
          </p>
          <nav aria-label={t("adminBar.label")}>
            <ul className="flex flex-wrap gap-1">
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink to={localize(link.to)} end={link.end} className={topLinkClass}>
                    {t(link.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex min-w-0 items-center gap-3 sm:ml-auto">
            <p className="min-w-0 truncate text-sm text-slate-300">
              <span className="sr-only">{t("adminBar.signedInAs")} </span>
              {email}
            </p>
          </div>
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        {intro ? <div className="mt-2 text-slate-600">{intro}</div> : null}
        {/* No grid item on an admin page is widened by its content (a grid item's minimum width is
            its content's by default): a wide table scrolls inside its own box, never the page. */}
        <div className="mt-8 [&_.grid>*]:min-w-0">{children}</div>
      </div>
    </>
  );
}

/** Tabs that are links (URL state): they work without JavaScript and can be bookmarked. */
export function LinkTabs<Tab extends string>({
  label,
  tabs,
  current,
  hrefFor,
  labelFor,
}: {
  label: string;
  tabs: readonly Tab[];
  current: Tab;
  hrefFor: (tab: Tab) => string;
  labelFor: (tab: Tab) => string;
}) {
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b border-slate-200">
        {tabs.map((tab) => (
          <li key={tab}>
            <TabLink href={hrefFor(tab)} isCurrent={tab === current}>
              {labelFor(tab)}
            </TabLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function TabLink({ href, isCurrent, children }: { href: string; isCurrent: boolean; children: ReactNode }) {
  return (
    // A plain Link: NavLink would mark every tab current (they share one path); the URL's tab decides.
    <Link
      to={href}
      aria-current={isCurrent ? "page" : undefined}
      preventScrollReset
      className={`-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold ${
        isCurrent ? "border-brand-700 text-brand-800" : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900"
      }`}
    >
      {children}
    </Link>
  );
}
