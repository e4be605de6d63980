import { Form, useActionData } from "@remix-run/react";
import { followUpFormId, leadNoteMaximumLength, noteFormId } from "~/admin/lead-query";
import type { FormFailure, FormReply } from "~/forms/answer";
import { useT } from "~/i18n/use-t";
import type { TranslationKey } from "~/i18n/translate";
import { buttonClassName } from "~/components/ui/button";
import { ActionFields, useIsPosting, type OpenDialog } from "./row-actions";
import { CheckedDialogField, DialogField } from "./dialog-parts";
import { FollowUpDate } from "./submissions-table";

type ViewDialog = Extract<OpenDialog, { kind: "view" }>;

const secondaryButton = `${buttonClassName({ variant: "secondary" })} w-fit`;
const fieldClass = "mt-1 block w-full rounded-md border bg-white px-3 text-slate-900";

/** Working a lead besides its status: its owner, its follow-up date and its notes (docs/decisions/027). */
export function LeadWork({ dialog, viewSearch }: { dialog: ViewDialog; viewSearch: string }) {
  return (
    <>
      <OwnerForms dialog={dialog} viewSearch={viewSearch} />
      <FollowUpForm dialog={dialog} viewSearch={viewSearch} />
      <Notes dialog={dialog} viewSearch={viewSearch} />
    </>
  );
}

/** "Assign to me" in one click, any admin from the list, or nobody. */
function OwnerForms({ dialog, viewSearch }: { dialog: ViewDialog; viewSearch: string }) {
  const t = useT();
  return (
    <section aria-labelledby="lead-owner-heading" className="mt-6 grid gap-2 border-t border-slate-200 pt-4">
      <h4 id="lead-owner-heading" className="font-semibold text-slate-900">
        {t("submissions.ownerHeading")}
      </h4>
      <p className="text-sm text-slate-700" data-owner="">
        {dialog.owner ? t("submissions.ownedBy", { name: dialog.owner }) : t("submissions.unassignedLabel")}
      </p>
      <Form method="post" className="flex flex-wrap items-center gap-3">
        <ActionFields intent="assign" id={dialog.id} viewSearch={viewSearch} />
        <button type="submit" name="to" value="me" className={secondaryButton}>
          {t("submissions.assignToMe")}
        </button>
        {dialog.ownerId ? (
          <button type="submit" name="to" value="nobody" className={secondaryButton}>
            {t("submissions.unassign")}
          </button>
        ) : null}
      </Form>
      <Form method="post" className="flex flex-wrap items-end gap-3">
        <ActionFields intent="assign" id={dialog.id} viewSearch={viewSearch} />
        <div className="min-w-0 flex-1">
          <DialogField id="lead-owner" label={t("submissions.assignToLabel")}>
            <select id="lead-owner" name="to" defaultValue={dialog.ownerId ?? "nobody"} className={`${fieldClass} min-h-11 border-slate-300`}>
              <option value="nobody">{t("submissions.nobody")}</option>
              {dialog.admins.map((admin) => (
                <option key={admin.id} value={admin.id}>
                  {admin.label}
                </option>
              ))}
            </select>
          </DialogField>
        </div>
        <button type="submit" className={secondaryButton}>
          {t("submissions.assign")}
        </button>
      </Form>
    </section>
  );
}

/** The follow-up day: a date input, whose hint names no format (the browser shows its own); where a browser has none it is a text field checked on the server. Empty clears it. */
function FollowUpForm({ dialog, viewSearch }: { dialog: ViewDialog; viewSearch: string }) {
  const t = useT();
  const refusal = refusalOf(useActionData<FormReply>(), followUpFormId);
  const error = refusal?.fieldErrors.followUpOn;
  const isSaving = useIsPosting("follow-up");
  return (
    // A new date from the server resets the field; a refused one keeps what was typed.
    <Form key={dialog.followUpOn} method="post" className="mt-6 grid gap-2 border-t border-slate-200 pt-4">
      <ActionFields intent="follow-up" id={dialog.id} viewSearch={viewSearch} />
      <CheckedDialogField
        id="lead-follow-up"
        label={t("submissions.followUpLabel")}
        hint={t("submissions.followUpHint")}
        error={error ? t(error as TranslationKey) : undefined}
        isAnnounced
        control={(description) => (
          <input
            {...description}
            type="date"
            name="followUpOn"
            defaultValue={refusal?.repopulateFields.followUpOn ?? dialog.followUpOn}
            min={dialog.followUpRange.min}
            max={dialog.followUpRange.max}
            className={`${fieldClass} min-h-11 ${error ? "border-red-700" : "border-slate-300"}`}
          />
        )}
      />
      {dialog.followUp ? (
        <p className="text-sm text-slate-700">
          {t("submissions.followUpCurrent")} <FollowUpDate followUp={dialog.followUp} />
        </p>
      ) : null}
      <button type="submit" disabled={isSaving} className={secondaryButton}>
        {t("submissions.saveFollowUp")}
      </button>
    </Form>
  );
}

/** The notes, newest first, and a form that adds one (a note is never edited or overwritten). */
function Notes({ dialog, viewSearch }: { dialog: ViewDialog; viewSearch: string }) {
  const t = useT();
  const refusal = refusalOf(useActionData<FormReply>(), noteFormId);
  const error = refusal?.fieldErrors.note;
  const isSaving = useIsPosting("note");
  return (
    <section aria-labelledby="lead-notes-heading" className="mt-6 grid gap-3 border-t border-slate-200 pt-4">
      <h4 id="lead-notes-heading" className="font-semibold text-slate-900">
        {t("submissions.notesHeading")}
      </h4>
      {/* Each added note resets the field (a new key); a refused one keeps what was typed. */}
      <Form key={dialog.notes.length} method="post" className="grid gap-2">
        <ActionFields intent="note" id={dialog.id} viewSearch={viewSearch} />
        <CheckedDialogField
          id="lead-note"
          label={t("submissions.noteLabel")}
          error={error ? t(error as TranslationKey, { max: leadNoteMaximumLength }) : undefined}
          isAnnounced
          control={(description) => (
            <textarea
              {...description}
              name="note"
              rows={3}
              maxLength={leadNoteMaximumLength}
              defaultValue={refusal?.repopulateFields.note ?? ""}
              className={`${fieldClass} py-2 ${error ? "border-red-700" : "border-slate-300"}`}
            />
          )}
        />
        <button type="submit" disabled={isSaving} className={secondaryButton}>
          {t("submissions.addNote")}
        </button>
      </Form>
      {dialog.notes.length === 0 ? (
        <p className="text-sm text-slate-600">{t("submissions.noNotes")}</p>
      ) : (
        <ol className="grid gap-2" aria-label={t("submissions.notesListLabel")}>
          {dialog.notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-slate-50 p-3 text-sm" data-note="">
              <p className="text-xs font-semibold text-slate-600">{t("submissions.noteByline", { author: note.author, date: note.date })}</p>
              <p className="mt-1 break-words whitespace-pre-wrap text-slate-900">{note.body}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The page's action data, if it is this form's failure (the manager's own check: no client code from app/forms/ on this page). */
function refusalOf(reply: FormReply | undefined, formId: string): FormFailure | undefined {
  return reply && reply.formId === formId && !reply.ok ? reply : undefined;
}
