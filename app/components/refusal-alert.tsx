import type { ReactNode } from "react";

/**
 * A refusal the page shows after a post (a form's failure, "Next" before the screen's minimum, an
 * exam's or a manager's refused step). Without JavaScript the answer is a new page load, which
 * opens at the top while the form, and so its message, may be far below: the message takes the
 * focus as the page loads (`autofocus` on an element that can hold focus), so the browser scrolls
 * it into view and a screen reader reads it first. With JavaScript the page stays where it was
 * (a post keeps the scroll position) and React focuses nothing on a new `div`; the toast and the
 * live region announce it (docs/decisions/087).
 */
export function RefusalAlert({ className, children }: { className: string; children: ReactNode }) {
  return (
    <div role="alert" tabIndex={-1} autoFocus className={`focus:outline-none ${className}`}>
      {children}
    </div>
  );
}
