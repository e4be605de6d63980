/** The admin panel's tabs (SPEC §2), URL state: `/admin?tab=security`. Client-safe. */
export const adminTabs = ["overview", "submissions", "accounts", "settings", "security"] as const;
export type AdminTab = (typeof adminTabs)[number];

export function parseAdminTab(value: string | null): AdminTab {
  return (adminTabs as readonly string[]).includes(value ?? "") ? (value as AdminTab) : "overview";
}
