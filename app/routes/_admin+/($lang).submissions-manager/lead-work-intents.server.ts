/**
 * Working a lead besides its status (docs/decisions/027): who owns it, when to follow it up, and its
 * notes (a history: each note is added, none is overwritten). Spam has none of these. Each answer
 * reopens the lead's dialog, where the admin is working.
 */
import { parseFollowUpDate } from "~/admin/follow-up";
import { newYorkToday } from "~/platform/time/new-york-time";
import { followUpFormId, leadNoteMaximumLength, noteFormId } from "~/admin/lead-query";
import { addNote, updateWorkingLead } from "~/admin/leads.server";
import { findUserById } from "~/auth/users.server";
import type { ToastMessage } from "~/http/toast";
import { auditLead, refusal, spamCannotBeWorkedToast, type IntentContext } from "./intent-context.server";

/** Answers with a toast, back in the lead's dialog. */
function replyInDialog(run: IntentContext, kind: "success" | "error", message: ToastMessage, values?: Record<string, string>) {
  return run.reply(kind, message, values, { dialog: "view", id: run.lead.id });
}

/**
 * Gives the lead an owner: "me" (the signed-in admin), "nobody", or another admin's id — checked
 * against the users table, so an unknown id, a plain account or a former admin changes nothing.
 */
export async function assignLead({ to }: { to: string }, run: IntentContext) {
  const owner = to === "me" ? run.admin.id : to === "nobody" ? null : to;
  if (owner !== null && owner !== run.admin.id && (await findUserById(run.context.db, owner))?.role !== "admin")
    return replyInDialog(run, "error", { title: "submissions.assignFailedTitle", description: "submissions.assigneeNotAdmin" });
  if (!(await updateWorkingLead(run.context.db, run.lead.id, { assignedTo: owner }))) return replyInDialog(run, "error", spamCannotBeWorkedToast);
  if (owner !== run.lead.assignedTo) await auditLead(run, "submission.assign", { from: run.lead.assignedTo, to: owner });
  if (owner === null) return replyInDialog(run, "success", { title: "submissions.unassignedTitle", description: "submissions.unassignedText" });
  return replyInDialog(
    run,
    "success",
    owner === run.admin.id
      ? { title: "submissions.assignedTitle", description: "submissions.assignedText" }
      : { title: "submissions.assignedTitle", description: "submissions.assignedToOtherText" },
  );
}

/** Sets or clears the follow-up day; a day that is not a real date, or far out of range, is sent back. */
export async function saveFollowUp({ followUpOn }: { followUpOn: string }, run: IntentContext) {
  const parsed = parseFollowUpDate(followUpOn, newYorkToday());
  if (!parsed.ok)
    return refusal(
      run,
      followUpFormId,
      "followUpOn",
      parsed.reason === "invalid" ? "submissions.followUpInvalid" : "submissions.followUpOutOfRange",
      followUpOn,
    );
  if (!(await updateWorkingLead(run.context.db, run.lead.id, { followUpOn: parsed.date }))) return replyInDialog(run, "error", spamCannotBeWorkedToast);
  if (parsed.date !== run.lead.followUpOn) await auditLead(run, "submission.follow-up", { from: run.lead.followUpOn, to: parsed.date });
  return parsed.date
    ? replyInDialog(run, "success", { title: "submissions.followUpSavedTitle", description: "submissions.followUpSavedText" }, { date: parsed.date })
    : replyInDialog(run, "success", { title: "submissions.followUpSavedTitle", description: "submissions.followUpClearedText" });
}

/** Adds a note by the signed-in admin; an empty or too long note is sent back with what was typed. */
export async function addLeadNote({ note }: { note: string }, run: IntentContext) {
  const body = note.trim();
  if (body === "") return refusal(run, noteFormId, "note", "submissions.noteEmpty", note);
  if (body.length > leadNoteMaximumLength) return refusal(run, noteFormId, "note", "submissions.noteTooLong", note);
  if (!(await addNote(run.context.db, run.lead.id, run.admin, body))) return replyInDialog(run, "error", spamCannotBeWorkedToast);
  await auditLead(run, "submission.note", { length: body.length });
  return replyInDialog(run, "success", { title: "submissions.noteAddedTitle", description: "submissions.noteAddedText" });
}
