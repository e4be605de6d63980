/**
 * What staff pages call an exam and a module: by its title in the reader's language, never by the
 * course's ids ("Module exam: Insurance basics", not "module m1-insurance-basics"). The learners
 * view, a learner's page and their identity checks all name exams through here.
 */
import type { CourseAttemptKind } from "../../db/schema";
import { theCourse } from "~/course/course.server";
import type { Language } from "~/i18n/languages";
import { createTranslate } from "~/i18n/translate";
import { dictionaries } from "~/locales";

/** A module's title in `language`; an id the course no longer has is named as an unknown module, not shown raw. */
export function moduleTitle(moduleId: string, language: Language): string {
  const module = theCourse().modules.find((each) => each.id === moduleId);
  return module ? module.title[language] : createTranslate(dictionaries[language])("learners.examNames.unknownModule");
}

/** An exam by its kind and scope: a module's exam by the module's title, a practice exam by its number. */
export function examName(kind: Exclude<CourseAttemptKind, "quiz">, scope: string, language: Language): string {
  const t = createTranslate(dictionaries[language]);
  if (kind === "module") return t("learners.examNames.module", { module: moduleTitle(scope, language) });
  if (kind === "practice") return t("learners.examNames.practice", { number: scope });
  return t("learners.examNames.final");
}
