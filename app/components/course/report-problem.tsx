/**
 * "Report a problem with this screen / question": a closed <details> under a lesson screen, a
 * quiz's feedback or a practice exam's reviewed question, holding a real form that posts to the
 * page (intent `report-problem`). Without JavaScript the post comes back to the page: a success
 * with the thanks as a toast, a failure with the details open, its alert and what was typed. With
 * JavaScript a fetcher posts it in place and the thanks takes the focus.
 *
 * The box and its form load after the page's own code (the server renders them in the page): a
 * lesson screen stays within its weight (tests/worker/client-weight.test.ts).
 */
import { lazy, Suspense } from "react";
import type { Namespaces } from "~/i18n/translations";

const ReportProblemBox = lazy(() => import("./report-problem-box").then((module) => ({ default: module.ReportProblemBox })));

export const i18n = ["contentReports", "validation", "forms"] as const satisfies Namespaces;

export function ReportProblem({ questionId }: { questionId?: string }) {
  return (
    <Suspense fallback={null}>
      <ReportProblemBox questionId={questionId} />
    </Suspense>
  );
}
