import { TextField } from "~/components/forms/fields";
import { accountFieldLimits } from "~/auth/auth-schemas";
import { useT } from "~/i18n/use-t";
import type { Namespaces } from "~/i18n/translations";

/** The translation namespaces this component reads (the layout's aside): its page's loader sends them. */
export const i18n = ["auth"] as const satisfies Namespaces;

/** A new password and its confirmation (registration, the set-password link): SPEC §5's 8 characters, hinted. */
export function NewPasswordFields({ formId, passwordLabel }: { formId: string; passwordLabel: string }) {
  const t = useT();
  return (
    <>
      <TextField
        formId={formId}
        name="password"
        type="password"
        label={passwordLabel}
        hint={t("auth.passwordHint")}
        isRequired
        maxLength={accountFieldLimits.password}
        autoComplete="new-password"
      />
      <TextField
        formId={formId}
        name="confirmPassword"
        type="password"
        label={t("auth.confirmPassword")}
        isRequired
        maxLength={accountFieldLimits.password}
        autoComplete="new-password"
      />
    </>
  );
}
