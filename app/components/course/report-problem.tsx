/**
 * "Report a problem with this screen / question": a closed <details> under a lesson screen, a
 * quiz's feedback or a practice exam's reviewed question, holding a real form that posts to the
 * page (intent `report-problem`). Without JavaScript the post comes back to the page: a success
 * with the thanks as a toast, a failure with the details open, its alert and what was typed. With
 * JavaScript a fetcher posts it in place and the thanks takes the focus.
 */
import { lazy, Suspense } from "react";
import { useActionData } from "@remix-run/react";
import { replyFor } from "~/forms/answer";
import { reportFormId } from "~/studio/report-forms";
import { useT } from "~/i18n/use-t";
import type { Namespaces } from "~/i18n/translations";

const ReportProblemForm = lazy(() => import("./report-problem-form").then((module) => ({ default: module.ReportProblemForm })));

export const i18n = ["contentReports", "validation", "forms"] as const satisfies Namespaces;

export function ReportProblem({ questionId }: { questionId?: string }) {
  const t = useT();
  const failed = replyFor(useActionData(), reportFormId(questionId));
  return (
    <details className="rounded-lg border border-slate-200 p-3 text-sm" open={failed !== undefined && !failed.ok ? true : undefined}>
      <summary className="cursor-pointer font-semibold text-slate-700">
        {t(questionId ? "contentReports.reportQuestion" : "contentReports.reportScreen")}
      </summary>
      <div className="mt-3 grid gap-3">
        <p className="text-slate-700">{t("contentReports.intro")}</p>
        {/* The form's code (the protocol and its schema) loads after the page's: most pages are read, not reported. */}
        <Suspense fallback={null}>
          <ReportProblemForm questionId={questionId} />
        </Suspense>
      </div>
    </details>
  );
}
