import { Link } from "@remix-run/react";
import { useLocalizePath, useT } from "~/i18n/use-t";
import type { Namespaces } from "~/i18n/translations";

/** The translation namespaces this component reads (the layout's aside): its page's loader sends them. */
export const i18n = ["auth"] as const satisfies Namespaces;

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
