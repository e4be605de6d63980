/**
 * A dialog that is URL state: open while `?dialog=...` is in the URL, rendered open by the server,
 * so it works without JavaScript and can be linked to. Closing is a link to the same page without
 * the parameter. With JavaScript it becomes a modal <dialog>:
 * - focus moves in (to the element marked with `initialFocus`, else the first field) without
 *   scrolling the dialog past its title, and Tab and Shift+Tab cycle inside it; the page behind is inert;
 * - Escape closes it, like its ✕ link;
 * - however it closes (Escape, ✕, Cancel, a success), focus goes back to the control that opened
 *   it; a control hidden since (a closed menu) gives way to its menu button, one gone (a deleted
 *   row) to the page's main region.
 */
import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useHydrated } from "~/components/use-hydrated";
import { useT } from "~/i18n/use-t";

const initialFocusAttribute = "data-dialog-initial-focus";

/**
 * Spread on the element that should have focus when its dialog opens: a destructive
 * confirmation's Cancel, so that Enter or Space right after opening never destroys anything.
 * `autoFocus` does the same for a page loaded without JavaScript.
 */
export const initialFocus = { autoFocus: true, [initialFocusAttribute]: "" } as const;

const tabbableSelector = [
  "a[href]",
  "button:not([disabled])",
  "input:not([type=hidden]):not([disabled])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "summary",
  "[tabindex]",
].join(", ");

/** What Tab can reach inside the dialog, in order: focusable, not taken out with tabindex=-1, shown. */
function tabbables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(tabbableSelector)).filter(
    (element) => element.tabIndex >= 0 && element.getClientRects().length > 0 && !element.closest("[aria-hidden=true]"),
  );
}

/** The focused control, unless it is the page itself or inside a dialog (then it opened nothing). */
function focusedOpener(): HTMLElement | null {
  const element = document.activeElement;
  if (!(element instanceof HTMLElement) || element === document.body || element.closest("dialog")) return null;
  return element;
}

/** The link on the page that leads to this URL (a dialog loaded directly was opened by none). */
function linkTo(url: string): HTMLElement | null {
  for (const link of Array.from(document.querySelectorAll<HTMLAnchorElement>("a[href]"))) {
    if (link.closest("dialog")) continue;
    const target = new URL(link.href, window.location.href);
    if (target.origin === window.location.origin && `${target.pathname}${target.search}` === url) return link;
  }
  return null;
}

/** Where focus goes once the dialog opened at `openedAt` has closed. */
function returnFocus(opener: HTMLElement | null, openedAt: string): void {
  // A dialog whose closing left the page (a success that went elsewhere): the new page decides.
  if (new URL(openedAt, window.location.href).pathname !== window.location.pathname) return;
  let target = opener?.isConnected ? opener : linkTo(openedAt);
  const closedMenu = target?.closest("details:not([open])");
  if (target && closedMenu) {
    const summary = closedMenu.querySelector<HTMLElement>("summary");
    if (summary !== target) target = summary;
  }
  if (!target || target.getClientRects().length === 0) target = document.getElementById("main");
  target?.focus();
}

export function UrlDialog({
  id,
  title,
  description,
  closeHref,
  children,
}: {
  id: string;
  /** Text, or a sentence with an element in it (as the description). */
  title: ReactNode;
  /** Text, or a sentence with an element in it (an address that wraps only between its parts). */
  description?: ReactNode;
  closeHref: string;
  children: ReactNode;
}) {
  const t = useT();
  const isHydrated = useHydrated();
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  // Read while rendering: by the time effects run, a field inside may have taken focus, or the
  // menu holding the link may have closed.
  const [openerWhenRendered] = useState(() => (typeof document === "undefined" ? null : focusedOpener()));

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // A dialog that replaced another (a form's sent state) finds the opener the other gave focus back to.
    const opener = openerWhenRendered ?? focusedOpener();
    const openedAt = `${window.location.pathname}${window.location.search}`;
    // Server-rendered `open` is a non-modal dialog: reopen it as a modal one.
    if (dialog.open && !dialog.matches(":modal")) {
      dialog.close();
      dialog.showModal();
    }
    const first =
      dialog.querySelector<HTMLElement>(`[${initialFocusAttribute}]`) ??
      dialog.querySelector<HTMLElement>("input:not([type=hidden]):not([tabindex='-1']), textarea, select, button");
    // Focus goes in without scrolling to it: a dialog taller than the screen opens at its top, its
    // title in view, not scrolled to a field half-way down (or a Cancel at its foot).
    first?.focus({ preventScroll: true });
    dialog.scrollTop = 0;
    return () => returnFocus(opener, openedAt);
    // Once per opening: the opener and the URL it opened at belong to this dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const close = () => navigate(closeHref, { replace: true, preventScrollReset: true });
    const onCancel = (event: Event) => {
      event.preventDefault();
      close();
    };
    // The browser may close a modal dialog on Escape without a `cancel` first (nothing clicked since
    // it opened); the URL must follow. The `close` event of the reopening above arrives later, when
    // the dialog is open again: that one is not the visitor's.
    const onClose = () => {
      if (!dialog.open) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Tab") return;
      const items = tabbables(dialog);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      const isInside = active instanceof Node && dialog.contains(active) && active !== dialog;
      if (event.shiftKey && (active === first || !isInside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !isInside)) {
        event.preventDefault();
        first.focus();
      }
    };
    dialog.addEventListener("cancel", onCancel);
    dialog.addEventListener("close", onClose);
    dialog.addEventListener("keydown", onKeyDown);
    return () => {
      dialog.removeEventListener("cancel", onCancel);
      dialog.removeEventListener("close", onClose);
      dialog.removeEventListener("keydown", onKeyDown);
    };
  }, [closeHref, navigate]);

  return (
    <>
      {/* The backdrop without JavaScript; with it, the modal dialog draws its own (::backdrop). */}
      {isHydrated ? null : <div aria-hidden="true" className="fixed inset-0 z-50 bg-slate-950/60" />}
      <dialog
        ref={dialogRef}
        open
        id={`${id}-modal`}
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        className="fixed inset-0 z-50 m-auto max-h-[calc(100vh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-xl bg-white p-6 text-slate-800 shadow-2xl backdrop:bg-slate-950/60"
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-bold text-slate-900">
            {title}
          </h2>
          <Link
            to={closeHref}
            replace
            preventScrollReset
            aria-label={t("forms.close")}
            className="-m-2 rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
              <path d="M4.3 4.3a1 1 0 0 1 1.4 0L10 8.6l4.3-4.3a1 1 0 1 1 1.4 1.4L11.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4L10 11.4l-4.3 4.3a1 1 0 0 1-1.4-1.4L8.6 10 4.3 5.7a1 1 0 0 1 0-1.4Z" />
            </svg>
          </Link>
        </div>
        {description ? (
          <p id={descriptionId} className="mt-2 text-slate-600">
            {description}
          </p>
        ) : null}
        <div className="mt-4">{children}</div>
      </dialog>
    </>
  );
}
