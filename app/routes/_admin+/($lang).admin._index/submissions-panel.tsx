/** The Submissions tab: each type's count, linking to that tab of the submissions manager. */
import { Link } from "@remix-run/react";
import { SectionCard } from "~/components/admin/admin-card";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { leadSearch, leadTabs } from "~/admin/lead-query";
import type { TabData } from "./tabs.server";
import { buttonClassName } from "~/components/ui/button";

export function SubmissionsPanel({ panel }: { panel: TabData<"submissions"> }) {
  const t = useT();
  const localize = useLocalizePath();
  const typeTabs = leadTabs.filter((tab) => tab !== "all" && tab !== "spam");
  return (
    <SectionCard heading={t("admin.submissionsTab.heading")} intro={t("admin.submissionsTab.intro")}>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {typeTabs.map((tab) => (
          <li key={tab}>
            <Link
              to={`${localize("/submissions-manager")}${leadSearch({ tab })}`}
              className="flex items-center justify-between rounded-md border border-slate-200 px-3 py-2 text-slate-800 hover:border-brand-600 hover:text-brand-800"
            >
              <span>{t(`submissions.tabs.${tab}`)}</span>
              <span className="font-bold">{panel.counts[tab]}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-slate-600">{t("admin.submissionsTab.spam", { count: panel.counts.spam })}</p>
      <Link to={localize("/submissions-manager")} className={buttonClassName({ className: "mt-4" })}>
        {t("admin.submissionsTab.open")}
      </Link>
    </SectionCard>
  );
}
