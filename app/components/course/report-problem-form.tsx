/**
 * The form inside "Report a problem" (app/components/course/report-problem-box.tsx), loaded after
 * the page's own code. With JavaScript, a success replaces it with the thanks, which takes the focus.
 */
import { useEffect, useRef, useState } from "react";
import { Form } from "~/forms/form";
import { SubmitButton, TextField } from "~/components/forms/fields";
import { reportFormId, reportIntent, reportMaxLength } from "~/studio/report-form-id";
import { reportProblemSchema } from "~/studio/report-forms";
import { useT } from "~/i18n/use-t";

export function ReportProblemForm({ questionId }: { questionId?: string }) {
  const t = useT();
  const formId = reportFormId(questionId);
  const [isSent, setSent] = useState(false);
  const thanks = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (isSent) thanks.current?.focus();
  }, [isSent]);

  if (isSent)
    return (
      <p ref={thanks} tabIndex={-1} role="status" className="rounded-md border border-green-300 bg-green-50 p-3 text-green-900">
        <span className="font-semibold">{t("contentReports.sentTitle")}</span> {t("contentReports.sentText")}
      </p>
    );
  return (
    <Form
      formId={formId}
      intent={reportIntent}
      schema={reportProblemSchema}
      hiddenFields={questionId ? { reportedQuestionId: questionId } : {}}
      submitsWithFetcher
      resetAfterSubmit
      onSuccess={() => setSent(true)}
      className="grid gap-3"
    >
      <TextField
        formId={formId}
        name="message"
        label={t("contentReports.messageLabel")}
        hint={t("contentReports.messageHint")}
        maxLength={reportMaxLength}
        rows={3}
        isRequired
      />
      <div>
        <SubmitButton label={t("contentReports.send")} busyLabel={t("contentReports.sending")} />
      </div>
    </Form>
  );
}
