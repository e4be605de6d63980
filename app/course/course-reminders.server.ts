/**
 * The reminders the school's scheduled run sends (docs/school.md, "The licence checklist and
 * reminders"): the state exam within three days (once per date booked) and the course untouched
 * for a week (once per spell of inactivity). Each is sent once: its key is inserted into
 * `reminders_sent` in the same D1 batch as the e-mail, and a second insert of the key fails the
 * whole batch, so a rerun or a concurrent run queues nothing twice. Each e-mail carries a signed
 * link that stops that kind for that address (RFC 8058 headers too).
 *
 * Cheap at any number of enrolments: the exam reads an index over the dates of the next few days;
 * the inactivity reads `course_activity_marks` through a partial index of the spells not yet dealt
 * with, and keeps it current by folding in only the course records written since its last run.
 */
import { siteOrigin } from "~/http/site-origin";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { sql } from "drizzle-orm";
import { courseActivityMarks, courseReminderCursor, remindersSent, type ReminderKind } from "../../db/schema";
import { formatDay } from "~/admin/admin-dates";
import { newYorkToday } from "~/admin/follow-up";
import { queueEmail } from "~/email/outbox.server";
import { reminderCourseInactiveEmail, reminderExamSoonEmail } from "~/email/templates.server";
import { localizePath, supportedLanguages, type Language } from "~/i18n/languages";
import { signReminderStop } from "./reminder-links.server";

/** The exam reminder goes from this many days before the exam (New York dates). */
const examReminderDays = 3;
/** A student is reminded after this many days with nothing in their course record. */
const inactiveReminderDays = 7;
/** Course records folded into the activity marks per statement, and statements per run. */
const foldBatch = 5000;
const foldRoundsPerRun = 20;
/** Reminders of each kind queued per run at most; the rest wait five minutes. */
const remindersPerRun = 200;

const dayMs = 86_400_000;

const languageOf = (value: unknown): Language => (supportedLanguages as readonly unknown[]).includes(value) ? (value as Language) : "en";
const firstWord = (name: unknown) => (typeof name === "string" ? name.trim().split(/\s+/)[0] ?? "" : "");

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** The scheduled step: fold new activity, then each kind of reminder. */
export async function sendCourseReminders(context: AppLoadContext, now: number): Promise<Record<string, number>> {
  const { folded, isCaughtUp } = await foldNewActivity(context);
  const examSoon = await sendExamReminders(context, now);
  // Until every record is folded in, a mark may predate the student's latest study: no inactivity
  // reminder is sent on it (the first runs after this step is deployed work through the backlog).
  const courseInactive = isCaughtUp ? await sendInactivityReminders(context, now) : 0;
  return { folded, backlog: isCaughtUp ? 0 : 1, examSoon, courseInactive };
}

/** Brings each enrolment's last activity up to date from the course records written since the last run. */
async function foldNewActivity({ db }: AppLoadContext): Promise<{ folded: number; isCaughtUp: boolean }> {
  let folded = 0;
  for (let round = 0; round < foldRoundsPerRun; round += 1) {
    const [cursor] = await db.select({ lastRecordId: courseReminderCursor.lastRecordId }).from(courseReminderCursor).where(sql`${courseReminderCursor.name} = 'activity'`);
    const from = cursor?.lastRecordId ?? 0;
    const [range] = await db.all<{ top: number | null; count: number }>(
      sql`SELECT max(id) AS top, count(*) AS count FROM (SELECT id FROM course_records WHERE id > ${from} ORDER BY id LIMIT ${foldBatch})`,
    );
    if (!range || range.top === null) return { folded, isCaughtUp: true };
    // New activity opens a new spell (reminded_at cleared). Folding the same records twice (two
    // runs at once, or a run stopped between these two statements) changes nothing: the cursor only moves on.
    await db.run(sql`
      INSERT INTO course_activity_marks (enrolment_id, last_activity_at, reminded_at)
      SELECT r.enrolment_id, max(r.created_at), NULL FROM course_records r JOIN course_enrolments e ON e.id = r.enrolment_id
      WHERE r.id > ${from} AND r.id <= ${range.top}
      GROUP BY r.enrolment_id
      ON CONFLICT (enrolment_id) DO UPDATE SET last_activity_at = excluded.last_activity_at, reminded_at = NULL
      WHERE excluded.last_activity_at > course_activity_marks.last_activity_at`);
    await db
      .insert(courseReminderCursor)
      .values({ name: "activity", lastRecordId: range.top })
      .onConflictDoUpdate({ target: courseReminderCursor.name, set: { lastRecordId: sql`max(${courseReminderCursor.lastRecordId}, excluded.last_record_id)` } });
    folded += range.count;
    if (range.count < foldBatch) return { folded, isCaughtUp: true };
  }
  return { folded, isCaughtUp: false };
}

interface Reminder {
  kind: ReminderKind;
  key: string;
  to: string;
  language: Language;
  render: (stopLink: string) => Promise<{ subject: string; text: string; html: string }>;
  /** What else the batch records (the inactivity spell marked as dealt with). */
  alongside?: Parameters<AppLoadContext["db"]["batch"]>[0][number];
}

/** Queues one reminder with its key: `taken` when the key was (sent before, or by a run at the same time), `budget` when the address has had its share of e-mails for now. */
async function sendOnce(context: AppLoadContext, reminder: Reminder): Promise<"sent" | "taken" | "budget"> {
  const origin = siteOrigin(null, context.env);
  const token = await signReminderStop(context.env.SESSION_SECRET, reminder.kind, reminder.to);
  const stopLink = `${origin}${localizePath(`/reminders/stop/${token}`, reminder.language)}`;
  const content = await reminder.render(stopLink);
  const queued = await queueEmail(context, {
    kind: reminder.kind === "exam-soon" ? "reminder-exam-soon" : "reminder-course-inactive",
    toAddress: reminder.to,
    language: reminder.language,
    subject: content.subject,
    textBody: content.text,
    htmlBody: content.html,
    headers: { "List-Unsubscribe": `<${stopLink}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  });
  if (!queued) return "budget";
  try {
    await context.db.batch([context.db.insert(remindersSent).values({ key: reminder.key, kind: reminder.kind }), queued.insert, ...(reminder.alongside ? [reminder.alongside] : [])]);
    return "sent";
  } catch (error) {
    await queued.release();
    if (/UNIQUE constraint failed: reminders_sent\.key/.test(String(error))) return "taken";
    throw error;
  }
}

/** Exams booked from today to three days ahead (New York), with no result yet, not reminded for that date. */
async function sendExamReminders(context: AppLoadContext, now: number): Promise<number> {
  const today = newYorkToday(new Date(now));
  const rows = await context.db.all<{ userId: string; examOn: string; email: string; firstName: string; language: string }>(sql`
    SELECT c.user_id AS userId, c.exam_booked_for AS examOn, u.email AS email, u.first_name AS firstName, u.language AS language
    FROM licence_checklists c INDEXED BY licence_checklists_exam_idx JOIN users u ON u.id = c.user_id
    WHERE c.exam_booked_for IS NOT NULL AND c.exam_result IS NULL
      AND c.exam_booked_for >= ${today} AND c.exam_booked_for <= ${addDays(today, examReminderDays)}
      AND u.email_verified_at IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM reminders_sent s WHERE s.key = 'exam-soon:' || c.user_id || ':' || c.exam_booked_for)
      AND NOT EXISTS (SELECT 1 FROM reminder_opt_outs o WHERE o.email = u.email AND o.kind = 'exam-soon')
    LIMIT ${remindersPerRun}`);
  let sent = 0;
  for (const row of rows) {
    const language = languageOf(row.language);
    const origin = siteOrigin(null, context.env);
    const outcome = await sendOnce(context, {
      kind: "exam-soon",
      key: `exam-soon:${row.userId}:${row.examOn}`,
      to: row.email,
      language,
      render: (stopLink) =>
        reminderExamSoonEmail(language, { firstName: row.firstName, examOn: formatDay(row.examOn, language), checklistLink: `${origin}${localizePath("/account", language)}#licence-checklist-heading`, stopLink }),
    });
    if (outcome === "sent") sent += 1;
  }
  return sent;
}

/**
 * Spells of a week or more with nothing in the course record, not yet dealt with. A spell of a
 * student who has finished, whose enrolment is not open, or who stopped this kind is marked dealt
 * with and sends nothing.
 */
async function sendInactivityReminders(context: AppLoadContext, now: number): Promise<number> {
  const { db } = context;
  const nowIso = new Date(now).toISOString();
  const cutoff = new Date(now - inactiveReminderDays * dayMs).toISOString();
  const rows = await db.all<{ enrolmentId: string; lastActivityAt: string; email: string; studentName: string; firstName: string | null; language: string | null; isOpen: number; isFinished: number; isStopped: number }>(sql`
    SELECT m.enrolment_id AS enrolmentId, m.last_activity_at AS lastActivityAt, e.student_email AS email, e.student_name AS studentName,
      u.first_name AS firstName, u.language AS language,
      (e.status = 'active' AND e.starts_at <= ${nowIso} AND e.ends_at > ${nowIso}) AS isOpen,
      EXISTS (SELECT 1 FROM course_certificates c WHERE c.enrolment_id = e.id) AS isFinished,
      EXISTS (SELECT 1 FROM reminder_opt_outs o WHERE o.email = e.student_email AND o.kind = 'course-inactive') AS isStopped
    FROM course_activity_marks m INDEXED BY course_activity_marks_due_idx JOIN course_enrolments e ON e.id = m.enrolment_id LEFT JOIN users u ON u.id = e.user_id
    WHERE m.reminded_at IS NULL AND m.last_activity_at <= ${cutoff}
    ORDER BY m.last_activity_at
    LIMIT ${remindersPerRun}`);
  const origin = siteOrigin(null, context.env);
  let sent = 0;
  for (const row of rows) {
    const markDealtWith = db
      .update(courseActivityMarks)
      .set({ remindedAt: nowIso })
      .where(sql`${courseActivityMarks.enrolmentId} = ${row.enrolmentId} AND ${courseActivityMarks.lastActivityAt} = ${row.lastActivityAt}`);
    if (!row.isOpen || row.isFinished || row.isStopped) {
      await markDealtWith;
      continue;
    }
    const language = languageOf(row.language);
    const outcome = await sendOnce(context, {
      kind: "course-inactive",
      key: `course-inactive:${row.enrolmentId}:${row.lastActivityAt}`,
      to: row.email,
      language,
      alongside: markDealtWith,
      render: (stopLink) =>
        reminderCourseInactiveEmail(language, { firstName: row.firstName || firstWord(row.studentName), days: inactiveReminderDays, courseLink: `${origin}${localizePath("/course", language)}`, stopLink }),
    });
    if (outcome === "sent") sent += 1;
    // Its key already taken: another run sent it, and this spell is dealt with. Over budget: the next run tries again.
    else if (outcome === "taken") await markDealtWith;
  }
  return sent;
}
