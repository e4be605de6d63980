/** The lead's working status (intent `work`), kept apart from the other intents so its steps stay in one place. */
import { updateLeadWork } from "~/admin/submissions.server";
import type { WorkingStatus } from "~/admin/submission-query";
import { auditSubmission, spamCannotBeWorkedToast, type IntentContext } from "./intent-context.server";

/** Saves a lead's status (spam cannot be worked); the change is recorded and audited. */
export async function saveWork({ status }: { status: WorkingStatus }, run: IntentContext) {
  const isUpdated = await updateLeadWork(run.context.db, run.submission.id, { status }, run.admin.id);
  if (!isUpdated) return run.reply("error", spamCannotBeWorkedToast);
  await auditSubmission(run, "submission.status", {
    from: run.submission.status,
    status,
  });
  return run.reply("success", {
    title: "submissions.workSavedTitle",
    description: "submissions.workSavedText",
  });
}
