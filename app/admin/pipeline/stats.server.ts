/**
 * The Overview pipeline's reads: each chart is one grouped query, so D1 returns a few dozen rows
 * whatever the number of leads. Spam is left out everywhere. The arithmetic lives in pipeline-math.
 */
import { sql } from "drizzle-orm";
import { batchAll, type Database } from "../../../db/client";
import { businessDaysBefore, funnelCounts, funnelGroupOf, lastMonthStarts, lastWeekStarts, median, type FunnelGroup } from "./pipeline-math";

export const pipelinePeriods = { "30d": 30, "90d": 90, "12m": 365 } as const;
export type PipelinePeriod = keyof typeof pipelinePeriods;
const defaultPeriod: PipelinePeriod = "30d";

export function parsePeriod(value: string | null): PipelinePeriod {
  return value !== null && Object.hasOwn(pipelinePeriods, value) ? (value as PipelinePeriod) : defaultPeriod;
}

const weekCount = 12;
const iso = (instant: number) => new Date(instant).toISOString();
const dayMs = 86_400_000;

/** Leads per week and form type; the week of each lead is found in SQL from the weeks' New York starts. */
function leadsPerWeek(starts: readonly number[], now: number) {
  const week = sql.join(starts.map((start, index) => sql`WHEN created_at >= ${iso(start)} THEN ${index}`).reverse(), sql` `);
  return sql`
    SELECT CASE ${week} END AS week, form_type AS formType, count(*) AS count
    FROM form_submissions
    WHERE created_at >= ${iso(starts[0] ?? now)} AND status <> 'spam'
    GROUP BY 1, 2`;
}

/**
 * Where the period's leads came from: `source`, and the sponsorship application's campaign
 * (source-campaign-medium). Two parts so that only the sponsorship rows are opened for their
 * payload; the others are counted from an index (docs/decisions/026-overview-pipeline.md).
 */
function leadOrigins(since: string) {
  return sql`
    SELECT origin, sum(count) AS count FROM (
      SELECT source AS origin, count(*) AS count FROM form_submissions
      WHERE created_at >= ${since} AND status <> 'spam' AND form_type <> 'sponsorship-application'
      GROUP BY 1
      UNION ALL
      SELECT coalesce(json_extract(data, '$.source'), source) AS origin, count(*) AS count FROM form_submissions
      WHERE form_type = 'sponsorship-application' AND created_at >= ${since} AND status <> 'spam'
      GROUP BY 1
    ) GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10`;
}

/**
 * The period's leads grouped by their status now and every status they were moved to
 * (`reached_statuses`, kept by a trigger): one read of the period index, a few dozen groups.
 * Grouped by `reached_statuses` first: grouped by status first, SQLite would walk the status index
 * and open every row instead (docs/decisions/026-overview-pipeline.md).
 */
function funnelGroups(since: string) {
  return sql`
    SELECT status, reached_statuses AS reached, count(*) AS count FROM form_submissions
    WHERE created_at >= ${since} AND status <> 'spam'
    GROUP BY 2, 1`;
}

/**
 * The middle one or two waits from arrival to the first status change, in milliseconds, each row
 * with the number of answered leads: one query, and only the middle rows are returned.
 */
function medianFirstResponse(since: string) {
  return sql`
    WITH answered AS (
      SELECT (julianday(first_status_change_at) - julianday(created_at)) * 86400000 AS waited FROM form_submissions
      WHERE created_at >= ${since} AND status <> 'spam' AND first_status_change_at IS NOT NULL
    )
    SELECT (SELECT count(*) FROM answered) AS answered, waited FROM answered ORDER BY waited
    LIMIT 2 - (SELECT count(*) FROM answered) % 2 OFFSET ((SELECT count(*) FROM answered) - 1) / 2`;
}

/** Leads still "new" that arrived more than two business days ago (New York time). */
function overdueNewLeads(now: number) {
  return sql`
    SELECT count(*) AS count FROM form_submissions WHERE status = 'new' AND created_at <= ${iso(businessDaysBefore(now, 2))}`;
}

/**
 * Every figure of the period, read in one D1 batch (one round trip, one consistent view of the
 * data), with the `lead_data_version` that view had: the figures hold until it changes.
 */
export async function pipelineStats(db: Database, period: PipelinePeriod, now = Date.now()) {
  const since = iso(now - pipelinePeriods[period] * dayMs);
  // The columns: 12 weeks for a period of days; 12 calendar months for "Last 12 months".
  const weekStarts = period === "12m" ? lastMonthStarts(now, 12) : lastWeekStarts(now, weekCount);
  const [[version], weekRows, originRows, funnelRows, middle, [overdue]] = await batchAll<
    [
      { version: number },
      { week: number; formType: string; count: number },
      { origin: string; count: number },
      { status: string; reached: number; count: number },
      { answered: number; waited: number },
      { count: number },
    ]
  >(db, [
    sql`SELECT version FROM lead_data_version WHERE id = 1`,
    leadsPerWeek(weekStarts, now),
    leadOrigins(since),
    funnelGroups(since),
    medianFirstResponse(since),
    overdueNewLeads(now),
  ]);
  const groups: FunnelGroup[] = funnelRows.map((row) => funnelGroupOf(row.status, Number(row.reached), Number(row.count)));
  const funnel = funnelCounts(groups);
  const stats = {
    period,
    weeks: { weekStarts, rows: weekRows.map((row) => ({ week: Number(row.week), formType: row.formType, count: Number(row.count) })) },
    origins: originRows.map((row) => ({ origin: String(row.origin ?? ""), count: Number(row.count) })),
    originTotal: funnel.new,
    funnel,
    firstResponse: { answered: Number(middle[0]?.answered ?? 0), medianMs: middle.length > 0 ? median(middle.map((row) => Number(row.waited))) : null },
    overdueNew: Number(overdue?.count ?? 0),
  };
  return { stats, dataVersion: Number(version?.version ?? 0) };
}

export type PipelineStats = Awaited<ReturnType<typeof pipelineStats>>["stats"];
