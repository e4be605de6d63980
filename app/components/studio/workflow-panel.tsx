/**
 * The studio editor's workflow (docs/studio.md): where the unit stands (published version, the open
 * one, who wrote it, the reviewer's note), and the one next step each state allows, each a real
 * form posting to the editor (JavaScript only enhances): start a draft, send for review, approve or
 * send back with a note (a reviewer who neither wrote nor last edited it), publish, discard.
 * Below: the changes since the published version, the build's problems after a refused publish,
 * and the unit's history.
 */
import { Form } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { useT } from "~/i18n/use-t";
import { maxNoteLength } from "~/studio/paths";

type Open = {
  id: string;
  version: number;
  state: string;
  revision: number;
  author: string | null;
  editor: string | null;
  reviewer: string | null;
  reviewNote: string | null;
  updatedAt: string;
  mayApprove: boolean;
};

function StepForm({ open, intent, label, variant = "outline" }: { open: Open; intent: string; label: string; variant?: "solid" | "outline" }) {
  return (
    <Form method="post" className="grid gap-2">
      <input type="hidden" name="versionId" value={open.id} />
      <input type="hidden" name="revision" value={open.revision} />
      <div>
        <Button type="submit" name="intent" value={intent} variant={variant}>
          {label}
        </Button>
      </div>
    </Form>
  );
}

export function WorkflowPanel({
  publishedVersion,
  open,
  canReview,
  noteError,
}: {
  publishedVersion: number | null;
  open: Open | null;
  canReview: boolean;
  noteError?: string;
}) {
  const t = useT();
  return (
    <section aria-labelledby="workflow-heading" className="grid gap-4 rounded-xl border border-slate-200 p-5">
      <h2 id="workflow-heading" className="text-xl font-semibold text-slate-900">
        {t("studio.workflowHeading")}
      </h2>
      <p className="text-slate-700">{publishedVersion === null ? t("studio.noPublished") : t("studio.publishedVersion", { version: publishedVersion })}</p>
      {open ? (
        <div className="grid gap-3" data-open-state={open.state}>
          <p className="text-slate-900">
            <span className="rounded bg-slate-100 px-2 py-0.5 font-semibold">{t(`studio.states.${open.state as "draft" | "review" | "approved"}`)}</span>{" "}
            {t("studio.openVersion", { version: open.version, revision: open.revision })}
          </p>
          <p className="text-sm text-slate-700">{t("studio.writtenBy", { author: open.author ?? "—", editor: open.editor ?? "—", date: open.updatedAt })}</p>
          {open.reviewNote ? (
            <p className="whitespace-pre-line border-l-4 border-amber-500 pl-3 text-slate-900" data-review-note="">
              {t("studio.reviewNoteFrom", { reviewer: open.reviewer ?? "—" })} {open.reviewNote}
            </p>
          ) : null}
          <div className="flex flex-wrap items-start gap-4">
            {open.state === "draft" ? <StepForm open={open} intent="submit" label={t("studio.submit")} variant="solid" /> : null}
            {open.state === "draft" ? <StepForm open={open} intent="discard" label={t("studio.discard")} /> : null}
            {open.state === "approved" ? <StepForm open={open} intent="publish" label={t("studio.publish")} variant="solid" /> : null}
          </div>
          {canReview && (open.state === "review" || open.state === "approved") ? (
            <div className="grid gap-3 rounded-lg bg-slate-50 p-4">
              <h3 className="font-semibold text-slate-900">{t("studio.reviewHeading")}</h3>
              {open.state === "review" && !open.mayApprove ? <p className="text-slate-700">{t("studio.ownVersionText")}</p> : null}
              <Form method="post" className="grid gap-2">
                <input type="hidden" name="versionId" value={open.id} />
                <input type="hidden" name="revision" value={open.revision} />
                <label className="grid gap-1">
                  <span className="text-sm font-semibold text-slate-800">{t("studio.noteLabel")}</span>
                  <textarea
                    name="note"
                    rows={3}
                    maxLength={maxNoteLength}
                    aria-invalid={noteError ? true : undefined}
                    aria-describedby={noteError ? "note-error" : undefined}
                    className="rounded-lg border border-slate-300 p-2"
                  />
                  {noteError ? (
                    <span id="note-error" className="text-sm text-red-700">
                      {noteError}
                    </span>
                  ) : null}
                </label>
                <div className="flex flex-wrap gap-3">
                  {open.state === "review" && open.mayApprove ? (
                    <Button type="submit" name="intent" value="approve" variant="solid">
                      {t("studio.approve")}
                    </Button>
                  ) : null}
                  <Button type="submit" name="intent" value="send-back" variant="outline">
                    {t("studio.sendBack")}
                  </Button>
                </div>
              </Form>
            </div>
          ) : null}
        </div>
      ) : (
        <Form method="post">
          <Button type="submit" name="intent" value="start" variant="solid">
            {t("studio.startDraft")}
          </Button>
        </Form>
      )}
    </section>
  );
}
