import type { ReactNode } from "react";
import { buttonClassName } from "~/components/ui/button";

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
