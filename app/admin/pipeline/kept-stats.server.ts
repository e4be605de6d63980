/**
 * The Overview's figures, kept between views (docs/decisions/031-overview-figures-kept.md).
 *
 * Reading a period's leads for every figure costs more than the whole page around it, yet the
 * figures change only when a lead does, or as the period slides with the clock. So each period's
 * figures are stored with the `lead_data_version` they were read at (a counter that triggers on
 * `form_submissions` raise on every write a figure depends on). A view uses the stored figures while
 * that version is still current and for at most five minutes, never past the end of the week (when
 * the weekly chart moves on); otherwise it reads them afresh and stores them after the response.
 * After a POST, the worker also reads again the figures a change has outdated, ahead of the next
 * view (`refreshOutdatedFigures`). The page says when its figures were read.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, gt, lt, ne, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../../db/client";
import { leadDataVersion, pipelineSnapshots } from "../../../db/schema";
import { funnelOutcomes, funnelSteps, nextWeekStartAfter } from "./pipeline-math";
import { pipelinePeriods, pipelineStats, type PipelinePeriod, type PipelineStats } from "./stats.server";

/** How long stored figures may stand in for a fresh read when no lead has changed. */
const keptFiguresLifetimeMs = 5 * 60_000;
/** After a write, outdated figures are read again ahead of the next view, at most this often per period. */
const refreshAheadEveryMs = 10_000;

/** When figures read at `readAt` stop standing in: five minutes on, or the next Monday 00:00 in New York if sooner. */
export function keptFiguresExpiry(readAt: number): number {
  return Math.min(readAt + keptFiguresLifetimeMs, nextWeekStartAfter(readAt));
}

/**
 * The stored JSON is checked against today's shape of the figures: a row written by an older
 * deployment, or damaged, is a miss (read afresh), never a broken page.
 */
const count = z.number().int().nonnegative();
const storedStats = z.object({
  period: z.enum(Object.keys(pipelinePeriods) as [PipelinePeriod, ...PipelinePeriod[]]),
  weeks: z.object({
    weekStarts: z.array(z.number()),
    rows: z.array(z.object({ week: z.number().int(), formType: z.string(), count })),
  }),
  origins: z.array(z.object({ origin: z.string(), count })),
  originTotal: count,
  funnel: z.object(
    Object.fromEntries([...funnelSteps, ...funnelOutcomes].map((stage) => [stage, count])) as Record<keyof PipelineStats["funnel"], typeof count>,
  ),
  firstResponse: z.object({ answered: count, medianMs: z.number().nullable() }),
  overdueNew: count,
}) satisfies z.ZodType<PipelineStats>;

const iso = (instant: number) => new Date(instant).toISOString();

export interface KeptStats {
  stats: PipelineStats;
  /** When the figures were read from the leads. */
  readAt: number;
}

/** The period's stored figures if they still stand: read at the current data version, not yet expired, of today's shape. */
async function storedFigures(db: Database, period: PipelinePeriod, now: number): Promise<KeptStats | null> {
  const [row] = await db
    .select({ stats: pipelineSnapshots.stats, computedAt: pipelineSnapshots.computedAt })
    .from(pipelineSnapshots)
    .innerJoin(leadDataVersion, and(eq(leadDataVersion.id, 1), eq(leadDataVersion.version, pipelineSnapshots.dataVersion)))
    .where(and(eq(pipelineSnapshots.period, period), gt(pipelineSnapshots.expiresAt, iso(now))));
  if (!row) return null;
  let json: unknown;
  try {
    json = JSON.parse(row.stats);
  } catch {
    return null;
  }
  const stats = storedStats.safeParse(json);
  const readAt = Date.parse(row.computedAt);
  return stats.success && stats.data.period === period && Number.isFinite(readAt) ? { stats: stats.data, readAt } : null;
}

/**
 * Stores figures read at `dataVersion`, standing until `expiresAt` (by default the full lifetime).
 * A slower read of older data never replaces figures read at a newer version; a failure is logged
 * and only costs the next view a fresh read.
 */
export async function storeFigures(db: Database, figures: KeptStats & { dataVersion: number; expiresAt?: string }): Promise<void> {
  const row = {
    period: figures.stats.period,
    stats: JSON.stringify(figures.stats),
    dataVersion: figures.dataVersion,
    computedAt: iso(figures.readAt),
    expiresAt: figures.expiresAt ?? iso(keptFiguresExpiry(figures.readAt)),
  };
  try {
    await db
      .insert(pipelineSnapshots)
      .values(row)
      .onConflictDoUpdate({
        target: pipelineSnapshots.period,
        set: { stats: row.stats, dataVersion: row.dataVersion, computedAt: row.computedAt, expiresAt: row.expiresAt },
        setWhere: sql`excluded.data_version >= ${pipelineSnapshots.dataVersion}`,
      });
  } catch (error) {
    console.error(JSON.stringify({ level: "error", event: "pipeline_figures_not_kept", period: row.period, message: String(error) }));
  }
}

/** The period's figures: the stored ones while they stand, else read now (and stored after the response). */
export async function keptPipelineStats(context: Pick<AppLoadContext, "db" | "ctx">, period: PipelinePeriod, now = Date.now()): Promise<KeptStats> {
  const stored = await storedFigures(context.db, period, now);
  if (stored) return stored;
  const { stats, dataVersion } = await pipelineStats(context.db, period, now);
  context.ctx.waitUntil(storeFigures(context.db, { stats, readAt: now, dataVersion }));
  return { stats, readAt: now };
}

/**
 * After any write: the stored figures that a change has outdated, and that a view asked for in the
 * last five minutes (they have not expired), are read again now, so the next view finds them ready.
 * Each period at most every ten seconds, whatever the number of posts, and by one request only:
 * posts arriving together each find the outdated row, but only the one whose compare-and-set of
 * `computed_at` lands reads the figures (so a burst of posts cannot multiply the reads). The
 * refreshed figures keep the expiry their view gave them, so posts alone never keep figures alive.
 * Runs after the response; returns the periods it read again.
 */
export async function refreshOutdatedFigures(db: Database, now = Date.now()): Promise<PipelinePeriod[]> {
  const refreshed: PipelinePeriod[] = [];
  try {
    const outdated = await db
      .select({ period: pipelineSnapshots.period, computedAt: pipelineSnapshots.computedAt, expiresAt: pipelineSnapshots.expiresAt })
      .from(pipelineSnapshots)
      .innerJoin(leadDataVersion, and(eq(leadDataVersion.id, 1), ne(leadDataVersion.version, pipelineSnapshots.dataVersion)))
      .where(and(gt(pipelineSnapshots.expiresAt, iso(now)), lt(pipelineSnapshots.computedAt, iso(now - refreshAheadEveryMs))));
    for (const row of outdated) {
      if (!Object.hasOwn(pipelinePeriods, row.period)) continue;
      const claimed = await db
        .update(pipelineSnapshots)
        .set({ computedAt: iso(now) })
        .where(and(eq(pipelineSnapshots.period, row.period), eq(pipelineSnapshots.computedAt, row.computedAt)))
        .returning({ period: pipelineSnapshots.period });
      if (claimed.length === 0) continue; // another request is reading them
      const { stats, dataVersion } = await pipelineStats(db, row.period as PipelinePeriod, now);
      await storeFigures(db, { stats, readAt: now, dataVersion, expiresAt: row.expiresAt });
      refreshed.push(row.period as PipelinePeriod);
    }
  } catch (error) {
    console.error(JSON.stringify({ level: "error", event: "pipeline_figures_not_refreshed", message: String(error) }));
  }
  return refreshed;
}
