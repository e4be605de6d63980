/**
 * A dialog that is URL state (DESIGN §3): open while `?dialog=...` is in the URL, rendered open by
 * the server, so it works without JavaScript and can be linked to. Closing is a link to the same
 * page without the parameter. With JavaScript it becomes a modal <dialog> (focus moves in and is
 * kept there, Escape closes, the page behind is inert).
 */
import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { useHydrated } from "~/components/use-hydrated";
import { useT } from "~/i18n/use-t";

export function UrlDialog({
  id,
  title,
  description,
  closeHref,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  closeHref: string;
  children: ReactNode;
}) {
  const t = useT();
  const isHydrated = useHydrated();
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Server-rendered `open` is a non-modal dialog: reopen it as a modal one.
    if (dialog.open && !dialog.matches(":modal")) {
      dialog.close();
      dialog.showModal();
    }
    const firstField = dialog.querySelector<HTMLElement>("input:not([type=hidden]):not([tabindex='-1']), textarea, select, button");
    firstField?.focus();
    const onCancel = (event: Event) => {
      event.preventDefault();
      navigate(closeHref, { replace: true, preventScrollReset: true });
    };
    dialog.addEventListener("cancel", onCancel);
    return () => dialog.removeEventListener("cancel", onCancel);
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
