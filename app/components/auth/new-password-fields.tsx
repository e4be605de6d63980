import { useT } from "~/i18n/use-t";
import { PasswordField } from "./password-field";
import type { Namespaces } from "~/i18n/translations";

/** The translation namespaces this component reads (the layout's aside): its page's loader sends them. */
export const i18n = ["auth", "passwordPolicy"] as const satisfies Namespaces;

/**
 * A new password and its confirmation (registration, the set-password link, the account area),
 * with the length rule as a hint: an administrator's is longer (docs/decisions/066-password-policy.md).
 */
export function NewPasswordFields({ formId, passwordLabel, isForAdmin = false }: { formId: string; passwordLabel: string; isForAdmin?: boolean }) {
  const t = useT();
  return (
    <>
      <PasswordField
        formId={formId}
        name="password"
        label={passwordLabel}
        hint={t(isForAdmin ? "passwordPolicy.adminHint" : "auth.passwordHint")}
        autoComplete="new-password"
      />
      <PasswordField formId={formId} name="confirmPassword" label={t("auth.confirmPassword")} autoComplete="new-password" />
    </>
  );
}
