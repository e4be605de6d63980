/**
 * The one path every lead takes (docs/decisions/010-lead-capture-pipeline.md): honeypot → validate
 * with the form's schema → rate limit → one D1 batch with the lead and its outbox rows →
 * e-mails after the response. Everything about a form comes from its definition (app/leads/forms/).
 */
import { siteOrigin } from "~/http/site-origin";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { leads, emailOutbox } from "../../db/schema";
import { deliverSoon, queueEmail, type QueuedEmail } from "~/email/outbox.server";
import { keptValues, parseForm } from "~/forms/protocol.server";
import type { Language } from "~/i18n/languages";
import { clientKey, hitClientRateLimit } from "~/platform/rate-limit.server";
import { sha256Hex } from "~/platform/tokens";
import { and, eq, gt } from "drizzle-orm";
import { afterStoredHooks, type StoredLead } from "./after-stored.server";
import { leadFormFields } from "./form-fields";
import { leadConfirmationEmail, newLeadNoticeEmail } from "./lead-emails.server";
import type { LeadFormDefinition } from "./forms/definition";
import { buildLeadRecord, type LeadRecord } from "./lead-record";
import { leadNoticeRecipients } from "./notice-recipients.server";
import { organisationContact } from "~/site/site-settings.server";

/** Per client and form type. A person rarely sends one form more than a few times in 10 minutes. */
export const formRateLimit = { limit: 20, windowSeconds: 600 } as const;

/** What a visitor typed, for showing the form again: strings only, capped. */
export type SubmittedValues = Record<string, string>;

export type LeadResult =
  | { kind: "stored"; leadId: string; values: SubmittedValues }
  | { kind: "spam"; values: SubmittedValues }
  | { kind: "invalid"; fieldErrors: Record<string, string>; values: SubmittedValues }
  | { kind: "rate-limited"; retryAfterSeconds: number; values: SubmittedValues }
  | { kind: "failed"; values: SubmittedValues };

/** A lead form's own hidden fields: never put back in the form, never stored as typed values. */
const hiddenFields: ReadonlyArray<string> = Object.values(leadFormFields);

interface SubmitLeadInput {
  form: LeadFormDefinition;
  formData: FormData;
  language: Language;
  /** The page the form was sent from (its URL: path for `submittedFrom`, query for campaigns). */
  pageUrl: URL;
}

export async function submitLead(request: Request, context: AppLoadContext, input: SubmitLeadInput): Promise<LeadResult> {
  const { form, formData, language, pageUrl } = input;
  const { formType } = form;
  const values = keptValues(formData, hiddenFields);
  const { db, env } = context;

  const client = await clientKey(request, env.SESSION_SECRET);

  const recordContext = {
    language,
    submittedFrom: pageUrl.pathname,
    timestamp: new Date().toISOString(),
    searchParams: pageUrl.searchParams,
  };

  const honeypot = formData.get(leadFormFields.honeypot);
  if (typeof honeypot !== "string" || honeypot !== "") {
    // A bot: keep what it sent, apart (status spam), and send nothing. It sees the normal success.
    await db.insert(leads).values({
      formType,
      source: "honeypot",
      data: { ...values, timestamp: recordContext.timestamp },
      email: (values.email ?? "").slice(0, 254),
      status: "spam",
      language,
    });
    return { kind: "spam", values };
  }

  const parsed = await parseForm(formData, form.schema, { hidden: hiddenFields });
  if (!parsed.ok) return { kind: "invalid", fieldErrors: parsed.fieldErrors, values };

  const record = buildLeadRecord(form, parsed.data, recordContext);
  // Only valid attempts count, per form (and per place, for a form that appears in several).
  const budget = form.isBudgetPerSource ? `form:${formType}:${record.source}` : `form:${formType}`;
  const limit = await hitClientRateLimit(db, { scope: budget, ...formRateLimit }, request, env.SESSION_SECRET);
  if (!limit.allowed) return { kind: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds, values };

  const idempotencyKey = await leadFingerprint(env.SESSION_SECRET, client, formType, formData.get(leadFormFields.idempotencyKey), parsed.data);
  try {
    const leadId = await storeWithOutbox(context, { ...record, idempotencyKey }, language, form.confirmation, siteOrigin(request, env));
    await runAfterStored(form, { values: parsed.data, language, source: record.source }, { context, request });
    return { kind: "stored", leadId, values };
  } catch (error) {
    console.error(JSON.stringify({ level: "error", event: "lead_store_failed", formType, message: String(error) }));
    return { kind: "failed", values };
  }
}

/** The form's follow-up once its lead is stored, if it has one; a failure is logged and the answer stays "stored". */
async function runAfterStored(form: LeadFormDefinition, lead: StoredLead, server: { context: AppLoadContext; request: Request }): Promise<void> {
  const afterStored = afterStoredHooks.get(form);
  if (!afterStored) return;
  try {
    await afterStored(lead, server);
  } catch (error) {
    console.error(JSON.stringify({ level: "error", event: "lead_after_stored_failed", formType: form.formType, message: String(error) }));
  }
}

/** A form's part of its confirmation e-mail, if it sends one. */
type Confirmation = LeadFormDefinition["confirmation"];

/** How long a resent identical post counts as the same lead. */
const retryWindowMs = 10 * 60 * 1000;

/**
 * What makes a post "the same one again": the client, the form, the key JavaScript sent (none
 * without JavaScript: a browser resending a post resends the same body), the validated values and
 * the 10-minute window. Keyed with the secret, so it says nothing about the lead by itself.
 */
async function leadFingerprint(
  secret: string,
  client: string,
  formType: string,
  key: FormDataEntryValue | null,
  values: Record<string, unknown>,
): Promise<string> {
  const sortedValues = JSON.stringify(
    Object.keys(values)
      .sort()
      .map((name) => [name, values[name]]),
  );
  const formKey = typeof key === "string" ? key.slice(0, 100) : "";
  return sha256Hex(`${secret}:lead:${client}:${formType}:${formKey}:${Math.floor(Date.now() / retryWindowMs)}:${sortedValues}`);
}

/**
 * The lead and its e-mails in one D1 batch (a transaction): all stored, or none. A post
 * whose fingerprint is stored already (a retry) is not stored again: it gets the first one's id.
 */
async function storeWithOutbox(
  context: AppLoadContext,
  record: LeadRecord & { idempotencyKey: string },
  language: Language,
  confirmation: Confirmation,
  origin: string,
): Promise<string> {
  const existing = await findLeadByIdempotencyKey(context.db, record.idempotencyKey);
  if (existing) return existing;
  try {
    return await insertWithOutbox(context, record, language, confirmation, origin);
  } catch (error) {
    // Two copies racing: the unique key let one in; this one answers with it.
    const winner = await findLeadByIdempotencyKey(context.db, record.idempotencyKey);
    if (winner) return winner;
    throw error;
  }
}

async function findLeadByIdempotencyKey(db: AppLoadContext["db"], idempotencyKey: string): Promise<string | undefined> {
  const [row] = await db.select({ id: leads.id }).from(leads).where(eq(leads.idempotencyKey, idempotencyKey));
  return row?.id;
}

/** One confirmation per address and form in this window: a stranger's address can't be flooded through a form. */
const confirmationWindowMs = 24 * 60 * 60 * 1000;

/** Whether this address had this form's confirmation in the last 24 hours (the lead itself is stored anyway). */
async function hadConfirmationToday(db: AppLoadContext["db"], formType: string, address: string): Promise<boolean> {
  const since = new Date(Date.now() - confirmationWindowMs).toISOString();
  const [row] = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .innerJoin(leads, eq(emailOutbox.leadId, leads.id))
    .where(
      and(
        eq(emailOutbox.kind, "confirmation"),
        eq(emailOutbox.toAddress, address.toLowerCase()),
        eq(leads.formType, formType),
        gt(emailOutbox.createdAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The lead and its e-mails in one batch. The organisation's notice always goes; the visitor's
 * confirmation goes unless this form confirmed to the address today or the address has had its
 * share of e-mails (app/email/outbox.server.ts `queueEmail`): the lead is stored either way.
 */
async function insertWithOutbox(
  context: AppLoadContext,
  record: LeadRecord & { idempotencyKey: string },
  language: Language,
  confirmation: Confirmation,
  origin: string,
): Promise<string> {
  const { db } = context;
  const leadId = crypto.randomUUID();
  const emails: QueuedEmail[] = [];
  if (confirmation && record.email && !(await hadConfirmationToday(db, record.formType, record.email))) {
    const content = await leadConfirmationEmail(record, confirmation, language, await organisationContact(context));
    const queued = await queueEmail(context, {
      leadId,
      kind: "confirmation",
      toAddress: record.email.toLowerCase(),
      language,
      subject: content.subject,
      textBody: content.text,
      htmlBody: content.html,
    });
    if (queued) emails.push(queued);
  }
  // The notices: the form's addresses (or the default ones) and the admins who asked (docs/leads.md).
  for (const recipient of await leadNoticeRecipients(context, record.formType)) {
    const notice = await newLeadNoticeEmail({ ...record, id: leadId }, language, origin, recipient.language);
    const queuedNotice = await queueEmail(context, {
      leadId,
      kind: "lead-notice",
      toAddress: recipient.address,
      language: recipient.language,
      subject: notice.subject,
      textBody: notice.text,
      htmlBody: notice.html,
    });
    if (queuedNotice) emails.push(queuedNotice);
  }

  try {
    await db.batch([db.insert(leads).values({ id: leadId, ...record, language }), ...emails.map((email) => email.insert)]);
  } catch (error) {
    await Promise.all(emails.map((email) => email.release()));
    throw error;
  }

  // After the response: a slow or failing e-mail API never delays or fails the visitor's request.
  deliverSoon(
    context,
    emails.map((email) => email.id),
  );
  return leadId;
}
