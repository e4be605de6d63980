import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { describedBy } from "~/components/forms/described-by";
import { buttonClassName } from "~/components/ui/button";
import { useT } from "~/i18n/use-t";

/** What the manager's dialogs share: their buttons and their labelled fields. */
export const primaryButton = buttonClassName();
export const secondaryButton = buttonClassName({ variant: "secondary" });

/** A dialog's labelled control: the label above, the control (and any hint) below. */
export function DialogField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
    </div>
  );
}

/** What ties a control to its hint and to the server's message about it. */
export interface FieldDescription {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

/**
 * A dialog field the server checks: the label, the control (given the id and the attributes that tie
 * it to its hint and message), an optional hint, and the server's message when it refused the value.
 * `isAnnounced` makes the message an alert, for a form whose only field it is; a form with several
 * fields announces one summary instead.
 */
export function CheckedDialogField({
  id,
  label,
  hint,
  error,
  isAnnounced,
  control,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  isAnnounced?: boolean;
  control: (description: FieldDescription) => ReactNode;
}) {
  return (
    <DialogField id={id} label={label}>
      {control({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy(error && `${id}-error`, hint && `${id}-hint`) })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role={isAnnounced ? "alert" : undefined} className="mt-1 text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </DialogField>
  );
}

/** A dialog form's last row: Cancel (back to the view) and its submit button, disabled while posting. */
export function CancelAndSubmit({ closeHref, isPosting, label }: { closeHref: string; isPosting: boolean; label: string }) {
  const t = useT();
  return (
    <div className="flex flex-wrap justify-end gap-3">
      <Link to={closeHref} replace preventScrollReset className={secondaryButton}>
        {t("submissions.cancel")}
      </Link>
      <button type="submit" disabled={isPosting} className={primaryButton}>
        {label}
      </button>
    </div>
  );
}
