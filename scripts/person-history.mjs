// One person's history for measuring the person page among many leads (`npm run bench -- person`):
// 20 leads from one address in several spellings of its case, worked over three months (status
// changes, notes, owner and follow-up changes in the audit log, e-mails to the address), an account
// and a newsletter subscription: 200 timeline events in all, every one a row the page reads.
// Pure and deterministic for a given instant; written with the lead history's helpers, and a re-run
// replaces the person instead of doubling it.
import { inserts } from "./history-leads.mjs";

/** Every seeded id starts so (a re-run deletes them first). */
const personIdPrefix = "5eed0002-";
const address = "bench.person@example.com";
const spellings = ["Bench.Person@Example.com", "bench.person@example.com", "BENCH.PERSON@EXAMPLE.COM", "bench.Person@example.COM"];
const formTypes = [
  "license-application",
  "contact",
  "service-inquiry",
  "newsletter",
  "sponsorship-application",
  "credit-repair-robot",
  "youth-sponsorship",
  "partner-network",
];
const paths = [
  ["new", "contacted", "in_review", "accepted", "closed"],
  ["new", "contacted", "in_review", "declined"],
];
const minuteMs = 60_000;
const dayMs = 86_400_000;

const hex12 = (n) => n.toString(16).padStart(12, "0");
const idOf = (kind, n) => `${personIdPrefix}0000-4000-${kind}-${hex12(n)}`;

/** The ids a bench request names the person by: their newest lead, and their account. */
export const benchPerson = { leadId: idOf("8000", 20), accountId: idOf("a000", 1), address };

/** The person's rows, as of `now` (an instant), worked by `adminId` (who also owns some leads). */
export function personRows({ now, adminId }) {
  const leads = [];
  const changes = [];
  const notes = [];
  const audits = [];
  const emails = [];
  for (let n = 1; n <= 20; n += 1) {
    // A lead every four days, the newest five days ago; its work follows within fifteen hours.
    const createdMs = now - (21 - n) * 4 * dayMs - dayMs;
    const path = paths[n % 2];
    const at = (step) => new Date(createdMs + step * 97 * minuteMs).toISOString();
    leads.push({
      id: idOf("8000", n),
      formType: formTypes[n % formTypes.length],
      email: spellings[n % spellings.length],
      status: path.at(-1),
      createdAt: new Date(createdMs).toISOString(),
      assignedTo: adminId,
    });
    path.slice(1).forEach((toStatus, index) => {
      changes.push({
        id: idOf("9000", changes.length + 1),
        submissionId: idOf("8000", n),
        fromStatus: path[index],
        toStatus,
        changedByUserId: adminId,
        applicantNotified: index === 0,
        createdAt: at(3 + index * 2),
      });
    });
    for (const step of [4, 8])
      notes.push({
        id: idOf("9100", notes.length + 1),
        submissionId: idOf("8000", n),
        authorUserId: adminId,
        body: `Call ${step / 4}: spoke about the course dates.`,
        createdAt: at(step),
      });
    audits.push({
      id: idOf("9200", audits.length + 1),
      action: "submission.assign",
      target: idOf("8000", n),
      details: { formType: leads.at(-1).formType, from: null, to: adminId },
      createdAt: at(1),
    });
    audits.push({
      id: idOf("9200", audits.length + 1),
      action: "submission.follow-up",
      target: idOf("8000", n),
      details: { formType: leads.at(-1).formType, from: null, to: new Date(createdMs + 7 * dayMs).toISOString().slice(0, 10) },
      createdAt: at(2),
    });
    emails.push({
      id: idOf("9300", emails.length + 1),
      submissionId: idOf("8000", n),
      kind: "confirmation",
      subject: "We received your request — Florida Financial Academy",
      createdAt: at(0.5),
    });
    if (n % 4 === 0)
      emails.push({
        id: idOf("9300", emails.length + 1),
        submissionId: idOf("8000", n),
        kind: "status-update",
        subject: "Your request: Contacted — Florida Financial Academy",
        createdAt: at(3),
      });
  }
  const firstMs = now - 90 * dayMs;
  const account = { id: benchPerson.accountId, createdAt: new Date(firstMs).toISOString(), verifiedAt: new Date(firstMs + 30 * minuteMs).toISOString() };
  const newsletter = {
    createdAt: new Date(firstMs + dayMs).toISOString(),
    confirmedAt: new Date(firstMs + dayMs + 10 * minuteMs).toISOString(),
    unsubscribedAt: new Date(now - 2 * dayMs).toISOString(),
  };
  return { leads, changes, notes, audits, emails, account, newsletter };
}

/** The events the person page shows for these rows: one per lead, change, note, audit row and e-mail, two for the account, three for the newsletter. */
export const timelineEventCount = (rows) => rows.leads.length + rows.changes.length + rows.notes.length + rows.audits.length + rows.emails.length + 2 + 3;

/** The SQL that replaces any earlier seeded person with these rows. */
export function personStatements({ leads, changes, notes, audits, emails, account, newsletter }) {
  const seeded = [`${personIdPrefix}%`];
  return [
    { sql: "DELETE FROM audit_log WHERE id LIKE ?", params: seeded },
    { sql: "DELETE FROM submission_status_changes WHERE id LIKE ?", params: seeded },
    { sql: "DELETE FROM submission_notes WHERE id LIKE ?", params: seeded },
    { sql: "DELETE FROM email_outbox WHERE id LIKE ?", params: seeded },
    { sql: "DELETE FROM form_submissions WHERE id LIKE ?", params: seeded },
    { sql: "DELETE FROM users WHERE id = ? OR email = ?", params: [account.id, address] },
    { sql: "DELETE FROM newsletter_subscribers WHERE email = ?", params: [address] },
    ...inserts(
      "form_submissions",
      [
        ["id", (lead) => lead.id],
        ["form_type", (lead) => lead.formType],
        ["source", () => "website"],
        ["data", (lead) => JSON.stringify({ email: lead.email, fullName: "Bench Person", timestamp: lead.createdAt })],
        ["email", (lead) => lead.email],
        ["first_name", () => "Bench"],
        ["last_name", () => "Person"],
        ["phone", () => "3055550199"],
        ["status", (lead) => lead.status],
        ["language", () => "en"],
        ["call_text_consent", () => true],
        ["consent_version", () => "2026-01"],
        ["consent_language", () => "en"],
        ["consent_at", (lead) => lead.createdAt],
        ["consent_page", () => "/license-application"],
        ["assigned_to", (lead) => lead.assignedTo],
        ["created_at", (lead) => lead.createdAt],
        ["updated_at", (lead) => lead.createdAt],
      ],
      leads,
    ),
    ...inserts(
      "submission_status_changes",
      [
        ["id", (change) => change.id],
        ["submission_id", (change) => change.submissionId],
        ["from_status", (change) => change.fromStatus],
        ["to_status", (change) => change.toStatus],
        ["changed_by_user_id", (change) => change.changedByUserId],
        ["applicant_notified", (change) => change.applicantNotified],
        ["created_at", (change) => change.createdAt],
      ],
      changes,
    ),
    ...inserts(
      "submission_notes",
      [
        ["id", (note) => note.id],
        ["submission_id", (note) => note.submissionId],
        ["author_user_id", (note) => note.authorUserId],
        ["body", (note) => note.body],
        ["created_at", (note) => note.createdAt],
      ],
      notes,
    ),
    ...inserts(
      "audit_log",
      [
        ["id", (audit) => audit.id],
        ["actor_user_id", (audit) => audit.details.to],
        ["action", (audit) => audit.action],
        ["target", (audit) => audit.target],
        ["details", (audit) => JSON.stringify(audit.details)],
        ["created_at", (audit) => audit.createdAt],
      ],
      audits,
    ),
    ...inserts(
      "email_outbox",
      [
        ["id", (email) => email.id],
        ["submission_id", (email) => email.submissionId],
        ["kind", (email) => email.kind],
        ["to_address", () => address],
        ["subject", (email) => email.subject],
        ["text_body", () => "(seeded)"],
        ["html_body", () => "<p>(seeded)</p>"],
        ["status", () => "sent"],
        ["sent_at", (email) => email.createdAt],
        ["created_at", (email) => email.createdAt],
        ["updated_at", (email) => email.createdAt],
      ],
      emails,
    ),
    {
      sql: "INSERT INTO users (id, email, first_name, last_name, role, email_verified_at, last_sign_in_at, created_at, updated_at) VALUES (?, ?, 'Bench', 'Person', 'user', ?, ?, ?, ?)",
      params: [account.id, address, account.verifiedAt, account.verifiedAt, account.createdAt, account.createdAt],
    },
    {
      sql: "INSERT INTO newsletter_subscribers (email, status, language, source, created_at, confirmed_at, unsubscribed_at, updated_at) VALUES (?, 'unsubscribed', 'en', 'footer', ?, ?, ?, ?)",
      params: [address, newsletter.createdAt, newsletter.confirmedAt, newsletter.unsubscribedAt, newsletter.unsubscribedAt],
    },
  ];
}
