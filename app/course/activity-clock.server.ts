/**
 * The enrolment's one clock (`course_clocks`), shared by study and exams: it times one activity at
 * a time, a screen or an attempt (docs/decisions/041 and 073). Every change replaces the clock's
 * random stamp only if it is still the one read; a credit is written in the same D1 batch only
 * where that replacement happened, so of two racing requests exactly one is credited.
 */
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { courseClocks } from "../../db/schema";
import type { SeatClock } from "./seat-time";

export type ClockRead = { clock: SeatClock | null; stamp: string | null };

export async function readClock(db: Database, enrolmentId: string): Promise<ClockRead> {
  return clockFrom(await clockQuery(db, enrolmentId));
}

/** The read behind `readClock`, for a caller's D1 batch (`clockFrom` reads its rows). */
export function clockQuery(db: Database, enrolmentId: string) {
  return db.select().from(courseClocks).where(eq(courseClocks.enrolmentId, enrolmentId));
}

export function clockFrom([row]: ReadonlyArray<typeof courseClocks.$inferSelect>): ClockRead {
  return row ? { clock: { screenKey: row.screenKey, since: row.sinceMs }, stamp: row.stamp } : { clock: null, stamp: null };
}

/**
 * The statement that moves the clock to `next` (for the caller's batch), the SQL condition that is
 * true after it only when this move won (a credit is written under that condition), and the stamp
 * it writes. With `only`, the clock moves only if that condition also holds when the statement runs.
 */
export function moveClock(
  db: Database,
  enrolmentId: string,
  read: ClockRead,
  next: SeatClock,
  only?: SQL,
): { statement: ReturnType<typeof moveStatement>; won: SQL; stamp: string } {
  const stamp = crypto.randomUUID();
  const won = sql`exists (select 1 from ${courseClocks} where ${courseClocks.enrolmentId} = ${enrolmentId} and ${courseClocks.stamp} = ${stamp})`;
  return { statement: moveStatement(db, enrolmentId, read, next, stamp, only), won, stamp };
}

function moveStatement(db: Database, enrolmentId: string, read: ClockRead, next: SeatClock, stamp: string, only: SQL | undefined) {
  if (read.stamp !== null) {
    return db
      .update(courseClocks)
      .set({ screenKey: next.screenKey, sinceMs: next.since, stamp })
      .where(and(eq(courseClocks.enrolmentId, enrolmentId), eq(courseClocks.stamp, read.stamp), only));
  }
  if (!only) return db.insert(courseClocks).values({ enrolmentId, screenKey: next.screenKey, sinceMs: next.since, stamp }).onConflictDoNothing();
  return db
    .insert(courseClocks)
    .select(
      db
        .select({
          enrolmentId: sql<string>`${enrolmentId}`.as("enrolment_id"),
          screenKey: sql<string>`${next.screenKey}`.as("screen_key"),
          sinceMs: sql<number | null>`${next.since}`.as("since_ms"),
          stamp: sql<string>`${stamp}`.as("stamp"),
        })
        .from(sql`(select 1)`)
        .where(only),
    )
    .onConflictDoNothing();
}
