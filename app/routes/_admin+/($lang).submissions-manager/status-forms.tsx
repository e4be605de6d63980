/**
 * The lead's status in its dialog, and the status change (docs/decisions/030-status-changes-and-applicant-notices.md):
 * the choice is a GET form that opens the status dialog, where the applicant's e-mail is previewed
 * before "change only" or "change and notify".
 */
import { Form, Link } from "@remix-run/react";
import { UrlDialog } from "~/components/dialogs/url-dialog";
import { useT } from "~/i18n/use-t";
import { workingStatusOf, workingStatuses } from "~/admin/lead-query";
import { DialogField, primaryButton, secondaryButton } from "./dialog-parts";
import { ActionFields, dialogHref, useIsPosting, type OpenDialog } from "./row-actions";

/**
 * The lead's status and the choice of a new one: a GET form, so it opens the status dialog (with the
 * applicant's e-mail previewed) with JavaScript or without, keeping the view.
 */
export function StatusChoice({ id, status, viewSearch }: { id: string; status: string; viewSearch: string }) {
  const t = useT();
  const view = [...new URLSearchParams(viewSearch)];
  return (
    <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
      {view.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="dialog" value="status" />
      <input type="hidden" name="id" value={id} />
      <p className="w-full text-sm text-slate-700">
        {t("submissions.statusLabel")}: <strong>{t(`leadStatuses.${workingStatusOf(status)}`)}</strong>
      </p>
      <DialogField id="lead-status" label={t("submissions.changeStatusLabel")}>
        <select id="lead-status" name="to" className="mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-slate-900">
          {workingStatuses
            .filter((choice) => choice !== status)
            .map((choice) => (
              <option key={choice} value={choice}>
                {t(`leadStatuses.${choice}`)}
              </option>
            ))}
        </select>
      </DialogField>
      <button type="submit" className={`${secondaryButton} w-fit`}>
        {t("submissions.changeStatusNext")}
      </button>
    </Form>
  );
}

/**
 * The change, confirmed: from and to, and the applicant's e-mail exactly as it would go (rendered on
 * the server, in the applicant's language), with "change and notify" and "change only".
 */
export function StatusDialog({ dialog, viewSearch }: { dialog: Extract<OpenDialog, { kind: "status" }>; viewSearch: string }) {
  const t = useT();
  const isPosting = useIsPosting("status");
  const backHref = dialogHref(viewSearch, "view", dialog.id);
  return (
    <UrlDialog
      id="lead-status-change"
      title={t("submissions.statusDialogTitle")}
      description={t("submissions.statusDialogText", {
        email: dialog.email || t("submissions.noEmail"),
        from: t(`leadStatuses.${dialog.from}`),
        to: t(`leadStatuses.${dialog.to}`),
      })}
      closeHref={backHref}
    >
      {dialog.notice ? (
        <section aria-labelledby="status-notice-heading" className="grid gap-2">
          <h3 id="status-notice-heading" className="font-semibold text-slate-900">
            {t("submissions.noticeHeading", { language: t(`languages.${dialog.applicantLanguage}`) })}
          </h3>
          <p className="text-sm text-slate-600">{t("submissions.noticeHelp")}</p>
          <div lang={dialog.applicantLanguage} className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-900">
            <p>
              <span className="font-semibold">{t("submissions.noticeSubject")}:</span> <span data-notice-subject>{dialog.notice.subject}</span>
            </p>
            <p data-notice-text className="mt-3 break-words whitespace-pre-wrap">
              {dialog.notice.text}
            </p>
          </div>
        </section>
      ) : (
        <p className="text-sm text-slate-700">{t("submissions.cannotNotifyHere")}</p>
      )}
      <Form method="post" className="mt-4 flex flex-wrap justify-end gap-3">
        <ActionFields intent="status" id={dialog.id} viewSearch={viewSearch} />
        <input type="hidden" name="from" value={dialog.from} />
        <input type="hidden" name="to" value={dialog.to} />
        <Link to={backHref} replace preventScrollReset className={secondaryButton}>
          {t("submissions.cancel")}
        </Link>
        {dialog.notice ? (
          <>
            <button type="submit" name="notify" value="no" disabled={isPosting} className={secondaryButton}>
              {t("submissions.changeOnly")}
            </button>
            <button type="submit" name="notify" value="yes" disabled={isPosting} className={primaryButton}>
              {t("submissions.changeAndNotify")}
            </button>
          </>
        ) : (
          <button type="submit" name="notify" value="no" disabled={isPosting} className={primaryButton}>
            {t("submissions.changeStatus")}
          </button>
        )}
      </Form>
    </UrlDialog>
  );
}
