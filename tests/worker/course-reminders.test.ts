/**
 * The reminders of the licence checklist, sent by the Worker's scheduled handler (the Cron Trigger):
 * the state exam within three days, a week without study (from the start, for a student who never
 * started) and the certificate's 4-year window ending (at 90 and at 30 days), each once (a rerun or
 * two runs at once send nothing twice), each stopped by the signed link it carries (a page, or the
 * RFC 8058 one-click POST) for that kind and that person only, a forged or altered link refused,
 * and the account's setting turning a kind back on.
 */
import { describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { decodedPage, getAs, logIn, postAs, toastText } from "../support/accounts";
import { formatDay } from "~/platform/time/date-formats";
import { addDays, addYears } from "~/school/certificate-window";
import { enrolledStudent, newYorkDayAfter, putApplication, putCertificate, putChecklist, runSchedule, type Student } from "../support/licence-checklist";
import { emailsTo, type OutboxRow } from "../support/mailbox";
import { rows, startWorkerForFile, testBindings, testOrigin } from "../support/worker";
import { recipientBudgets } from "~/email/outbox.server";
import { anonymousKey } from "~/platform/rate-limit.server";

const worker = startWorkerForFile();
const dayMs = 86_400_000;

async function remindersTo(
  address: string,
  kind: "reminder-exam-soon" | "reminder-course-inactive" | "reminder-certificate-window",
): Promise<Array<OutboxRow & { headers: string }>> {
  return (await emailsTo(worker, address)).filter((email) => email.kind === kind) as Array<OutboxRow & { headers: string }>;
}

/** The stop link of a reminder, as a path, from its List-Unsubscribe header (and the same link in its text). */
function stopPathOf(email: OutboxRow & { headers: string }): string {
  const headers = JSON.parse(email.headers) as Record<string, string>;
  expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  const link = /^<(.+)>$/.exec(headers["List-Unsubscribe"] ?? "")?.[1] ?? "";
  expect(email.text_body).toContain(link);
  return new URL(link).pathname;
}

async function stoppedKinds(address: string): Promise<string[]> {
  return (await rows<{ kind: string }>(worker, "SELECT kind FROM reminder_opt_outs WHERE email = ? ORDER BY kind", address)).map((row) => row.kind);
}

/** A token with its address part swapped for another's (the signature left as it was). */
function withAddress(path: string, email: string): string {
  const token = path.split("/").pop()!;
  const [kind, , signature] = token.split(".");
  const address = btoa(email).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  return path.replace(token, `${kind}.${address}.${signature}`);
}

describe("the exam reminder", () => {
  it(
    "goes once per booked date, in the person's language, from three days before; a rerun sends nothing; a new date is reminded again",
    { timeout: 60_000 },
    async () => {
      const now = Date.now();
      const student = await enrolledStudent(worker, { language: "es" });
      await putChecklist(worker, student.user.id, { examBookedFor: newYorkDayAfter(now, 5) });
      await runSchedule(worker, now);
      expect(await remindersTo(student.user.email, "reminder-exam-soon")).toHaveLength(0);

      await putChecklist(worker, student.user.id, { examBookedFor: newYorkDayAfter(now, 3) });
      await runSchedule(worker, now);
      await runSchedule(worker, now + 5 * 60_000);
      const sent = await remindersTo(student.user.email, "reminder-exam-soon");
      expect(sent).toHaveLength(1);
      expect(sent[0]!.language).toBe("es");
      expect(sent[0]!.subject).toBe(es.reminders.examSoonSubject);

      await putChecklist(worker, student.user.id, { examBookedFor: newYorkDayAfter(now, 2) });
      await runSchedule(worker, now + 10 * 60_000);
      await runSchedule(worker, now + 15 * 60_000);
      expect(await remindersTo(student.user.email, "reminder-exam-soon")).toHaveLength(2);

      // A result entered: no reminder for that exam any more.
      const other = await enrolledStudent(worker);
      await putChecklist(worker, other.user.id, { examBookedFor: newYorkDayAfter(now, 1), examResult: "passed" });
      await runSchedule(worker, now + 20 * 60_000);
      expect(await remindersTo(other.user.email, "reminder-exam-soon")).toHaveLength(0);
    },
  );

  it("two runs at the same moment queue it once", { timeout: 60_000 }, async () => {
    const now = Date.now();
    const students = await Promise.all([enrolledStudent(worker), enrolledStudent(worker), enrolledStudent(worker)]);
    for (const student of students) await putChecklist(worker, student.user.id, { examBookedFor: newYorkDayAfter(now, 1) });
    await Promise.all([runSchedule(worker, now), runSchedule(worker, now), runSchedule(worker, now)]);
    for (const student of students) expect(await remindersTo(student.user.email, "reminder-exam-soon")).toHaveLength(1);
    const keys = await rows<{ key: string }>(worker, "SELECT key FROM reminders_sent WHERE key LIKE 'exam-soon:%'");
    expect(new Set(keys.map((row) => row.key)).size).toBe(keys.length);
  });
});

describe("the inactivity reminder", () => {
  it("goes once per spell of a week without study; new activity starts a new spell that may remind again", { timeout: 60_000 }, async () => {
    const start = Date.now();
    const student = await enrolledStudent(worker, {}, start);
    await runSchedule(worker, start + 6 * dayMs);
    expect(await remindersTo(student.user.email, "reminder-course-inactive")).toHaveLength(0);

    await runSchedule(worker, start + 8 * dayMs);
    await runSchedule(worker, start + 8 * dayMs + 5 * 60_000);
    const first = await remindersTo(student.user.email, "reminder-course-inactive");
    expect(first).toHaveLength(1);
    expect(first[0]!.subject).toBe(en.reminders.courseInactiveSubject);

    // The student studies on day 9 (a seat-time credit in the record): quiet for the next six days, reminded again after seven.
    await worker.db
      .prepare("INSERT INTO course_records (enrolment_id, kind, seconds, created_at) VALUES (?, 'seat-time', 30, ?)")
      .bind(student.enrolmentId, new Date(start + 9 * dayMs).toISOString())
      .run();
    await runSchedule(worker, start + 9 * dayMs + 60_000);
    await runSchedule(worker, start + 15 * dayMs);
    expect(await remindersTo(student.user.email, "reminder-course-inactive")).toHaveLength(1);
    await runSchedule(worker, start + 16 * dayMs + 60_000);
    await runSchedule(worker, start + 16 * dayMs + 10 * 60_000);
    expect(await remindersTo(student.user.email, "reminder-course-inactive")).toHaveLength(2);
  });

  it("reaches a student who never started a week after the enrolment's start, not its creation, once", { timeout: 60_000 }, async () => {
    const now = Date.now();
    // Enrolled today for a course that starts in ten days; nothing studied.
    const student = await enrolledStudent(worker, {}, now + 10 * dayMs);
    await runSchedule(worker, now + 8 * dayMs);
    await runSchedule(worker, now + 16 * dayMs);
    expect(await remindersTo(student.user.email, "reminder-course-inactive")).toHaveLength(0);

    await runSchedule(worker, now + 18 * dayMs);
    await Promise.all([runSchedule(worker, now + 18 * dayMs + 5 * 60_000), runSchedule(worker, now + 18 * dayMs + 5 * 60_000)]);
    await runSchedule(worker, now + 20 * dayMs);
    const sent = await remindersTo(student.user.email, "reminder-course-inactive");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(en.reminders.courseInactiveSubject);
    const keys = await rows<{ key: string }>(worker, "SELECT key FROM reminders_sent WHERE kind = 'course-inactive'");
    expect(keys.filter((row) => row.key.startsWith(`course-inactive:${student.enrolmentId}:`))).toHaveLength(1);
  });

  it("is not sent to a student who finished (a certificate) or whose enrolment was ended", { timeout: 60_000 }, async () => {
    const start = Date.now();
    const finished = await enrolledStudent(worker, {}, start);
    const ended = await enrolledStudent(worker, {}, start);
    await worker.db
      .prepare(
        "INSERT INTO course_certificates (code, enrolment_id, student_name, course_id, study_seconds, exam_seconds) VALUES (?, ?, 'A', 'florida-2-15', 216000, 3600)",
      )
      .bind(`T${crypto.randomUUID().slice(0, 8).toUpperCase()}`, finished.enrolmentId)
      .run();
    await worker.db.prepare("UPDATE course_enrolments SET status = 'ended' WHERE id = ?").bind(ended.enrolmentId).run();
    await runSchedule(worker, start + 8 * dayMs);
    expect(await remindersTo(finished.user.email, "reminder-course-inactive")).toHaveLength(0);
    expect(await remindersTo(ended.user.email, "reminder-course-inactive")).toHaveLength(0);
  });
});

describe("the stop link", () => {
  async function studentWithExamReminder(language: "en" | "es" = "en"): Promise<{ student: Student; stopPath: string }> {
    const now = Date.now();
    const student = await enrolledStudent(worker, { language });
    await putChecklist(worker, student.user.id, { examBookedFor: newYorkDayAfter(now, 2) });
    await runSchedule(worker, now);
    const [reminder] = await remindersTo(student.user.email, "reminder-exam-soon");
    expect(reminder, "the exam reminder").toBeDefined();
    return { student, stopPath: stopPathOf(reminder!) };
  }

  it("shows a page without signing in and stops only that kind for that person; the account turns it back on", { timeout: 60_000 }, async () => {
    const { student, stopPath } = await studentWithExamReminder("es");
    const bystander = await studentWithExamReminder();
    expect(stopPath.startsWith("/es/reminders/stop/")).toBe(true);

    const page = await worker.fetch(stopPath);
    expect(page.status).toBe(200);
    const html = await decodedPage(page);
    expect(html).toContain(es.reminders.heading);
    expect(html).toContain(student.user.email);
    expect(await stoppedKinds(student.user.email)).toEqual([]);

    const stopped = await worker.fetch(stopPath, {
      method: "POST",
      headers: { Origin: testOrigin, "X-Forwarded-Host": new URL(testOrigin).host, "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=stop",
    });
    expect(stopped.status).toBe(303);
    expect(toastText(stopped)).toContain(es.reminders.stoppedToastText);
    expect(await stoppedKinds(student.user.email)).toEqual(["exam-soon"]);
    expect(await stoppedKinds(bystander.student.user.email)).toEqual([]);
    expect(await decodedPage(await worker.fetch(stopPath))).toContain(es.reminders.stoppedHeading);

    // A new exam date: no exam reminder for this person; the bystander's next one still goes.
    const now = Date.now();
    await putChecklist(worker, student.user.id, { examBookedFor: newYorkDayAfter(now, 1) });
    await putChecklist(worker, bystander.student.user.id, { examBookedFor: newYorkDayAfter(now, 1) });
    await runSchedule(worker, now + 60_000);
    expect(await remindersTo(student.user.email, "reminder-exam-soon")).toHaveLength(1);
    expect(await remindersTo(bystander.student.user.email, "reminder-exam-soon")).toHaveLength(2);

    // The account shows the kind off, and its setting turns it back on.
    const account = await decodedPage(await getAs(worker, student.cookie, "/es/account"));
    expect(account).toContain(es.licenceChecklist.remindersHeading);
    expect(account).not.toMatch(/name="exam-soon"[^>]*checked/);
    expect(account).toMatch(/name="course-inactive"[^>]*checked|checked[^>]*name="course-inactive"/);
    const turnedOn = await postAs(worker, student.cookie, "/es/account", {
      intent: "reminder-settings",
      "exam-soon": "on",
      "course-inactive": "on",
      "certificate-window": "on",
    });
    expect(turnedOn.status).toBe(303);
    expect(toastText(turnedOn)).toContain(es.licenceChecklist.remindersSavedTitle);
    expect(await stoppedKinds(student.user.email)).toEqual([]);
    const turnedOff = await postAs(worker, student.cookie, "/es/account", { intent: "reminder-settings" });
    expect(turnedOff.status).toBe(303);
    expect(await stoppedKinds(student.user.email)).toEqual(["certificate-window", "course-inactive", "exam-soon"]);
  });

  it("answers the RFC 8058 one-click POST (no cookie, no Origin) by stopping that kind", { timeout: 60_000 }, async () => {
    const { student, stopPath } = await studentWithExamReminder();
    const oneClick = await worker.fetch(stopPath, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBeLessThan(400);
    expect(await stoppedKinds(student.user.email)).toEqual(["exam-soon"]);
    // The multipart form RFC 8058 recommends.
    const boundary = "----one-click-boundary";
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    const second = await studentWithExamReminder();
    const again = await worker.fetch(second.stopPath, {
      method: "POST",
      headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
      body: multipart,
    });
    expect(again.status).toBeLessThan(400);
    expect(await stoppedKinds(second.student.user.email)).toEqual(["exam-soon"]);
    expect(await stoppedKinds(student.user.email)).toEqual(["exam-soon"]);
  });

  it("refuses a forged or altered link clearly and stops nothing: another address, another kind, a made-up signature", { timeout: 60_000 }, async () => {
    const { student, stopPath } = await studentWithExamReminder();
    const victim = await enrolledStudent(worker);
    const token = stopPath.split("/").pop()!;
    const altered = [
      withAddress(stopPath, victim.user.email),
      stopPath.replace(token, token.replace(/^exam-soon\./, "course-inactive.")),
      stopPath.replace(token, `${token.slice(0, -4)}AAAA`),
      "/reminders/stop/not-a-token",
      "/es/reminders/stop/exam-soon..",
    ];
    for (const path of altered) {
      const page = await worker.fetch(path);
      expect(page.status, path).toBe(404);
      const html = await decodedPage(page);
      expect(html, path).toContain(path.startsWith("/es/") ? es.reminders.invalidHeading : en.reminders.invalidHeading);
      const post = await worker.fetch(path, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(post.status, path).toBe(400);
      await post.arrayBuffer();
    }
    expect(await stoppedKinds(victim.user.email)).toEqual([]);
    expect(await stoppedKinds(student.user.email)).toEqual([]);
  });
});

describe("the certificate's validity-window reminder", () => {
  const kind = "reminder-certificate-window";

  /** Noon in New York, `days` from today: a day's runs minutes apart stay on that day. */
  function noonAfter(days: number): number {
    return Date.parse(`${newYorkDayAfter(Date.now(), days)}T16:00:00.000Z`);
  }

  /** An issue time whose 4-year window leaves `daysLeft` days to file at `at` (the last day is the day before the fourth anniversary). */
  function issuedFor(at: number, daysLeft: number): string {
    return `${addYears(addDays(newYorkDayAfter(at, 0), daysLeft + 1), -4)}T16:00:00.000Z`;
  }

  it(
    "goes at 90 and at 30 days before the window ends, once each, in the person's language; reruns and runs at once send nothing twice",
    { timeout: 90_000 },
    async () => {
      const at = noonAfter(1000);
      const spanish = await enrolledStudent(worker, { language: "es" });
      const english = await enrolledStudent(worker);
      const issuedAt = issuedFor(at, 90);
      const spanishCode = await putCertificate(worker, spanish.enrolmentId, issuedAt);
      await putCertificate(worker, english.enrolmentId, issuedAt);

      await runSchedule(worker, at - dayMs);
      expect(await remindersTo(spanish.user.email, kind)).toHaveLength(0);
      expect(await remindersTo(english.user.email, kind)).toHaveLength(0);

      await Promise.all([runSchedule(worker, at), runSchedule(worker, at), runSchedule(worker, at)]);
      await runSchedule(worker, at + 5 * 60_000);
      // The day's read forgotten: the keys alone still send nothing twice.
      await worker.db.prepare("DELETE FROM course_reminder_cursor WHERE name = 'certificate-window'").run();
      await runSchedule(worker, at + 10 * 60_000);
      const lastDay = newYorkDayAfter(at, 90);
      const [inSpanish, ...moreSpanish] = await remindersTo(spanish.user.email, kind);
      const [inEnglish, ...moreEnglish] = await remindersTo(english.user.email, kind);
      expect(moreSpanish).toHaveLength(0);
      expect(moreEnglish).toHaveLength(0);
      expect(inSpanish!.language).toBe("es");
      expect(inSpanish!.subject).toBe(es.reminders.certificateWindowSubject.replace("{{date}}", formatDay(lastDay, "es")));
      expect(inSpanish!.text_body).toContain(es.reminders.certificateWindowApply.replace("{{link}}", "https://myfloridacfo.com/division/agents"));
      expect(inSpanish!.text_body).toContain("626.7851");
      expect(stopPathOf(inSpanish!).startsWith("/es/reminders/stop/certificate-window.")).toBe(true);
      expect(inEnglish!.language).toBe("en");
      expect(inEnglish!.subject).toBe(en.reminders.certificateWindowSubject.replace("{{date}}", formatDay(lastDay, "en")));
      expect(inEnglish!.text_body).toContain(en.reminders.certificateWindowDeadline.replace("{{date}}", formatDay(lastDay, "en")));
      expect(inEnglish!.text_body).toContain("0626.8311.html");
      expect(stopPathOf(inEnglish!).startsWith("/reminders/stop/certificate-window.")).toBe(true);

      // Sixty days left: nothing new. Thirty: the second reminder, once.
      await runSchedule(worker, at + 30 * dayMs);
      expect(await remindersTo(spanish.user.email, kind)).toHaveLength(1);
      await Promise.all([runSchedule(worker, at + 60 * dayMs), runSchedule(worker, at + 60 * dayMs)]);
      await runSchedule(worker, at + 61 * dayMs);
      await runSchedule(worker, at + 89 * dayMs);
      expect(await remindersTo(spanish.user.email, kind)).toHaveLength(2);
      expect(await remindersTo(english.user.email, kind)).toHaveLength(2);
      const keys = await rows<{ key: string }>(worker, "SELECT key FROM reminders_sent WHERE kind = 'certificate-window' ORDER BY key");
      expect(keys.map((row) => row.key).filter((key) => key.startsWith(`certificate-window:${spanishCode}:`))).toEqual([
        `certificate-window:${spanishCode}:30`,
        `certificate-window:${spanishCode}:90`,
      ]);
    },
  );

  it(
    "on the window's last day, one refused by its address's budget is tried again by the next run that day (there is no tomorrow)",
    { timeout: 90_000 },
    async () => {
      const at = noonAfter(1400);
      const student = await enrolledStudent(worker);
      await putCertificate(worker, student.enrolmentId, issuedFor(at, 0));
      // The address's budget spent for this window and the next (whichever scope its address is in),
      // at the instant the worker's rate limits count at.
      const recipient = await anonymousKey(testBindings.SESSION_SECRET, student.user.email.toLowerCase());
      const windows = [...recipientBudgets.proven, ...recipientBudgets.unproven].flatMap((rule) => {
        const index = Math.floor(worker.rateLimitInstant! / (rule.windowSeconds * 1000));
        return [index, index + 1].map((window) => `${rule.scope}:${recipient}:${window}`);
      });
      for (const key of windows) {
        await worker.db
          .prepare("INSERT INTO rate_limits (key, count, expires_at) VALUES (?, 1000, ?)")
          .bind(key, new Date(Date.now() + 2 * 86_400_000).toISOString())
          .run();
      }
      await runSchedule(worker, at);
      expect(await remindersTo(student.user.email, kind)).toHaveLength(0);

      for (const key of windows) await worker.db.prepare("DELETE FROM rate_limits WHERE key = ?").bind(key).run();
      await runSchedule(worker, at + 5 * 60_000);
      const [reminder, ...more] = await remindersTo(student.user.email, kind);
      expect(more).toHaveLength(0);
      expect(reminder!.subject).toBe(en.reminders.certificateWindowSubject.replace("{{date}}", formatDay(newYorkDayAfter(at, 0), "en")));
    },
  );

  it("is not sent once the checklist says the application was submitted, nor for a revoked certificate", { timeout: 90_000 }, async () => {
    const at = noonAfter(1150);
    const [ticked, dated, revoked, later] = await Promise.all([
      enrolledStudent(worker),
      enrolledStudent(worker),
      enrolledStudent(worker),
      enrolledStudent(worker),
    ]);
    const issuedAt = issuedFor(at, 90);
    for (const student of [ticked, dated, later]) await putCertificate(worker, student.enrolmentId, issuedAt);
    await putCertificate(worker, revoked.enrolmentId, issuedAt, new Date(at - 100 * dayMs).toISOString());
    await putApplication(worker, ticked.user.id, { done: true, submittedOn: null });
    await putApplication(worker, dated.user.id, { done: false, submittedOn: newYorkDayAfter(at, -3) });

    await runSchedule(worker, at);
    for (const student of [ticked, dated, revoked]) expect(await remindersTo(student.user.email, kind)).toHaveLength(0);
    expect(await remindersTo(later.user.email, kind)).toHaveLength(1);

    // Applied after the first reminder: no second one.
    await putApplication(worker, later.user.id, { done: true, submittedOn: newYorkDayAfter(at, 10) });
    await runSchedule(worker, at + 61 * dayMs);
    expect(await remindersTo(later.user.email, kind)).toHaveLength(1);
  });

  it("is stopped by its link for that person only, a forged link stops nothing, and the account turns it back on", { timeout: 90_000 }, async () => {
    const at = noonAfter(1300);
    const student = await enrolledStudent(worker, { language: "es" });
    const victim = await enrolledStudent(worker);
    const issuedAt = issuedFor(at, 90);
    await putCertificate(worker, student.enrolmentId, issuedAt);
    await putCertificate(worker, victim.enrolmentId, issuedAt);
    await runSchedule(worker, at);
    const [reminder] = await remindersTo(student.user.email, kind);
    const stopPath = stopPathOf(reminder!);
    const token = stopPath.split("/").pop()!;

    for (const forged of [withAddress(stopPath, victim.user.email), stopPath.replace(token, token.replace(/^certificate-window\./, "exam-soon."))]) {
      const page = await worker.fetch(forged);
      expect(page.status, forged).toBe(404);
      expect(await decodedPage(page)).toContain(es.reminders.invalidHeading);
      const post = await worker.fetch(forged, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(post.status, forged).toBe(400);
      await post.arrayBuffer();
    }
    expect(await stoppedKinds(victim.user.email)).toEqual([]);
    expect(await stoppedKinds(student.user.email)).toEqual([]);

    const page = await decodedPage(await worker.fetch(stopPath));
    expect(page).toContain(es.reminders.intro.replace("{{kind}}", es.reminders.kinds["certificate-window"]).replace("{{email}}", student.user.email));
    const oneClick = await worker.fetch(stopPath, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBeLessThan(400);
    await oneClick.arrayBuffer();
    expect(await stoppedKinds(student.user.email)).toEqual(["certificate-window"]);

    // Thirty days left: the victim is reminded, the person who stopped it is not.
    await runSchedule(worker, at + 60 * dayMs);
    expect(await remindersTo(student.user.email, kind)).toHaveLength(1);
    expect(await remindersTo(victim.user.email, kind)).toHaveLength(2);

    // The account shows it off; its setting turns it back on, and the next day's run sends the 30-day one.
    // (The runs far ahead ended the sessions: sign in again.)
    const cookie = await logIn(worker, student.user.email, student.password, "/auth");
    const account = await decodedPage(await getAs(worker, cookie, "/es/account"));
    expect(account).toContain(es.licenceChecklist.reminderKinds["certificate-window"]);
    expect(account).not.toMatch(/name="certificate-window"[^>]*checked/);
    const turnedOn = await postAs(worker, cookie, "/es/account", {
      intent: "reminder-settings",
      "exam-soon": "on",
      "course-inactive": "on",
      "certificate-window": "on",
    });
    expect(turnedOn.status).toBe(303);
    expect(await stoppedKinds(student.user.email)).toEqual([]);
    await runSchedule(worker, at + 61 * dayMs);
    const sent = await remindersTo(student.user.email, kind);
    expect(sent).toHaveLength(2);
    expect(sent.map((email) => email.language)).toEqual(["es", "es"]);
  });
});
