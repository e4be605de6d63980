/**
 * "Resume the course" for a student the identity checks paused (docs/decisions/047): one button
 * that posts to /course-manager/identity as staff (an admin, or the student's instructor), from
 * any page that lists the student. `returnTo` is where the toast is shown afterwards. Beside it,
 * `StudentPhone`: the staff are told to speak with the student, so the page gives the number known.
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

/** The student's phone number as a link to call it, or that none is known (then their e-mail address is the way). */
export function StudentPhone({ phone }: { phone: string | null }) {
  const t = useT();
  if (!phone) return <p className="text-sm text-slate-700">{t("identityChecks.staff.noPhone")}</p>;
  return (
    <p className="text-sm text-slate-700">
      {t("identityChecks.staff.phone")}:{" "}
      <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className="font-semibold text-brand-700 underline" data-student-phone>
        {phone}
      </a>
    </p>
  );
}
