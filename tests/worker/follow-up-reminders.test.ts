/**
 * The admins' morning e-mail (decision 054), sent by the Worker's scheduled handler: from 07:00 New
 * York time, one e-mail per admin and day (a rerun or two runs at once send nothing twice) listing
 * that admin's own follow-ups due today or earlier, and, to every admin, the new leads with no owner
 * older than two business days (counted in New York, weekends left out); never spam, never a
 * finished lead, none when nothing is due, none to an admin who turned it off in the Settings tab
 * (with JavaScript and without), in each admin's language.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { formatDay } from "~/platform/time/date-formats";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import type { Lead, NewLead } from "../../db/schema";
import { insertLeads, insertUser, leadFactory } from "../factories";
import { getAs, logIn, postAs, toastText } from "../support/accounts";
import { runSchedule } from "../support/licence-checklist";
import { decodeSingleFetch, emailsTo, type OutboxRow } from "../support/mailbox";
import { rows, startWorkerForFile } from "../support/worker";

const worker = startWorkerForFile();

/** An instant given as New York wall time in winter (UTC-5), e.g. `newYork("2027-02-03", "07:00")`. */
const newYork = (day: string, time: string) => Date.parse(`${day}T${time}:00-05:00`);

beforeEach(async () => {
  // Each test makes its own admins and leads: the earlier tests' are out of the way.
  await worker.db.batch([
    worker.db.prepare("DELETE FROM email_outbox"),
    worker.db.prepare("DELETE FROM form_submissions"),
    worker.db.prepare("UPDATE users SET follow_up_emails = 0"),
  ]);
});

const admin = async (language: "en" | "es" = "en") => (await insertUser(worker.db, { role: "admin", language })).user;

async function leads(entries: Array<Partial<NewLead>>): Promise<Lead[]> {
  return insertLeads(
    worker.db,
    entries.map((entry) => leadFactory(entry)),
  );
}

async function digestsTo(address: string): Promise<OutboxRow[]> {
  return (await emailsTo(worker, address)).filter((email) => email.kind === "follow-up-digest");
}

const leadPath = (lead: { id: string }, language: "en" | "es" = "en") => `${language === "es" ? "/es" : ""}/submissions-manager?dialog=view&id=${lead.id}`;

describe("the morning e-mail of follow-ups due", () => {
  it("goes once a day from 07:00 New York time to each admin, with their own due leads and links, in their language", async () => {
    const ana = await admin("en");
    const bea = await admin("es");
    const day = "2027-02-03";
    const [yesterday, today, tomorrow, closed, spam, beas] = await leads([
      { assignedTo: ana.id, followUpOn: "2027-02-02", status: "contacted", firstName: "Yesterday", lastName: "Lead" },
      { assignedTo: ana.id, followUpOn: day, status: "new", firstName: "Today", lastName: "Lead" },
      { assignedTo: ana.id, followUpOn: "2027-02-04", status: "new" },
      { assignedTo: ana.id, followUpOn: "2027-02-01", status: "closed" },
      { assignedTo: ana.id, followUpOn: "2027-02-01", status: "spam" },
      { assignedTo: bea.id, followUpOn: day, status: "in_review", formType: "license-application", firstName: "Lucía" },
    ]);

    await runSchedule(worker, newYork(day, "06:55"));
    expect(await digestsTo(ana.email)).toEqual([]);
    expect(await digestsTo(bea.email)).toEqual([]);

    // Two runs at once, then the later runs of the day: one e-mail each.
    await Promise.all([runSchedule(worker, newYork(day, "07:00")), runSchedule(worker, newYork(day, "07:00"))]);
    await runSchedule(worker, newYork(day, "07:05"));
    await runSchedule(worker, newYork(day, "15:30"));
    const [toAna, ...moreToAna] = await digestsTo(ana.email);
    expect(moreToAna).toEqual([]);
    expect(toAna!.language).toBe("en");
    expect(toAna!.subject).toBe(en.emails.followUps.subject.replace("{{date}}", formatDay(day, "en")));
    expect(toAna!.text_body).toContain(en.emails.followUps.dueHeading.replace("{{count}}", "2"));
    expect(toAna!.text_body).toContain(`Yesterday Lead (Contact), follow-up ${formatDay("2027-02-02", "en")}: `);
    expect(toAna!.text_body).toContain(leadPath(yesterday!));
    expect(toAna!.text_body).toContain(leadPath(today!));
    for (const other of [tomorrow, closed, spam, beas]) expect(toAna!.text_body).not.toContain(`id=${other!.id}`);
    expect(toAna!.text_body).toContain("/admin?tab=settings");

    const [toBea, ...moreToBea] = await digestsTo(bea.email);
    expect(moreToBea).toEqual([]);
    expect(toBea!.language).toBe("es");
    expect(toBea!.subject).toBe(es.emails.followUps.subject.replace("{{date}}", formatDay(day, "es")));
    expect(toBea!.text_body).toContain(es.emails.followUps.dueHeading.replace("{{count}}", "1"));
    expect(toBea!.text_body).toContain(`Lucía (${es.submissions.tabs.license}), seguimiento el ${formatDay(day, "es")}: `);
    expect(toBea!.text_body).toContain(leadPath(beas!, "es"));
    expect(toBea!.text_body).toContain("/es/admin?tab=settings");
    expect(toBea!.text_body).not.toContain(`id=${today!.id}`);

    const keys = await rows<{ key: string; kind: string }>(
      worker,
      "SELECT key, kind FROM reminders_sent WHERE key LIKE 'followups:%' AND key LIKE ?",
      `%:${day}`,
    );
    expect(keys.map((row) => row.key).sort()).toEqual([`followups:${ana.id}:${day}`, `followups:${bea.id}:${day}`].sort());
    expect(new Set(keys.map((row) => row.kind))).toEqual(new Set(["followups"]));

    // The next morning is a new day: the same due leads are listed again.
    await runSchedule(worker, newYork("2027-02-04", "07:00"));
    expect(await digestsTo(ana.email)).toHaveLength(2);
  });

  it("sends nothing when nothing is due: a follow-up tomorrow, a finished lead, a new lead one business day old", async () => {
    const cleo = await admin();
    const day = "2027-02-10";
    await leads([
      { assignedTo: cleo.id, followUpOn: "2027-02-11", status: "new" },
      { assignedTo: cleo.id, followUpOn: "2027-02-09", status: "accepted" },
      { assignedTo: cleo.id, followUpOn: "2027-02-09", status: "declined" },
      { assignedTo: null, status: "new", createdAt: new Date(newYork("2027-02-09", "09:00")).toISOString() },
    ]);
    await runSchedule(worker, newYork(day, "07:00"));
    await runSchedule(worker, newYork(day, "18:00"));
    expect(await digestsTo(cleo.email)).toEqual([]);
    expect(await rows(worker, "SELECT key FROM reminders_sent WHERE key = ?", `followups:${cleo.id}:${day}`)).toEqual([]);
  });
});

describe("new leads with no owner", () => {
  it("go to every admin once older than two business days in New York (a weekend does not count); never spam or a lead already worked", async () => {
    const ana = await admin("en");
    const bea = await admin("es");
    const iso = (day: string, time: string) => new Date(newYork(day, time)).toISOString();
    const [thursday, friday, spam, contacted, owned] = await leads([
      { assignedTo: null, status: "new", createdAt: iso("2027-01-14", "10:00"), firstName: "Thursday" },
      { assignedTo: null, status: "new", createdAt: iso("2027-01-15", "10:00"), firstName: "Friday" },
      { assignedTo: null, status: "spam", createdAt: iso("2027-01-04", "10:00") },
      { assignedTo: null, status: "contacted", createdAt: iso("2027-01-04", "10:00") },
      { assignedTo: ana.id, status: "new", createdAt: iso("2027-01-04", "10:00") },
    ]);

    // Monday 07:00: Thursday's lead has had Thursday and Friday from 10:00 only (until Monday 10:00), Friday's less.
    await runSchedule(worker, newYork("2027-01-18", "07:00"));
    expect(await digestsTo(ana.email)).toEqual([]);
    expect(await digestsTo(bea.email)).toEqual([]);

    // Tuesday 07:00: Thursday's lead is past its two business days, Friday's not until 10:00.
    await runSchedule(worker, newYork("2027-01-19", "07:00"));
    const [tuesdayToAna] = await digestsTo(ana.email);
    const [tuesdayToBea] = await digestsTo(bea.email);
    expect(tuesdayToAna!.text_body).toContain(en.emails.followUps.unownedHeading.replace("{{count}}", "1"));
    expect(tuesdayToAna!.text_body).toContain(`Thursday (Contact), received ${formatDay("2027-01-14", "en")}: `);
    expect(tuesdayToAna!.text_body).toContain(leadPath(thursday!));
    expect(tuesdayToAna!.text_body).not.toContain(en.emails.followUps.dueHeading.split(" (")[0]!);
    expect(tuesdayToBea!.text_body).toContain(es.emails.followUps.unownedHeading.replace("{{count}}", "1"));
    expect(tuesdayToBea!.text_body).toContain(leadPath(thursday!, "es"));
    for (const email of [tuesdayToAna!, tuesdayToBea!]) {
      for (const other of [friday, spam, contacted, owned]) expect(email.text_body).not.toContain(`id=${other!.id}`);
    }

    // Wednesday 07:00: both.
    await runSchedule(worker, newYork("2027-01-20", "07:00"));
    const [wednesdayToAna] = await digestsTo(ana.email);
    expect(wednesdayToAna!.text_body).toContain(en.emails.followUps.unownedHeading.replace("{{count}}", "2"));
    expect(wednesdayToAna!.text_body).toContain(leadPath(thursday!));
    expect(wednesdayToAna!.text_body).toContain(leadPath(friday!));
    for (const other of [spam, contacted, owned]) expect(wednesdayToAna!.text_body).not.toContain(`id=${other!.id}`);
    expect(await digestsTo(ana.email)).toHaveLength(2);
    expect(await digestsTo(bea.email)).toHaveLength(2);
  });
});

describe("the admin's own switch (Settings tab)", () => {
  const tagWith = (html: string, attribute: string) =>
    [...html.matchAll(/<input\b[^>]*>/g)].map((match) => match[0]).find((tag) => tag.includes(attribute)) ?? "";
  const isOn = async (userId: string) => (await rows<{ on: number }>(worker, 'SELECT follow_up_emails AS "on" FROM users WHERE id = ?', userId))[0]!.on;

  it("turns the e-mail off and on, without JavaScript and with it, in the page's language; an admin who turned it off gets none", async () => {
    const { user: dora, password } = await insertUser(worker.db, { role: "admin" });
    const cookie = await logIn(worker, dora.email, password);
    const elena = await admin();
    expect(tagWith(await (await getAs(worker, cookie, "/admin?tab=settings")).text(), 'name="followUpEmails"')).toContain('checked=""');

    // The Settings tab's "My e-mails" (docs/decisions/065), without JavaScript: the box left unticked is "off"; back to the tab with the toast.
    const off = await postAs(worker, cookie, "/admin?index&tab=settings", { intent: "my-notifications", weeklySummary: "on" });
    expect(off.status).toBe(303);
    expect(off.headers.get("Location")).toBe("/admin?tab=settings");
    expect(toastText(off)).toContain(en.siteSettings.notifications.savedTitle);
    expect(await isOn(dora.id)).toBe(0);
    expect(tagWith(await (await getAs(worker, cookie, "/admin?tab=settings")).text(), 'name="followUpEmails"')).not.toContain("checked");

    // With JavaScript, in Spanish: on, then off again.
    const on = await postAs(worker, cookie, "/es/admin.data?index&tab=settings", { intent: "my-notifications", followUpEmails: "on", enhanced: "1" });
    expect(on.status).toBe(200);
    expect(decodeSingleFetch(await on.text())).toMatchObject({
      data: {
        ok: true,
        formId: "my-notifications",
        toast: { title: es.siteSettings.notifications.savedTitle, description: es.siteSettings.notifications.savedText },
        redirectTo: "/es/admin?tab=settings",
      },
    });
    expect(await isOn(dora.id)).toBe(1);
    const offAgain = await postAs(worker, cookie, "/es/admin.data?index&tab=settings", { intent: "my-notifications", enhanced: "1" });
    expect(decodeSingleFetch(await offAgain.text())).toMatchObject({ data: { ok: true, toast: { title: es.siteSettings.notifications.savedTitle } } });
    expect(await isOn(dora.id)).toBe(0);

    const day = "2027-02-17";
    await leads([
      { assignedTo: dora.id, followUpOn: day, status: "new" },
      { assignedTo: elena.id, followUpOn: day, status: "new" },
    ]);
    await runSchedule(worker, newYork(day, "08:00"));
    expect(await digestsTo(dora.email)).toEqual([]);
    expect(await digestsTo(elena.email)).toHaveLength(1);
  });
});
