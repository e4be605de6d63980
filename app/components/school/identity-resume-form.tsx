/**
 * "Resume the course" for a student the identity checks paused (docs/decisions/047): one button
 * that posts to /course-manager/identity as staff (an admin, or the student's instructor), from
 * any page that lists the student. `returnTo` is where the toast is shown afterwards.
 */
import { Form } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import type { Namespaces } from "~/i18n/translations";
import { useLocalizePath, useT } from "~/i18n/use-t";

export const i18n = ["identityChecks"] as const satisfies Namespaces;

export function IdentityResumeForm({ enrolmentId, returnTo }: { enrolmentId: string; returnTo?: string }) {
  const t = useT();
  const localize = useLocalizePath();
  return (
    <Form method="post" action={localize("/course-manager/identity")}>
      <input type="hidden" name="intent" value="resume" />
      <input type="hidden" name="enrolmentId" value={enrolmentId} />
      {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
      <Button type="submit" variant="secondary" size="small">
        {t("identityChecks.staff.resume")}
      </Button>
    </Form>
  );
}
