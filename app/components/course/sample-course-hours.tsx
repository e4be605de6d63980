/**
 * What a sample course really holds, stated wherever the site states the course's hours (the home
 * page, the course pages, the licence journey, the account checklist, the certificate): its lessons'
 * enforced time against the hours Florida requires (and, once they hold them all, that the course is
 * still unreviewed and unapproved). The figures come with the layout's data
 * (app/course/sample-hours.server.ts), so the sentence costs the browser no code of its own; nothing
 * shows once the course is no longer a sample (docs/decisions/089-hours-from-content.md).
 */
import { useRouteLoaderData } from "@remix-run/react";
import type { Namespaces } from "~/i18n/translations";
import { useT } from "~/i18n/use-t";
import type { SampleHours } from "~/course/sample-hours.server";

export const i18n = ["sampleCourse"] as const satisfies Namespaces;

export function SampleCourseHours({ className = "", what = "hours" }: { className?: string; what?: "hours" | "certificate" }) {
  const t = useT();
  // The root's data (app/site/layout-data.server.ts), named by its one field here: importing the
  // loader's type would loop back through the layout's namespaces to this component.
  const figures = useRouteLoaderData<{ sampleCourse: SampleHours | null }>("root")?.sampleCourse;
  if (!figures) return null;
  return (
    <p className={className} data-sample-hours="">
      {t(`sampleCourse.${what}${figures.complete ? "Complete" : ""}`, figures)}
    </p>
  );
}
