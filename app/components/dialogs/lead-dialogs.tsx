/**
 * The lead dialogs a page can open through its URL: `?dialog=contact`, `?dialog=inquiry&service=iul`,
 * `?dialog=credit-robot`, `?dialog=email`. A page that shows triggers renders <LeadDialogs /> and
 * exports the lead action (see app/leads/lead-action.server.ts). The dialogs themselves are a
 * separate chunk, loaded when one opens (and fetched in the background once the page is idle).
 */
import { useLocation } from "@remix-run/react";
import { lazy, Suspense, useEffect } from "react";
import type { LeadDialogName } from "./lead-dialog-names";
import type { Namespace, Namespaces } from "~/i18n/translations";

/** The translation namespaces each dialog reads (the layout's aside; field errors are validation keys). */
const dialogNamespaces = {
  contact: ["contact", "validation"],
  inquiry: ["inquiry", "validation"],
  "credit-robot": ["creditRobot", "validation"],
  email: ["emailSignup", "validation"],
} as const satisfies Record<LeadDialogName, Namespaces>;

/** The namespaces of the dialogs a page accepts, for its loader to send: `leadDialogsI18n(["contact"])`. */
export function leadDialogsI18n(accepts: ReadonlyArray<LeadDialogName>): Namespace[] {
  return accepts.flatMap((name) => dialogNamespaces[name]);
}

const loadDialogs = () => import("./lead-dialog-forms");
const LeadDialog = lazy(loadDialogs);

export function LeadDialogs({ accepts }: { accepts: ReadonlyArray<LeadDialogName> }) {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const dialog = params.get("dialog");

  // Fetch the dialogs' code once the page is idle, so opening one later is instant.
  useEffect(() => {
    const prefetch = () => void loadDialogs();
    if ("requestIdleCallback" in window) {
      const handle = window.requestIdleCallback(prefetch, { timeout: 5000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(prefetch, 2000);
    return () => clearTimeout(timer);
  }, []);

  if (!dialog || !(accepts as ReadonlyArray<string>).includes(dialog)) return null;
  return (
    <Suspense fallback={null}>
      <LeadDialog name={dialog as LeadDialogName} service={params.get("service")} isSent={params.get("sent") === "1"} />
    </Suspense>
  );
}
