import { useT } from "~/i18n/use-t";
import { PasswordField } from "./password-field";
import type { Namespaces } from "~/i18n/translations";

/** The translation namespaces this component reads (the layout's aside): its page's loader sends them. */
export const i18n = ["auth"] as const satisfies Namespaces;

/** A new password and its confirmation (registration, the set-password link), with the length rule as a hint. */
export function NewPasswordFields({ formId, passwordLabel }: { formId: string; passwordLabel: string }) {
  const t = useT();
  return (
    <>
      <PasswordField formId={formId} name="password" label={passwordLabel} hint={t("auth.passwordHint")} autoComplete="new-password" />
      <PasswordField formId={formId} name="confirmPassword" label={t("auth.confirmPassword")} autoComplete="new-password" />
    </>
  );
}
