/**
 * What the school knows of one learner beyond their progress, for the learner's page (staff): their
 * identity checks (never an answer: the question's key and the outcome), the feedback each quarter,
 * and their questions with the answers.
 */
import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { courseIdentityChecks } from "../../db/schema";
import { formatDateTime } from "~/platform/time/date-formats";
import type { Language } from "~/i18n/languages";
import { theCourse } from "~/course/course.server";
import { feedbackSoFar } from "./course-feedback.server";
import { isPausedForIdentity, parseScope } from "./identity-checks.server";
import { lessonScreenPath, questionsOfEnrolment } from "./questions.server";
import { examName, moduleTitle } from "./exam-names.server";
import { studentPhone } from "./student-phone.server";
import type { Enrolment } from "~/course/enrolments.server";

const listLimit = 50;

const isExamKind = (value: string): value is "module" | "practice" | "final" => value === "module" || value === "practice" || value === "final";

export async function learnerSchoolRecord(db: Database, enrolment: Pick<Enrolment, "id" | "status" | "pauseReason">, language: Language) {
  const course = theCourse();
  const pausedByChecks = isPausedForIdentity(enrolment);
  const [checks, feedback, questions, phone] = await Promise.all([
    db
      .select({
        id: courseIdentityChecks.id,
        scope: courseIdentityChecks.scope,
        status: courseIdentityChecks.status,
        tries: courseIdentityChecks.tries,
        updatedAt: courseIdentityChecks.updatedAt,
      })
      .from(courseIdentityChecks)
      .where(eq(courseIdentityChecks.enrolmentId, enrolment.id))
      .orderBy(desc(courseIdentityChecks.createdAt))
      .limit(listLimit),
    feedbackSoFar(db, enrolment.id, language),
    questionsOfEnrolment(db, enrolment.id, { limit: listLimit }),
    // Asked only when the staff are told to speak with the student.
    pausedByChecks ? studentPhone(db, enrolment.id) : null,
  ]);
  return {
    pausedByChecks,
    phone,
    checks: checks.map((check) => {
      const scope = parseScope(check.scope);
      const [kind = "", moduleOrKind = "", examScope = ""] = scope ? scope.split(":") : [];
      return {
        id: check.id,
        on:
          kind === "module"
            ? ({ kind: "module", title: moduleTitle(moduleOrKind, language) } as const)
            : ({ kind: "exam", name: isExamKind(moduleOrKind) ? examName(moduleOrKind, examScope, language) : moduleOrKind } as const),
        status: check.status,
        tries: check.tries,
        when: formatDateTime(check.updatedAt, language),
      };
    }),
    feedback,
    questions: questions.map((question) => ({
      id: question.id,
      lesson: course.lessons[question.lessonId]?.[language].title ?? question.lessonId,
      screen: question.screen + 1,
      screenHref: lessonScreenPath(question, language),
      question: question.question,
      asked: formatDateTime(question.askedAt, language),
      answer: question.answer,
      answeredBy: question.answeredByName,
      answered: question.answeredAt ? formatDateTime(question.answeredAt, language) : null,
    })),
  };
}

export type LearnerSchoolRecord = Awaited<ReturnType<typeof learnerSchoolRecord>>;
