import { Form } from "@remix-run/react";
import { useLocalizePath, useT } from "~/i18n/use-t";

/** Logout is a POST (GET never changes state); it works without JavaScript too. */
export function LogoutButton({ className, label }: { className: string; label?: string }) {
  const t = useT();
  const localize = useLocalizePath();
  return (
    <Form method="post" action={localize("/logout")} className="contents">
      <button type="submit" className={className}>
        {label ?? t("nav.logout")}
      </button>
    </Form>
  );
}
