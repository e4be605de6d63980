import { Link } from "@remix-run/react";
import { useLocalizePath, useT } from "~/i18n/use-t";

/** "Forgot your password?" under both login forms. */
export function ForgotPasswordLink() {
  const t = useT();
  const localize = useLocalizePath();
  return (
    <p className="text-center text-sm">
      <Link to={localize("/forgot-password")} className="font-medium text-brand-700 underline hover:text-brand-900">
        {t("auth.forgotPassword")}
      </Link>
    </p>
  );
}
