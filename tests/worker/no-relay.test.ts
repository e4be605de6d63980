/**
 * No relay: a visitor's confirmation goes to an address nobody verified, so it never carries what
 * they typed (no message, phone, link or last name; at most a first name of letters), and an address
 * gets at most one confirmation per form a day. The lead is stored each time and the organisation's
 * notice keeps the full content.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formPaths, leadPost, validLeads } from "../support/lead-fixtures";
import { emailsTo, waitForEmail } from "../support/mailbox";
import { postForm, rows, startWorker, type TestWorker } from "../support/worker";

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker.dispose());

let client = 0;
function post(path: string, fields: Record<string, string>) {
  client += 1;
  return postForm(worker, path, fields, { "CF-Connecting-IP": `10.88.${(client >> 8) & 255}.${client & 255}` });
}

const hostileMessage = "Win now at http://evil.example/win and www.spam.example, call +1 786 999 0142 <b>today</b>";
const forbidden = ["evil.example", "spam.example", "http://", "<a", "<b>", "Click", "999 0142", "Gomez", "Attacker", "x.y", "Win now", "First question"];

function confirmationParts(email: { subject: string; text_body: string; html_body: string }) {
  return [email.subject, email.text_body, email.html_body];
}

describe("the visitor's confirmation", () => {
  const hostileNames: Array<[string, string | undefined]> = [
    ["<a href=http://evil.example>Click</a> Bob", undefined],
    ["Ana http://x.y", "Ana"],
    ["José-María Attacker", "José-María"],
    ["Zoë4you", undefined],
  ];
  for (const [index, [firstName, greeted]] of hostileNames.entries()) {
    it(`relays nothing typed but a first name of letters: ${JSON.stringify(firstName)}`, async () => {
      const email = `relay-${index}@example.com`;
      const response = await post(
        formPaths["license-application"],
        leadPost("license-application", { ...validLeads["license-application"], email, firstName, lastName: "Gomez Attacker", questions: hostileMessage, phone: "+1 786 999 0142" }),
      );
      expect(response.status).toBe(303);
      const confirmation = await waitForEmail(worker, email, "confirmation");
      for (const part of confirmationParts(confirmation)) {
        for (const text of forbidden) expect(part.toLowerCase()).not.toContain(text.toLowerCase());
      }
      if (greeted) expect(confirmation.text_body).toContain(`Hello ${greeted},`);
      else expect(confirmation.text_body.startsWith("Hello,")).toBe(true);
    });
  }

  it("the service inquiry's confirmation carries neither the message nor the phone", async () => {
    const email = "relay-inquiry@example.com";
    await post(formPaths["service-inquiry"], leadPost("service-inquiry", { ...validLeads["service-inquiry"], email, name: "Carlos http://evil.example", message: hostileMessage }));
    const confirmation = await waitForEmail(worker, email, "confirmation");
    for (const part of confirmationParts(confirmation)) for (const text of forbidden) expect(part.toLowerCase()).not.toContain(text.toLowerCase());
    expect(confirmation.text_body).toContain("Hello Carlos,");
  });
});

describe("one confirmation per address and form a day", () => {
  it("a second post the same day is stored and noticed, but not confirmed again (any case of the address)", async () => {
    const email = "twice@example.com";
    await post(formPaths["license-application"], leadPost("license-application", { ...validLeads["license-application"], email, questions: "First question" }));
    await waitForEmail(worker, email, "confirmation");
    const second = await post(formPaths["license-application"], leadPost("license-application", { ...validLeads["license-application"], email: "Twice@Example.com", questions: hostileMessage }));
    expect(second.status).toBe(303);
    expect(await rows(worker, "SELECT id FROM form_submissions WHERE email = ?", email)).toHaveLength(2);
    const queued = await emailsTo(worker, email);
    expect(queued.filter((row) => row.kind === "confirmation")).toHaveLength(1);
    const notices = await rows<{ text_body: string }>(
      worker,
      "SELECT o.text_body FROM email_outbox o JOIN form_submissions s ON s.id = o.submission_id WHERE s.email = ? AND o.kind = 'lead-notice'",
      email,
    );
    expect(notices).toHaveLength(2);
    // The organisation's notice keeps everything the visitor sent.
    expect(notices.some((notice) => notice.text_body.includes(hostileMessage) && notice.text_body.includes("Gomez"))).toBe(true);
  });

  it("another form to the same address still gets its own confirmation", async () => {
    const email = "two-forms@example.com";
    await post(formPaths["license-application"], leadPost("license-application", { ...validLeads["license-application"], email }));
    await post(formPaths["service-inquiry"], leadPost("service-inquiry", { ...validLeads["service-inquiry"], email }));
    await waitForEmail(worker, email, "confirmation");
    expect((await emailsTo(worker, email)).filter((row) => row.kind === "confirmation")).toHaveLength(2);
  });
});
