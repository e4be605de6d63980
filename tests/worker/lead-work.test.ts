import { beforeEach, describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { insertLeads, insertUser, leadFactory } from "../factories";
import { getAs, logIn, nextClientAddress, postAs, toastText, signedInAdminForFile } from "../support/accounts";
import { formPaths, leadPost } from "../support/lead-fixtures";
import { decodeEntities } from "../support/html";
import { postForm, rows, startWorkerForFile } from "../support/worker";

const worker = startWorkerForFile();
const admin = signedInAdminForFile(worker);

beforeEach(async () => {
  await worker.db.batch([
    worker.db.prepare("DELETE FROM email_outbox"),
    worker.db.prepare("DELETE FROM form_submissions"),
    worker.db.prepare("DELETE FROM audit_log"),
  ]);
});

interface ChangeRow {
  from_status: string;
  to_status: string;
  changed_by_user_id: string | null;
  applicant_notified: number;
}

function changesOf(id: string) {
  return rows<ChangeRow>(
    worker,
    "SELECT from_status, to_status, changed_by_user_id, applicant_notified FROM submission_status_changes WHERE submission_id = ? ORDER BY created_at, rowid",
    id,
  );
}

async function firstChangeOf(id: string) {
  const [row] = await rows<{ status: string; first_status_change_at: string | null }>(
    worker,
    "SELECT status, first_status_change_at FROM form_submissions WHERE id = ?",
    id,
  );
  return row!;
}

/**
 * A status change as the status dialog posts it ("change only"), from the status the lead has now:
 * without JavaScript a 303 back to the lead; with it, through Remix's `.data` URL.
 */
async function changeStatus(id: string, to: string, options: { javaScript?: boolean } = {}) {
  const { status: from } = await firstChangeOf(id);
  const response = await postAs(worker, admin.cookie, `/submissions-manager${options.javaScript ? ".data" : ""}`, {
    intent: "status",
    id,
    from,
    to,
    notify: "no",
    view: "",
  });
  if (options.javaScript) expect(response.status).toBeLessThan(400);
  else {
    expect(response.status).toBe(303);
    expect(toastText(response)).toMatch(new RegExp(`${en.submissions.statusChangedTitle}|${en.submissions.statusSameTitle}`));
  }
  await response.arrayBuffer();
}
const workWithoutJavaScript = (id: string, to: string) => changeStatus(id, to);
const workWithJavaScript = (id: string, to: string) => changeStatus(id, to, { javaScript: true });

describe("status changes", () => {
  it("records every change with its admin, and stamps the first time a lead leaves new only once (JavaScript off)", async () => {
    const [lead] = await insertLeads(worker.db, [leadFactory({ formType: "license-application", email: "steps@example.com" })]);
    expect(await firstChangeOf(lead!.id)).toEqual({ status: "new", first_status_change_at: null });

    // Saving "new" again is no change: nothing recorded, the clock not started.
    await workWithoutJavaScript(lead!.id, "new");
    expect(await changesOf(lead!.id)).toEqual([]);
    expect((await firstChangeOf(lead!.id)).first_status_change_at).toBeNull();

    await workWithoutJavaScript(lead!.id, "in_review");
    const first = (await firstChangeOf(lead!.id)).first_status_change_at;
    expect(first).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    await workWithoutJavaScript(lead!.id, "accepted");
    // A second save with the same status records nothing more.
    await workWithoutJavaScript(lead!.id, "accepted");
    // Back to new and out again: the first response time is kept as it was.
    await workWithoutJavaScript(lead!.id, "new");
    await workWithoutJavaScript(lead!.id, "declined");

    expect(await firstChangeOf(lead!.id)).toEqual({ status: "declined", first_status_change_at: first });
    expect(await changesOf(lead!.id)).toEqual([
      { from_status: "new", to_status: "in_review", changed_by_user_id: admin.id, applicant_notified: 0 },
      { from_status: "in_review", to_status: "accepted", changed_by_user_id: admin.id, applicant_notified: 0 },
      { from_status: "accepted", to_status: "new", changed_by_user_id: admin.id, applicant_notified: 0 },
      { from_status: "new", to_status: "declined", changed_by_user_id: admin.id, applicant_notified: 0 },
    ]);

    // Each change is audited with where it came from.
    const audits = await rows<{ details: string }>(
      worker,
      "SELECT details FROM audit_log WHERE action = 'submission.status' AND target = ? ORDER BY created_at, rowid",
      lead!.id,
    );
    expect(audits.map((audit) => JSON.parse(audit.details))).toContainEqual(expect.objectContaining({ from: "in_review", status: "accepted" }));
  });

  it("works the same through the manager's fetcher (JavaScript on)", async () => {
    const [lead] = await insertLeads(worker.db, [leadFactory({ formType: "sponsorship-application", email: "fetcher@example.com" })]);
    await workWithJavaScript(lead!.id, "contacted");
    await workWithJavaScript(lead!.id, "closed");
    expect((await firstChangeOf(lead!.id)).status).toBe("closed");
    expect((await firstChangeOf(lead!.id)).first_status_change_at).not.toBeNull();
    expect((await changesOf(lead!.id)).map((change) => [change.from_status, change.to_status])).toEqual([
      ["new", "contacted"],
      ["contacted", "closed"],
    ]);
  });

  it("never works spam, nor a forged id, nor an unknown status", async () => {
    const [spam, lead] = await insertLeads(worker.db, [leadFactory({ email: "bot@example.com", status: "spam" }), leadFactory({ email: "real@example.com" })]);
    const refused = await postAs(worker, admin.cookie, "/submissions-manager", {
      intent: "status",
      id: spam!.id,
      from: "new",
      to: "accepted",
      notify: "no",
      view: "",
    });
    expect(refused.status).toBe(303);
    await refused.arrayBuffer();
    expect(await firstChangeOf(spam!.id)).toEqual({ status: "spam", first_status_change_at: null });
    expect(await changesOf(spam!.id)).toEqual([]);

    const forged = await postAs(worker, admin.cookie, "/submissions-manager", {
      intent: "status",
      id: "not-a-lead",
      from: "new",
      to: "accepted",
      notify: "no",
      view: "",
    });
    expect(forged.status).toBeLessThan(500);
    await forged.arrayBuffer();
    expect(await rows(worker, "SELECT * FROM submission_status_changes WHERE submission_id = 'not-a-lead'")).toEqual([]);

    // An unknown status is refused with its message: no change.
    const unknown = await postAs(worker, admin.cookie, "/submissions-manager", {
      intent: "status",
      id: lead!.id,
      from: "new",
      to: "hacked",
      notify: "no",
      view: "",
    });
    expect(toastText(unknown)).toContain(en.submissions.statusUnknown);
    await unknown.arrayBuffer();
    expect(await changesOf(lead!.id)).toEqual([]);
  });

  it("refuses a signed-in visitor who is not an admin: nothing changes, nothing recorded", async () => {
    const [lead] = await insertLeads(worker.db, [leadFactory({ email: "target@example.com" })]);
    const { user, password } = await insertUser(worker.db, { role: "user" });
    const visitor = await logIn(worker, user.email, password, "/auth");
    for (const path of ["/submissions-manager", "/submissions-manager.data"]) {
      const response = await postAs(worker, visitor, path, { intent: "status", id: lead!.id, from: "new", to: "accepted", notify: "no", view: "" });
      expect(response.status).not.toBe(200);
      expect(response.status).toBeLessThan(500);
      await response.arrayBuffer();
    }
    expect(await firstChangeOf(lead!.id)).toEqual({ status: "new", first_status_change_at: null });
    expect(await changesOf(lead!.id)).toEqual([]);
  });
});

/** A page's text as read aloud (tags dropped, so the status label's screen-reader prefix joins its word). */
async function pageText(session: string, path: string) {
  const html = await (await getAs(worker, session, path)).text();
  return decodeEntities(html.replace(/<[^>]+>/g, "")).replace(/\s+/g, " ");
}

describe("one dictionary of status words", () => {
  it("the manager names the lead's status and offers the five others, in both languages", async () => {
    const [lead] = await insertLeads(worker.db, [leadFactory({ email: "words@example.com", status: "in_review" })]);
    const english = decodeEntities(await (await getAs(worker, admin.cookie, `/submissions-manager?dialog=view&id=${lead!.id}`)).text());
    // The lead's status is named; every other one is offered as the new status.
    expect(english).toContain(`<strong>${en.leadStatuses.in_review}</strong>`);
    const offered = [
      ...(/<select id="lead-status" name="to"[^>]*>([\s\S]*?)<\/select>/.exec(english)?.[1] ?? "").matchAll(/<option value="([^"]+)">([^<]+)<\/option>/g),
    ];
    expect(offered.map(([, value, words]) => [value, words])).toEqual(
      (["new", "contacted", "accepted", "declined", "closed"] as const).map((status) => [status, en.leadStatuses[status]]),
    );
    const spanish = decodeEntities(await (await getAs(worker, admin.cookie, "/es/submissions-manager")).text());
    expect(spanish).toContain(es.leadStatuses.in_review);
  });

  it("the account area shows the applicant the manager's word for each status, never spam", async () => {
    const email = "applicant.words@example.com";
    const { password } = await insertUser(worker.db, { email, isVerified: true });
    const [, , spam] = await insertLeads(worker.db, [
      leadFactory({ formType: "license-application", email, status: "accepted" }),
      leadFactory({ formType: "contact", email, status: "in_review" }),
      leadFactory({ formType: "service-inquiry", email, status: "spam" }),
    ]);
    const applicant = await logIn(worker, email, password, "/auth");
    const english = await pageText(applicant, "/account");
    expect(english).toContain(`${en.account.statusLabel} ${en.leadStatuses.accepted}`);
    expect(english).toContain(`${en.account.statusLabel} ${en.leadStatuses.in_review}`);
    expect(await (await getAs(worker, applicant, "/account")).text()).not.toContain(spam!.id);
    const spanish = await pageText(applicant, "/es/account");
    expect(spanish).toContain(`${es.account.statusLabel} ${es.leadStatuses.accepted}`);
    expect(spanish).toContain(`${es.account.statusLabel} ${es.leadStatuses.in_review}`);
  });
});

describe("ownership", () => {
  async function ownerOf(id: string) {
    const [row] = await rows<{ assigned_to: string | null }>(worker, "SELECT assigned_to FROM form_submissions WHERE id = ?", id);
    return row!.assigned_to;
  }

  it("assigns a lead to the signed-in admin and unassigns it, without JavaScript (Spanish) and with it, audited", async () => {
    const [lead] = await insertLeads(worker.db, [leadFactory({ email: "owned@example.com" })]);
    const dialog = decodeEntities(await (await getAs(worker, admin.cookie, `/submissions-manager?dialog=view&id=${lead!.id}`)).text());
    expect(dialog).toContain(en.submissions.assignToMe);
    // "Unassign" shows only once the lead has an owner.
    expect(dialog).not.toContain(`name="to" value="nobody"`);

    const taken = await postAs(worker, admin.cookie, "/es/submissions-manager", { intent: "assign", to: "me", id: lead!.id, view: "?tab=all&q=owned" });
    expect(taken.status).toBe(303);
    // Back to the same view, in the lead's dialog.
    expect(taken.headers.get("Location")).toBe(`/es/submissions-manager?q=owned&dialog=view&id=${lead!.id}`);
    expect(toastText(taken)).toContain(es.submissions.assignedTitle);
    await taken.arrayBuffer();
    expect(await ownerOf(lead!.id)).toBe(admin.id);
    const owned = decodeEntities(await (await getAs(worker, admin.cookie, `/es/submissions-manager?dialog=view&id=${lead!.id}`)).text());
    expect(owned).toContain(`name="to" value="nobody"`);
    expect(owned).toContain(es.submissions.unassign);

    const released = await postAs(worker, admin.cookie, "/submissions-manager.data", { intent: "assign", to: "nobody", id: lead!.id, view: "" });
    expect(released.status).toBeLessThan(400);
    await released.arrayBuffer();
    expect(await ownerOf(lead!.id)).toBeNull();

    const audits = await rows<{ details: string }>(
      worker,
      "SELECT details FROM audit_log WHERE action = 'submission.assign' AND target = ? ORDER BY created_at, rowid",
      lead!.id,
    );
    expect(audits.map((audit) => JSON.parse(audit.details))).toEqual([
      expect.objectContaining({ from: null, to: admin.id }),
      expect.objectContaining({ from: admin.id, to: null }),
    ]);
  });

  it("never gives a lead to an id that is not an admin's, never owns spam, and refuses a non-admin", async () => {
    const { user: plain } = await insertUser(worker.db, { role: "user" });
    const [lead, spam] = await insertLeads(worker.db, [
      leadFactory({ email: "forged@example.com" }),
      leadFactory({ email: "bin@example.com", status: "spam" }),
    ]);
    const forged = await postAs(worker, admin.cookie, "/submissions-manager", { intent: "assign", to: plain.id, id: lead!.id, view: "" });
    expect(toastText(forged)).toContain(en.submissions.assigneeNotAdmin);
    await forged.arrayBuffer();
    expect(await ownerOf(lead!.id)).toBeNull();

    const bin = await postAs(worker, admin.cookie, "/submissions-manager", { intent: "assign", to: "me", id: spam!.id, view: "" });
    await bin.arrayBuffer();
    expect(await ownerOf(spam!.id)).toBeNull();

    const { user, password } = await insertUser(worker.db, { role: "user" });
    const visitor = await logIn(worker, user.email, password, "/auth");
    const refused = await postAs(worker, visitor, "/submissions-manager", { intent: "assign", to: "me", id: lead!.id, view: "" });
    expect(refused.status).toBeLessThan(500);
    await refused.arrayBuffer();
    expect(await ownerOf(lead!.id)).toBeNull();
    expect(await rows(worker, "SELECT * FROM audit_log WHERE action = 'submission.assign'")).toEqual([]);
  });
});

describe("the new-lead notice", () => {
  it("links straight to the lead: the link opens its dialog for an admin and nothing for anyone else", async () => {
    const posted = await postForm(
      worker,
      formPaths.contact,
      leadPost("contact", { fullName: "Notice Link", email: "notice.link@example.com", message: "Where do I start?", preferredLanguage: "en" }),
      {
        "CF-Connecting-IP": nextClientAddress(),
      },
    );
    expect(posted.status).toBe(303);
    const [lead] = await rows<{ id: string }>(worker, "SELECT id FROM form_submissions WHERE email = ?", "notice.link@example.com");
    const [notice] = await rows<{ text_body: string }>(worker, "SELECT text_body FROM email_outbox WHERE kind = 'lead-notice' AND submission_id = ?", lead!.id);
    const link = notice!.text_body.match(/https?:\/\/\S+\/submissions-manager\?\S+/)?.[0];
    expect(link).toBe(`${new URL(link!).origin}/submissions-manager?dialog=view&id=${lead!.id}`);

    const path = new URL(link!).pathname + new URL(link!).search;
    const opened = decodeEntities(await (await getAs(worker, admin.cookie, path)).text());
    expect(opened).toContain("<dialog");
    expect(opened).toContain("notice.link@example.com");
    expect(opened).toContain("Where do I start?");

    // Signed out, the link leads to the sign-in, which comes back to this lead.
    const anonymous = await worker.fetch(path);
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get("Location")).toBe(`/admin-login?returnTo=${encodeURIComponent(path)}`);
    expect(await anonymous.text()).not.toContain("notice.link@example.com");
  });
});
