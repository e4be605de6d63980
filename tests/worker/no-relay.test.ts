/**
 * No relay: a visitor's confirmation goes to an address nobody verified, so it never carries what
 * they typed (no message, phone, link or last name; at most a first name of letters), and an address
 * gets at most one confirmation per form a day. The lead is stored each time and the organisation's
 * notice keeps the full content. The account e-mails (registration's link, "someone tried to
 * register your address", the reset link) greet the same way, whatever name was typed.
 */
import { describe, expect, it } from "vitest";
import { insertUser } from "../factories";
import { formPaths, leadPost, validLeads } from "../support/lead-fixtures";
import { emailsTo, waitForEmail } from "../support/mailbox";
import { postForm, rows, startWorkerForFile } from "../support/worker";

const worker = startWorkerForFile();

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
        leadPost("license-application", {
          ...validLeads["license-application"],
          email,
          firstName,
          lastName: "Gomez Attacker",
          questions: hostileMessage,
          phone: "+1 786 999 0142",
        }),
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
    await post(
      formPaths["service-inquiry"],
      leadPost("service-inquiry", { ...validLeads["service-inquiry"], email, name: "Carlos http://evil.example", message: hostileMessage }),
    );
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
    const second = await post(
      formPaths["license-application"],
      leadPost("license-application", { ...validLeads["license-application"], email: "Twice@Example.com", questions: hostileMessage }),
    );
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

describe("the account e-mails", () => {
  const phishing = "URGENT: your bank account is frozen. Restore access at https://evil.example/restore before midnight or lose it";
  const hostileFirstNames: Array<[string, string]> = [
    [phishing, "Hello,"],
    [`Ana\n\n${phishing}`.slice(0, 120), "Hello Ana,"],
    [`<a href="https://evil.example/restore">Restore your account</a>`, "Hello,"],
    ["\u202Eerotser/elpmaxe.live//:sptth", "Hello,"],
  ];
  const relayed = ["evil.example", "URGENT", "frozen", "midnight", "Restore", "<a href", "\u202E", "elpmaxe"];

  function expectNothingRelayed(email: { kind: string; subject: string; text_body: string; html_body: string }, greeting: string) {
    for (const part of confirmationParts(email)) {
      for (const text of relayed) expect(part.toLowerCase(), `${email.kind} relays ${JSON.stringify(text)}`).not.toContain(text.toLowerCase());
    }
    expect(email.text_body.split("\n")[0], email.kind).toBe(greeting);
  }

  function registration(email: string, firstName: string) {
    return {
      intent: "register",
      firstName,
      lastName: "Reyes",
      email,
      password: "a-long-attacker-password",
      confirmPassword: "a-long-attacker-password",
      terms: "on",
    };
  }

  for (const [index, [firstName, greeting]] of hostileFirstNames.entries()) {
    it(`registration, a second registration and a reset carry no typed name but a plain first word: ${JSON.stringify(firstName.slice(0, 30))}`, async () => {
      const victim = `account-relay-${index}@example.com`;
      // The attacker registers the victim's address with the paragraph as "first name"…
      expect((await post("/auth", registration(victim, firstName))).status).toBe(303);
      expectNothingRelayed(await waitForEmail(worker, victim, "verify-email"), greeting);
      // …registers it again (the owner is told, greeted by the account's name: the same paragraph)…
      expect((await post("/auth", registration(victim, `${phishing} again`))).status).toBe(303);
      expectNothingRelayed(await waitForEmail(worker, victim, "account-exists"), greeting);
      // …and asks for a reset link for it.
      expect((await post("/forgot-password", { email: victim })).status).toBe(303);
      expectNothingRelayed(await waitForEmail(worker, victim, "password-reset"), greeting);
      expect((await emailsTo(worker, victim)).map((email) => email.kind).sort()).toEqual(["account-exists", "password-reset", "verify-email"]);
    });
  }

  it("an owner whose address is registered again is greeted by their own name, never the one typed", async () => {
    const { user } = await insertUser(worker.db, { firstName: "Olivia" });
    expect((await post("/auth", registration(user.email, phishing))).status).toBe(303);
    expectNothingRelayed(await waitForEmail(worker, user.email, "account-exists"), "Hello Olivia,");
  });
});
