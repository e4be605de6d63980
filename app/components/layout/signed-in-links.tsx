import { Link } from "@remix-run/react";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { LogoutButton } from "./logout-button";
import type { StaffRole } from "~/auth/roles";

/** Who is signed in, as the root loader read it (the header's `viewer`: null for a visitor). */
export interface Viewer {
  firstName: string;
  /** Staff get their area's link: the admin panel, or an instructor's course manager. */
  staff: StaffRole | null;
}

/** The header's links for a signed-in person: who they are (their account), the admin panel for an admin (the course manager for an instructor), and Log out. */
export function SignedInLinks({ viewer, variant, linkClassName }: { viewer: Viewer; variant: "desktop" | "mobile"; linkClassName: string }) {
  const t = useT();
  const localize = useLocalizePath();
  return (
    <>
      <Link to={localize("/account")} className={`${linkClassName} max-w-48 gap-1.5`}>
        <PersonIcon />
        <span className="truncate">{viewer.firstName || t("nav.myAccount")}</span>
      </Link>
      {viewer.staff === "instructor" ? (
        <Link to={localize("/course-manager")} className={linkClassName}>
          {t("nav.courseManager")}
        </Link>
      ) : null}
      {viewer.staff === "admin" ? (
        <>
          <Link to={localize("/admin")} className={linkClassName}>
            {t("nav.adminPanel")}
          </Link>
          {variant === "mobile" ? (
            <Link to={localize("/submissions-manager")} className={linkClassName}>
              {t("nav.submissionsManager")}
            </Link>
          ) : null}
        </>
      ) : null}
      <LogoutButton className={linkClassName} />
    </>
  );
}

// Decorative (aria-hidden): the name beside it says whose account it is.
const PersonIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0" fill="currentColor">
    <path d="M10 10a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0H3Z" />
  </svg>
);
