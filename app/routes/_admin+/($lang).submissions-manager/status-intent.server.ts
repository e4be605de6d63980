/**
 * The lead's status, changed only as the admin confirmed it in the status dialog: "change and notify" queues the
 * applicant's e-mail (the one the dialog previewed) in the change's own batch, "change only" sends
 * nothing (docs/decisions/030-status-changes-and-applicant-notices.md).
 */
import { siteOrigin } from "~/http/site-origin";
import { z } from "zod";
import { applicantNotice, changeLeadStatus, type ApplicantNotice, type StatusChangeOutcome } from "~/admin/status-change.server";
import { parseWorkingStatus, type WorkingStatus } from "~/admin/lead-query";
import { deliverSoon } from "~/email/outbox.server";
import { auditLead, spamCannotBeWorkedToast, type IntentContext } from "./intent-context.server";
import { organisationContact } from "~/site/site-settings.server";

export const statusIntentSchema = z.object({
  intent: z.literal("status"),
  // The status the admin saw when they chose, and the one they chose; anything else is refused.
  from: z.unknown().transform(parseWorkingStatus),
  to: z.unknown().transform(parseWorkingStatus),
  notify: z.enum(["yes", "no"]).catch("no"),
});

export async function changeStatus({ from, to, notify }: z.infer<typeof statusIntentSchema>, run: IntentContext): Promise<Response> {
  const { context, lead, reply } = run;
  const reopen = { dialog: "view", id: lead.id };
  if (!from || !to) return reply("error", { title: "errors.title", description: "submissions.statusUnknown" }, undefined, reopen);
  if (lead.status === "spam") return reply("error", spamCannotBeWorkedToast);
  const notice = notify === "yes" ? await applicantNotice(lead, to, siteOrigin(run.request, context.env), await organisationContact(context)) : undefined;
  if (notify === "yes" && !notice) return reply("error", { title: "errors.title", description: "submissions.cannotNotify" }, undefined, reopen);

  const outcome = await moveLead(run, { from, to, notice });
  if (outcome.kind === "stale") return reply("error", { title: "submissions.statusStaleTitle", description: "submissions.statusStaleText" }, undefined, reopen);
  if (outcome.kind === "unchanged")
    return reply("success", { title: "submissions.statusSameTitle", description: "submissions.statusSameText" }, undefined, reopen);
  return outcome.emailId
    ? reply("success", { title: "submissions.statusChangedTitle", description: "submissions.statusNotifiedText" }, undefined, reopen)
    : reply("success", { title: "submissions.statusChangedTitle", description: "submissions.statusChangedText" }, undefined, reopen);
}

/**
 * The one way the manager moves a lead: `changeLeadStatus` (history, the lead, the e-mail if any, in
 * one batch conditional on `from`), then the e-mail's delivery and the audit row, only when this
 * post made the change. The status dialog and the partner listing's approve/unlist/relist use it.
 */
export async function moveLead(run: IntentContext, move: { from: WorkingStatus; to: WorkingStatus; notice?: ApplicantNotice }): Promise<StatusChangeOutcome> {
  const { from, to, notice } = move;
  const outcome = await changeLeadStatus(run.context.db, { lead: run.lead, from, to, changedByUserId: run.admin.id, notice });
  if (outcome.kind !== "changed") return outcome;
  if (outcome.emailId) deliverSoon(run.context, [outcome.emailId]);
  await auditLead(run, "submission.status", { from, status: to, applicantNotified: Boolean(outcome.emailId) });
  return outcome;
}
