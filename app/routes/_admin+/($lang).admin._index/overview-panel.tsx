/** The Overview tab: admin and lead counts, whether the database and the e-mail outbox are well, and the pipeline. */
import { PipelinePanel } from "~/admin/pipeline/pipeline-panel";
import { Card } from "~/components/admin/admin-card";
import { useT } from "~/i18n/use-t";
import type { TabData } from "./tabs.server";

export function OverviewPanel({ panel }: { panel: TabData<"overview"> }) {
  const t = useT();
  const isHealthy = panel.isDatabaseAnswering && panel.outbox.failed === 0;
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <Card title={t("admin.overview.adminAccounts")}>
        <p className="text-4xl font-bold text-slate-900">{panel.adminCount}</p>
        <p className="mt-1 text-sm text-slate-600">{t("admin.overview.adminAccountsHint")}</p>
      </Card>
      <Card title={t("admin.overview.submissions")}>
        <p className="text-4xl font-bold text-slate-900">{panel.leadCount}</p>
        <p className="mt-1 text-sm text-slate-600">{t("admin.overview.submissionsHint")}</p>
      </Card>
      <Card title={t("admin.overview.systemStatus")}>
        <p className={`flex items-center gap-2 text-lg font-bold ${isHealthy ? "text-emerald-700" : "text-red-700"}`}>
          <span aria-hidden="true" className={`size-3 rounded-full ${isHealthy ? "bg-emerald-500" : "bg-red-600"}`} />
          {isHealthy ? t("admin.overview.operational") : t("admin.overview.needsAttention")}
        </p>
        <dl className="mt-3 grid gap-2 text-sm text-slate-700">
          <div>
            <dt className="font-semibold">{t("admin.overview.database")}</dt>
            <dd>{panel.isDatabaseAnswering ? t("admin.overview.databaseAnswers") : t("admin.overview.databaseDown")}</dd>
          </div>
          <div>
            <dt className="font-semibold">{t("admin.overview.emailOutbox")}</dt>
            <dd>{t("admin.overview.pendingEmails", { count: panel.outbox.pending })}</dd>
            <dd>{t("admin.overview.failedEmails", { count: panel.outbox.failed })}</dd>
            <dd className="break-words">
              {panel.outbox.latestError
                ? t("admin.overview.latestError", { date: panel.outbox.latestError.at, message: panel.outbox.latestError.message })
                : t("admin.overview.noErrors")}
            </dd>
          </div>
        </dl>
      </Card>
      <PipelinePanel pipeline={panel.pipeline} />
    </div>
  );
}
