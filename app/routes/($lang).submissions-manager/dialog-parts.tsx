import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
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
