/**
 * The learners view's bulk actions: extending, previewing a nudge and sending it, for the rows
 * ticked or every row the filter and search match. `intents.server.ts` joins their schemas into its
 * one union, so a post is parsed once whatever it asks.
 */
import { data } from "@remix-run/cloudflare";
import { z } from "zod";
import { nudgeCount, previewNudge, sendNudge, type NudgePreview } from "~/school/learner-nudges.server";
import { extendEnrolments, learnerFilters, matchingLearnerIds, nudgeRecipients, type LearnerFilter } from "~/school/learners.server";
import { redirectWithToast } from "~/http/flash.server";
import { translatedToast } from "~/http/translated-toast.server";
import { recordAudit } from "~/platform/audit-log.server";
import { learnersPath, refuseManagerPost, type IntentArgs } from "./answers.server";

/** Which rows a bulk action takes: those ticked, or every one the filter and search match. */
const selectionFields = {
  everyMatching: z.enum(["", "1"]).default(""),
  q: z.string().max(100).default(""),
  show: z.enum(learnerFilters).default("all"),
};

export const bulkIntentSchemas = [
  z.object({
    intent: z.literal("bulk-extend"),
    ...selectionFields,
    amount: z.coerce
      .number({ message: "learners.amountInvalid" })
      .int("learners.amountInvalid")
      .min(1, "learners.amountInvalid")
      .max(365, "learners.amountInvalid"),
    unit: z.enum(["days", "months"], { message: "learners.amountInvalid" }),
  }),
  z.object({ intent: z.literal("nudge-preview"), ...selectionFields }),
  z.object({ intent: z.literal("nudge-send"), ...selectionFields, nudgeId: z.string().uuid("learners.nudgeInvalid") }),
] as const;
type BulkIntent = z.infer<(typeof bulkIntentSchemas)[number]>;

/** Rows ticked on one page: never more than a page holds (with room), each an enrolment id. */
export const tickedIds = z.array(z.string().uuid()).max(100);

export const isBulkIntent = (intent: { intent: string }): intent is BulkIntent =>
  bulkIntentSchemas.some((schema) => schema.shape.intent.value === intent.intent);

export type NudgePreviewAnswer = {
  nudgePreview: NudgePreview & { nudgeId: string; selection: { everyMatching: boolean; q: string; show: LearnerFilter; enrolmentIds: string[] } };
};

export /** Extends, previews a nudge or sends it, for the rows ticked or every row matching the filter. */
async function bulkIntent(intent: BulkIntent, { request, context, staff, language, kept, ticked }: IntentArgs) {
  const everyMatching = intent.everyMatching === "1";
  const ids = everyMatching ? await matchingLearnerIds(context.db, staff, { query: intent.q.trim(), filter: intent.show }) : ticked;
  if (ids.length === 0)
    return refuseManagerPost(language, {
      status: 400,
      description: "learners.noneSelectedText",
      fieldErrors: { enrolmentId: "learners.noneSelectedText" },
      kept,
    });
  const back = learnersPath(language, { q: intent.q.trim(), show: intent.show });
  const scope = everyMatching ? { everyMatching: true, q: intent.q.trim(), show: intent.show } : { ticked: ids.length };

  if (intent.intent === "bulk-extend") {
    const changed = await extendEnrolments(context.db, ids, { amount: intent.amount, unit: intent.unit }, staff.email);
    await recordAudit(context, request, staff, "course.bulk_extend", `${changed} enrolments`, { ...scope, amount: intent.amount, unit: intent.unit, changed });
    const toast = translatedToast(language, "success", { title: "learners.extendedTitle", description: "learners.extendedText" }, { count: changed });
    return redirectWithToast(request, context.env, back, toast);
  }

  const recipients = await nudgeRecipients(context.db, staff, ids);
  if (recipients.length === 0)
    return refuseManagerPost(language, {
      status: 409,
      description: "learners.noneSelectedText",
      fieldErrors: { enrolmentId: "learners.noneSelectedText" },
      kept,
    });
  if (intent.intent === "nudge-preview") {
    const preview = await previewNudge(context, request, recipients);
    return data<NudgePreviewAnswer>(
      {
        nudgePreview: {
          ...preview,
          nudgeId: crypto.randomUUID(),
          selection: { everyMatching, q: intent.q.trim(), show: intent.show, enrolmentIds: everyMatching ? [] : ids },
        },
      },
      { headers: { "Cache-Control": "no-store" } },
    );
  }
  const { sent, held } = await sendNudge(context, request, { nudgeId: intent.nudgeId, recipients, sentBy: staff.email });
  const reached = await nudgeCount(context, intent.nudgeId);
  if (sent > 0) await recordAudit(context, request, staff, "course.nudge", `${sent} enrolments`, { ...scope, nudgeId: intent.nudgeId, sent, held });
  // A learner gets at most one nudge a day (docs/decisions/074): the staff member is told who was held back.
  const nudged = (description: "learners.nudgedText" | "learners.nudgedSomeHeldText" | "learners.alreadyNudgedText", count: number) =>
    translatedToast(language, "success", { title: "learners.nudgedTitle", description }, { count });
  const toast =
    sent === 0 && held > 0
      ? translatedToast(language, "error", { title: "learners.nudgeHeldTitle", description: "learners.nudgeHeldText" }, { count: held })
      : sent > 0
        ? nudged(held > 0 ? "learners.nudgedSomeHeldText" : "learners.nudgedText", sent)
        : nudged("learners.alreadyNudgedText", reached);
  return redirectWithToast(request, context.env, back, toast);
}
