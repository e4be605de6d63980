import { Form, Link } from "@remix-run/react";
import { Button, ButtonLink } from "~/components/ui/button";
import { formatSeconds } from "~/course/durations";
import { useLocalizePath, useT } from "~/i18n/use-t";
import type { StudyOverview } from "./study-overview.server";

const linkClass = "font-semibold text-brand-700 underline hover:text-brand-900";

/** Where the student stands: the time left, progress, study and exam time, and "continue where you left off". */
export function WhereYouAre({ study }: { study: StudyOverview }) {
  const t = useT();
  const localize = useLocalizePath();
  return (
    <section className="grid gap-3 rounded-xl border border-slate-200 p-5" aria-labelledby="where-you-are">
      <h2 id="where-you-are" className="text-xl font-semibold text-slate-900">
        {t("course.access.open", { date: study.endsAt })}
      </h2>
      <p className="text-slate-700">{t("course.progress", { done: study.screensDone, total: study.screensTotal })}</p>
      <p className="text-sm text-slate-600">{t("course.studyTime", { time: formatSeconds(study.studySeconds, t) })}</p>
      <p className="text-sm text-slate-600">{t("course.examTime", { time: formatSeconds(study.examSeconds, t) })}</p>
      {study.continueTo ? (
        <Form method="post" id="continue-course">
          <Button type="submit">{study.hasStarted ? t("course.continue") : t("course.start")}</Button>
        </Form>
      ) : null}
      <p>
        <Link to={localize("/course/glossary")} className={linkClass}>
          {t("course.glossaryLink")}
        </Link>
      </p>
    </section>
  );
}

/** Each module's lessons (a link once open) with its quiz and its exam. */
export function ModuleList({ study }: { study: StudyOverview }) {
  const t = useT();
  const localize = useLocalizePath();
  return (
    <section aria-labelledby="modules" className="grid gap-4">
      <h2 id="modules" className="text-xl font-semibold text-slate-900">
        {t("course.modules")}
      </h2>
      <ol className="grid gap-4">
        {study.modules.map((module) => (
          <li key={module.id} className="rounded-xl border border-slate-200 p-5">
            <h3 className="font-semibold text-slate-900">
              {module.title}{" "}
              <span className="text-sm font-normal text-slate-500">
                ·{" "}
                {module.written
                  ? t(module.written.complete ? "sampleCourse.moduleHoursComplete" : "sampleCourse.moduleHours", {
                      enforced: module.written.enforced,
                      declared: module.written.declared,
                    })
                  : t("course.moduleHours", { hours: module.hours })}
                {module.written?.ethics
                  ? ` · ${t(module.written.ethics.complete ? "sampleCourse.moduleEthicsHoursComplete" : "sampleCourse.moduleEthicsHours", {
                      enforced: module.written.ethics.enforced,
                      declared: module.written.ethics.declared,
                    })}`
                  : null}
              </span>
            </h3>
            <ul className="mt-3 grid gap-2">
              {module.lessons.map((lesson) => (
                <li key={lesson.id} className="flex flex-wrap items-center justify-between gap-2">
                  {lesson.isOpen ? (
                    <Link to={localize(`/course/${lesson.id}/1`)} className={linkClass}>
                      {lesson.title}
                    </Link>
                  ) : (
                    <span className="text-slate-500">{lesson.title}</span>
                  )}
                  <span className="text-sm text-slate-600">
                    {lesson.done === lesson.total
                      ? t("course.lessonDone")
                      : lesson.isOpen
                        ? lesson.done > 0
                          ? t("course.lessonInProgress")
                          : t("course.lessonOpen")
                        : t("course.lessonLocked")}
                    {lesson.hasQuiz && lesson.done === lesson.total ? (
                      <>
                        {" · "}
                        <Link to={localize(`/course/${lesson.id}/quiz`)} className={linkClass}>
                          {t("course.player.toQuiz")}
                        </Link>
                      </>
                    ) : null}
                  </span>
                </li>
              ))}
            </ul>
            {module.exam ? (
              <p className="mt-3 text-sm">
                {module.exam.isOpen ? (
                  <Link to={localize(`/course/exams/module/${module.id}`)} className={linkClass}>
                    {t("course.exams.module", { module: module.title })}
                  </Link>
                ) : (
                  <span className="font-semibold text-slate-500">{t("course.exams.module", { module: module.title })}</span>
                )}{" "}
                <span className="text-slate-600">
                  {t("course.exams.rules", { questions: study.rules.module.questions, minutes: study.rules.module.minutes, percent: study.rules.percent })}
                </span>
                {module.exam.isOpen ? null : <span className="block text-slate-600">{t("course.exams.moduleNeeds")}</span>}
                {module.exam.best ? (
                  <span className="block text-slate-600">
                    {t("course.exams.best", {
                      percent: module.exam.best.percent,
                      outcome: module.exam.best.passed ? t("course.exams.passed") : t("course.exams.failed"),
                    })}
                  </span>
                ) : null}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The practice exams and the comprehensive exam (open once every screen is done, docs/decisions/090), each with its best score. */
export function ExamList({ study }: { study: StudyOverview }) {
  const t = useT();
  const localize = useLocalizePath();
  return (
    <section aria-labelledby="exams" className="grid gap-3 rounded-xl border border-slate-200 p-5">
      <h2 id="exams" className="text-xl font-semibold text-slate-900">
        {t("course.exams.heading")}
      </h2>
      <ul className="grid gap-3">
        {study.practice.map((practice) => (
          <li key={practice.number}>
            {practice.isOpen ? (
              <Link to={localize(`/course/exams/practice/${practice.number}`)} className={linkClass}>
                {t("course.exams.practice", { number: practice.number })}
              </Link>
            ) : (
              <span className="font-semibold text-slate-500">{t("course.exams.practice", { number: practice.number })}</span>
            )}{" "}
            <span className="text-sm text-slate-600">
              {t("course.exams.rules", { questions: study.rules.practice.questions, minutes: study.rules.practice.minutes, percent: study.rules.percent })}
            </span>
            {practice.isOpen ? null : <span className="block text-sm text-slate-600">{t("course.exams.finalNeeds")}</span>}
            {practice.best ? (
              <span className="block text-sm text-slate-600">
                {t("course.exams.best", {
                  percent: practice.best.percent,
                  outcome: practice.best.passed ? t("course.exams.passed") : t("course.exams.failed"),
                })}
              </span>
            ) : null}
          </li>
        ))}
        <li>
          {study.final.isOpen ? (
            <Link to={localize("/course/exams/final/florida-2-15")} className={linkClass}>
              {t("course.exams.final")}
            </Link>
          ) : (
            <span className="font-semibold text-slate-500">{t("course.exams.final")}</span>
          )}{" "}
          <span className="text-sm text-slate-600">
            {t("course.exams.rules", { questions: study.rules.final.questions, minutes: study.rules.final.minutes, percent: study.rules.percent })}
          </span>
          {study.final.isOpen ? null : <span className="block text-sm text-slate-600">{t("course.exams.finalNeeds")}</span>}
          {study.final.best ? (
            <span className="block text-sm text-slate-600">
              {t("course.exams.best", {
                percent: study.final.best.percent,
                outcome: study.final.best.passed ? t("course.exams.passed") : t("course.exams.failed"),
              })}
            </span>
          ) : null}
        </li>
      </ul>
    </section>
  );
}

/** The certificate, or signing for it once the course is complete, or what is still needed. */
export function CertificateSection({ study }: { study: StudyOverview }) {
  const t = useT();
  const localize = useLocalizePath();
  return (
    <section aria-labelledby="certificate" className="grid gap-3 rounded-xl border border-slate-200 p-5">
      <h2 id="certificate" className="text-xl font-semibold text-slate-900">
        {t("course.certificate.heading")}
      </h2>
      {study.certificate || study.canSign ? (
        <p>
          <ButtonLink to={localize("/course/certificate")}>
            {study.certificate ? t("course.certificate.title") : t("course.certificate.signHeading")}
          </ButtonLink>
        </p>
      ) : (
        <p className="text-slate-700">{t("course.certificate.notYet")}</p>
      )}
    </section>
  );
}
