import { useEffect } from "react";
import type { Toast } from "~/http/toast";
import { useT } from "~/i18n/use-t";
import { useHydrated } from "./use-hydrated";

/** A toast on screen, numbered so its card can close it (the toaster keeps the list; this module loads lazily). */
export interface ShownToast extends Toast {
  id: number;
}

/** Each toast closes itself after 4 seconds. */
const autoCloseMs = 4000;

export function ToastCard({ toast, onDismiss }: { toast: ShownToast; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), autoCloseMs);
    return () => clearTimeout(timer);
  }, [toast.id, onDismiss]);
  return <ToastCardBody toast={toast} onDismiss={() => onDismiss(toast.id)} />;
}

/** A toast's card; its ✕ button only where something can act on it. */
export function ToastCardBody({ toast, onDismiss }: { toast: Toast; onDismiss?: () => void }) {
  const t = useT();
  const isHydrated = useHydrated();
  const isError = toast.kind === "error";
  return (
    <div
      role={isError ? "alert" : "status"}
      className={`pointer-events-auto w-full max-w-sm rounded-lg border p-4 shadow-lg ${
        isError ? "border-red-300 bg-red-50 text-red-900" : "border-brand-200 bg-white text-slate-900"
      }`}
    >
      <div className="flex items-start gap-3">
        <div className="flex-1">
          <p className="font-semibold">{toast.title}</p>
          <p className="mt-1 text-sm">{toast.description}</p>
        </div>
        {isHydrated && onDismiss ? (
          <button type="button" onClick={onDismiss} className="-m-1 rounded p-1 text-current/70 hover:bg-black/5" aria-label={t("forms.close")}>
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
              <path d="M4.3 4.3a1 1 0 0 1 1.4 0L10 8.6l4.3-4.3a1 1 0 1 1 1.4 1.4L11.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4L10 11.4l-4.3 4.3a1 1 0 0 1-1.4-1.4L8.6 10 4.3 5.7a1 1 0 0 1 0-1.4Z" />
            </svg>
          </button>
        ) : null}
      </div>
    </div>
  );
}
