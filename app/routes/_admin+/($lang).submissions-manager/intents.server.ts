/**
 * The submissions manager's row actions (decision 016): every POST names an `intent`, parsed with its
 * fields by one zod union, and handled by one function — by group in `status-intent.server.ts` (the
 * status change and the applicant's e-mail),
 * `lead-work-intents.server.ts`, `record-intents.server.ts` and `partner-intents.server.ts` — that
 * ends in a redirect back to the same view with a toast (or, for a form to fix, the page again with
 * the field's message). The audit log records what changed, once: an action that found nothing
 * left to change (a second click, a concurrent admin) leaves no row.
 */
import { z } from "zod";
import { parseLeadQuery, type LeadQuery } from "~/admin/lead-query";
import { parseForm } from "~/forms/protocol.server";
import { readForm } from "~/forms/read-form";
import { failedToast, type Answer, type IntentContext } from "./intent-context.server";
import { addLeadNote, assignLead, saveFollowUp } from "./lead-work-intents.server";
import { approvePartner, changeListed, editListing, updateListing } from "./partner-intents.server";
import { deleteLead, eraseEmail, markSpam } from "./record-intents.server";
import { changeStatus, statusIntentSchema } from "./status-intent.server";

export { failedToast, notFoundToast, type IntentContext, type Reply } from "./intent-context.server";
export { partnerFormType } from "./partner-intents.server";

const text = z.string().catch("");
/** A checkbox: on when the browser sent "on". */
const checkbox = z.unknown().transform((value) => value === "on");

/** Which submission a post is about, and the view (tab, search, filters, page) to go back to, re-parsed so only a valid one survives. */
const targetSchema = z.object({
  id: text,
  view: text.transform((view) => parseLeadQuery(new URLSearchParams(view))),
});

async function parseTarget(form: FormData): Promise<{ id: string; view: LeadQuery }> {
  const parsed = await parseForm(form, targetSchema);
  // Each field falls back to "" (`catch`): a post always names some target and view.
  return parsed.ok ? parsed.data : { id: "", view: parseLeadQuery(new URLSearchParams()) };
}

const leadIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("delete") }),
  z.object({ intent: z.literal("erase") }),
  z.object({ intent: z.literal("spam") }),
  // "me", "nobody" or an admin's id (a user id is a UUID; anything longer is refused here, any
  // id that is not a current admin's by `assignLead`).
  z.object({ intent: z.literal("assign"), to: z.string().min(1).max(64) }),
  z.object({ intent: z.literal("not-spam") }),
  // Checked (and sent back to be fixed) by their handlers, so what was typed is kept.
  z.object({ intent: z.literal("follow-up"), followUpOn: text }),
  z.object({ intent: z.literal("note"), note: text }),
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
  statusIntentSchema,
]);

export type LeadIntent = z.infer<typeof leadIntentSchema>;

/** A post to the manager, read once: the body (a saved view's post is answered from it), the submission and view it is about, and its intent (or the failure). */
export async function readManagerPost(request: Request) {
  const form = await readForm(request);
  return { form, target: await parseTarget(form), intent: await parseForm(form, leadIntentSchema) };
}

/** Runs an intent; a failure is logged and answered with an error toast. */
export async function runLeadIntent(intent: LeadIntent, run: IntentContext): Promise<Answer> {
  try {
    return await dispatch(intent, run);
  } catch (error) {
    console.error(
      JSON.stringify({
        level: "error",
        event: "submission_action_failed",
        intent: intent.intent,
        message: String(error),
      }),
    );
    return intent.intent === "delete"
      ? run.reply("error", {
          title: "submissions.deleteFailedTitle",
          description: "submissions.deleteFailedText",
        })
      : run.reply("error", failedToast);
  }
}

function dispatch(intent: LeadIntent, run: IntentContext): Promise<Answer> {
  switch (intent.intent) {
    case "delete":
      return deleteLead(run);
    case "erase":
      return eraseEmail(run);
    case "spam":
    case "not-spam":
      return markSpam(intent.intent === "spam", run);
    case "assign":
      return assignLead(intent, run);
    case "follow-up":
      return saveFollowUp(intent, run);
    case "note":
      return addLeadNote(intent, run);
    case "approve":
      return approvePartner(intent, run);
    case "update-listing":
      return updateListing(intent, run);
    case "edit-listing":
      return editListing(intent, run);
    case "unlist":
    case "relist":
      return changeListed(intent.intent === "unlist", run);
    case "status":
      return changeStatus(intent, run);
  }
}
