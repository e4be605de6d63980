import { Form, Link } from "@remix-run/react";
import { useT } from "~/i18n/use-t";
import { ActionFields, dialogHref, type Row } from "./row-actions";

const menuItemClass = "flex min-h-10 w-full items-center rounded-md px-3 text-left text-sm font-medium text-slate-800 hover:bg-slate-100";

/** A <details> menu: opens without JavaScript; with it, it also closes on Escape and outside clicks. */
export function RowMenu({ row, viewSearch }: { row: Row; viewSearch: string }) {
  const t = useT();
  const isSpam = row.status === "spam";
  return (
    <details data-menu className="group relative">
      <summary
        aria-label={t("submissions.rowActions", { email: row.email || t("submissions.noEmail") })}
        className="inline-flex min-h-10 min-w-10 cursor-pointer list-none items-center justify-center rounded-md border border-slate-300 text-slate-700 hover:bg-slate-100"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
          <circle cx="4" cy="10" r="1.7" />
          <circle cx="10" cy="10" r="1.7" />
          <circle cx="16" cy="10" r="1.7" />
        </svg>
      </summary>
      <ul className="mt-2 grid w-56 gap-0.5 rounded-lg border border-slate-200 bg-white p-1.5 shadow-lg lg:absolute lg:right-0 lg:z-20">
        <li>
          <Link to={dialogHref(viewSearch, "view", row.id)} preventScrollReset className={menuItemClass}>
            {t("submissions.viewData")}
          </Link>
        </li>
        {row.isPartnerApplication && !isSpam ? (
          <li>
            <Link to={dialogHref(viewSearch, "listing", row.id)} preventScrollReset className={menuItemClass}>
              {row.isListed ? t("submissions.directoryListing") : t("submissions.approvePartner")}
            </Link>
          </li>
        ) : null}
        <li>
          <Form method="post" preventScrollReset>
            <ActionFields intent={isSpam ? "not-spam" : "spam"} id={row.id} viewSearch={viewSearch} />
            <button type="submit" className={menuItemClass}>
              {isSpam ? t("submissions.notSpam") : t("submissions.markSpam")}
            </button>
          </Form>
        </li>
        {row.email ? (
          <li>
            <Link to={dialogHref(viewSearch, "erase", row.id)} preventScrollReset className={menuItemClass}>
              {t("submissions.erase")}
            </Link>
          </li>
        ) : null}
        <li>
          <Link to={dialogHref(viewSearch, "delete", row.id)} preventScrollReset className={`${menuItemClass} text-red-800`}>
            {t("submissions.delete")}
          </Link>
        </li>
      </ul>
    </details>
  );
}
