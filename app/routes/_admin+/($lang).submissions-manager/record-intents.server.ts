/** The intents on the record itself: delete it, erase everything for its address, mark it spam or not. */
import { recordAudit } from "~/platform/audit-log.server";
import { deleteLeadRecord, eraseEverythingForEmail, setSpam } from "~/admin/leads.server";
import { auditLead, failedToast, notFoundToast, type IntentContext } from "./intent-context.server";

export async function deleteLead(run: IntentContext) {
  const wasDeleted = await deleteLeadRecord(run.context.db, run.lead.id);
  if (!wasDeleted) return run.reply("error", notFoundToast);
  await auditLead(run, "submission.delete", {
    email: run.lead.email,
  });
  return run.reply("success", {
    title: "submissions.deletedTitle",
    description: "submissions.deletedText",
  });
}

/** Erases the address's leads, its e-mails and any listing from its applications. */
export async function eraseEmail(run: IntentContext) {
  const { email } = run.lead;
  if (!email) return run.reply("error", failedToast);
  const erased = await eraseEverythingForEmail(run.context.db, email);
  if (erased.submissions + erased.emails + erased.partners > 0) await recordAudit(run.context, run.request, run.admin, "submission.erase", email, erased);
  return run.reply("success", { title: "submissions.erasedTitle", description: "submissions.erasedText" }, { email, ...erased });
}

export async function markSpam(isSpam: boolean, run: IntentContext) {
  if (await setSpam(run.context.db, run.lead.id, isSpam)) await auditLead(run, "submission.spam", { spam: isSpam });
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
