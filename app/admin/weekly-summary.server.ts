/**
 * The admins' Monday e-mail (docs/decisions/067-weekly-summary.md): from 07:00 New York time each
 * Monday, every admin who has not turned it off in the Settings tab gets the Overview's figures for
 * the last 30 days: the same kept figures the Overview shows (`keptPipelineStats`, decision 031),
 * described by the Overview's own code (`describePipeline`), in the admin's language.
 *
 * Sent once per admin and week: the key `weekly-summary:<admin id>:<Monday, YYYY-MM-DD>` goes into
 * `reminders_sent` in the same D1 batch as the e-mail, so a rerun or two runs at once queue it once.
 * When a run has dealt with every admin it records the Monday (`course_reminder_cursor`, row
 * `weekly-summary`) and the day's later runs skip the step. Only Mondays: a week whose Monday the
 * Cron Trigger missed altogether has no summary (the next one comes the Monday after).
 */
import { onceADay } from "~/platform/once-a-day.server";
import type { ScheduledContext } from "~/platform/run-budget.server";
import { sql } from "drizzle-orm";
import { remindersSent } from "../../db/schema";
import { formatDay } from "~/platform/time/date-formats";
import { adminTabHref } from "~/admin/admin-tabs";
import { newYorkToday, newYorkWallTime } from "~/platform/time/new-york-time";
import { keptPipelineStats } from "~/admin/pipeline/kept-stats.server";
import { describePipeline, type OverviewPipeline } from "~/admin/pipeline/overview-pipeline.server";
import { queueEmail } from "~/email/outbox.server";
import type { WeeklyFigures } from "~/email/messages/weekly-summary.server";
import { weeklySummaryEmail } from "~/email/templates.server";
import { siteOrigin } from "~/http/site-origin";
import { translatorFor } from "~/i18n/i18n.server";
import { languageInfo, localizePath, supportedLanguages, type Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/translate";
import { sourceLabel, staffLabelText } from "~/leads/forms/names";

/** The e-mail goes from this hour of the New York Monday. */
const summaryHour = 7;
/** The Overview's period the summary reports (its default one). */
const summaryPeriod = "30d";
/** Sources listed, the largest first. */
const originsListed = 5;
/** The `course_reminder_cursor` row that holds the Monday (YYYYMMDD) every admin was dealt with. */
const cursorName = "weekly-summary";

const languageOf = (value: unknown): Language => ((supportedLanguages as readonly unknown[]).includes(value) ? (value as Language) : "en");

/** Whether a New York calendar day is a Monday. */
const isMonday = ({ year, month, day }: { year: number; month: number; day: number }) => new Date(Date.UTC(year, month - 1, day)).getUTCDay() === 1;

/** The described figures as the e-mail writes them: shares as percentages of the reader's language, names in it. */
export function weeklyFigures(pipeline: OverviewPipeline, language: Language, t: Translate, overviewLink: string): WeeklyFigures {
  const percentFormat = new Intl.NumberFormat(languageInfo(language).intlLocale, { style: "percent", maximumFractionDigits: 1 });
  const percent = (value: number | null) => (value === null ? null : percentFormat.format(value / 100));
  // The last column is the week under way (it began at Monday 00:00); the one before ended last night.
  const [previous, lastWeek] = pipeline.weeks.slice(-3, -1);
  return {
    readAt: pipeline.readAt,
    lastWeek: { start: lastWeek?.label ?? "", count: lastWeek?.total ?? 0, previous: previous?.total ?? 0 },
    stages: pipeline.stages.map((stage, index) => ({
      kind: index === 0 ? "first" : stage.stage === "declined" || stage.stage === "closed" ? "outcome" : "step",
      name: t(`leadStatuses.${stage.stage}`),
      count: stage.count,
      percent: percent(stage.conversion),
    })),
    firstResponse:
      pipeline.firstResponse.medianHours === null ? null : { hours: pipeline.firstResponse.medianHours, answered: pipeline.firstResponse.answered },
    origins: pipeline.origins
      .slice(0, originsListed)
      .map((origin) => ({ name: staffLabelText(sourceLabel(origin.origin), t), count: origin.count, percent: percent(origin.share) })),
    overdue: pipeline.overdueNew,
    overviewLink,
  };
}

interface SummaryReader {
  id: string;
  email: string;
  firstName: string;
  language: string;
}

/** The scheduled step: nothing but on Monday from 07:00 New York time, and once the Monday is done. */
export async function sendWeeklySummaries(context: ScheduledContext, now: number): Promise<Record<string, number>> {
  const { db } = context;
  const wall = newYorkWallTime(now);
  if (!isMonday(wall) || wall.hour < summaryHour) return { sent: 0 };
  const monday = newYorkToday(new Date(now));
  return onceADay(db, cursorName, monday, { sent: 0 }, async () => {
    const readers = await db.all<SummaryReader>(sql`
      SELECT u.id AS id, u.email AS email, u.first_name AS firstName, u.language AS language FROM users u
      WHERE u.role = 'admin' AND u.weekly_summary = 1
        AND NOT EXISTS (SELECT 1 FROM reminders_sent s WHERE s.key = 'weekly-summary:' || u.id || ':' || ${monday})`);
    let sent = 0;
    let isDone = true;
    if (readers.length > 0) {
      // One read of the figures for every reader: the Overview's kept ones, as the panel would show them now.
      const kept = await keptPipelineStats(context, summaryPeriod, now);
      for (const reader of readers) {
        // The e-mail and its key: past the step's share, the next run goes on.
        if (!context.budget.hasRoom({ queries: 3, emails: 1 })) {
          isDone = false;
          break;
        }
        const language = languageOf(reader.language);
        const outcome = await sendOnce(context, reader, language, monday, describePipeline(kept, language));
        if (outcome === "sent") sent += 1;
        else if (outcome === "budget") isDone = false;
      }
    }
    return { counts: { sent }, isDone };
  });
}

/** Queues one admin's e-mail with its key: `taken` when another run sent it. */
async function sendOnce(context: ScheduledContext, reader: SummaryReader, language: Language, monday: string, pipeline: OverviewPipeline) {
  const t = await translatorFor(language);
  const admin = `${siteOrigin(null, context.env)}${localizePath("/admin", language)}`;
  const content = await weeklySummaryEmail(language, {
    firstName: reader.firstName,
    weekOf: formatDay(monday, language),
    figures: weeklyFigures(pipeline, language, t, admin),
    settingsLink: adminTabHref(admin, "settings"),
  });
  const queued = await queueEmail(context, {
    kind: "weekly-summary",
    toAddress: reader.email,
    language,
    subject: content.subject,
    textBody: content.text,
    htmlBody: content.html,
  });
  if (!queued) return "budget";
  try {
    await context.db.batch([context.db.insert(remindersSent).values({ key: `weekly-summary:${reader.id}:${monday}`, kind: "weekly-summary" }), queued.insert]);
    return "sent";
  } catch (error) {
    await queued.release();
    if (/UNIQUE constraint failed: reminders_sent\.key/.test(String(error))) return "taken";
    throw error;
  }
}
