/**
 * The partner applicant hears from us as the success toast promises, and the credit robot's visitor
 * gets the confirmation every inquiry gets: a confirmation when the form is sent; when an admin lists
 * the business, the lead moves to "accepted" (audited, on the status history) and the applicant gets
 * one e-mail however often the approval is posted; unlisting moves it to "closed" with its own e-mail,
 * relisting back to "accepted". Each in the application's language
 * (docs/decisions/050-partner-listing-notices.md).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { fromNewClient, postAs, signedInAdminForFile, type Language } from "../support/accounts";
import { decodeEntities } from "../support/html";
import { formPaths, inLanguage, leadPost, validLeads } from "../support/lead-fixtures";
import { emailsTo, type OutboxRow } from "../support/mailbox";
import { postForm, rows, startWorkerForFile } from "../support/worker";

const worker = startWorkerForFile();
const admin = signedInAdminForFile(worker);
const dictionaries = { en, es } as const;

beforeEach(async () => {
  await worker.db.batch([
    worker.db.prepare("DELETE FROM email_outbox"),
    worker.db.prepare("DELETE FROM partners"),
    worker.db.prepare("DELETE FROM form_submissions"),
    worker.db.prepare("DELETE FROM audit_log"),
  ]);
});

let addressNumber = 0;
const newAddress = (name: string) => `${name}-${Date.now()}-${addressNumber++}@example.com`;

async function ofKind(address: string, kind: string): Promise<OutboxRow[]> {
  return (await emailsTo(worker, address)).filter((email) => email.kind === kind);
}

/** Sends the partner application (without JavaScript) in `language`; the stored lead's id. */
async function applyAsPartner(address: string, language: Language): Promise<string> {
  const response = await postForm(
    worker,
    inLanguage(formPaths["partner-network"], language),
    leadPost("partner-network", { ...validLeads["partner-network"], email: address }),
    fromNewClient(),
  );
  expect(response.status).toBe(303);
  const [lead] = await rows<{ id: string; language: string; status: string }>(
    worker,
    "SELECT id, language, status FROM form_submissions WHERE email = ?",
    address,
  );
  expect(lead).toMatchObject({ language, status: "new" });
  return lead!.id;
}

async function managerPost(id: string, fields: Record<string, string>) {
  const response = await postAs(worker, admin.cookie, "/submissions-manager", { id, view: "", ...fields });
  expect(response.status).toBe(303);
  await response.arrayBuffer();
}
const approve = (id: string) => managerPost(id, { intent: "approve", category: "tax-services" });

async function statusOf(id: string) {
  const [row] = await rows<{ status: string }>(worker, "SELECT status FROM form_submissions WHERE id = ?", id);
  return row?.status;
}

function changesOf(id: string) {
  return rows<{ from_status: string; to_status: string; applicant_notified: number }>(
    worker,
    "SELECT from_status, to_status, applicant_notified FROM submission_status_changes WHERE submission_id = ? ORDER BY created_at, rowid",
    id,
  );
}

describe("a partner application's confirmation", () => {
  for (const language of ["en", "es"] as const) {
    it(`is queued with the lead, in the application's language (${language}), saying we will e-mail when it is listed`, async () => {
      const t = dictionaries[language].emails;
      const address = newAddress(`partner-${language}`);
      await applyAsPartner(address, language);
      const [confirmation, ...more] = await ofKind(address, "confirmation");
      expect(more).toEqual([]);
      expect(confirmation).toMatchObject({ language, subject: t.confirmationSubject });
      const text = decodeEntities(confirmation!.text_body);
      expect(text).toContain(t.requestPartnerApplication);
      expect(text).toContain(t.confirmationNextPartner);
      // Nothing typed but the greeting's first word: not the description, the website or the tags.
      expect(text).not.toContain(validLeads["partner-network"].description);
      expect(text).not.toContain("sunshinetax.example");
    });
  }
});

describe("the credit robot's confirmation", () => {
  for (const language of ["en", "es"] as const) {
    it(`is queued like every inquiry's, in the visitor's language (${language})`, async () => {
      const t = dictionaries[language].emails;
      const address = newAddress(`robot-${language}`);
      const response = await postForm(
        worker,
        inLanguage(formPaths["credit-repair-robot"], language),
        leadPost("credit-repair-robot", { ...validLeads["credit-repair-robot"], email: address }),
        fromNewClient(),
      );
      expect(response.status).toBe(303);
      const [confirmation, ...more] = await ofKind(address, "confirmation");
      expect(more).toEqual([]);
      expect(confirmation).toMatchObject({ language, subject: t.confirmationSubject });
      expect(decodeEntities(confirmation!.text_body)).toContain(t.confirmationIntro.replace("{{request}}", t.requestCreditRobot));
    });
  }
});

describe("approving the listing", () => {
  it("moves the lead to accepted on the status history and e-mails the applicant once, in Spanish, however often it is posted", async () => {
    const address = newAddress("approved");
    const id = await applyAsPartner(address, "es");
    await approve(id);
    await approve(id);
    await Promise.all([approve(id), approve(id)]);

    expect(await statusOf(id)).toBe("accepted");
    expect(await changesOf(id)).toEqual([{ from_status: "new", to_status: "accepted", applicant_notified: 1 }]);
    const audited = await rows<{ action: string }>(worker, "SELECT action FROM audit_log WHERE target LIKE ? ORDER BY created_at", `%${id}%`);
    expect(audited.map((row) => row.action).sort()).toEqual(["partner.approve", "submission.status"]);

    const [listed, ...more] = await ofKind(address, "partner-listed");
    expect(more).toEqual([]);
    expect(listed).toMatchObject({ language: "es", subject: es.emails.partnerListedSubject });
    const text = decodeEntities(listed!.text_body);
    expect(text).toContain("/es/business-search");
    // Our words only: the business name the applicant typed is not relayed.
    expect(text).not.toContain("Sunshine Tax Pros");
  });

  it("tells nobody again when the lead was accepted by hand first (it is not moved)", async () => {
    const address = newAddress("accepted-first");
    const id = await applyAsPartner(address, "en");
    await managerPost(id, { intent: "status", from: "new", to: "accepted", notify: "no" });
    await approve(id);
    expect(await statusOf(id)).toBe("accepted");
    expect(await ofKind(address, "partner-listed")).toEqual([]);
    expect((await changesOf(id)).length).toBe(1);
  });
});

describe("unlisting and relisting", () => {
  it("unlisting moves the lead to closed with its e-mail (once), relisting back to accepted with the listed e-mail, in English", async () => {
    const address = newAddress("unlisted");
    const id = await applyAsPartner(address, "en");
    await approve(id);
    await managerPost(id, { intent: "unlist" });
    await managerPost(id, { intent: "unlist" });

    expect(await statusOf(id)).toBe("closed");
    const [unlisted, ...more] = await ofKind(address, "partner-unlisted");
    expect(more).toEqual([]);
    expect(unlisted).toMatchObject({ language: "en", subject: en.emails.partnerUnlistedSubject });
    expect(decodeEntities(unlisted!.text_body)).toContain(en.emails.partnerUnlistedNext);

    await managerPost(id, { intent: "relist" });
    expect(await statusOf(id)).toBe("accepted");
    expect((await ofKind(address, "partner-listed")).length).toBe(2);
    expect(await changesOf(id)).toEqual([
      { from_status: "new", to_status: "accepted", applicant_notified: 1 },
      { from_status: "accepted", to_status: "closed", applicant_notified: 1 },
      { from_status: "closed", to_status: "accepted", applicant_notified: 1 },
    ]);
  });
});
