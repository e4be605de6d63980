/**
 * What a sample course really holds, stated wherever the site states the course's hours (the home
 * page, the course pages, the licence journey, the account checklist, the certificate): its lessons'
 * enforced time against the hours Florida requires. Shows nothing once the course is no longer a
 * sample. The figures are the build's (docs/decisions/089-hours-from-content.md).
 */
import { courseHours } from "~/course/compiled/hours";
import type { Language } from "~/i18n/languages";
import type { Namespaces } from "~/i18n/translations";
import { useLanguage, useT } from "~/i18n/use-t";

export const i18n = ["sampleCourse"] as const satisfies Namespaces;

/** Enforced seconds as hours with one decimal, in the page's language ("3.7", "3,7"). */
function hoursFigure(seconds: number, language: Language): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(seconds / 3600);
}


export function SampleCourseHours({ className = "", what = "hours" }: { className?: string; what?: "hours" | "certificate" }) {
  const t = useT();
  const language = useLanguage();
  if (!courseHours.isSample) return null;
  return (
    <p className={className} data-sample-hours="">
      {t(`sampleCourse.${what}`, { enforced: hoursFigure(courseHours.enforcedSeconds, language), declared: courseHours.declaredHours })}
    </p>
  );
}

/** A module's written hours against its declared ones, for a sample course's module list; null otherwise. */
export function useSampleModuleHours(): (moduleId: string) => string | null {
  const t = useT();
  const language = useLanguage();
  return (moduleId) => {
    const module = courseHours.modules[moduleId];
    if (!courseHours.isSample || !module) return null;
    return t("sampleCourse.moduleHours", { enforced: hoursFigure(module.enforcedSeconds, language), declared: module.declaredHours });
  };
}
