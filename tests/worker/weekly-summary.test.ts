/**
 * The admins' Monday e-mail (docs/decisions/067-weekly-summary.md), sent by the Worker's scheduled
 * handler: from 07:00 New York time on Mondays only, once per admin and week however often the Cron
 * Trigger runs (two at once included), with the Overview's figures for the last 30 days, in each
 * admin's language, never to an admin who turned it off in the Settings tab.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { formatDay } from "~/platform/time/date-formats";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import type { NewLead } from "../../db/schema";
import { insertLeads, insertUser, leadFactory } from "../factories";
import { logIn, postAs } from "../support/accounts";
import { runSchedule } from "../support/licence-checklist";
import { emailsTo, type OutboxRow } from "../support/mailbox";
import { rows, startWorkerForFile } from "../support/worker";

const worker = startWorkerForFile();

/** An instant given as New York wall time in winter (UTC-5). */
const newYork = (day: string, time: string) => Date.parse(`${day}T${time}:00-05:00`);
const iso = (day: string, time: string) => new Date(newYork(day, time)).toISOString();

// 2027-02-01 is a Monday; the week before it began on 2027-01-25.
const monday = "2027-02-01";

beforeEach(async () => {
  await worker.db.batch([
    worker.db.prepare("DELETE FROM email_outbox"),
    worker.db.prepare("DELETE FROM form_submissions"),
    worker.db.prepare("DELETE FROM pipeline_snapshots"),
    worker.db.prepare("DELETE FROM course_reminder_cursor WHERE name = 'weekly-summary'"),
    // Each test makes its own admins: the earlier tests' are out of the way.
    worker.db.prepare("UPDATE users SET weekly_summary = 0"),
  ]);
});

async function summariesTo(address: string): Promise<OutboxRow[]> {
  return (await emailsTo(worker, address)).filter((email) => email.kind === "weekly-summary");
}

async function leads(entries: Array<Partial<NewLead>>) {
  return insertLeads(
    worker.db,
    entries.map((entry) => leadFactory(entry)),
  );
}

describe("the weekly summary", () => {
  it("goes once on Monday from 07:00 New York time to each admin who wants it, in their language, with the Overview's figures", async () => {
    const ana = (await insertUser(worker.db, { role: "admin", language: "en" })).user;
    const bea = (await insertUser(worker.db, { role: "admin", language: "es" })).user;
    // Cleo turns it off in the Settings tab (the box left unticked).
    const { user: cleo, password } = await insertUser(worker.db, { role: "admin" });
    const off = await postAs(worker, await logIn(worker, cleo.email, password), "/admin?index&tab=settings", {
      intent: "my-notifications",
      followUpEmails: "on",
    });
    expect(off.status).toBe(303);
    const member = (await insertUser(worker.db, { role: "user" })).user;

    await leads([
      // The week that ended on Sunday: three leads, one accepted.
      { status: "new", formType: "contact", source: "website", createdAt: iso("2027-01-26", "10:00") },
      { status: "contacted", formType: "license-application", source: "website", createdAt: iso("2027-01-27", "10:00") },
      { status: "accepted", formType: "contact", source: "footer", createdAt: iso("2027-01-31", "18:00") },
      // The week before: two; one of them still new after more than two business days.
      { status: "new", formType: "contact", source: "website", createdAt: iso("2027-01-19", "10:00") },
      { status: "declined", formType: "service-inquiry", source: "website", createdAt: iso("2027-01-20", "10:00") },
      // Never counted.
      { status: "spam", formType: "contact", source: "honeypot", createdAt: iso("2027-01-28", "10:00") },
    ]);

    // Sunday, and Monday before seven: nothing.
    await runSchedule(worker, newYork("2027-01-31", "08:00"));
    await runSchedule(worker, newYork(monday, "06:55"));
    expect(await summariesTo(ana.email)).toEqual([]);

    // Two runs at once, then the later runs of the day.
    await Promise.all([runSchedule(worker, newYork(monday, "07:00")), runSchedule(worker, newYork(monday, "07:00"))]);
    await runSchedule(worker, newYork(monday, "07:05"));
    await runSchedule(worker, newYork(monday, "16:30"));

    const [toAna, ...moreToAna] = await summariesTo(ana.email);
    expect(moreToAna).toEqual([]);
    expect(toAna!.language).toBe("en");
    expect(toAna!.subject).toBe(en.weeklySummary.subject.replace("{{date}}", formatDay(monday, "en")));
    const text = toAna!.text_body;
    expect(text).toContain(en.weeklySummary.weeks.replace("{{date}}", "Jan 25").replace("{{count}}", "3").replace("{{previous}}", "2"));
    for (const line of [
      "New: 5",
      "Contacted: 2 (40% from the step before)",
      "In review: 1 (50% from the step before)",
      "Accepted: 1 (100% from the step before)",
      "Declined: 1 (20% of the new leads)",
      "Closed: 0 (0% of the new leads)",
    ]) {
      expect(text).toContain(line);
    }
    expect(text).toContain("Website form: 4 (80%)");
    expect(text).toContain(en.weeklySummary.overdue.replace("{{count}}", "2"));
    expect(text).toContain("http://localhost:8787/admin?tab=settings");
    expect(text).not.toContain("honeypot");

    const [toBea, ...moreToBea] = await summariesTo(bea.email);
    expect(moreToBea).toEqual([]);
    expect(toBea!.language).toBe("es");
    expect(toBea!.subject).toBe(es.weeklySummary.subject.replace("{{date}}", formatDay(monday, "es")));
    expect(toBea!.text_body).toContain("Nuevo: 5");
    expect(toBea!.text_body).toContain("http://localhost:8787/es/admin?tab=settings");

    expect(await summariesTo(cleo.email)).toEqual([]);
    expect(await summariesTo(member.email)).toEqual([]);
    const keys = await rows<{ key: string; kind: string }>(
      worker,
      "SELECT key, kind FROM reminders_sent WHERE kind = 'weekly-summary' AND key LIKE ?",
      `%:${monday}`,
    );
    expect(keys.map((row) => row.key).sort()).toEqual([`weekly-summary:${ana.id}:${monday}`, `weekly-summary:${bea.id}:${monday}`].sort());

    // Tuesday sends nothing; the next Monday is a new week.
    await runSchedule(worker, newYork("2027-02-02", "07:00"));
    expect(await summariesTo(ana.email)).toHaveLength(1);
    await runSchedule(worker, newYork("2027-02-08", "07:10"));
    expect(await summariesTo(ana.email)).toHaveLength(2);
    expect(await summariesTo(cleo.email)).toEqual([]);
  });

  it("with no lead in the period, says so (and still goes: the week's figures are the news)", async () => {
    const dan = (await insertUser(worker.db, { role: "admin" })).user;
    await runSchedule(worker, newYork("2027-03-01", "09:00"));
    const [summary] = await summariesTo(dan.email);
    expect(summary!.text_body).toContain(en.weeklySummary.noLeads);
    expect(summary!.text_body).toContain(en.weeklySummary.weeks.replace("{{date}}", "Feb 22").replace("{{count}}", "0").replace("{{previous}}", "0"));
  });
});
