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

/** The ✕ of a toast's close control. */
function CloseIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
      <path d="M4.3 4.3a1 1 0 0 1 1.4 0L10 8.6l4.3-4.3a1 1 0 1 1 1.4 1.4L11.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4L10 11.4l-4.3 4.3a1 1 0 0 1-1.4-1.4L8.6 10 4.3 5.7a1 1 0 0 1 0-1.4Z" />
    </svg>
  );
}

/**
 * A toast's card, with a ✕ that closes it. With JavaScript the ✕ is a button (and the toaster
 * closes the card by itself after 4 s). Without, nothing closes it by itself and it sits over the
 * foot of the page: the card is a `<details open>` whose summary is the ✕, and a closed one is not
 * shown at all (CSS), so one tap on the ✕ takes it away with no script (docs/decisions/087).
 */
export function ToastCardBody({ toast, onDismiss }: { toast: Toast; onDismiss?: () => void }) {
  const t = useT();
  const isHydrated = useHydrated();
  const isError = toast.kind === "error";
  const card = `pointer-events-auto w-full max-w-sm rounded-lg border p-4 shadow-lg ${
    isError ? "border-red-300 bg-red-50 text-red-900" : "border-brand-200 bg-white text-slate-900"
  }`;
  const message = (
    <div className="flex-1">
      <p className="font-semibold">{toast.title}</p>
      <p className="mt-1 text-sm">{toast.description}</p>
    </div>
  );
  if (!isHydrated) {
    return (
      <details open className={`${card} [&:not([open])]:hidden`}>
        {/* The summary comes first (a details element's first summary is its toggle); it floats to the card's corner. */}
        <summary
          aria-label={t("forms.close")}
          title={t("forms.close")}
          className="float-right -m-2 ml-2 cursor-pointer list-none rounded p-2 text-current/70 hover:bg-black/5 [&::-webkit-details-marker]:hidden"
        >
          <CloseIcon />
        </summary>
        <div role={isError ? "alert" : "status"}>{message}</div>
      </details>
    );
  }
  return (
    <div role={isError ? "alert" : "status"} className={card}>
      <div className="flex items-start gap-3">
        {message}
        {onDismiss ? (
          <button type="button" onClick={onDismiss} className="-m-1 rounded p-1 text-current/70 hover:bg-black/5" aria-label={t("forms.close")}>
            <CloseIcon />
          </button>
        ) : null}
      </div>
    </div>
  );
}
