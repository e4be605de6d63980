/**
 * The box of "Report a problem" (app/components/course/report-problem.tsx): a closed <details> with
 * its intro and form, open again with its alert when a post without JavaScript was refused. Loaded
 * after the page's own code, like the form inside it: most screens are read, not reported.
 */
import { useActionData } from "@remix-run/react";
import { replyFor } from "~/forms/answer";
import { reportFormId } from "~/studio/report-form-id";
import { useT } from "~/i18n/use-t";
import { ReportProblemForm } from "./report-problem-form";

export function ReportProblemBox({ questionId }: { questionId?: string }) {
  const t = useT();
  const failed = replyFor(useActionData(), reportFormId(questionId));
  return (
    <details className="rounded-lg border border-slate-200 p-3 text-sm" open={failed !== undefined && !failed.ok ? true : undefined}>
      <summary className="cursor-pointer font-semibold text-slate-700">
        {t(questionId ? "contentReports.reportQuestion" : "contentReports.reportScreen")}
      </summary>
      <div className="mt-3 grid gap-3">
        <p className="text-slate-700">{t("contentReports.intro")}</p>
        <ReportProblemForm questionId={questionId} />
      </div>
    </details>
  );
}
