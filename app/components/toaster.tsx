import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import type { Toast } from "~/http/toast";
import type { Namespaces } from "~/i18n/translations";
import type { ShownToast } from "./toast-card";

/** The translation namespaces this component reads; the root loader sends them with the layout (app/components/layout/layout-i18n.ts). */
export const i18n = ["forms"] as const satisfies Namespaces;

/** At most 3 toasts visible (each closes itself: app/components/toast-card.tsx). */
const maxVisible = 3;

/** A toast's card: its code loads when the first toast shows (docs/decisions/017-performance-budgets.md). */
const ToastCard = lazy(() => import("./toast-card").then((module) => ({ default: module.ToastCard })));

const ToastContext = createContext<(toast: Toast) => void>(() => {});

/** Shows a toast from client code (a fetcher's answer). */
export function useShowToast(): (toast: Toast) => void {
  return useContext(ToastContext);
}

/**
 * Holds the page's toasts. `flashToast` comes from the root loader (a toast that travelled in the
 * flash cookie across a redirect), so it is in the server-rendered HTML and works without JavaScript.
 */
export function ToastProvider({ flashToast, children }: { flashToast: Toast | null; children: ReactNode }) {
  const nextId = useRef(1);
  const [toasts, setToasts] = useState<ShownToast[]>(() => (flashToast ? [{ ...flashToast, id: 0 }] : []));
  const seenFlash = useRef(flashToast);

  const showToast = useCallback((toast: Toast) => {
    setToasts((current) => [...current, { ...toast, id: nextId.current++ }].slice(-maxVisible));
  }, []);
  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);

  // A new flash toast after a client-side navigation (e.g. a form that redirected).
  useEffect(() => {
    if (flashToast && flashToast !== seenFlash.current) showToast(flashToast);
    seenFlash.current = flashToast;
  }, [flashToast, showToast]);

  const value = useMemo(() => showToast, [showToast]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <ToastViewport toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

/** The toasts' live region: always in the page, so a toast put in it is announced. */
export function ToastStack({ children }: { children: ReactNode }) {
  return (
    <div aria-live="polite" className="pointer-events-none fixed print:hidden inset-x-0 bottom-0 z-[60] flex flex-col items-center gap-2 p-4 sm:items-end">
      {children}
    </div>
  );
}

function ToastViewport({ toasts, onDismiss }: { toasts: ShownToast[]; onDismiss: (id: number) => void }) {
  return (
    <ToastStack>
      {toasts.map((toast) => (
        <Suspense key={toast.id} fallback={null}>
          <ToastCard toast={toast} onDismiss={onDismiss} />
        </Suspense>
      ))}
    </ToastStack>
  );
}
