/**
 * One budget of e-mails per recipient address, across every kind (docs/decisions/033-mail-to-unproven-addresses.md):
 * an attacker who sends every form there is at one address, from a new client address each time,
 * gets no more than the budget delivered there; every lead is still stored and the organisation
 * still hears of each; the visitor's answer never changes.
 */
import { describe, expect, it } from "vitest";
import { tokenLifetimeHours } from "~/auth/account-tokens.server";
import { recipientBudgets } from "~/email/outbox.server";
import type { LeadFormType } from "~/leads/forms";
import { insertUser } from "../factories";
import { formPaths, leadPost, validLeads } from "../support/lead-fixtures";
import { emailsTo } from "../support/mailbox";
import { poll, postForm, rows, startWorkerForFile, testBindings } from "../support/worker";

const worker = startWorkerForFile();

let client = 0;
/** Each request from a client address of its own, so no per-client limit ever applies. */
async function post(path: string, fields: Record<string, string>) {
  client += 1;
  const response = await postForm(worker, path, fields, { "CF-Connecting-IP": `10.66.${(client >> 8) & 255}.${client & 255}` });
  await response.arrayBuffer();
  return response;
}

const registration = (email: string) => ({
  intent: "register",
  firstName: "Nadia",
  lastName: "Reyes",
  email,
  password: "a-long-own-password",
  confirmPassword: "a-long-own-password",
  terms: "on",
});

const budgetLines: Array<Record<string, unknown>> = [];
/** The warn lines of e-mails refused for their recipient's budget so far. */
function budgetSpentLines(kind?: string) {
  budgetLines.push(...worker.takeLogLines().filter((line) => line.event === "email_budget_spent"));
  return budgetLines.filter((line) => line.level === "warn" && (kind === undefined || line.kind === kind));
}

/** Reset e-mails are queued after the response: waits until each asked-for reset was queued or refused. */
async function resetsSettled(address: string, asked: number) {
  await poll(`${asked} reset requests settled`, async () => {
    const queued = (await emailsTo(worker, address)).filter((email) => email.kind === "password-reset").length;
    return queued + budgetSpentLines("password-reset").length >= asked ? true : undefined;
  });
}

const leadFormTypes = Object.keys(formPaths) as LeadFormType[];

describe("an address nobody has proven", () => {
  it("gets at most the budget over the day from every form together, while every lead is stored and noticed", async () => {
    budgetSpentLines();
    budgetLines.length = 0;
    const target = "flooded@example.com";
    const rounds = 2;
    let leadsSent = 0;
    for (let round = 0; round < rounds; round++) {
      for (const formType of leadFormTypes) {
        const response = await post(formPaths[formType], leadPost(formType, { ...validLeads[formType], email: target }));
        expect(response.status, formType).toBe(303);
        leadsSent += 1;
      }
      expect((await post("/auth", registration(target))).status).toBe(303);
      expect((await post("/forgot-password", { email: target })).status).toBe(303);
    }
    await resetsSettled(target, rounds);

    const delivered = await emailsTo(worker, target);
    expect(delivered.length, delivered.map((email) => email.kind).join(", ")).toBe(recipientBudgets.unproven[0].limit);
    expect(budgetSpentLines().length).toBeGreaterThan(0);

    const leads = await rows<{ id: string }>(worker, "SELECT id FROM form_submissions WHERE email = ?", target);
    expect(leads).toHaveLength(leadsSent);
    const notices = await rows<{ to_address: string }>(
      worker,
      "SELECT o.to_address FROM email_outbox o JOIN form_submissions s ON s.id = o.submission_id WHERE s.email = ? AND o.kind = 'lead-notice'",
      target,
    );
    expect(notices).toHaveLength(leadsSent);
    expect(new Set(notices.map((notice) => notice.to_address))).toEqual(new Set([testBindings.LEADS_NOTIFY_EMAIL]));
  });
});

describe("a proven address", () => {
  it("gets more, within its hourly budget", async () => {
    budgetSpentLines();
    budgetLines.length = 0;
    const { user } = await insertUser(worker.db, { isVerified: true });
    const [hourly] = recipientBudgets.proven;
    const asked = hourly.limit + 2;
    for (let request = 0; request < asked; request++) expect((await post("/forgot-password", { email: user.email })).status).toBe(303);
    await resetsSettled(user.email, asked);
    expect((await emailsTo(worker, user.email)).filter((email) => email.kind === "password-reset")).toHaveLength(hourly.limit);
  });

  it("has no window longer than a reset link lives, so a stranger who spent it leaves the newest link working until it is back", () => {
    const windows = recipientBudgets.proven.map((rule) => rule.windowSeconds);
    expect(Math.max(...windows)).toBeLessThanOrEqual(tokenLifetimeHours["reset-password"] * 3600);
  });
});
