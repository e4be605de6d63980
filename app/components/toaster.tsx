import { useLocation } from "@remix-run/react";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useT } from "~/i18n/use-t";
import type { Toast } from "~/http/toast";
import { useHydrated } from "./use-hydrated";
import type { Namespaces } from "~/i18n/translations";

/** The translation namespaces this component reads; the root loader sends them with the layout (app/components/layout/layout-i18n.ts). */
export const i18n = ["forms"] as const satisfies Namespaces;

/** Toast defaults: at most 3 visible, each closing itself after 4 seconds. */
const maxVisible = 3;
const autoCloseMs = 4000;

interface ShownToast extends Toast {
  id: number;
}

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

/**
 * A toast that belongs to the page on screen rather than to an action (an unknown blog post's 'Post
 * not found'). It is in the server's HTML, so it shows without JavaScript; with JavaScript the
 * toaster shows it once per visit: after a page load and after every client-side navigation to
 * such a page, also from another page of the same kind (the component stays mounted then).
 */
export function PageToast({ toast }: { toast: Toast }) {
  const isHydrated = useHydrated();
  const showToast = useShowToast();
  const { key: visit } = useLocation();
  const latest = useRef(toast);
  latest.current = toast;
  useEffect(() => {
    showToast(latest.current);
  }, [visit, showToast]);
  // Until hydration the server's copy stands in the toaster's place; then the toaster's replaces it.
  if (isHydrated) return null;
  return (
    <ToastStack>
      <ToastCardBody toast={toast} />
    </ToastStack>
  );
}

function ToastStack({ children }: { children: ReactNode }) {
  return (
    <div aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col items-center gap-2 p-4 sm:items-end">
      {children}
    </div>
  );
}

function ToastViewport({ toasts, onDismiss }: { toasts: ShownToast[]; onDismiss: (id: number) => void }) {
  return (
    <ToastStack>
      {toasts.map((toast) => (
        <ToastCard key={toast.id} toast={toast} onDismiss={onDismiss} />
      ))}
    </ToastStack>
  );
}

function ToastCard({ toast, onDismiss }: { toast: ShownToast; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), autoCloseMs);
    return () => clearTimeout(timer);
  }, [toast.id, onDismiss]);
  return <ToastCardBody toast={toast} onDismiss={() => onDismiss(toast.id)} />;
}

/** A toast's card; its ✕ button only where something can act on it. */
function ToastCardBody({ toast, onDismiss }: { toast: Toast; onDismiss?: () => void }) {
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
          <button
            type="button"
            onClick={onDismiss}
            className="-m-1 rounded p-1 text-current/70 hover:bg-black/5"
            aria-label={t("forms.close")}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
              <path d="M4.3 4.3a1 1 0 0 1 1.4 0L10 8.6l4.3-4.3a1 1 0 1 1 1.4 1.4L11.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4L10 11.4l-4.3 4.3a1 1 0 0 1-1.4-1.4L8.6 10 4.3 5.7a1 1 0 0 1 0-1.4Z" />
            </svg>
          </button>
        ) : null}
      </div>
    </div>
  );
}
