/**
 * The Overview pipeline as the panel draws it: the stats, with week labels and percentages made on
 * the server (New York dates in the page's language) so the HTML needs no script.
 */
import { dateTimeFormatPerLanguage, type Language } from "~/i18n/languages";
import { leadFormNames } from "~/leads/forms/names";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { keptPipelineStats, type KeptStats } from "./kept-stats.server";
import { conversion, funnelOutcomes, funnelSteps, type FunnelStage } from "./pipeline-math";
import { parsePeriod, pipelinePeriods, type PipelinePeriod } from "./stats.server";

const weekLabels = dateTimeFormatPerLanguage({ month: "short", day: "numeric", timeZone: "America/New_York" });
const monthLabels = dateTimeFormatPerLanguage({ month: "short", year: "2-digit", timeZone: "America/New_York" });
const readAtLabels = dateTimeFormatPerLanguage({ month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZone: "America/New_York" });
const formOrder = Object.keys(leadFormNames);

const percent = (share: number | null) => (share === null ? null : Math.round(share * 1000) / 10);

export async function overviewPipeline(context: Pick<AppLoadContext, "db" | "ctx">, request: Request, language: Language, now = Date.now()) {
  const period: PipelinePeriod = parsePeriod(new URL(request.url).searchParams.get("period"));
  return describePipeline(await keptPipelineStats(context, period, now), language);
}

/** A period's kept figures as the Overview shows them, in a language (the weekly summary e-mail reads them the same way). */
export function describePipeline({ stats, readAt }: KeptStats, language: Language) {
  const { period } = stats;
  const formTypes = [...new Set(stats.weeks.rows.map((row) => row.formType))].sort(
    (a, b) => (formOrder.indexOf(a) + 1 || 99) - (formOrder.indexOf(b) + 1 || 99) || a.localeCompare(b),
  );
  const bucket = period === "12m" ? ("month" as const) : ("week" as const);
  const weeks = stats.weeks.weekStarts.map((start, week) => {
    const values = formTypes.map((formType) => stats.weeks.rows.find((row) => row.week === week && row.formType === formType)?.count ?? 0);
    return { label: (bucket === "month" ? monthLabels : weekLabels)[language].format(start), values, total: values.reduce((sum, value) => sum + value, 0) };
  });
  const stages: Array<{ stage: FunnelStage; count: number; conversion: number | null }> = [
    ...funnelSteps.map((stage, index) => {
      const before = funnelSteps[index - 1];
      return { stage, count: stats.funnel[stage], conversion: before ? percent(conversion(stats.funnel[before], stats.funnel[stage])) : null };
    }),
    ...funnelOutcomes.map((stage) => ({ stage, count: stats.funnel[stage], conversion: percent(conversion(stats.funnel.new, stats.funnel[stage])) })),
  ];
  return {
    period,
    bucket,
    readAt: readAtLabels[language].format(readAt),
    periods: Object.keys(pipelinePeriods) as PipelinePeriod[],
    forms: formTypes.map((formType) => ({ formType })),
    weeks,
    origins: stats.origins.map((row) => ({ ...row, share: percent(conversion(stats.originTotal, row.count)) })),
    stages,
    firstResponse: {
      answered: stats.firstResponse.answered,
      medianHours: stats.firstResponse.medianMs === null ? null : Math.round(stats.firstResponse.medianMs / 360_000) / 10,
    },
    overdueNew: stats.overdueNew,
  };
}

export type OverviewPipeline = Awaited<ReturnType<typeof overviewPipeline>>;
