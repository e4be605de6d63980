/**
 * The form under a lesson to ask an instructor about the screen shown (a fetcher with JavaScript, so
 * the screen and its clock stay; a post that comes back to the screen without). Loaded after the
 * screen's own code (app/components/school/lesson-questions.tsx).
 */
import { Form } from "~/forms/form";
import { SubmitButton, TextField } from "~/components/forms/fields";
import { askFormId, askIntent, askQuestionSchema, questionMaxLength } from "~/school/question-forms";
import { useT } from "~/i18n/use-t";

export function AskQuestionForm() {
  const t = useT();
  return (
    <Form formId={askFormId} intent={askIntent} schema={askQuestionSchema} submitsWithFetcher resetAfterSubmit className="grid gap-3">
      <TextField
        formId={askFormId}
        name="question"
        label={t("courseQuestions.questionLabel")}
        hint={t("courseQuestions.questionHint")}
        maxLength={questionMaxLength}
        rows={4}
        isRequired
      />
      <div>
        <SubmitButton label={t("courseQuestions.send")} busyLabel={t("courseQuestions.sending")} />
      </div>
    </Form>
  );
}
