/**
 * Students per instructor, with the warning when there are more than 30 or no instructor at all
 * (the questions page; the course manager may show it too: its loader sends `readStudentRatio`'s
 * answer and this component's namespaces).
 */
import type { StudentRatio } from "~/school/student-ratio";
import { useT } from "~/i18n/use-t";
import type { Namespaces } from "~/i18n/translations";

export const i18n = ["courseQuestions"] as const satisfies Namespaces;

export function StudentRatioNotice({ ratio }: { ratio: StudentRatio }) {
  const t = useT();
  return (
    <section
      aria-labelledby="student-ratio-heading"
      className={`grid gap-1 rounded-lg border p-4 ${ratio.warning ? "border-amber-300 bg-amber-50 text-amber-950" : "border-slate-200 text-slate-800"}`}
    >
      <h2 id="student-ratio-heading" className="font-semibold">
        {t("courseQuestions.ratioHeading")}
      </h2>
      {/* The figures also as data, for whoever reads them without the sentence's grammar. */}
      <p data-students={ratio.students} data-instructors={ratio.instructors}>
        {t("courseQuestions.ratioText", {
          students: t("courseQuestions.ratioStudents", { count: ratio.students }),
          instructors: t("courseQuestions.ratioInstructors", { count: ratio.instructors }),
        })}
        {ratio.perInstructor !== null ? ` ${t("courseQuestions.ratioValue", { ratio: ratio.perInstructor, count: ratio.perInstructor })}` : null}
      </p>
      {ratio.warning ? (
        <p role="status" className="font-semibold" data-ratio-warning={ratio.warning}>
          {t(ratio.warning === "over" ? "courseQuestions.ratioOver" : "courseQuestions.ratioNone")}
        </p>
      ) : null}
    </section>
  );
}
