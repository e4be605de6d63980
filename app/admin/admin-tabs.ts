/**
 * The admin panel's tabs, in URL state: `/admin?tab=security` (docs/decisions/014-admin-area.md,
 * docs/decisions/021-admin-routes-per-tab.md). An unknown or missing tab is the Overview. Client-safe.
 */
export const adminTabs = ["overview", "submissions", "accounts", "settings", "security"] as const;
export type AdminTab = (typeof adminTabs)[number];

export function parseAdminTab(value: string | null): AdminTab {
  return (adminTabs as readonly string[]).includes(value ?? "") ? (value as AdminTab) : "overview";
}

/** A tab's URL: the Overview is `/admin` itself. `adminPath` is `/admin` in the page's language. */
export function adminTabHref(adminPath: string, tab: AdminTab): string {
  return tab === "overview" ? adminPath : `${adminPath}?tab=${tab}`;
}
