/**
 * A learner's identity checks (with the resume button when they paused the course), their feedback
 * each quarter and their questions, on the learner's page (staff).
 */
import { Link } from "@remix-run/react";
import type { LearnerSchoolRecord } from "~/school/learner-record.server";
import type { Namespaces } from "~/i18n/translations";
import { useT } from "~/i18n/use-t";
import { CourseFeedbackNotices, i18n as feedbackI18n } from "./course-feedback-summary";
import { IdentityResumeForm, StudentPhone, i18n as resumeI18n } from "./identity-resume-form";

export const i18n = ["learners", ...feedbackI18n, ...resumeI18n] as const satisfies Namespaces;

const sectionHeading = "text-xl font-semibold text-slate-900";

export function LearnerSchoolSections({ enrolmentId, record, returnTo }: { enrolmentId: string; record: LearnerSchoolRecord; returnTo: string }) {
  const t = useT();
  return (
    <>
      <section className="grid gap-3" aria-labelledby="identity-heading">
        <h2 id="identity-heading" className={sectionHeading}>
          {t("learners.identityHeading")}
        </h2>
        {record.pausedByChecks ? (
          <div className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
            <p>{t("learners.pausedByChecks")}</p>
            <StudentPhone phone={record.phone} />
            <IdentityResumeForm enrolmentId={enrolmentId} returnTo={returnTo} />
          </div>
        ) : null}
        {record.checks.length === 0 ? (
          <p className="text-slate-700">{t("learners.noChecks")}</p>
        ) : (
          <ul className="grid gap-1 text-sm text-slate-800">
            {record.checks.map((check) => (
              <li key={check.id}>
                {check.on.kind === "module" ? t("learners.checkModule", { title: check.on.title }) : t("learners.checkExam", { exam: check.on.name })}
                {" — "}
                {t(`learners.checkStatuses.${check.status}`)} · {t("learners.checkTries", { tries: check.tries })} · {check.when}
              </li>
            ))}
          </ul>
        )}
      </section>

      {record.feedback.length > 0 ? (
        <CourseFeedbackNotices notices={record.feedback} heading={t("learners.feedbackHeading")} />
      ) : (
        <section className="grid gap-3" aria-labelledby="feedback-heading">
          <h2 id="feedback-heading" className={sectionHeading}>
            {t("learners.feedbackHeading")}
          </h2>
          <p className="text-slate-700">{t("learners.noFeedback")}</p>
        </section>
      )}

      <section className="grid gap-3" aria-labelledby="questions-heading">
        <h2 id="questions-heading" className={sectionHeading}>
          {t("learners.questionsHeading")}
        </h2>
        {record.questions.length === 0 ? (
          <p className="text-slate-700">{t("learners.noQuestions")}</p>
        ) : (
          <ul className="grid gap-3">
            {record.questions.map((question) => (
              <li key={question.id} className="grid gap-1 rounded-lg border border-slate-200 p-3 text-sm">
                <p className="text-slate-600">
                  <Link to={question.screenHref} className="font-semibold text-brand-700 underline">
                    {t("learners.questionWhere", { lesson: question.lesson, screen: question.screen })}
                  </Link>{" "}
                  · {question.asked}
                </p>
                <p className="whitespace-pre-line break-words text-slate-900">{question.question}</p>
                {question.answer !== null ? (
                  <>
                    <p className="whitespace-pre-line break-words text-slate-800">{question.answer}</p>
                    <p className="text-slate-600">{t("learners.answeredBy", { name: question.answeredBy ?? "", when: question.answered ?? "" })}</p>
                  </>
                ) : (
                  <p className="font-semibold text-amber-800">{t("learners.waitingAnswer")}</p>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
