import { accountFieldLimits } from "~/auth/auth-schemas";
import { TextField } from "~/components/forms/fields";

/**
 * A required password input with the accounts' length limit. `autoComplete` tells a password
 * manager what to offer: `current-password` to sign in or confirm, `new-password` to choose one,
 * `off` for a shared secret it should not save.
 */
export function PasswordField({
  formId,
  name,
  label,
  hint,
  autoComplete,
}: {
  formId: string;
  name: string;
  label: string;
  hint?: string;
  autoComplete: "current-password" | "new-password" | "off";
}) {
  return (
    <TextField
      formId={formId}
      name={name}
      type="password"
      label={label}
      hint={hint}
      isRequired
      maxLength={accountFieldLimits.password}
      autoComplete={autoComplete}
    />
  );
}
