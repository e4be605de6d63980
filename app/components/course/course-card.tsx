/**
 * The course at the top of /account: where the student stands and the way back in ("continue where
 * you left off"), or why the course is not open. Shown only to someone with an enrolment.
 */
import type { Namespaces } from "~/i18n/translations";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { ButtonLink } from "~/components/ui/button";

export const i18n = ["course"] as const satisfies Namespaces;

export type CourseCardState =
  | { state: "open"; screensDone: number; screensTotal: number; endsAt: string }
  | { state: "not-started"; startsAt: string }
  | { state: "paused" | "ended" | "expired"; endsAt: string };

export function CourseCard({ course }: { course: CourseCardState }) {
  const t = useT();
  const localize = useLocalizePath();
  const text =
    course.state === "open"
      ? t("course.progress", { done: course.screensDone, total: course.screensTotal })
      : course.state === "not-started"
        ? t("course.access.notStartedTitle", { date: course.startsAt })
        : course.state === "paused"
          ? t("course.access.pausedTitle")
          : course.state === "ended"
            ? t("course.access.endedTitle")
            : t("course.access.expiredTitle", { date: course.endsAt });
  return (
    <section aria-labelledby="course-card" className="rounded-xl border border-brand-200 bg-brand-50 p-6">
      <h2 id="course-card" className="text-lg font-bold text-slate-900">
        {t("course.heading")}
      </h2>
      <p className="mt-1 text-slate-800">{text}</p>
      <p className="mt-4">
        <ButtonLink to={localize("/course")}>{course.state === "open" ? t("course.continue") : t("course.heading")}</ButtonLink>
      </p>
    </section>
  );
}
