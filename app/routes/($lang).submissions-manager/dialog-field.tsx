import type { ReactNode } from "react";

/** A dialog's labelled control: the label above, the control (and any hint or error) below. */
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
