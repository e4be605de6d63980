/**
 * Bulk work in the submissions manager (docs/decisions/061-bulk-work.md): admins select leads (rows
 * ticked, or every lead matching the view) and assign them or change their status after a review
 * that says how many will change and previews the applicants' e-mail; the confirmation runs once,
 * every lead keeps its own history row, one audit row records the bulk change, spam is never
 * worked, the selected rows export exactly, and 10,000 leads change in one confirmation.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { insertLeads, insertUser, leadFactory } from "../factories";
import { decodedPage, getAs, logIn, nextClientAddress, toastText, signedInAdminForFile } from "../support/accounts";
import { parseCsv } from "../support/csv";
import { decodeSingleFetch } from "../support/mailbox";
import { poll, rows, startWorkerForFile, testOrigin } from "../support/worker";

const worker = startWorkerForFile();
const admin = signedInAdminForFile(worker);

beforeEach(async () => {
  await worker.db.batch(
    ["email_outbox", "bulk_actions", "submission_status_changes", "form_submissions", "audit_log"].map((table) => worker.db.prepare(`DELETE FROM ${table}`)),
  );
});

type Fields = Array<[string, string]>;

/** A post as the browser sends the bulk form (repeated `lead` fields), without JavaScript or through Remix's `.data` URL. */
function post(fields: Fields, options: { prefix?: string; javaScript?: boolean; cookie?: string } = {}) {
  const path = `${options.prefix ?? ""}/submissions-manager${options.javaScript ? ".data" : ""}`;
  return worker.fetch(path, {
    method: "POST",
    headers: {
      Origin: testOrigin,
      "X-Forwarded-Host": new URL(testOrigin).host,
      "Content-Type": "application/x-www-form-urlencoded",
      "CF-Connecting-IP": nextClientAddress(),
      Cookie: options.cookie ?? admin.cookie,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

const ticks = (ids: string[]): Fields => ids.map((id) => ["lead", id]);

/** Reviews a bulk change: the answer is the review dialog's address (`?…&bulk=<id>`); returns the id. */
async function review(fields: Fields, options: { prefix?: string; view?: string; javaScript?: boolean } = {}): Promise<string> {
  const response = await post([["view", options.view ?? ""], ...fields], options);
  const text = await response.text();
  const location = options.javaScript ? String((decodeSingleFetch(text) as { redirect: string }).redirect) : response.headers.get("Location");
  expect(response.status, text.slice(0, 300)).toBe(options.javaScript ? 202 : 303);
  const id = new URL(location ?? "", testOrigin).searchParams.get("bulk");
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return id!;
}

/** The review dialog as the server renders it (only the <dialog>), or "" when none opens. */
async function reviewDialog(id: string, options: { prefix?: string; view?: string; cookie?: string } = {}) {
  const params = new URLSearchParams(options.view ?? "");
  params.set("bulk", id);
  const response = await getAs(worker, options.cookie ?? admin.cookie, `${options.prefix ?? ""}/submissions-manager?${params.toString()}`);
  expect(response.status).toBe(200);
  return /<dialog[^>]*id="bulk-review-modal"[\s\S]*?<\/dialog>/.exec(await decodedPage(response))?.[0] ?? "";
}

/** Confirms a reviewed change; returns the report's toast. */
async function confirm(id: string, notify: "yes" | "no", options: { prefix?: string; javaScript?: boolean; cookie?: string } = {}) {
  const response = await post(
    [
      ["intent", "bulk-confirm"],
      ["bulk", id],
      ["notify", notify],
      ["view", ""],
    ],
    options,
  );
  expect(response.status).toBeLessThan(400);
  await response.arrayBuffer();
  return toastText(response);
}

/** A refused post's failure (the one form failure, with JavaScript). */
async function refusal(fields: Fields, options: { prefix?: string; view?: string } = {}) {
  const response = await post([["view", options.view ?? ""], ["enhanced", "1"], ...fields], { ...options, javaScript: true });
  const answer = decodeSingleFetch(await response.text()) as {
    data: { formId: string; alert: { title: string; description: string }; fieldErrors: Record<string, string> };
  };
  return { status: response.status, ...answer.data };
}

const leadRow = (id: string) =>
  rows<{ status: string; assigned_to: string | null }>(worker, "SELECT status, assigned_to FROM form_submissions WHERE id = ?", id).then(([row]) => row);
const auditRows = (action: string) =>
  rows<{ target: string; details: string; actor_user_id: string }>(
    worker,
    "SELECT target, details, actor_user_id FROM audit_log WHERE action = ? ORDER BY rowid",
    action,
  );
const historyOf = (id: string) =>
  rows<{ from_status: string; to_status: string; changed_by_user_id: string; applicant_notified: number }>(
    worker,
    "SELECT from_status, to_status, changed_by_user_id, applicant_notified FROM submission_status_changes WHERE submission_id = ? ORDER BY created_at, rowid",
    id,
  );
const statusEmails = () =>
  rows<{ to_address: string; language: string; subject: string; text_body: string; submission_id: string }>(
    worker,
    "SELECT to_address, language, subject, text_body, submission_id FROM email_outbox WHERE kind = 'status-update' ORDER BY to_address",
  );

describe("bulk assign", () => {
  it("assigns the ticked rows to me, one assign audit row per lead and one for the bulk change (JavaScript off)", async () => {
    const [a, b, mine] = await insertLeads(worker.db, [leadFactory(), leadFactory(), leadFactory({ assignedTo: admin.id })]);
    const id = await review([["intent", "bulk-assign"], ["assignTo", "me"], ...ticks([a!.id, b!.id, mine!.id])]);
    // Reviewing changes nothing yet; the dialog says how many will change.
    expect((await leadRow(a!.id))!.assigned_to).toBeNull();
    const dialog = await reviewDialog(id);
    expect(dialog).toContain(en.bulk.assignTitle.replace("{{count}}", "3").split("{{owner}}")[0]);
    expect(dialog).toContain(
      en.bulk.assignSummary
        .replace("{{willChange}}", "2")
        .replace("{{skipped}}", "1")
        .replace("{{already}}", "1")
        .replace("{{spam}}", "0")
        .replace("{{gone}}", "0"),
    );

    const toast = await confirm(id, "no");
    expect(toast).toContain(en.bulk.assignDoneTitle);
    expect(toast).toContain("2 leads are now");
    for (const lead of [a!, b!, mine!]) expect((await leadRow(lead.id))!.assigned_to).toBe(admin.id);

    const perLead = await auditRows("submission.assign");
    expect(perLead.map((row) => row.target).sort()).toEqual([a!.id, b!.id].sort());
    for (const row of perLead) {
      expect(row.actor_user_id).toBe(admin.id);
      expect(JSON.parse(row.details)).toMatchObject({ formType: "contact", from: null, to: admin.id, bulkActionId: id });
    }
    const [bulk, ...more] = await auditRows("submissions.bulk_assign");
    expect(more).toEqual([]);
    expect(bulk!.target).toBe(id);
    expect(JSON.parse(bulk!.details)).toMatchObject({ ticked: 3, changed: 2, unchanged: 1, spam: 0, gone: 0, to: admin.id });
  });

  it("assigns every lead matching the view to another admin, and takes the owner off again (JavaScript on)", async () => {
    const { user: colleague } = await insertUser(worker.db, { role: "admin", firstName: "Rosa", lastName: "Vega" });
    const marker = `match${Date.now()}`;
    const leads = await insertLeads(worker.db, [
      ...Array.from({ length: 4 }, () => leadFactory({ formType: "license-application", email: `${marker}-${crypto.randomUUID().slice(0, 6)}@example.com` })),
      leadFactory({ formType: "contact", email: `${marker}-other@example.com` }),
      leadFactory({ formType: "license-application", email: "unrelated@example.com" }),
    ]);
    const view = `?tab=license&q=${marker}`;
    const id = await review(
      [
        ["intent", "bulk-assign"],
        ["assignTo", colleague.id],
        ["everyMatching", "1"],
      ],
      { view, javaScript: true },
    );
    expect(await reviewDialog(id, { view })).toContain(en.bulk.assignTitle.replace("{{count}}", "4").replace("{{owner}}", "Rosa Vega"));
    expect(await confirm(id, "no", { javaScript: true })).toContain("4 leads are now Rosa Vega");
    const owners = await Promise.all(leads.map((lead) => leadRow(lead.id).then((row) => row!.assigned_to)));
    expect(owners).toEqual([colleague.id, colleague.id, colleague.id, colleague.id, null, null]);

    const unassign = await review(
      [
        ["intent", "bulk-assign"],
        ["assignTo", "nobody"],
        ["everyMatching", "1"],
      ],
      { view },
    );
    expect(await confirm(unassign, "no")).toContain(en.bulk.unassignDoneText.split("{{changed}}")[1]!.split(".")[0]!);
    expect((await leadRow(leads[0]!.id))!.assigned_to).toBeNull();
    const history = (await auditRows("submission.assign"))
      .filter((row) => row.target === leads[0]!.id)
      .map((row) => JSON.parse(row.details) as { from: string | null; to: string | null });
    expect(history).toEqual([expect.objectContaining({ from: null, to: colleague.id }), expect.objectContaining({ from: colleague.id, to: null })]);
  });

  it("refuses an assignee who is not an admin, in the admin's language, and keeps nothing", async () => {
    const [lead] = await insertLeads(worker.db, [leadFactory()]);
    const { user: member } = await insertUser(worker.db, { role: "user" });
    for (const assignTo of [member.id, "no-such-user", ""]) {
      const answer = await refusal([["intent", "bulk-assign"], ["assignTo", assignTo], ...ticks([lead!.id])], { prefix: "/es" });
      expect(answer.status).toBe(422);
      expect(answer.alert.title).toBe(es.bulk.refusedTitle);
      expect(answer.fieldErrors.assignTo).toBe("bulk.assigneeNotAdmin");
    }
    expect(await rows(worker, "SELECT * FROM bulk_actions")).toEqual([]);
    expect((await leadRow(lead!.id))!.assigned_to).toBeNull();
  });
});

describe("bulk status change", () => {
  async function mixedLeads(marker: string) {
    return insertLeads(worker.db, [
      leadFactory({ formType: "license-application", email: `${marker}-ana@example.com`, firstName: "Ana", language: "es" }),
      leadFactory({ formType: "license-application", email: `${marker}-luis@example.com`, firstName: "Luis", language: "es" }),
      leadFactory({ formType: "sponsorship-application", email: `${marker}-sam@example.com`, firstName: "Sam", language: "en" }),
      leadFactory({ formType: "newsletter", email: `${marker}-reader@example.com`, language: "en" }),
      leadFactory({ formType: "contact", email: `${marker}-done@example.com`, status: "contacted" }),
    ]);
  }

  it("previews the e-mail in each language with how many get it, then changes and e-mails each applicant in their language", async () => {
    const marker = `notify${Date.now()}`;
    const leads = await mixedLeads(marker);
    const view = `?q=${marker}`;
    const id = await review(
      [
        ["intent", "bulk-status"],
        ["status", "contacted"],
        ["everyMatching", "1"],
      ],
      { view },
    );
    const dialog = await reviewDialog(id, { view });
    expect(dialog).toContain(en.bulk.statusTitle.replace("{{count}}", "5"));
    // Three can be told (not the newsletter sign-up, not the one already contacted): two in Spanish, one in English.
    expect(dialog).toContain(en.bulk.noticeCount.replace("{{language}}", en.languages.es).replace("{{count}}", "2"));
    expect(dialog).toContain(en.bulk.noticeCount.replace("{{language}}", en.languages.en).replace("{{count}}", "1"));
    expect(dialog).toContain(es.emails.statusUpdateNext.contacted);
    expect(dialog).toContain(en.emails.statusUpdateNext.contacted);
    expect(dialog).toContain(en.bulk.changeAndNotify.replace("{{count}}", "3"));

    const toast = await confirm(id, "yes");
    expect(toast).toContain("4 leads moved to Contacted");
    expect(toast).toContain("3 applicants are being e-mailed");
    const emails = await poll("three status e-mails", async () => {
      const queued = await statusEmails();
      return queued.length === 3 ? queued : undefined;
    });
    expect(emails.map((email) => [email.to_address, email.language])).toEqual([
      [`${marker}-ana@example.com`, "es"],
      [`${marker}-luis@example.com`, "es"],
      [`${marker}-sam@example.com`, "en"],
    ]);
    expect(emails[0]!.text_body).toContain("Hola, Ana:");
    expect(emails[2]!.text_body).toContain("Hello Sam,");
    // Each lead's own history: who, from, to, and whether the applicant was told.
    const [ana, , , reader, done] = leads;
    await poll("the history marked as told", async () => ((await historyOf(ana!.id))[0]?.applicant_notified === 1 ? true : undefined));
    expect(await historyOf(ana!.id)).toEqual([{ from_status: "new", to_status: "contacted", changed_by_user_id: admin.id, applicant_notified: 1 }]);
    expect(await historyOf(reader!.id)).toEqual([{ from_status: "new", to_status: "contacted", changed_by_user_id: admin.id, applicant_notified: 0 }]);
    expect(await historyOf(done!.id)).toEqual([]);
    const [bulk] = await auditRows("submissions.bulk_status");
    expect(JSON.parse(bulk!.details)).toMatchObject({
      everyMatching: true,
      search: marker,
      to: "contacted",
      notify: true,
      changed: 4,
      unchanged: 1,
      emailed: 3,
    });
  });

  it("changes only, e-mailing nobody, when the admin chooses so (Spanish, JavaScript on)", async () => {
    const marker = `quiet${Date.now()}`;
    const leads = await mixedLeads(marker);
    const id = await review([["intent", "bulk-status"], ["status", "in_review"], ...ticks(leads.slice(0, 3).map((lead) => lead.id))], {
      prefix: "/es",
      javaScript: true,
    });
    const toast = await confirm(id, "no", { prefix: "/es", javaScript: true });
    expect(toast).toContain(es.bulk.statusDoneTitle);
    expect(toast).toContain(`3 clientes potenciales pasaron a «${es.leadStatuses.in_review}»`);
    expect(toast).toContain("No se avisó a ningún solicitante");
    for (const lead of leads.slice(0, 3)) {
      expect((await leadRow(lead.id))!.status).toBe("in_review");
      expect(await historyOf(lead.id)).toEqual([{ from_status: "new", to_status: "in_review", changed_by_user_id: admin.id, applicant_notified: 0 }]);
    }
    // Nothing queued after the response either.
    await worker.afterWork();
    expect(await statusEmails()).toEqual([]);
  });

  it("refuses an unknown status and an empty selection, with the field's message", async () => {
    const [lead] = await insertLeads(worker.db, [leadFactory()]);
    const unknown = await refusal([["intent", "bulk-status"], ["status", "spam"], ...ticks([lead!.id])]);
    expect(unknown.status).toBe(422);
    expect(unknown.fieldErrors.status).toBe("bulk.statusUnknown");
    const none = await refusal([
      ["intent", "bulk-status"],
      ["status", "closed"],
    ]);
    expect(none.status).toBe(400);
    expect(none.alert.description).toBe(en.bulk.noneSelected);
    // Without JavaScript: the page again, with the message above the form.
    const page = await post(
      [
        ["view", ""],
        ["intent", "bulk-status"],
        ["status", "closed"],
      ],
      { prefix: "/es" },
    );
    expect(page.status).toBe(400);
    expect(await decodedPage(page)).toContain(es.bulk.noneSelected);
    expect((await leadRow(lead!.id))!.status).toBe("new");
  });
});

describe("never for spam", () => {
  it("refuses bulk work on the Spam tab, refuses a spam id ticked elsewhere, and skips a lead that became spam after the review", async () => {
    const [spam, lead, later] = await insertLeads(worker.db, [leadFactory({ status: "spam", email: "bot@example.com" }), leadFactory(), leadFactory()]);
    const onSpamTab = await refusal(
      [
        ["intent", "bulk-status"],
        ["status", "closed"],
        ["everyMatching", "1"],
      ],
      { view: "?tab=spam" },
    );
    expect([onSpamTab.status, onSpamTab.alert.description]).toEqual([409, en.bulk.spamNotWorked]);
    const ticked = await refusal([["intent", "bulk-assign"], ["assignTo", "me"], ...ticks([spam!.id, lead!.id])]);
    expect([ticked.status, ticked.alert.description]).toEqual([409, en.bulk.outsideView]);

    const id = await review([["intent", "bulk-status"], ["status", "accepted"], ...ticks([lead!.id, later!.id])]);
    await worker.db.prepare("UPDATE form_submissions SET status = 'spam' WHERE id = ?").bind(later!.id).run();
    const toast = await confirm(id, "yes");
    expect(toast).toContain("1 lead moved to Accepted");
    expect(toast).toContain("1 spam");
    expect((await leadRow(later!.id))!.status).toBe("spam");
    expect(await historyOf(later!.id)).toEqual([]);
    await poll("the one e-mail", async () => ((await statusEmails()).length === 1 ? true : undefined));
    await worker.afterWork();
    expect((await statusEmails()).map((email) => email.submission_id)).toEqual([lead!.id]);
    expect((await leadRow(spam!.id))!.status).toBe("spam");
  });
});

describe("the confirmation, once", () => {
  it("does nothing more when replayed, double-submitted or raced: each lead changes and is e-mailed once, one audit row", async () => {
    const leads = await insertLeads(
      worker.db,
      Array.from({ length: 6 }, (_, index) => leadFactory({ formType: "license-application", email: `once${index}@example.com` })),
    );
    const id = await review([["intent", "bulk-status"], ["status", "declined"], ...ticks(leads.map((lead) => lead.id))]);
    const toasts = await Promise.all(Array.from({ length: 4 }, () => confirm(id, "yes")));
    expect(toasts.filter((toast) => toast.includes(en.bulk.statusDoneTitle))).toHaveLength(1);
    await poll("six e-mails", async () => ((await statusEmails()).length === 6 ? true : undefined));

    const replay = await confirm(id, "yes");
    expect(replay).toContain(en.bulk.alreadyDoneTitle);
    expect(replay).toContain("6 leads changed");
    await worker.afterWork();
    expect(await statusEmails()).toHaveLength(6);
    for (const lead of leads) expect(await historyOf(lead.id)).toHaveLength(1);
    expect(await auditRows("submissions.bulk_status")).toHaveLength(1);
  });

  it("answers 'under way' while a confirmation runs, and resumes one whose request stopped half-way, changing each lead once", async () => {
    const leads = await insertLeads(
      worker.db,
      Array.from({ length: 4 }, () => leadFactory()),
    );
    const id = await review([["intent", "bulk-status"], ["status", "closed"], ...ticks(leads.map((lead) => lead.id))]);
    // A confirmation that claimed it a moment ago and is still working.
    await worker.db.prepare("UPDATE bulk_actions SET state = 'running', notify = 0, confirmed_at = ? WHERE id = ?").bind(new Date().toISOString(), id).run();
    expect(await confirm(id, "no")).toContain(en.bulk.underWayTitle);
    expect(await rows(worker, "SELECT id FROM form_submissions WHERE status = 'closed'")).toEqual([]);
    // The same, three minutes on: its request died after its first batch (which decided the first lead, wrote its history and moved it).
    const [first] = await rows<{ submission_id: string }>(
      worker,
      "SELECT submission_id FROM bulk_action_leads WHERE bulk_action_id = ? ORDER BY submission_id LIMIT 1",
      id,
    );
    await worker.db.batch([
      worker.db.prepare("UPDATE bulk_actions SET confirmed_at = ? WHERE id = ?").bind(new Date(Date.now() - 3 * 60_000).toISOString(), id),
      worker.db
        .prepare("UPDATE bulk_action_leads SET outcome = 'changed', batch_token = 'died' WHERE bulk_action_id = ? AND submission_id = ?")
        .bind(id, first!.submission_id),
      worker.db
        .prepare("INSERT INTO submission_status_changes (id, submission_id, from_status, to_status, changed_by_user_id) VALUES (?, ?, 'new', 'closed', ?)")
        .bind(crypto.randomUUID(), first!.submission_id, admin.id),
      worker.db.prepare("UPDATE form_submissions SET status = 'closed' WHERE id = ?").bind(first!.submission_id),
    ]);
    expect(await confirm(id, "yes")).toContain("4 leads moved to Closed");
    for (const lead of leads) {
      expect((await leadRow(lead.id))!.status).toBe("closed");
      expect(await historyOf(lead.id)).toHaveLength(1);
    }
    // The first choice stands: nobody was told.
    await worker.afterWork();
    expect(await statusEmails()).toEqual([]);
  });

  it("is the reviewing admin's own: another admin's confirmation of it changes nothing", async () => {
    const [lead] = await insertLeads(worker.db, [leadFactory()]);
    const id = await review([["intent", "bulk-status"], ["status", "closed"], ...ticks([lead!.id])]);
    const { user: other, password } = await insertUser(worker.db, { role: "admin" });
    const otherCookie = await logIn(worker, other.email, password);
    expect(await reviewDialog(id, { cookie: otherCookie })).toBe("");
    expect(await confirm(id, "no", { cookie: otherCookie })).toContain(en.bulk.expiredTitle);
    expect((await leadRow(lead!.id))!.status).toBe("new");
  });

  it("refuses a non-admin and a visitor: nothing is reviewed or changed", async () => {
    const [lead] = await insertLeads(worker.db, [leadFactory()]);
    const id = await review([["intent", "bulk-status"], ["status", "closed"], ...ticks([lead!.id])]);
    const { user: member, password } = await insertUser(worker.db, { role: "user" });
    const memberCookie = await logIn(worker, member.email, password, "/auth");
    for (const cookie of [memberCookie, ""]) {
      const reviewed = await post(
        [
          ["view", ""],
          ["intent", "bulk-status"],
          ["status", "closed"],
          ["everyMatching", "1"],
        ],
        { cookie },
      );
      expect(reviewed.status).toBe(303);
      expect(reviewed.headers.get("Location")).not.toContain("bulk=");
      const confirmed = await post(
        [
          ["view", ""],
          ["intent", "bulk-confirm"],
          ["bulk", id],
          ["notify", "no"],
        ],
        { cookie },
      );
      expect(confirmed.status).toBe(303);
      expect(confirmed.headers.get("Location")).toMatch(/^\/(admin-login|$|\?)/);
    }
    expect(await rows(worker, "SELECT id FROM bulk_actions")).toHaveLength(1);
    expect((await leadRow(lead!.id))!.status).toBe("new");
  });
});

describe("the scheduled run", () => {
  it("queues the e-mails a confirmation left owed (its request stopped), once, and deletes bulk changes older than a week", async () => {
    const leads = await insertLeads(worker.db, [
      leadFactory({ formType: "license-application", email: "later1@example.com" }),
      leadFactory({ formType: "license-application", email: "later2@example.com", language: "es" }),
    ]);
    const id = await review([["intent", "bulk-status"], ["status", "accepted"], ...ticks(leads.map((lead) => lead.id))]);
    await confirm(id, "yes");
    await poll("two e-mails", async () => ((await statusEmails()).length === 2 ? true : undefined));
    // As if the request had stopped before queueing them.
    await worker.db.batch([
      worker.db.prepare("DELETE FROM email_outbox"),
      worker.db.prepare("UPDATE bulk_action_leads SET notice = 'owed'"),
      worker.db.prepare("UPDATE submission_status_changes SET applicant_notified = 0"),
    ]);
    await worker.scheduled(Date.now());
    await worker.scheduled(Date.now());
    expect((await statusEmails()).map((email) => [email.to_address, email.language])).toEqual([
      ["later1@example.com", "en"],
      ["later2@example.com", "es"],
    ]);
    for (const lead of leads) expect((await historyOf(lead.id))[0]!.applicant_notified).toBe(1);

    await worker.db
      .prepare("UPDATE bulk_actions SET created_at = ?")
      .bind(new Date(Date.now() - 8 * 86_400_000).toISOString())
      .run();
    await worker.scheduled(Date.now());
    expect(await rows(worker, "SELECT id FROM bulk_actions")).toEqual([]);
    expect(await rows(worker, "SELECT * FROM bulk_action_leads")).toEqual([]);
    // The leads' own history stays.
    for (const lead of leads) expect(await historyOf(lead.id)).toHaveLength(1);
  });
});

describe("explicit ids", () => {
  it("are checked: outside the view, too many or unreadable, refused with nothing kept", async () => {
    const [contact, licence] = await insertLeads(worker.db, [leadFactory({ formType: "contact" }), leadFactory({ formType: "license-application" })]);
    const outside = await refusal([["intent", "bulk-status"], ["status", "closed"], ...ticks([contact!.id, licence!.id])], { view: "?tab=license" });
    expect([outside.status, outside.alert.description]).toEqual([409, en.bulk.outsideView]);
    const forged = await refusal([["intent", "bulk-assign"], ["assignTo", "me"], ...ticks([licence!.id, "no-such-lead"])]);
    expect(forged.status).toBe(409);
    const tooMany = await refusal([["intent", "bulk-status"], ["status", "closed"], ...ticks(Array.from({ length: 21 }, () => crypto.randomUUID()))]);
    expect([tooMany.status, tooMany.alert.description]).toEqual([400, en.bulk.selectionInvalid]);
    const tooLong = await refusal([["intent", "bulk-status"], ["status", "closed"], ...ticks(["x".repeat(65)])]);
    expect(tooLong.status).toBe(400);
    expect(await rows(worker, "SELECT id FROM bulk_actions")).toEqual([]);
    expect(await rows(worker, "SELECT * FROM bulk_action_leads")).toEqual([]);
  });

  it("takes every row of the page with 'all on this page'", async () => {
    const leads = await insertLeads(worker.db, [leadFactory(), leadFactory(), leadFactory()]);
    const id = await review([
      ["intent", "bulk-assign"],
      ["assignTo", "me"],
      ["everyOnPage", "1"],
      ...leads.map((lead): [string, string] => ["pageLead", lead.id]),
      ...ticks([leads[0]!.id]),
    ]);
    await confirm(id, "no");
    for (const lead of leads) expect((await leadRow(lead.id))!.assigned_to).toBe(admin.id);
  });
});

describe("bulk export", () => {
  it("exports exactly the rows ticked, or the whole view", async () => {
    const leads = await insertLeads(
      worker.db,
      Array.from({ length: 5 }, () => leadFactory({ formType: "license-application" })),
    );
    const chosen = [leads[1]!.id, leads[3]!.id];
    const response = await post([["view", "?tab=license"], ["intent", "bulk-export"], ...ticks(chosen)]);
    expect(response.status).toBe(303);
    const location = response.headers.get("Location")!;
    expect(location).toMatch(/^\/submissions-manager\/export\.csv\?tab=license&lead=/);
    const file = parseCsv(await (await getAs(worker, admin.cookie, location)).text());
    expect(file.rows.map((row) => row[0]).sort()).toEqual([...chosen].sort());
    const [audit] = await auditRows("submissions.export");
    expect(JSON.parse(audit!.details)).toMatchObject({ rows: 2, ticked: 2 });

    const every = await post(
      [
        ["view", "?tab=license"],
        ["intent", "bulk-export"],
        ["everyMatching", "1"],
      ],
      { javaScript: true },
    );
    const redirect = decodeSingleFetch(await every.text()) as { redirect: string; reload: boolean };
    expect(redirect).toMatchObject({ redirect: "/submissions-manager/export.csv?tab=license", reload: true });
    expect(parseCsv(await (await getAs(worker, admin.cookie, redirect.redirect)).text()).rows).toHaveLength(5);

    // An id of another tab is not exported, whatever the URL says.
    const [contact] = await insertLeads(worker.db, [leadFactory({ formType: "contact" })]);
    const handMade = await getAs(worker, admin.cookie, `/submissions-manager/export.csv?tab=license&lead=${contact!.id}&lead=${leads[0]!.id}`);
    expect(parseCsv(await handMade.text()).rows.map((row) => row[0])).toEqual([leads[0]!.id]);
    const refused = await refusal([["intent", "bulk-export"], ...ticks([contact!.id])], { view: "?tab=license" });
    expect(refused.status).toBe(409);
  });
});

describe("at scale", () => {
  it("changes the status of 10,000 leads in one confirmation, with 10,000 history rows, then again telling each applicant", { timeout: 240_000 }, async () => {
    const leadCount = 10_000;
    const seededAt = Date.now();
    await worker.db
      .prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
         INSERT INTO form_submissions (id, form_type, source, data, email, first_name, status, language, created_at, updated_at)
         SELECT printf('scale-%05d', i), 'license-application', 'website',
           json_object('firstName', 'Scale', 'email', 'scale' || i || '@scale.example', 'timestamp', '2026-03-01T00:00:00.000Z'),
           'scale' || i || '@scale.example', 'Scale', 'new', CASE WHEN i % 2 = 0 THEN 'es' ELSE 'en' END,
           strftime('%Y-%m-%dT%H:%M:%fZ', '2026-03-01', '+' || i || ' minutes'), '2026-03-01T00:00:00.000Z'
         FROM n`,
      )
      .bind(leadCount)
      .run();
    console.log(`seeded ${leadCount} leads in ${Date.now() - seededAt} ms`);

    const view = "?tab=license&q=scale.example";
    const reviewedAt = Date.now();
    const id = await review(
      [
        ["intent", "bulk-status"],
        ["status", "contacted"],
        ["everyMatching", "1"],
      ],
      { view },
    );
    const reviewMs = Date.now() - reviewedAt;
    const dialog = await reviewDialog(id, { view });
    expect(dialog).toContain(en.bulk.statusTitle.replace("{{count}}", "10,000"));

    worker.takeLogLines();
    const confirmedAt = Date.now();
    const toast = await confirm(id, "no");
    const confirmMs = Date.now() - confirmedAt;
    const change = worker.takeLogLines().find((line) => line.event === "bulk_change");
    console.log(`10,000 leads: reviewed in ${reviewMs} ms, changed in ${confirmMs} ms with ${String(change?.statements)} D1 statements`);
    expect(toast).toContain("10,000 leads moved to Contacted");
    // Ten batches of 1,000 and the empty one that ends them, three statements each, and the claim, the result and the finish.
    expect(change).toMatchObject({ leads: leadCount, changed: leadCount, statements: 36 });
    const [changed] = await rows<{ leads: number }>(worker, "SELECT count(*) AS leads FROM form_submissions WHERE status = 'contacted' AND id LIKE 'scale-%'");
    expect(changed!.leads).toBe(leadCount);
    const [history] = await rows<{ changes: number }>(
      worker,
      "SELECT count(*) AS changes FROM submission_status_changes WHERE to_status = 'contacted' AND changed_by_user_id = ?",
      admin.id,
    );
    expect(history!.changes).toBe(leadCount);
    const [bulk] = await auditRows("submissions.bulk_status");
    expect(JSON.parse(bulk!.details)).toMatchObject({ changed: leadCount, everyMatching: true });

    // Again, telling every applicant: the change answers at once, the 10,000 e-mails follow.
    const notifyId = await review(
      [
        ["intent", "bulk-status"],
        ["status", "in_review"],
        ["everyMatching", "1"],
      ],
      { view },
    );
    const notifiedAt = Date.now();
    expect(await confirm(notifyId, "yes")).toContain("10,000 applicants are being e-mailed");
    const answeredMs = Date.now() - notifiedAt;
    const notices = await poll(
      "the 10,000 e-mails queued after the response",
      async () => worker.takeLogLines().find((line) => line.event === "bulk_notices"),
      110_000,
    );
    console.log(
      `10,000 leads with e-mails: answered in ${answeredMs} ms, every e-mail queued after ${Date.now() - notifiedAt} ms with ${String(notices.statements)} D1 statements`,
    );
    // A hundred reads of 100 leads and a batch of three writes for each: with the change's, within the 1,000 an invocation may make.
    expect(notices).toMatchObject({ queued: leadCount, statements: 400 });
    const [emails] = await rows<{ total: number }>(worker, "SELECT count(*) AS total FROM email_outbox WHERE kind = 'status-update'");
    expect(emails!.total).toBe(leadCount);
    const [languages] = await rows<{ es: number; told: number }>(
      worker,
      "SELECT sum(language = 'es') AS es, (SELECT count(*) FROM submission_status_changes WHERE to_status = 'in_review' AND applicant_notified = 1) AS told FROM email_outbox WHERE kind = 'status-update'",
    );
    expect(languages).toEqual({ es: leadCount / 2, told: leadCount });
  });
});
