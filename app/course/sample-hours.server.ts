/**
 * What a sample course really holds, in the figures a page states (docs/decisions/089-hours-from-content.md):
 * its lessons' enforced time against the hours declared, formatted in the page's language. Null once the
 * course is no longer a sample. Read from the build's few numbers, never from the course itself.
 */
import { courseHours } from "./compiled/hours";
import type { Language } from "~/i18n/languages";

/**
 * `complete` (1 or 0, so the figures pass to a translation as they are): the lessons hold at least the
 * declared hours, and the course is a sample only because it is not yet reviewed and approved.
 */
export type SampleHours = { enforced: string; declared: number; complete: 0 | 1 };
/** A module's, with its ethics hours where it holds the state's (docs/decisions/091). */
export type SampleModuleHours = SampleHours & { ethics: SampleHours | null };

/** Enforced seconds as hours with one decimal, in the language ("17.9", "17,9"). */
function hoursFigure(seconds: number, language: Language): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(seconds / 3600);
}

/** The whole course's: "holds 17.9 of the 60 hours". */
export function sampleCourseHours(language: Language): SampleHours | null {
  if (!courseHours.isSample) return null;
  return {
    enforced: hoursFigure(courseHours.enforcedSeconds, language),
    declared: courseHours.declaredHours,
    complete: courseHours.enforcedSeconds >= courseHours.declaredHours * 3600 ? 1 : 0,
  };
}

/** One module's: "6.0 h of 15 written", and for the ethics module "of which ethics 0.6 h of 3". */
export function sampleModuleHours(moduleId: string, language: Language): SampleModuleHours | null {
  const module = courseHours.modules[moduleId];
  if (!courseHours.isSample || !module) return null;
  const ethics: SampleHours | null =
    module.declaredEthicsHours === undefined
      ? null
      : {
          enforced: hoursFigure(module.ethicsEnforcedSeconds ?? 0, language),
          declared: module.declaredEthicsHours,
          complete: (module.ethicsEnforcedSeconds ?? 0) >= module.declaredEthicsHours * 3600 ? 1 : 0,
        };
  return {
    enforced: hoursFigure(module.enforcedSeconds, language),
    declared: module.declaredHours,
    complete: module.enforcedSeconds >= module.declaredHours * 3600 ? 1 : 0,
    ethics,
  };
}
