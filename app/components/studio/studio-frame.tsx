/**
 * The frame of the course studio's pages (docs/studio.md): the staff top bar, the page's heading,
 * and the studio's pages as link tabs (the units, the approval record).
 */
import type { ReactNode } from "react";
import type { StaffRole } from "~/auth/roles";
import { AdminShell, LinkTabs } from "~/components/admin/admin-shell";
import { useLocalizePath, useT } from "~/i18n/use-t";
import type { Namespaces } from "~/i18n/translations";

export const i18n = ["adminBar", "studio"] as const satisfies Namespaces;

const studioPages = ["units", "releases"] as const;
type StudioPage = (typeof studioPages)[number];
const paths: Record<StudioPage, string> = { units: "/studio", releases: "/studio/releases" };

export function StudioFrame({
  viewer,
  title,
  intro,
  current,
  children,
}: {
  viewer: { email: string; role: StaffRole };
  title: string;
  intro?: ReactNode;
  current: StudioPage;
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
          labelFor={(page) => t(`studio.tabs.${page}`)}
        />
        {children}
      </div>
    </AdminShell>
  );
}
