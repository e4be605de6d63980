/**
 * Scheduled work done once per day: the first run of the day does it, and once the work says it has
 * dealt with everything the day is recorded (`course_reminder_cursor`, a row per kind of work, the
 * day as YYYYMMDD), so the day's later runs skip it with one read. Work cut short (the step's share
 * spent) leaves the day open, and the next run goes on; the work itself keeps each e-mail once
 * (its key in `reminders_sent`), so two runs at once send nothing twice.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { courseReminderCursor } from "../../db/schema";

/** `work`'s counts, or `nothing` when `day` (YYYY-MM-DD) is already recorded under `cursor`. */
export async function onceADay<Counts>(
  db: Database,
  cursor: string,
  day: string,
  nothing: Counts,
  work: () => Promise<{ counts: Counts; isDone: boolean }>,
): Promise<Counts> {
  const dayNumber = Number(day.replaceAll("-", ""));
  const [done] = await db.select({ day: courseReminderCursor.lastRecordId }).from(courseReminderCursor).where(eq(courseReminderCursor.name, cursor));
  if (done?.day === dayNumber) return nothing;
  const { counts, isDone } = await work();
  if (isDone) {
    await db
      .insert(courseReminderCursor)
      .values({ name: cursor, lastRecordId: dayNumber })
      .onConflictDoUpdate({ target: courseReminderCursor.name, set: { lastRecordId: dayNumber } });
  }
  return counts;
}
