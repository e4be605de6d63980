/** The Overview's pipeline: the period chooser (a GET form, works without script) and the four figures. */
import { Form } from "@remix-run/react";
import { cardClass, SectionCard } from "~/components/admin/admin-card";
import { Button } from "~/components/ui/button";
import { useStaffLabels } from "~/components/admin/staff-labels";
import { useT } from "~/i18n/use-t";
import type { OverviewPipeline } from "./overview-pipeline.server";
import type { FunnelStage } from "./pipeline-math";
import { ChartWithTable, DataTable, HorizontalBars, seriesFill, StackedColumns } from "./pipeline-charts";

export function PipelinePanel({ pipeline }: { pipeline: OverviewPipeline }) {
  const t = useT();
  const labels = useStaffLabels();
  const formNames = pipeline.forms.map((form) => labels.formType(form.formType));
  const shown = (value: number | null) => (value === null ? t("admin.pipeline.noConversion") : `${value}%`);
  const stageName = (stage: FunnelStage) => labels.status(stage);
  const isMonthly = pipeline.bucket === "month";
  const columnsTitle = t(isMonthly ? "admin.pipeline.monthsTitle" : "admin.pipeline.weeksTitle");
  return (
    <SectionCard heading={t("admin.pipeline.heading")} intro={t("admin.pipeline.intro")} className={`${cardClass} md:col-span-3`}>
      <Form method="get" className="mt-3 flex flex-wrap items-end gap-2">
        <input type="hidden" name="tab" value="overview" />
        <label className="grid gap-1 text-sm font-semibold text-slate-700">
          {t("admin.pipeline.period")}
          <select name="period" defaultValue={pipeline.period} className="rounded-md border border-slate-300 px-2 py-1 font-normal">
            {pipeline.periods.map((period) => (
              <option key={period} value={period}>
                {t(`admin.pipeline.periods.${period}`)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="outline" size="small">
          {t("admin.pipeline.show")}
        </Button>
      </Form>
      <p className="mt-2 text-sm text-slate-600" data-figure="read-at">
        {t("admin.pipeline.readAt", { time: pipeline.readAt })}
      </p>

      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-semibold text-slate-500">{t("admin.pipeline.firstResponse")}</dt>
          {pipeline.firstResponse.medianHours === null ? (
            <dd className="mt-1 text-base text-slate-700" data-figure="median-first-response">
              {t("admin.pipeline.noFirstResponse")}
            </dd>
          ) : (
            <dd className="text-3xl font-bold text-slate-900" data-figure="median-first-response">
              {t("admin.pipeline.firstResponseValue", {
                hours: pipeline.firstResponse.medianHours,
              })}
            </dd>
          )}
          <dd className="text-sm text-slate-600">
            {t("admin.pipeline.firstResponseHint", {
              count: pipeline.firstResponse.answered,
            })}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-500">{t("admin.pipeline.overdue")}</dt>
          <dd className="text-3xl font-bold text-slate-900" data-figure="overdue-new">
            {pipeline.overdueNew}
          </dd>
          <dd className="text-sm text-slate-600">{t("admin.pipeline.overdueHint")}</dd>
        </div>
      </dl>

      <ChartWithTable
        heading={columnsTitle}
        isStacked
        chart={
          <>
            <StackedColumns id="pipeline-weeks" title={columnsTitle} columns={pipeline.weeks} />
            <ul className="mt-2 flex flex-wrap gap-3 text-sm text-slate-700">
              {formNames.map((name, index) => (
                <li key={name} className="flex items-center gap-1">
                  <svg aria-hidden="true" viewBox="0 0 10 10" className="size-3">
                    <rect width="10" height="10" className={seriesFill(index)} />
                  </svg>
                  {name}
                </li>
              ))}
            </ul>
          </>
        }
        table={
          <DataTable
            caption={t(isMonthly ? "admin.pipeline.monthsCaption" : "admin.pipeline.weeksCaption")}
            headers={[t(isMonthly ? "admin.pipeline.monthOf" : "admin.pipeline.weekOf"), ...formNames, t("admin.pipeline.total")]}
            rows={pipeline.weeks.map((week) => [week.label, ...week.values, week.total])}
          />
        }
      />

      <ChartWithTable
        heading={t("admin.pipeline.originsTitle")}
        chart={
          <HorizontalBars
            id="pipeline-origins"
            title={t("admin.pipeline.originsTitle")}
            bars={pipeline.origins.map((row) => ({
              label: labels.source(row.origin),
              value: row.count,
            }))}
          />
        }
        table={
          pipeline.origins.length === 0 ? (
            <p className="text-sm text-slate-600">{t("admin.pipeline.empty")}</p>
          ) : (
            <DataTable
              caption={t("admin.pipeline.originsCaption")}
              headers={[t("admin.pipeline.origin"), t("admin.pipeline.leads"), t("admin.pipeline.share")]}
              rows={pipeline.origins.map((row) => [labels.source(row.origin), row.count, shown(row.share)])}
            />
          )
        }
      />

      <ChartWithTable
        heading={t("admin.pipeline.funnelTitle")}
        chart={
          <HorizontalBars
            id="pipeline-funnel"
            title={t("admin.pipeline.funnelTitle")}
            bars={pipeline.stages.map((row) => ({
              label: stageName(row.stage),
              value: row.count,
            }))}
          />
        }
        table={
          <DataTable
            caption={t("admin.pipeline.funnelCaption")}
            headers={[t("admin.pipeline.stage"), t("admin.pipeline.leads"), t("admin.pipeline.conversion")]}
            rows={pipeline.stages.map((row) => [stageName(row.stage), row.count, shown(row.conversion)])}
          />
        }
      />
    </SectionCard>
  );
}
