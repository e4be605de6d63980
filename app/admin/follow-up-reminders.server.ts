/**
 * The admins' morning e-mail (docs/leads.md, decision 054): from 07:00 New York time, each admin
 * who has not turned it off gets one e-mail listing their own leads whose follow-up day has come
 * (today or earlier, the lead not finished: `dueCondition`) and the new leads nobody has owned for
 * more than two business days (New York, `business-days.ts`), each with its link; none when both
 * lists are empty. Spam is never listed: it is a final status, and never "new".
 *
 * Sent once per admin and New York day: the key `followups:<admin id>:<YYYY-MM-DD>` is inserted into
 * `reminders_sent` in the same D1 batch as the e-mail, so a rerun or two runs at once queue nothing
 * twice. The lists are read once a day, by the first run from 07:00: when every admin was dealt with,
 * the day is recorded (`course_reminder_cursor` row `followups`) and the later runs of the day skip
 * the step, so a lead that comes due at 15:00 waits for tomorrow's e-mail rather than sending one
 * in the afternoon.
 *
 * Cheap at any number of leads: an admin's due leads are a range of the index on (owner, follow-up
 * day, status); the unowned new leads a range of the partial index of exactly those rows.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { onceADay } from "~/platform/once-a-day.server";
import type { ScheduledContext } from "~/platform/run-budget.server";
import { and, asc, count, eq, isNull, lt, sql } from "drizzle-orm";
import { leads, remindersSent } from "../../db/schema";
import { formatDay } from "~/platform/time/date-formats";
import { adminTabHref } from "~/admin/admin-tabs";
import { dueCondition } from "~/admin/follow-up";
import { newYorkToday, newYorkWallTime } from "~/platform/time/new-york-time";
import { leadSearch } from "~/admin/lead-query";
import { fullName } from "~/auth/users.server";
import { businessDeadline } from "~/platform/time/business-days";
import { queueEmail } from "~/email/outbox.server";
import type { DigestList } from "~/email/messages/follow-up-digest.server";
import { followUpDigestEmail } from "~/email/templates.server";
import { translatorFor } from "~/i18n/i18n.server";
import { localizePath, supportedLanguages, type Language } from "~/i18n/languages";
import { formTypeLabel, staffLabelText } from "~/leads/forms/names";
import { siteOrigin } from "~/http/site-origin";

/** The e-mail goes from this hour of the New York morning. */
const followUpMorningHour = 7;
/** A new lead with no owner is listed once it is older than this many business days. */
const unownedAfterBusinessDays = 2;
/** Leads shown in each list; the rest are counted, with the manager's link. */
const leadsPerList = 25;
/** The `course_reminder_cursor` row that holds the New York day (YYYYMMDD) every admin was dealt with. */
const cursorName = "followups";

const languageOf = (value: unknown): Language => ((supportedLanguages as readonly unknown[]).includes(value) ? (value as Language) : "en");

/**
 * The latest creation instant (exclusive bound, ISO) of a lead that is older than two business days
 * at `now`: the deadline grows with the creation time, so the leads past it are a prefix of the
 * creation times, found by halving (a lead five calendar days old is always past it).
 */
function unownedCutoff(now: number): string {
  let low = now - 5 * 86_400_000;
  let high = now;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (businessDeadline(middle, unownedAfterBusinessDays) < now) low = middle;
    else high = middle;
  }
  return new Date(high).toISOString();
}

interface LeadRow {
  id: string;
  formType: string;
  email: string;
  firstName: string;
  lastName: string;
  day: string;
}

const leadColumns = { id: leads.id, formType: leads.formType, email: leads.email, firstName: leads.firstName, lastName: leads.lastName };

/** The scheduled step: nothing before the morning hour, or once the day is done. */
export async function sendFollowUpReminders(context: ScheduledContext, now: number): Promise<Record<string, number>> {
  const { db } = context;
  if (newYorkWallTime(now).hour < followUpMorningHour) return { sent: 0 };
  const today = newYorkToday(new Date(now));
  return onceADay(db, cursorName, today, { sent: 0 }, async () => {
    const admins = await db.all<{ id: string; email: string; firstName: string; language: string }>(sql`
      SELECT u.id AS id, u.email AS email, u.first_name AS firstName, u.language AS language FROM users u
      WHERE u.role = 'admin' AND u.follow_up_emails = 1
        AND NOT EXISTS (SELECT 1 FROM reminders_sent s WHERE s.key = 'followups:' || u.id || ':' || ${today})`);
    let sent = 0;
    let isDone = true;
    if (admins.length > 0) {
      const unowned = await unownedLeads(context, now);
      for (const admin of admins) {
        // Its reads (one batch of two), the e-mail and its key: past the step's share, the next run goes on.
        if (!context.budget.hasRoom({ queries: 5, emails: 1 })) {
          isDone = false;
          break;
        }
        const due = await dueLeads(context, admin.id, today);
        if (due.total === 0 && unowned.total === 0) continue;
        const outcome = await sendOnce(context, { admin, today, due, unowned });
        if (outcome === "sent") sent += 1;
        else if (outcome === "budget") isDone = false;
      }
    }
    return { counts: { sent }, isDone };
  });
}

/** One admin's leads whose follow-up day is today or earlier, not finished: the earliest first. */
async function dueLeads({ db }: AppLoadContext, adminId: string, today: string) {
  const where = and(eq(leads.assignedTo, adminId), dueCondition(today));
  const [[total], rows] = await db.batch([
    db.select({ total: count() }).from(leads).where(where),
    db
      .select({ ...leadColumns, day: sql<string>`${leads.followUpOn}` })
      .from(leads)
      .where(where)
      .orderBy(asc(leads.followUpOn), asc(leads.id))
      .limit(leadsPerList),
  ]);
  return { total: total?.total ?? 0, rows: rows as LeadRow[] };
}

/** New leads with no owner older than two business days: the oldest first (the same for every admin). */
async function unownedLeads({ db }: AppLoadContext, now: number) {
  const where = and(isNull(leads.assignedTo), eq(leads.status, "new"), lt(leads.createdAt, unownedCutoff(now)));
  const [[total], rows] = await db.batch([
    db.select({ total: count() }).from(leads).where(where),
    db
      .select({ ...leadColumns, day: leads.createdAt })
      .from(leads)
      .where(where)
      .orderBy(asc(leads.createdAt), asc(leads.id))
      .limit(leadsPerList),
  ]);
  return { total: total?.total ?? 0, rows: rows.map((row) => ({ ...row, day: newYorkToday(new Date(row.day)) })) as LeadRow[] };
}

type Leads = Awaited<ReturnType<typeof dueLeads>>;

/** Queues one admin's e-mail with its key: `taken` when another run sent it, `budget` when the address has had its share for now. */
async function sendOnce(
  context: ScheduledContext,
  { admin, today, due, unowned }: { admin: { id: string; email: string; firstName: string; language: string }; today: string; due: Leads; unowned: Leads },
) {
  const language = languageOf(admin.language);
  const t = await translatorFor(language);
  const manager = `${siteOrigin(null, context.env)}${localizePath("/submissions-manager", language)}`;
  const list = (listed: Leads, viewLink: string): DigestList => ({
    total: listed.total,
    viewLink,
    leads: listed.rows.map((row) => ({
      name: fullName(row) || row.email,
      form: staffLabelText(formTypeLabel(row.formType), t),
      date: formatDay(row.day, language),
      link: `${manager}${leadSearch({}, { dialog: "view", id: row.id })}`,
    })),
  });
  const content = await followUpDigestEmail(language, {
    firstName: admin.firstName,
    day: formatDay(today, language),
    due: list(due, `${manager}${leadSearch({ owner: "mine" })}`),
    unowned: list(unowned, `${manager}${leadSearch({ owner: "unassigned" })}`),
    settingsLink: `${siteOrigin(null, context.env)}${adminTabHref(localizePath("/admin", language), "settings")}`,
  });
  const queued = await queueEmail(context, {
    kind: "follow-up-digest",
    toAddress: admin.email,
    language,
    subject: content.subject,
    textBody: content.text,
    htmlBody: content.html,
  });
  if (!queued) return "budget";
  try {
    await context.db.batch([context.db.insert(remindersSent).values({ key: `followups:${admin.id}:${today}`, kind: "followups" }), queued.insert]);
    return "sent";
  } catch (error) {
    await queued.release();
    if (/UNIQUE constraint failed: reminders_sent\.key/.test(String(error))) return "taken";
    throw error;
  }
}
