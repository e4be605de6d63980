/**
 * The reminders of the licence checklist, sent by the Worker's scheduled handler (the Cron Trigger):
 * the state exam within three days and a week without study, each once (a rerun or two runs at once
 * send nothing twice), each stopped by the signed link it carries (a page, or the RFC 8058 one-click
 * POST) for that kind and that person only, a forged or altered link refused, and the account's
 * setting turning a kind back on.
 */
import { describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { decodedPage, getAs, postAs, toastText } from "../support/accounts";
import { enrolledStudent, newYorkDayAfter, putChecklist, runSchedule, type Student } from "../support/licence-checklist";
import { emailsTo, type OutboxRow } from "../support/mailbox";
import { rows, startWorkerForFile, testOrigin } from "../support/worker";

const worker = startWorkerForFile();
const dayMs = 86_400_000;

async function remindersTo(address: string, kind: "reminder-exam-soon" | "reminder-course-inactive"): Promise<Array<OutboxRow & { headers: string }>> {
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
  it("goes once per booked date, in the person's language, from three days before; a rerun sends nothing; a new date is reminded again", { timeout: 60_000 }, async () => {
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
  });

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

  it("is not sent to a student who finished (a certificate) or whose enrolment was ended", { timeout: 60_000 }, async () => {
    const start = Date.now();
    const finished = await enrolledStudent(worker, {}, start);
    const ended = await enrolledStudent(worker, {}, start);
    await worker.db
      .prepare("INSERT INTO course_certificates (code, enrolment_id, student_name, course_id, study_seconds, exam_seconds) VALUES (?, ?, 'A', 'florida-2-15', 216000, 3600)")
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

    const stopped = await worker.fetch(stopPath, { method: "POST", headers: { Origin: testOrigin, "X-Forwarded-Host": new URL(testOrigin).host, "Content-Type": "application/x-www-form-urlencoded" }, body: "intent=stop" });
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
    const turnedOn = await postAs(worker, student.cookie, "/es/account", { intent: "reminder-settings", "exam-soon": "on", "course-inactive": "on" });
    expect(turnedOn.status).toBe(303);
    expect(toastText(turnedOn)).toContain(es.licenceChecklist.remindersSavedTitle);
    expect(await stoppedKinds(student.user.email)).toEqual([]);
    const turnedOff = await postAs(worker, student.cookie, "/es/account", { intent: "reminder-settings" });
    expect(turnedOff.status).toBe(303);
    expect(await stoppedKinds(student.user.email)).toEqual(["course-inactive", "exam-soon"]);
  });

  it("answers the RFC 8058 one-click POST (no cookie, no Origin) by stopping that kind", { timeout: 60_000 }, async () => {
    const { student, stopPath } = await studentWithExamReminder();
    const oneClick = await worker.fetch(stopPath, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" });
    expect(oneClick.status).toBeLessThan(400);
    expect(await stoppedKinds(student.user.email)).toEqual(["exam-soon"]);
    // The multipart form RFC 8058 recommends.
    const boundary = "----one-click-boundary";
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    const second = await studentWithExamReminder();
    const again = await worker.fetch(second.stopPath, { method: "POST", headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` }, body: multipart });
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
      const post = await worker.fetch(path, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" });
      expect(post.status, path).toBe(400);
      await post.arrayBuffer();
    }
    expect(await stoppedKinds(victim.user.email)).toEqual([]);
    expect(await stoppedKinds(student.user.email)).toEqual([]);
  });
});
