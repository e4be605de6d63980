import { useT } from "~/i18n/use-t";
import { PasswordField } from "./password-field";

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
