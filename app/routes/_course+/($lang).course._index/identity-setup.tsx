import { SelectField, SubmitButton, TextField } from "~/components/forms/fields";
import { identitySetupFormId, identitySetupSchema, questionsToChoose, securityQuestionKeys } from "~/school/identity-questions";
import { Form } from "~/forms/form";
import type { TranslationKey } from "~/i18n/translate";
import { useT } from "~/i18n/use-t";

/**
 * Before the first lesson: the student chooses three different security questions and answers
 * them (docs/decisions/047). The answers are never shown again, not even after a refused post.
 */
export function IdentitySetup() {
  const t = useT();
  const options = securityQuestionKeys.map((key) => ({ value: key, label: t(`identityChecks.questions.${key}` as TranslationKey) }));
  return (
    <section aria-labelledby="identity-setup-heading" className="grid gap-4 rounded-xl border border-brand-200 bg-brand-50 p-5">
      <h2 id="identity-setup-heading" className="text-xl font-semibold text-slate-900">
        {t("identityChecks.setup.heading")}
      </h2>
      <p className="text-slate-800">{t("identityChecks.setup.intro")}</p>
      <Form formId={identitySetupFormId} schema={identitySetupSchema} intent="identity-setup" resetAfterSubmit className="grid gap-5">
        {Array.from({ length: questionsToChoose }, (_, index) => index + 1).map((number) => (
          <fieldset key={number} className="grid gap-3">
            <legend className="font-semibold text-slate-900">{t("identityChecks.setup.question", { number })}</legend>
            <SelectField
              formId={identitySetupFormId}
              name={`question${number}`}
              label={t("identityChecks.setup.choose")}
              isRequired
              options={options}
              placeholder={t("identityChecks.setup.choose")}
            />
            <TextField
              formId={identitySetupFormId}
              name={`secretAnswer${number}`}
              label={t("identityChecks.setup.answer")}
              isRequired
              maxLength={100}
              autoComplete="off"
            />
          </fieldset>
        ))}
        <SubmitButton label={t("identityChecks.setup.submit")} busyLabel={t("identityChecks.setup.submit")} />
      </Form>
    </section>
  );
}
