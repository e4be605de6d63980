/**
 * The frame of the course studio's pages (docs/studio.md): the staff top bar, the page's heading,
 * and the studio's pages as link tabs (the units, the approval record, the students' reports with
 * how many are open when the page knows it, the item analysis).
 */
import type { ReactNode } from "react";
import type { StaffRole } from "~/auth/roles";
import { AdminShell, LinkTabs } from "~/components/admin/admin-shell";
import { useLocalizePath, useT } from "~/i18n/use-t";
import type { Namespaces } from "~/i18n/translations";

export const i18n = ["adminBar", "studio", "studioAnalysis"] as const satisfies Namespaces;

const studioPages = ["units", "releases", "reports", "items"] as const;
type StudioPage = (typeof studioPages)[number];
const paths: Record<StudioPage, string> = { units: "/studio", releases: "/studio/releases", reports: "/studio/reports", items: "/studio/items" };

export function StudioFrame({
  viewer,
  title,
  intro,
  current,
  openReports,
  children,
}: {
  viewer: { email: string; role: StaffRole };
  title: string;
  intro?: ReactNode;
  current: StudioPage;
  /** How many students' reports are open, shown on the Reports tab when the page's loader counted them. */
  openReports?: number;
  children: ReactNode;
}) {
  const t = useT();
  const localize = useLocalizePath();
  return (
    <AdminShell email={viewer.email} role={viewer.role} studio title={title} intro={intro}>
      <div className="grid gap-8">
        <LinkTabs
          label={t("studio.tabsLabel")}
          tabs={studioPages}
          current={current}
          hrefFor={(page) => localize(paths[page])}
          labelFor={(page) => {
            if (page === "reports") return openReports ? t("studioAnalysis.reportsTabCount", { count: openReports }) : t("studioAnalysis.reportsTab");
            return page === "items" ? t("studioAnalysis.itemsTab") : t(`studio.tabs.${page}`);
          }}
        />
        {children}
      </div>
    </AdminShell>
  );
}
