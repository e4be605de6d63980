/**
 * The submissions manager's row actions (decision 016): every POST names an `intent`, parsed with its
 * fields by one zod union, and handled by one function that ends in a redirect back to the same view
 * with a toast. The audit log records what changed, once: an action that found nothing left to change
 * (a second click, a concurrent admin) leaves no row.
 */
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { recordAudit, type AuditAction, type AuditActor } from "~/platform/audit-log.server";
import { isPartnerCategory } from "~/partners/directory-options";
import { listingFromApplication } from "~/partners/partner-application";
import { parseListingForm, type ListingError, type ListingField } from "~/partners/listing-form";
import { listApprovedPartner, setListingUnlisted, updateListingDetails, updateListingFlags } from "~/partners/partners.server";
import { leadNoteMaximumLength, parseSubmissionQuery, workingStatuses, type SubmissionQuery } from "~/admin/submission-query";
import { deleteSubmission, eraseEverythingForEmail, setAssignee, setSpam, updateLeadWork } from "~/admin/submissions.server";
import type { ToastMessage } from "~/http/toast";
import type { FormSubmission } from "../../../db/schema";

export const partnerFormType = "partner-network";

/** A form's fields, the first value of each name (as `FormData.get` reads them). */
export function formFields(form: FormData): Record<string, FormDataEntryValue> {
  const fields: Record<string, FormDataEntryValue> = {};
  for (const [name, value] of form) if (!(name in fields)) fields[name] = value;
  return fields;
}

const text = z.string().catch("");
/** A checkbox: on when the browser sent "on". */
const checkbox = z.unknown().transform((value) => value === "on");

/** Which submission a post is about, and the view (tab, search, page) to go back to, re-parsed so only a valid one survives. */
const targetSchema = z.object({
  id: text,
  view: text.transform((view) => parseSubmissionQuery(new URLSearchParams(view))),
});

export function parseTarget(fields: Record<string, FormDataEntryValue>): {
  id: string;
  view: SubmissionQuery;
} {
  return targetSchema.parse(fields);
}

export const submissionIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("delete") }),
  z.object({ intent: z.literal("erase") }),
  z.object({ intent: z.literal("spam") }),
  // Only "me" or nobody: the owner is the signed-in admin, never an id taken from the form.
  z.object({ intent: z.literal("assign"), to: z.enum(["me", "nobody"]) }),
  z.object({ intent: z.literal("not-spam") }),
  z.object({
    intent: z.literal("work"),
    // An unknown status falls back to `new`; the note is trimmed and capped.
    status: z.unknown().transform((value) => workingStatuses.find((status) => status === value) ?? "new"),
    note: text.transform((note) => note.trim().slice(0, leadNoteMaximumLength)),
  }),
  // The category is checked by `approve`, which reopens the dialog when it is missing.
  z.object({
    intent: z.literal("approve"),
    category: z.unknown(),
    verified: checkbox,
    featured: checkbox,
  }),
  z.object({
    intent: z.literal("update-listing"),
    verified: checkbox,
    featured: checkbox,
  }),
  // The listing's fields are checked by `editListing`, which shows the form again with its messages.
  z.object({ intent: z.literal("edit-listing") }).passthrough(),
  z.object({ intent: z.literal("unlist") }),
  z.object({ intent: z.literal("relist") }),
]);

export type SubmissionIntent = z.infer<typeof submissionIntentSchema>;
type IntentOf<Name extends SubmissionIntent["intent"]> = Extract<SubmissionIntent, { intent: Name }>;

export type Reply = (
  kind: "success" | "error",
  message: ToastMessage,
  values?: Record<string, string | number>,
  extra?: Record<string, string>
) => Promise<Response>;

/** The edit form's answer when a field is refused: the page shows the form again, as typed, with the messages. */
export interface ListingEditAnswer {
  formId: "edit-listing";
  errors: Partial<Record<ListingField, ListingError>>;
  values: Record<ListingField, string>;
}

export type IntentResult = Response | ReturnType<typeof data<ListingEditAnswer>>;

export interface IntentContext {
  request: Request;
  context: AppLoadContext;
  admin: AuditActor;
  submission: FormSubmission;
  reply: Reply;
}

export const notFoundToast = {
  title: "submissions.notFoundTitle",
  description: "submissions.notFoundText",
} satisfies ToastMessage;
export const failedToast = {
  title: "errors.title",
  description: "errors.text",
} satisfies ToastMessage;

/** Runs an intent; a failure is logged and answered with an error toast. */
export async function runSubmissionIntent(intent: SubmissionIntent, run: IntentContext): Promise<IntentResult> {
  try {
    return await dispatch(intent, run);
  } catch (error) {
    console.error(
      JSON.stringify({
        level: "error",
        event: "submission_action_failed",
        intent: intent.intent,
        message: String(error),
      })
    );
    return intent.intent === "delete"
      ? run.reply("error", {
          title: "submissions.deleteFailedTitle",
          description: "submissions.deleteFailedText",
        })
      : run.reply("error", failedToast);
  }
}

function dispatch(intent: SubmissionIntent, run: IntentContext): Promise<IntentResult> {
  switch (intent.intent) {
    case "delete":
      return deleteLead(run);
    case "erase":
      return eraseEmail(run);
    case "spam":
    case "not-spam":
      return markSpam(intent, run);
    case "work":
      return saveWork(intent, run);
    case "assign":
      return assignLead(intent, run);
    case "approve":
      return approvePartner(intent, run);
    case "update-listing":
      return updateListing(intent, run);
    case "edit-listing":
      return editListing(intent, run);
    case "unlist":
    case "relist":
      return changeListed(intent.intent === "unlist", run);
  }
}

/** An audit row about the submission, with its form type. */
function auditSubmission({ context, request, admin, submission }: IntentContext, action: AuditAction, details: Record<string, unknown> = {}) {
  return recordAudit(context, request, admin, action, submission.id, {
    formType: submission.formType,
    ...details,
  });
}

async function deleteLead(run: IntentContext) {
  const wasDeleted = await deleteSubmission(run.context.db, run.submission.id);
  if (!wasDeleted) return run.reply("error", notFoundToast);
  await auditSubmission(run, "submission.delete", {
    email: run.submission.email,
  });
  return run.reply("success", {
    title: "submissions.deletedTitle",
    description: "submissions.deletedText",
  });
}

/** Erases the address's submissions, its e-mails and any listing from its applications. */
async function eraseEmail(run: IntentContext) {
  const { email } = run.submission;
  if (!email) return run.reply("error", failedToast);
  const erased = await eraseEverythingForEmail(run.context.db, email);
  if (erased.submissions + erased.emails + erased.partners > 0) await recordAudit(run.context, run.request, run.admin, "submission.erase", email, erased);
  return run.reply("success", { title: "submissions.erasedTitle", description: "submissions.erasedText" }, { email, ...erased });
}

async function markSpam(intent: IntentOf<"spam" | "not-spam">, run: IntentContext) {
  const isSpam = intent.intent === "spam";
  if (await setSpam(run.context.db, run.submission.id, isSpam)) await auditSubmission(run, "submission.spam", { spam: isSpam });
  return isSpam
    ? run.reply("success", {
        title: "submissions.spamMarkedTitle",
        description: "submissions.spamMarkedText",
      })
    : run.reply("success", {
        title: "submissions.notSpamTitle",
        description: "submissions.notSpamText",
      });
}

/** Takes the lead ("Assign to me") or leaves it unowned; spam has no owner. */
async function assignLead({ to }: IntentOf<"assign">, run: IntentContext) {
  const owner = to === "me" ? run.admin.id : null;
  if (!(await setAssignee(run.context.db, run.submission.id, owner))) return run.reply("error", { title: "errors.title", description: "submissions.spamCannotBeWorked" });
  if (owner !== run.submission.assignedTo) await auditSubmission(run, "submission.assign", { from: run.submission.assignedTo, to: owner });
  return run.reply("success", owner ? { title: "submissions.assignedTitle", description: "submissions.assignedText" } : { title: "submissions.unassignedTitle", description: "submissions.unassignedText" });
}

/** Saves a lead's status and note (spam cannot be worked). */
async function saveWork({ status, note }: IntentOf<"work">, run: IntentContext) {
  const isUpdated = await updateLeadWork(run.context.db, run.submission.id, { status, note }, run.admin.id);
  if (!isUpdated)
    return run.reply("error", {
      title: "errors.title",
      description: "submissions.spamCannotBeWorked",
    });
  await auditSubmission(run, "submission.status", {
    from: run.submission.status,
    status,
    noteChanged: note !== run.submission.note,
  });
  return run.reply("success", {
    title: "submissions.workSavedTitle",
    description: "submissions.workSavedText",
  });
}

/** Lists a partner-network application in /business-search. */
async function approvePartner({ category, verified, featured }: IntentOf<"approve">, run: IntentContext) {
  const { submission, reply } = run;
  const reopen = { dialog: "listing", id: submission.id };
  if (submission.formType !== partnerFormType) return reply("error", failedToast);
  if (!isPartnerCategory(category)) {
    return reply(
      "error",
      {
        title: "submissions.approveFailedTitle",
        description: "submissions.categoryRequired",
      },
      undefined,
      reopen
    );
  }
  const listing = listingFromApplication(submission.data, {
    category,
    verified,
    featured,
  });
  if (!listing)
    return reply(
      "error",
      {
        title: "submissions.approveFailedTitle",
        description: "submissions.approveFailedText",
      },
      undefined,
      reopen
    );
  // Listed once however many approvals race; only the one that listed it is audited.
  const listed = await listApprovedPartner(run.context.db, submission.id, listing);
  if (listed)
    await auditSubmission(run, "partner.approve", {
      name: listing.name,
      category,
      verified: listing.verified,
      featured: listing.featured,
    });
  return reply(
    "success",
    {
      title: "submissions.approvedTitle",
      description: "submissions.approvedText",
    },
    { name: listing.name }
  );
}

async function updateListing({ verified, featured }: IntentOf<"update-listing">, run: IntentContext) {
  const flags = { verified, featured };
  if (await updateListingFlags(run.context.db, run.submission.id, flags)) await auditSubmission(run, "partner.update", flags);
  return run.reply("success", {
    title: "submissions.listingSavedTitle",
    description: "submissions.listingSavedText",
  });
}

/** Saves a listing's details (the edit dialog); a refused field shows the form again with what was typed. */
async function editListing(intent: IntentOf<"edit-listing">, run: IntentContext): Promise<IntentResult> {
  const parsed = parseListingForm(intent);
  if (!parsed.ok) return data<ListingEditAnswer>({ formId: "edit-listing", errors: parsed.errors, values: parsed.values }, { status: 422 });
  const before = await updateListingDetails(run.context.db, run.submission.id, parsed.details);
  if (!before) return run.reply("error", notFoundToast);
  const changed = Object.keys(parsed.details).filter(
    (field) => JSON.stringify(parsed.details[field as keyof typeof parsed.details]) !== JSON.stringify(before[field as keyof typeof before]),
  );
  if (changed.length > 0) await auditSubmission(run, "partner.update", { fields: changed, name: parsed.details.name });
  return run.reply("success", { title: "submissions.listingSavedTitle", description: "submissions.listingEditedText" }, { name: parsed.details.name });
}

/** Takes the listing out of the directory, or puts it back; the row (and its details) stays. */
async function changeListed(isUnlisting: boolean, run: IntentContext) {
  if (await setListingUnlisted(run.context.db, run.submission.id, isUnlisting)) await auditSubmission(run, isUnlisting ? "partner.unlist" : "partner.relist");
  return isUnlisting
    ? run.reply("success", { title: "submissions.listingRemovedTitle", description: "submissions.listingRemovedText" })
    : run.reply("success", { title: "submissions.listingRelistedTitle", description: "submissions.listingRelistedText" });
}
