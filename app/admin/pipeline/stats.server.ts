/**
 * The Overview pipeline's reads: each chart is one grouped query, so D1 returns a few dozen rows
 * whatever the number of leads. Spam is left out everywhere. The arithmetic lives in pipeline-math.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { businessDaysBefore, funnelCounts, funnelGroupOf, lastWeekStarts, median, medianWindow, type FunnelGroup } from "./pipeline-math";

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
async function leadsPerWeek(db: Database, now: number) {
  const starts = lastWeekStarts(now, weekCount);
  const week = sql.join(
    starts.map((start, index) => sql`WHEN created_at >= ${iso(start)} THEN ${index}`).reverse(),
    sql` `,
  );
  const rows = await db.all<{ week: number; formType: string; count: number }>(sql`
    SELECT CASE ${week} END AS week, form_type AS formType, count(*) AS count
    FROM form_submissions
    WHERE created_at >= ${iso(starts[0] ?? now)} AND status <> 'spam'
    GROUP BY 1, 2`);
  return { weekStarts: starts, rows: rows.map((row) => ({ week: Number(row.week), formType: row.formType, count: Number(row.count) })) };
}

/**
 * Where the period's leads came from: `source`, and the sponsorship application's campaign
 * (source-campaign-medium). Two parts so that only the sponsorship rows are opened for their
 * payload; the others are counted from an index (docs/decisions/026-overview-pipeline.md).
 */
async function leadOrigins(db: Database, since: string) {
  const rows = await db.all<{ origin: string; count: number }>(sql`
    SELECT origin, sum(count) AS count FROM (
      SELECT source AS origin, count(*) AS count FROM form_submissions
      WHERE created_at >= ${since} AND status <> 'spam' AND form_type <> 'sponsorship-application'
      GROUP BY 1
      UNION ALL
      SELECT coalesce(json_extract(data, '$.source'), source) AS origin, count(*) AS count FROM form_submissions
      WHERE form_type = 'sponsorship-application' AND created_at >= ${since} AND status <> 'spam'
      GROUP BY 1
    ) GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10`);
  return rows.map((row) => ({ origin: String(row.origin ?? ""), count: Number(row.count) }));
}

/**
 * The period's leads grouped by their status now and every status they were moved to
 * (`reached_statuses`, kept by a trigger): one read of the period index, a few dozen groups.
 * Grouped by `reached_statuses` first: grouped by status first, SQLite would walk the status index
 * and open every row instead (docs/decisions/026-overview-pipeline.md).
 */
async function funnelGroups(db: Database, since: string): Promise<FunnelGroup[]> {
  const rows = await db.all<{ status: string; reached: number; count: number }>(sql`
    SELECT status, reached_statuses AS reached, count(*) AS count FROM form_submissions
    WHERE created_at >= ${since} AND status <> 'spam'
    GROUP BY 2, 1`);
  return rows.map((row) => funnelGroupOf(row.status, Number(row.reached), Number(row.count)));
}

/** The median wait from arrival to the first status change, in milliseconds: only the middle rows are read. */
async function medianFirstResponse(db: Database, since: string) {
  const answered = sql`FROM form_submissions WHERE created_at >= ${since} AND status <> 'spam' AND first_status_change_at IS NOT NULL`;
  const [counted] = await db.all<{ count: number }>(sql`SELECT count(*) AS count ${answered}`);
  const count = Number(counted?.count ?? 0);
  const window = medianWindow(count);
  if (window.limit === 0) return { answered: 0, medianMs: null };
  const middle = await db.all<{ waited: number }>(sql`
    SELECT (julianday(first_status_change_at) - julianday(created_at)) * 86400000 AS waited ${answered}
    ORDER BY 1 LIMIT ${window.limit} OFFSET ${window.offset}`);
  return { answered: count, medianMs: median(middle.map((row) => Number(row.waited))) };
}

/** Leads still "new" that arrived more than two business days ago (New York time). */
async function overdueNewLeads(db: Database, now: number) {
  const [counted] = await db.all<{ count: number }>(sql`
    SELECT count(*) AS count FROM form_submissions WHERE status = 'new' AND created_at <= ${iso(businessDaysBefore(now, 2))}`);
  return Number(counted?.count ?? 0);
}

export async function pipelineStats(db: Database, period: PipelinePeriod, now = Date.now()) {
  const since = iso(now - pipelinePeriods[period] * dayMs);
  const [weeks, origins, groups, firstResponse, overdueNew] = await Promise.all([
    leadsPerWeek(db, now),
    leadOrigins(db, since),
    funnelGroups(db, since),
    medianFirstResponse(db, since),
    overdueNewLeads(db, now),
  ]);
  const funnel = funnelCounts(groups);
  return { period, weeks, origins, originTotal: funnel.new, funnel, firstResponse, overdueNew };
}

export type PipelineStats = Awaited<ReturnType<typeof pipelineStats>>;
