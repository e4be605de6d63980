/**
 * The reminders the school's scheduled run sends (docs/school.md, "The licence checklist and
 * reminders"): the state exam within three days (once per date booked), the course untouched
 * for a week (once per spell of inactivity; before any study, counted from the enrolment's start),
 * and the certificate's 4-year window ending (at 90 and at 30 days, once each). Each is sent once: its key is inserted into
 * `reminders_sent` in the same D1 batch as the e-mail, and a second insert of the key fails the
 * whole batch, so a rerun or a concurrent run queues nothing twice. Each e-mail carries a signed
 * link that stops that kind for that address (RFC 8058 headers too).
 *
 * Cheap at any number of enrolments: the exam reads an index over the dates of the next few days;
 * the inactivity reads `course_activity_marks` through a partial index of the spells not yet dealt
 * with, and keeps it current by folding in only the course records written since its last run; the
 * certificates are read once per New York day, over the few months of issue dates whose window ends
 * within 90 days (`course_reminder_cursor` row `certificate-window` holds the day last done).
 */
import { siteOrigin } from "~/http/site-origin";
import { onceADay } from "~/platform/once-a-day.server";
import type { ScheduledContext } from "~/platform/run-budget.server";
import { sql } from "drizzle-orm";
import { courseActivityMarks, courseReminderCursor, remindersSent } from "../../db/schema";
import { formatDay } from "~/platform/time/date-formats";
import { newYorkToday } from "~/platform/time/new-york-time";
import { queueEmail } from "~/email/outbox.server";
import type { EmailKind } from "../../db/schema";
import { reminderCertificateWindowEmail, reminderCourseInactiveEmail, reminderExamSoonEmail } from "~/email/templates.server";
import { courseWindowSources, licenceChecklistSources } from "~/content/licence-checklist";
import { localizePath, supportedLanguages, type Language } from "~/i18n/languages";
import { addDays, addYears, certificateWindowYears, daysFrom, lastFilingDay } from "./certificate-window";
import type { ReminderKind } from "../../db/schema";
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
/** What one reminder costs at most: its reads and writes (the address's budget, the batch with its key), and its e-mail. */
const reminderCost = { queries: 6, emails: 1 };
/** What one round of folding costs: the cursor, the range, the fold, the cursor moved. */
const foldCost = { queries: 4 };

/** The certificate's window reminders go this many days before its last day, each once (the largest first). */
const certificateWindowThresholds = [90, 30] as const;

const dayMs = 86_400_000;

const outboxKindOf: Record<ReminderKind, EmailKind> = {
  "exam-soon": "reminder-exam-soon",
  "course-inactive": "reminder-course-inactive",
  "certificate-window": "reminder-certificate-window",
};

const languageOf = (value: unknown): Language => ((supportedLanguages as readonly unknown[]).includes(value) ? (value as Language) : "en");
const firstWord = (name: unknown) => (typeof name === "string" ? (name.trim().split(/\s+/)[0] ?? "") : "");

/** The scheduled step: fold new activity, then each kind of reminder. */
export async function sendCourseReminders(context: ScheduledContext, now: number): Promise<Record<string, number>> {
  const { folded, isCaughtUp } = await foldNewActivity(context);
  const examSoon = await sendExamReminders(context, now);
  // Until every record is folded in, a mark may predate the student's latest study: no inactivity
  // reminder is sent on it (the first runs after this step is deployed work through the backlog).
  const courseInactive = isCaughtUp ? await sendInactivityReminders(context, now) : 0;
  const certificateWindow = await sendCertificateWindowReminders(context, now);
  return { folded, backlog: isCaughtUp ? 0 : 1, examSoon, courseInactive, certificateWindow };
}

/** Brings each enrolment's last activity up to date from the course records written since the last run. */
async function foldNewActivity({ db, budget }: ScheduledContext): Promise<{ folded: number; isCaughtUp: boolean }> {
  let folded = 0;
  // Half the step's queries at most: the reminders that the folded marks are waiting for get the rest.
  const foldQueries = budget.allowed.queries / 2;
  for (let round = 0; round < foldRoundsPerRun && budget.queries + foldCost.queries <= foldQueries && budget.hasRoom(foldCost); round += 1) {
    const [cursor] = await db
      .select({ lastRecordId: courseReminderCursor.lastRecordId })
      .from(courseReminderCursor)
      .where(sql`${courseReminderCursor.name} = 'activity'`);
    const from = cursor?.lastRecordId ?? 0;
    const [range] = await db.all<{ top: number | null; count: number }>(
      sql`SELECT max(id) AS top, count(*) AS count FROM (SELECT id FROM course_records WHERE id > ${from} ORDER BY id LIMIT ${foldBatch})`,
    );
    if (!range || range.top === null) return { folded, isCaughtUp: true };
    // New activity opens a new spell (reminded_at cleared). The spell never starts before the
    // enrolment does, and the staff's records of the enrolment (created, changed) are not the
    // student's study: a student who never started is quiet from the start, as the learners view's
    // "stalled" counts. Folding the same records twice (two runs at once, or a run stopped between
    // these two statements) changes nothing: the cursor only moves on.
    await db.run(sql`
      INSERT INTO course_activity_marks (enrolment_id, last_activity_at, reminded_at)
      SELECT r.enrolment_id, max(max(CASE WHEN r.kind IN ('enrolment.created', 'enrolment.changed') THEN e.starts_at ELSE r.created_at END), e.starts_at), NULL
      FROM course_records r JOIN course_enrolments e ON e.id = r.enrolment_id
      WHERE r.id > ${from} AND r.id <= ${range.top}
      GROUP BY r.enrolment_id
      ON CONFLICT (enrolment_id) DO UPDATE SET last_activity_at = excluded.last_activity_at, reminded_at = NULL
      WHERE excluded.last_activity_at > course_activity_marks.last_activity_at`);
    await db
      .insert(courseReminderCursor)
      .values({ name: "activity", lastRecordId: range.top })
      .onConflictDoUpdate({
        target: courseReminderCursor.name,
        set: { lastRecordId: sql`max(${courseReminderCursor.lastRecordId}, excluded.last_record_id)` },
      });
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
  alongside?: Parameters<ScheduledContext["db"]["batch"]>[0][number];
}

/** Queues one reminder with its key: `taken` when the key was (sent before, or by a run at the same time), `budget` when the address has had its share of e-mails for now. */
async function sendOnce(context: ScheduledContext, reminder: Reminder): Promise<"sent" | "taken" | "budget"> {
  const origin = siteOrigin(null, context.env);
  const token = await signReminderStop(context.env.SESSION_SECRET, reminder.kind, reminder.to);
  const stopLink = `${origin}${localizePath(`/reminders/stop/${token}`, reminder.language)}`;
  const content = await reminder.render(stopLink);
  const queued = await queueEmail(context, {
    kind: outboxKindOf[reminder.kind],
    toAddress: reminder.to,
    language: reminder.language,
    subject: content.subject,
    textBody: content.text,
    htmlBody: content.html,
    headers: { "List-Unsubscribe": `<${stopLink}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  });
  if (!queued) return "budget";
  try {
    await context.db.batch([
      context.db.insert(remindersSent).values({ key: reminder.key, kind: reminder.kind }),
      queued.insert,
      ...(reminder.alongside ? [reminder.alongside] : []),
    ]);
    return "sent";
  } catch (error) {
    await queued.release();
    if (/UNIQUE constraint failed: reminders_sent\.key/.test(String(error))) return "taken";
    throw error;
  }
}

/** Exams booked from today to three days ahead (New York), with no result yet, not reminded for that date. */
async function sendExamReminders(context: ScheduledContext, now: number): Promise<number> {
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
    // The step's share is spent: the rest are found again by the next run.
    if (!context.budget.hasRoom(reminderCost)) break;
    const language = languageOf(row.language);
    const origin = siteOrigin(null, context.env);
    const outcome = await sendOnce(context, {
      kind: "exam-soon",
      key: `exam-soon:${row.userId}:${row.examOn}`,
      to: row.email,
      language,
      render: (stopLink) =>
        reminderExamSoonEmail(language, {
          firstName: row.firstName,
          examOn: formatDay(row.examOn, language),
          checklistLink: `${origin}${localizePath("/account", language)}#licence-checklist-heading`,
          stopLink,
        }),
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
async function sendInactivityReminders(context: ScheduledContext, now: number): Promise<number> {
  const { db } = context;
  const nowIso = new Date(now).toISOString();
  const cutoff = new Date(now - inactiveReminderDays * dayMs).toISOString();
  const rows = await db.all<{
    enrolmentId: string;
    lastActivityAt: string;
    startsAt: string;
    email: string;
    studentName: string;
    firstName: string | null;
    language: string | null;
    isOpen: number;
    isFinished: number;
    isStopped: number;
  }>(sql`
    SELECT m.enrolment_id AS enrolmentId, m.last_activity_at AS lastActivityAt, e.starts_at AS startsAt, e.student_email AS email, e.student_name AS studentName,
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
    if (!context.budget.hasRoom(reminderCost)) break;
    const markDealtWith = db
      .update(courseActivityMarks)
      .set({ remindedAt: nowIso })
      .where(sql`${courseActivityMarks.enrolmentId} = ${row.enrolmentId} AND ${courseActivityMarks.lastActivityAt} = ${row.lastActivityAt}`);
    if (row.startsAt > row.lastActivityAt) {
      // A mark from before the enrolment's start (folded before the spell counted from the start):
      // the spell begins at the start, and is found again a week after it.
      await db
        .update(courseActivityMarks)
        .set({ lastActivityAt: row.startsAt })
        .where(sql`${courseActivityMarks.enrolmentId} = ${row.enrolmentId} AND ${courseActivityMarks.lastActivityAt} = ${row.lastActivityAt}`);
      continue;
    }
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
        reminderCourseInactiveEmail(language, {
          firstName: row.firstName || firstWord(row.studentName),
          days: inactiveReminderDays,
          courseLink: `${origin}${localizePath("/course", language)}`,
          stopLink,
        }),
    });
    if (outcome === "sent") sent += 1;
    // Its key already taken: another run sent it, and this spell is dealt with. Over budget: the next run tries again.
    else if (outcome === "taken") await markDealtWith;
  }
  return sent;
}

/** The `course_reminder_cursor` row that holds the New York day the certificates were last read whole (as YYYYMMDD). */
const certificateWindowCursor = "certificate-window";

/**
 * Certificates (not revoked) whose 4-year window ends within 90 days, of graduates whose checklist
 * does not say the application was submitted: reminded at 90 days and at 30 days, each once (a
 * window found first at 30 days or fewer gets the 30-day one only). There is no index on
 * `issued_at`, so the certificates are read at most once per New York day: the read is a range of
 * about three months of issue dates, the day is recorded when every due reminder of it was queued,
 * and the later runs of that day skip the step. Two runs at once may both read; the keys in
 * `reminders_sent` still send each reminder once.
 */
async function sendCertificateWindowReminders(context: ScheduledContext, now: number): Promise<number> {
  const { db } = context;
  const today = newYorkToday(new Date(now));
  return onceADay(db, certificateWindowCursor, today, 0, async () => {
    const largest = certificateWindowThresholds[0];
    // New York completion days whose last filing day is today to `largest` days ahead, a day wider
    // each side; an issue time (UTC) falls on its New York day or the next.
    const firstDay = addDays(addYears(addDays(today, 1), -certificateWindowYears), -1);
    const lastDay = addDays(addYears(addDays(today, largest + 1), -certificateWindowYears), 1);
    const rows = await db.all<{
      code: string;
      issuedAt: string;
      studentName: string;
      email: string;
      firstName: string | null;
      language: string | null;
      sentThresholds: string | null;
    }>(sql`
      SELECT c.code AS code, c.issued_at AS issuedAt, c.student_name AS studentName, coalesce(u.email, e.student_email) AS email,
        u.first_name AS firstName, coalesce(u.language, s.language) AS language,
        (SELECT group_concat(substr(r.key, length('certificate-window:' || c.code || ':') + 1)) FROM reminders_sent r
          WHERE r.key IN ('certificate-window:' || c.code || ':90', 'certificate-window:' || c.code || ':30')) AS sentThresholds
      FROM course_certificates c JOIN course_enrolments e ON e.id = c.enrolment_id
        LEFT JOIN users u ON u.id = coalesce(e.user_id, (SELECT id FROM users WHERE email = e.student_email))
        LEFT JOIN course_learner_summaries s ON s.enrolment_id = e.id
        LEFT JOIN licence_checklists l ON l.user_id = u.id
      WHERE c.revoked_at IS NULL
        AND c.issued_at >= ${`${firstDay}T00:00:00.000Z`} AND c.issued_at < ${`${addDays(lastDay, 2)}T00:00:00.000Z`}
        AND coalesce(l.application_done, 0) = 0 AND l.application_submitted_on IS NULL
        AND NOT EXISTS (SELECT 1 FROM reminders_sent r WHERE r.key = 'certificate-window:' || c.code || ':30')
        AND NOT EXISTS (SELECT 1 FROM reminder_opt_outs o WHERE o.email = coalesce(u.email, e.student_email) AND o.kind = 'certificate-window')
      ORDER BY c.issued_at`);
    const origin = siteOrigin(null, context.env);
    let sent = 0;
    let isDone = true;
    for (const row of rows) {
      const completedOn = newYorkToday(new Date(row.issuedAt));
      const last = lastFilingDay(completedOn);
      const daysLeft = daysFrom(today, last);
      if (daysLeft < 0 || daysLeft > largest) continue;
      const threshold = Math.min(...certificateWindowThresholds.filter((days) => daysLeft <= days));
      if ((row.sentThresholds ?? "").split(",").includes(String(threshold))) continue;
      if (sent >= remindersPerRun || !context.budget.hasRoom(reminderCost)) {
        isDone = false;
        break;
      }
      const language = languageOf(row.language);
      const outcome = await sendOnce(context, {
        kind: "certificate-window",
        key: `certificate-window:${row.code}:${threshold}`,
        to: row.email,
        language,
        render: (stopLink) =>
          reminderCertificateWindowEmail(language, {
            firstName: row.firstName || firstWord(row.studentName),
            completedOn: formatDay(completedOn, language),
            lastDay: formatDay(last, language),
            applyLink: licenceChecklistSources[0].url,
            checklistLink: `${origin}${localizePath("/account", language)}#licence-checklist-heading`,
            sourceLinks: [courseWindowSources[0].url, courseWindowSources[1].url],
            stopLink,
          }),
      });
      if (outcome === "sent") sent += 1;
      // On the window's last day there is no tomorrow: a reminder over its address's budget is tried again by the next run.
      if (outcome === "budget" && daysLeft === 0) isDone = false;
    }
    // Over the run's share, the next run reads again; a reminder over its address's budget waits for tomorrow's read (its last day: the next run's).
    return { counts: sent, isDone };
  });
}
