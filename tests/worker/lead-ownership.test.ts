import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { insertLeads, insertUser, leadFactory } from "../factories";
import { getAs, logIn, postAs, toastText } from "../support/accounts";
import { decodeEntities } from "../support/html";
import { rows, startWorkerForFile } from "../support/worker";
import type { User } from "../../db/schema";

const worker = startWorkerForFile();
let cookie: string;
let admin: User;
let colleague: User;
beforeAll(async () => {
  const signedIn = await insertUser(worker.db, { role: "admin", firstName: "Marta", lastName: "Quintero" });
  admin = signedIn.user;
  cookie = await logIn(worker, admin.email, signedIn.password);
  colleague = (await insertUser(worker.db, { role: "admin", firstName: "Tomás", lastName: "Bello" })).user;
});

beforeEach(async () => {
  await worker.db.batch([
    worker.db.prepare("DELETE FROM email_outbox"),
    worker.db.prepare("DELETE FROM form_submissions"),
    worker.db.prepare("DELETE FROM audit_log"),
  ]);
});

async function leadRow(id: string) {
  const [row] = await rows<{ assigned_to: string | null; follow_up_on: string | null }>(
    worker,
    "SELECT assigned_to, follow_up_on FROM form_submissions WHERE id = ?",
    id,
  );
  return row!;
}

async function page(path: string) {
  return decodeEntities(await (await getAs(worker, cookie, path)).text());
}

/** A day (YYYY-MM-DD) in New York, `offset` days from today there — worked out here, apart from the app's module. */
function newYorkDay(offset: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** The e-mails of the rows the manager's table lists for a view. */
async function listedEmails(search: string) {
  const html = await page(`/submissions-manager${search}`);
  return [...html.matchAll(/[a-z0-9.-]+@leads\.example/g)].map((match) => match[0]).filter((email, index, all) => all.indexOf(email) === index);
}

describe("assigning a lead to any admin", () => {
  it("offers every admin in the dialog and gives the lead to another admin, audited, owner shown in the table", async () => {
    const [lead] = await insertLeads(worker.db, [leadFactory({ email: "team@leads.example" })]);
    const dialog = await page(`/submissions-manager?dialog=view&id=${lead!.id}`);
    expect(dialog).toContain(`<option value="${colleague.id}">Tomás Bello</option>`);
    expect(dialog).toContain(`<option value="${admin.id}">Marta Quintero</option>`);

    const given = await postAs(worker, cookie, "/es/submissions-manager", { intent: "assign", to: colleague.id, id: lead!.id, view: "?owner=unassigned" });
    expect(given.status).toBe(303);
    expect(given.headers.get("Location")).toBe(`/es/submissions-manager?owner=unassigned&dialog=view&id=${lead!.id}`);
    expect(toastText(given)).toContain(es.submissions.assignedToOtherText);
    await given.arrayBuffer();
    expect((await leadRow(lead!.id)).assigned_to).toBe(colleague.id);

    const table = await page("/submissions-manager");
    expect(table).toContain(en.submissions.columns.owner);
    expect(table).toContain("Tomás Bello");
    expect(await page(`/es/submissions-manager?dialog=view&id=${lead!.id}`)).toContain(es.submissions.ownedBy.replace("{{name}}", "Tomás Bello"));

    const audits = await rows<{ details: string }>(worker, "SELECT details FROM audit_log WHERE action = 'submission.assign' AND target = ?", lead!.id);
    expect(audits.map((audit) => JSON.parse(audit.details))).toEqual([expect.objectContaining({ from: null, to: colleague.id })]);
  });

  it("refuses an id that is not a current admin's — a plain account, a former admin, an unknown or hostile id — with a message, changing nothing", async () => {
    const [lead] = await insertLeads(worker.db, [leadFactory({ email: "hostile@leads.example", assignedTo: colleague.id })]);
    const { user: plain } = await insertUser(worker.db, { role: "user" });
    const { user: former } = await insertUser(worker.db, { role: "admin" });
    await worker.db.prepare("UPDATE users SET role = 'user' WHERE id = ?").bind(former.id).run();
    for (const to of [plain.id, former.id, crypto.randomUUID(), "' OR 1=1 --", "me' ", "x".repeat(64)]) {
      const english = await postAs(worker, cookie, "/submissions-manager", { intent: "assign", to, id: lead!.id, view: "" });
      expect(english.status).toBe(303);
      expect(toastText(english)).toContain(en.submissions.assigneeNotAdmin);
      await english.arrayBuffer();
    }
    const spanish = await postAs(worker, cookie, "/es/submissions-manager", { intent: "assign", to: plain.id, id: lead!.id, view: "" });
    expect(toastText(spanish)).toContain(es.submissions.assigneeNotAdmin);
    await spanish.arrayBuffer();
    // Longer than any id, or empty: refused before it reaches the database.
    for (const to of ["x".repeat(65), ""]) {
      const refused = await postAs(worker, cookie, "/submissions-manager", { intent: "assign", to, id: lead!.id, view: "" });
      expect(refused.status).toBe(303);
      expect(toastText(refused)).toContain(en.errors.title);
      await refused.arrayBuffer();
    }
    expect((await leadRow(lead!.id)).assigned_to).toBe(colleague.id);
    expect(await rows(worker, "SELECT * FROM audit_log WHERE action = 'submission.assign'")).toEqual([]);
    // The dialog still names the owner, and the list offers only current admins.
    const dialog = await page(`/submissions-manager?dialog=view&id=${lead!.id}`);
    expect(dialog).toContain(en.submissions.ownedBy.replace("{{name}}", "Tomás Bello"));
    expect(dialog).not.toContain(`<option value="${former.id}"`);
    expect(dialog).not.toContain(`<option value="${plain.id}"`);
  });
});

describe("the owner and overdue filters", () => {
  it("show mine, unassigned and overdue leads from the URL, combined with tab and search, kept by the tab and page links", async () => {
    await insertLeads(worker.db, [
      leadFactory({ email: "mine-overdue@leads.example", assignedTo: admin.id, status: "contacted", followUpOn: newYorkDay(-1) }),
      leadFactory({ email: "mine-today@leads.example", assignedTo: admin.id, followUpOn: newYorkDay(0) }),
      leadFactory({ email: "colleague@leads.example", assignedTo: colleague.id, followUpOn: newYorkDay(-30) }),
      leadFactory({ email: "nobody@leads.example", followUpOn: newYorkDay(3) }),
      leadFactory({ email: "nobody-done@leads.example", status: "accepted", followUpOn: newYorkDay(-5) }),
      leadFactory({ email: "nobody-closed@leads.example", status: "closed", followUpOn: newYorkDay(-1) }),
      leadFactory({ email: "nobody-inquiry@leads.example", formType: "service-inquiry" }),
    ]);
    expect((await listedEmails("?owner=mine")).sort()).toEqual(["mine-overdue@leads.example", "mine-today@leads.example"]);
    expect((await listedEmails("?owner=unassigned")).sort()).toEqual([
      "nobody-closed@leads.example",
      "nobody-done@leads.example",
      "nobody-inquiry@leads.example",
      "nobody@leads.example",
    ]);
    // Overdue: yesterday in New York, not today there, never a lead with a final status.
    expect((await listedEmails("?overdue=1")).sort()).toEqual(["colleague@leads.example", "mine-overdue@leads.example"]);
    expect(await listedEmails("?owner=mine&overdue=1")).toEqual(["mine-overdue@leads.example"]);
    expect(await listedEmails("?tab=contact&owner=unassigned&q=done")).toEqual(["nobody-done@leads.example"]);
    expect(await listedEmails("?owner=someone&overdue=maybe")).toHaveLength(7);

    // The marker says it in words, not only in colour; only the overdue rows carry it.
    const overdue = await page("/submissions-manager?overdue=1");
    expect(overdue.match(/data-overdue=""/g)).toHaveLength(2);
    expect(overdue).toContain(`>${en.submissions.overdue}<`);
    const spanish = await page("/es/submissions-manager?owner=mine");
    expect(spanish).toContain(`>${es.submissions.overdue}<`);
    expect(spanish).toContain(es.submissions.ownerFilters.mine);
    // The tab links and the search form keep the filters.
    expect(overdue).toContain('href="/submissions-manager?tab=contact&overdue=1"');
    expect(overdue).toContain('<input type="hidden" name="overdue" value="1"/>');
    // The export follows the same view.
    expect(overdue).toContain('href="/submissions-manager/export.csv?overdue=1"');
    const csv = await (await getAs(worker, cookie, "/submissions-manager/export.csv?owner=mine&overdue=1")).text();
    expect(csv).toContain("mine-overdue@leads.example");
    expect(csv.split("\r\n")).toHaveLength(3);
  });
});

describe("the follow-up date", () => {
  it("is set without JavaScript and with it, cleared, and audited", async () => {
    const [lead] = await insertLeads(worker.db, [leadFactory({ email: "follow@leads.example" })]);
    const day = newYorkDay(7);
    const set = await postAs(worker, cookie, "/submissions-manager", { intent: "follow-up", followUpOn: day, id: lead!.id, view: "" });
    expect(set.status).toBe(303);
    expect(toastText(set)).toContain(en.submissions.followUpSavedTitle);
    await set.arrayBuffer();
    expect((await leadRow(lead!.id)).follow_up_on).toBe(day);
    expect(await page(`/submissions-manager?dialog=view&id=${lead!.id}`)).toContain(`value="${day}"`);

    const cleared = await postAs(worker, cookie, "/submissions-manager.data", { intent: "follow-up", followUpOn: "", id: lead!.id, view: "" });
    expect(cleared.status).toBeLessThan(400);
    await cleared.arrayBuffer();
    expect((await leadRow(lead!.id)).follow_up_on).toBeNull();

    const audits = await rows<{ details: string }>(
      worker,
      "SELECT details FROM audit_log WHERE action = 'submission.follow-up' AND target = ? ORDER BY created_at, rowid",
      lead!.id,
    );
    expect(audits.map((audit) => JSON.parse(audit.details))).toEqual([
      expect.objectContaining({ from: null, to: day }),
      expect.objectContaining({ from: day, to: null }),
    ]);
  });

  it("sends an impossible or far-off date back with a message in the page's language, keeping what was typed", async () => {
    const [lead] = await insertLeads(worker.db, [leadFactory({ email: "badday@leads.example", followUpOn: newYorkDay(2) })]);
    const dialogPath = `/submissions-manager?dialog=view&id=${lead!.id}`;
    const cases = [
      ["2026-02-30", en.submissions.followUpInvalid, ""],
      ["31/12/2026", es.submissions.followUpInvalid, "/es"],
      ["1999-01-01", en.submissions.followUpOutOfRange, ""],
      [`${Number(newYorkDay(0).slice(0, 4)) + 6}-01-01`, es.submissions.followUpOutOfRange, "/es"],
    ] as const;
    for (const [typed, message, prefix] of cases) {
      const response = await postAs(worker, cookie, `${prefix}${dialogPath}`, { intent: "follow-up", followUpOn: typed, id: lead!.id, view: "" });
      expect(response.status).toBe(400);
      const html = decodeEntities(await response.text());
      expect(html).toContain(message);
      expect(html).toContain(`value="${typed}"`);
    }
    expect((await leadRow(lead!.id)).follow_up_on).toBe(newYorkDay(2));
    expect(await rows(worker, "SELECT * FROM audit_log WHERE action = 'submission.follow-up'")).toEqual([]);
  });
});

describe("the notes", () => {
  it("adds notes to a history with their author, shows them newest first, audited, without JavaScript and with it", async () => {
    const [lead] = await insertLeads(worker.db, [leadFactory({ email: "notes@leads.example" })]);
    const first = await postAs(worker, cookie, "/submissions-manager", { intent: "note", note: "Left a voicemail.", id: lead!.id, view: "" });
    expect(first.status).toBe(303);
    expect(toastText(first)).toContain(en.submissions.noteAddedTitle);
    await first.arrayBuffer();
    const second = await postAs(worker, cookie, "/es/submissions-manager.data", {
      intent: "note",
      note: "  Called back: wants the evening course.  ",
      id: lead!.id,
      view: "",
    });
    expect(second.status).toBeLessThan(400);
    await second.arrayBuffer();

    const stored = await rows<{ body: string; author_user_id: string; author_email: string }>(
      worker,
      "SELECT body, author_user_id, author_email FROM submission_notes WHERE submission_id = ? ORDER BY created_at, rowid",
      lead!.id,
    );
    expect(stored).toEqual([
      { body: "Left a voicemail.", author_user_id: admin.id, author_email: admin.email },
      { body: "Called back: wants the evening course.", author_user_id: admin.id, author_email: admin.email },
    ]);

    for (const prefix of ["", "/es"]) {
      const dialog = await page(`${prefix}/submissions-manager?dialog=view&id=${lead!.id}`);
      const newer = dialog.indexOf("Called back: wants the evening course.");
      const older = dialog.indexOf("Left a voicemail.");
      expect(newer).toBeGreaterThan(0);
      expect(older).toBeGreaterThan(newer);
      expect(dialog.match(/data-note=""/g)).toHaveLength(2);
      expect(dialog).toContain("Marta Quintero, ");
    }
    expect(await rows(worker, "SELECT * FROM audit_log WHERE action = 'submission.note' AND target = ?", lead!.id)).toHaveLength(2);
  });

  it("sends a note that is too long or empty back with a message in the page's language and the text kept; spam takes no notes", async () => {
    const [lead, spam] = await insertLeads(worker.db, [
      leadFactory({ email: "long@leads.example" }),
      leadFactory({ email: "spam@leads.example", status: "spam" }),
    ]);
    const tooLong = `Start ${"word ".repeat(420)}end`;
    for (const [prefix, dictionary] of [
      ["", en],
      ["/es", es],
    ] as const) {
      const response = await postAs(worker, cookie, `${prefix}/submissions-manager?dialog=view&id=${lead!.id}`, {
        intent: "note",
        note: tooLong,
        id: lead!.id,
        view: "",
      });
      expect(response.status).toBe(400);
      const html = decodeEntities(await response.text());
      expect(html).toContain(dictionary.submissions.noteTooLong.replace("{{max}}", "2000"));
      expect(html).toContain(tooLong);

      const empty = await postAs(worker, cookie, `${prefix}/submissions-manager?dialog=view&id=${lead!.id}`, {
        intent: "note",
        note: "   ",
        id: lead!.id,
        view: "",
      });
      expect(empty.status).toBe(400);
      expect(decodeEntities(await empty.text())).toContain(dictionary.submissions.noteEmpty);
    }
    const onSpam = await postAs(worker, cookie, "/submissions-manager", { intent: "note", note: "A note on spam", id: spam!.id, view: "" });
    expect(toastText(onSpam)).toContain(en.submissions.spamCannotBeWorked);
    await onSpam.arrayBuffer();
    expect(await rows(worker, "SELECT * FROM submission_notes")).toEqual([]);
  });

  it("replaced the single note column: it is gone, the lead's keys and indexes are still there", async () => {
    const columns = await rows<{ name: string }>(worker, "SELECT name FROM pragma_table_info('form_submissions')");
    expect(columns.map((column) => column.name)).not.toContain("note");
    expect(columns.map((column) => column.name)).toEqual(expect.arrayContaining(["assigned_to", "follow_up_on", "first_status_change_at"]));
    const keys = await rows<{ table: string; on_delete: string }>(worker, "SELECT \"table\", on_delete FROM pragma_foreign_key_list('form_submissions')");
    expect(keys).toContainEqual({ table: "users", on_delete: "SET NULL" });
    const indexes = (await rows<{ name: string }>(worker, "SELECT name FROM pragma_index_list('form_submissions')")).map((index) => index.name);
    expect(indexes).toEqual(
      expect.arrayContaining([
        "form_submissions_created_at_idx",
        "form_submissions_form_type_idx",
        "form_submissions_email_lower_idx",
        "form_submissions_idempotency_key_idx",
      ]),
    );
    // Deleting a lead still takes its notes with it.
    const [lead] = await insertLeads(worker.db, [leadFactory({ email: "cascade@leads.example" })]);
    await worker.db.prepare("INSERT INTO submission_notes (id, submission_id, body) VALUES ('cascade-note', ?, 'x')").bind(lead!.id).run();
    const deleted = await postAs(worker, cookie, "/submissions-manager", { intent: "delete", id: lead!.id, view: "" });
    await deleted.arrayBuffer();
    expect(await rows(worker, "SELECT id FROM submission_notes WHERE id = 'cascade-note'")).toEqual([]);
  });
});
