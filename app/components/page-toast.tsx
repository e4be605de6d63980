import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { Toast } from "~/http/toast";
import { ToastCardBody } from "./toast-card";
import { ToastStack, useShowToast } from "./toaster";
import { useHydrated } from "./use-hydrated";

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
