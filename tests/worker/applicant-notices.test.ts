/**
 * A status change tells the applicant only when the admin chooses it, after seeing the e-mail: the
 * preview is the e-mail that goes, in the applicant's language; the e-mail is queued in the change's
 * own batch, so a replayed, stale or raced post sends nothing more; spam, newsletter sign-ups and
 * "back to new" are never told.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { insertLeads, insertUser, leadFactory } from "../factories";
import { decodedPage, getAs, logIn, postAs, toastText, signedInAdminForFile } from "../support/accounts";
import { emailsTo, type OutboxRow } from "../support/mailbox";
import { rows, startWorkerForFile } from "../support/worker";

const worker = startWorkerForFile();
const admin = signedInAdminForFile(worker);

beforeEach(async () => {
  await worker.db.batch([
    worker.db.prepare("DELETE FROM email_outbox"),
    worker.db.prepare("DELETE FROM form_submissions"),
    worker.db.prepare("DELETE FROM audit_log"),
  ]);
});

const statusUpdates = async (address: string): Promise<OutboxRow[]> => (await emailsTo(worker, address)).filter((email) => email.kind === "status-update");

function changesOf(id: string) {
  return rows<{ from_status: string; to_status: string; changed_by_user_id: string; applicant_notified: number }>(
    worker,
    "SELECT from_status, to_status, changed_by_user_id, applicant_notified FROM submission_status_changes WHERE submission_id = ? ORDER BY created_at, rowid",
    id,
  );
}

async function statusOf(id: string) {
  const [row] = await rows<{ status: string }>(worker, "SELECT status FROM form_submissions WHERE id = ?", id);
  return row?.status;
}

/**
 * The status dialog as the server renders it (the GET form opens the same URL with or without
 * JavaScript): only the <dialog> element, since the page also carries its dictionary for the browser.
 * Empty when no dialog opened.
 */
async function statusDialog(id: string, to: string, prefix = "") {
  const response = await getAs(worker, admin.cookie, `${prefix}/submissions-manager?dialog=status&id=${encodeURIComponent(id)}&to=${to}`);
  expect(response.status).toBe(200);
  const page = await decodedPage(response);
  return /<dialog[^>]*id="lead-status-change-modal"[\s\S]*?<\/dialog>/.exec(page)?.[0] ?? "";
}

/** The dialog's post: "change and notify" (yes) or "change only" (no), without JavaScript or through Remix's `.data` URL. */
async function changeStatus(id: string, from: string, to: string, notify: "yes" | "no", options: { javaScript?: boolean; prefix?: string } = {}) {
  const path = `${options.prefix ?? ""}/submissions-manager${options.javaScript ? ".data" : ""}`;
  const response = await postAs(worker, admin.cookie, path, { intent: "status", id, from, to, notify, view: "" });
  expect(response.status).toBeLessThan(400);
  const toast = toastText(response);
  await response.arrayBuffer();
  return toast;
}

describe("the preview", () => {
  it("shows the applicant's e-mail in their language (Spanish) while the admin works in English, and changes nothing", async () => {
    const [lead] = await insertLeads(worker.db, [
      leadFactory({ formType: "license-application", email: "lucia@example.com", firstName: "Lucía", language: "es", createdAt: "2026-03-10T15:00:00.000Z" }),
    ]);
    const page = await statusDialog(lead!.id, "in_review");
    expect(page).toContain(en.submissions.statusDialogTitle);
    expect(page).toContain(en.submissions.changeAndNotify);
    expect(page).toContain(en.submissions.changeOnly);
    // The e-mail itself is Spanish: greeting, the request's kind, the status word, the date, the account link.
    expect(page).toContain("Hola, Lucía:");
    expect(page).toContain(`${es.account.formTypes["license-application"]}: ${es.leadStatuses.in_review}`);
    expect(page).toContain("10 de marzo de 2026");
    expect(page).toContain(es.emails.statusUpdateNext.in_review);
    expect(page).toContain("http://localhost:8787/es/account");
    // Looking is not changing.
    expect(await statusOf(lead!.id)).toBe("new");
    expect(await changesOf(lead!.id)).toEqual([]);
    expect(await statusUpdates("lucia@example.com")).toEqual([]);
  });

  it("is in Spanish for an admin working in Spanish", async () => {
    const [lead] = await insertLeads(worker.db, [
      leadFactory({ formType: "sponsorship-application", email: "sam@example.com", firstName: "Sam", language: "en" }),
    ]);
    const page = await statusDialog(lead!.id, "accepted", "/es");
    expect(page).toContain(es.submissions.statusDialogTitle);
    expect(page).toContain(es.submissions.changeAndNotify);
    expect(page).toContain(es.submissions.noticeHeading.replace("{{language}}", es.languages.en));
    // …and the e-mail in the applicant's English.
    expect(page).toContain("Hello Sam,");
    expect(page).toContain(en.emails.statusUpdateNext.accepted);
  });

  it("offers no e-mail for a newsletter sign-up, a lead without an address, or a move back to new; opens nothing for spam", async () => {
    const [newsletter, noAddress, worked, spam] = await insertLeads(worker.db, [
      leadFactory({ formType: "newsletter", email: "reader@example.com" }),
      leadFactory({ formType: "service-inquiry", email: "" }),
      leadFactory({ formType: "contact", email: "worked@example.com", status: "contacted" }),
      leadFactory({ email: "bot@example.com", status: "spam" }),
    ]);
    for (const [lead, to] of [
      [newsletter!, "contacted"],
      [noAddress!, "contacted"],
      [worked!, "new"],
    ] as const) {
      const page = await statusDialog(lead.id, to);
      expect(page).toContain(en.submissions.cannotNotifyHere);
      expect(page).not.toContain(en.submissions.changeAndNotify);
    }
    expect(await statusDialog(spam!.id, "accepted")).toBe("");
  });
});

describe("change and notify", () => {
  it("changes the status, records that the applicant was told and queues exactly the previewed e-mail (JavaScript off)", async () => {
    const [lead] = await insertLeads(worker.db, [
      leadFactory({ formType: "license-application", email: "Ana.Rivera@Example.com", firstName: "Ana", language: "es" }),
    ]);
    const preview = await statusDialog(lead!.id, "contacted");

    expect(await changeStatus(lead!.id, "new", "contacted", "yes")).toContain(en.submissions.statusNotifiedText);
    expect(await statusOf(lead!.id)).toBe("contacted");
    expect(await changesOf(lead!.id)).toEqual([{ from_status: "new", to_status: "contacted", changed_by_user_id: admin.id, applicant_notified: 1 }]);

    const [email, ...more] = await statusUpdates("ana.rivera@example.com");
    expect(more).toEqual([]);
    expect(email!.to_address).toBe("ana.rivera@example.com");
    expect(email!.language).toBe("es");
    // What went is what the admin saw.
    expect(preview).toContain(email!.subject);
    for (const line of email!.text_body.split("\n").filter(Boolean)) expect(preview).toContain(line);

    const [audit] = await rows<{ details: string }>(worker, "SELECT details FROM audit_log WHERE action = 'submission.status' AND target = ?", lead!.id);
    expect(JSON.parse(audit!.details)).toMatchObject({ from: "new", status: "contacted", applicantNotified: true });
  });

  it("works the same through Remix's fetch (JavaScript on)", async () => {
    const [lead] = await insertLeads(worker.db, [leadFactory({ formType: "partner-network", email: "js@example.com", firstName: "Jo" })]);
    await changeStatus(lead!.id, "new", "in_review", "yes", { javaScript: true });
    expect(await statusOf(lead!.id)).toBe("in_review");
    expect(await statusUpdates("js@example.com")).toHaveLength(1);
  });

  it("sends once however the post is replayed or raced: only the post that made the change queues an e-mail", async () => {
    const [lead] = await insertLeads(worker.db, [leadFactory({ formType: "license-application", email: "race@example.com" })]);
    const toasts = await Promise.all(Array.from({ length: 6 }, () => changeStatus(lead!.id, "new", "accepted", "yes")));
    expect(toasts.filter((toast) => toast.includes(en.submissions.statusNotifiedText))).toHaveLength(1);
    expect(await statusUpdates("race@example.com")).toHaveLength(1);
    expect(await changesOf(lead!.id)).toHaveLength(1);

    // A later replay of the same post: "nothing to change", nothing sent.
    expect(await changeStatus(lead!.id, "new", "accepted", "yes")).toContain(en.submissions.statusSameText);
    expect(await statusUpdates("race@example.com")).toHaveLength(1);
  });

  it("sends nothing when the lead changed after the preview (another admin), and says so", async () => {
    const [lead] = await insertLeads(worker.db, [leadFactory({ formType: "license-application", email: "stale@example.com" })]);
    await changeStatus(lead!.id, "new", "declined", "no");
    // This admin previewed "new → accepted" before that change.
    expect(await changeStatus(lead!.id, "new", "accepted", "yes")).toContain(en.submissions.statusStaleText);
    expect(await statusOf(lead!.id)).toBe("declined");
    expect(await statusUpdates("stale@example.com")).toEqual([]);
  });

  it("never tells spam, a newsletter sign-up or a move back to new, and refuses an unknown status", async () => {
    const [spam, newsletter, worked, lead] = await insertLeads(worker.db, [
      leadFactory({ formType: "license-application", email: "spam@example.com", status: "spam" }),
      leadFactory({ formType: "newsletter", email: "reader@example.com" }),
      leadFactory({ formType: "contact", email: "back@example.com", status: "closed" }),
      leadFactory({ formType: "contact", email: "odd@example.com" }),
    ]);
    expect(await changeStatus(spam!.id, "new", "accepted", "yes")).toContain(en.submissions.spamCannotBeWorked);
    expect(await statusOf(spam!.id)).toBe("spam");
    expect(await changeStatus(newsletter!.id, "new", "contacted", "yes")).toContain(en.submissions.cannotNotify);
    expect(await statusOf(newsletter!.id)).toBe("new");
    expect(await changeStatus(worked!.id, "closed", "new", "yes")).toContain(en.submissions.cannotNotify);
    expect(await statusOf(worked!.id)).toBe("closed");
    expect(await changeStatus(lead!.id, "new", "spam", "yes")).toContain(en.submissions.statusUnknown);
    expect(await changeStatus(lead!.id, "hacked", "accepted", "no")).toContain(en.submissions.statusUnknown);
    expect(await statusOf(lead!.id)).toBe("new");
    for (const address of ["spam@example.com", "reader@example.com", "back@example.com", "odd@example.com"]) expect(await statusUpdates(address)).toEqual([]);
    const told = await rows(worker, "SELECT * FROM submission_status_changes WHERE applicant_notified = 1");
    expect(told).toEqual([]);
  });

  it("relays nothing: a first name that is a link or markup gives the neutral greeting", async () => {
    const [lead] = await insertLeads(worker.db, [
      leadFactory({ formType: "contact", email: "relay@example.com", firstName: "<b>Win</b> http://evil.example", language: "en" }),
    ]);
    await changeStatus(lead!.id, "new", "closed", "yes");
    const [email] = await statusUpdates("relay@example.com");
    expect(email!.text_body.startsWith("Hello,")).toBe(true);
    expect(email!.text_body).not.toContain("evil");
    expect(email!.html_body).not.toContain("<b>");
  });
});

describe("change only", () => {
  it("changes the status and sends nothing, in Spanish for a Spanish admin", async () => {
    const [lead] = await insertLeads(worker.db, [leadFactory({ formType: "license-application", email: "quiet@example.com" })]);
    expect(await changeStatus(lead!.id, "new", "in_review", "no", { prefix: "/es" })).toContain(es.submissions.statusChangedText);
    expect(await statusOf(lead!.id)).toBe("in_review");
    expect(await changesOf(lead!.id)).toEqual([{ from_status: "new", to_status: "in_review", changed_by_user_id: admin.id, applicant_notified: 0 }]);
    expect(await statusUpdates("quiet@example.com")).toEqual([]);
  });

  it("refuses a visitor who is not an admin: nothing changes, nothing is sent", async () => {
    const [lead] = await insertLeads(worker.db, [leadFactory({ formType: "license-application", email: "target@example.com" })]);
    const { user, password } = await insertUser(worker.db, { role: "user" });
    const visitor = await logIn(worker, user.email, password, "/auth");
    const response = await postAs(worker, visitor, "/submissions-manager", {
      intent: "status",
      id: lead!.id,
      from: "new",
      to: "accepted",
      notify: "yes",
      view: "",
    });
    await response.arrayBuffer();
    expect(response.status).not.toBe(200);
    expect(await statusOf(lead!.id)).toBe("new");
    expect(await statusUpdates("target@example.com")).toEqual([]);
  });
});
