/**
 * What an enrolled student sees on the course page: the time left, progress and seat time, each
 * module's lessons (open, in progress, done or locked) with its exam, the practice exams, the
 * comprehensive exam, each with the best score so far, and where the certificate stands.
 */
import { sampleModuleHours } from "~/course/sample-hours.server";
import type { Database } from "../../../../db/client";
import { formatNewYorkDate } from "~/platform/time/date-formats";
import { gradedAttempts } from "~/course/attempts.server";
import { completionOf, readyToSign } from "~/course/completion.server";
import { lessonsInOrder, theCourse } from "~/course/course.server";
import type { Enrolment } from "~/course/enrolments.server";
import { examIsOpen, frontier, lessonProgress, mayOpen, screenProgress } from "~/course/study.server";
import type { Language } from "~/i18n/languages";

export type StudyOverview = Awaited<ReturnType<typeof studyOverview>>;

export async function studyOverview(db: Database, enrolment: Enrolment, language: Language) {
  const course = theCourse();
  const [progress, completion, attempts] = await Promise.all([
    screenProgress(db, enrolment.id),
    completionOf(db, enrolment.id),
    gradedAttempts(db, enrolment.id),
  ]);
  const edge = frontier(progress, course);
  const lessons = lessonsInOrder(course);
  const best = (kind: string, scope: string) => {
    const scores = attempts
      .filter((attempt) => attempt.kind === kind && attempt.scope === scope)
      .map((attempt) => ({ percent: attempt.percent ?? 0, passed: attempt.passed === true }));
    return scores.sort((a, b) => b.percent - a.percent)[0] ?? null;
  };
  return {
    endsAt: formatNewYorkDate(enrolment.endsAt, language),
    continueTo: edge ? `/course/${edge.lessonId}/${edge.screen + 1}` : null,
    hasStarted: progress.size > 0,
    screensDone: completion.screensDone,
    screensTotal: completion.screensTotal,
    studySeconds: completion.studySeconds,
    examSeconds: completion.examSeconds,
    modules: course.modules.map((module) => ({
      id: module.id,
      title: module.title[language],
      hours: module.hours,
      // A sample course's module says what its lessons hold (docs/decisions/089).
      written: sampleModuleHours(module.id, language),
      lessons: module.lessons.map((id) => {
        const lesson = course.lessons[id]!;
        const { done, total } = lessonProgress(progress, lesson);
        const isOpen = mayOpen({ lessonId: id, screen: 0 }, progress, course);
        return { id, title: lesson[language].title, done, total, isOpen, hasQuiz: lesson.quiz.length > 0 };
      }),
      exam: course.exams.moduleExam.appliesTo.includes(module.id)
        ? { best: best("module", module.id), isOpen: examIsOpen("module", module.id, progress, course) }
        : null,
    })),
    practice: Array.from({ length: course.exams.practiceExam.count }, (_, index) => ({
      number: index + 1,
      best: best("practice", String(index + 1)),
      isOpen: edge === null,
    })),
    final: { isOpen: edge === null, best: best("final", course.id) },
    rules: {
      module: { questions: course.exams.moduleExam.questions, minutes: course.exams.moduleExam.minutes },
      practice: { questions: course.exams.practiceExam.questions, minutes: course.exams.practiceExam.minutes },
      final: { questions: course.exams.comprehensiveExam.questions, minutes: course.exams.comprehensiveExam.minutes },
      percent: course.exams.passingPercent,
    },
    certificate: completion.certificate ? { code: completion.certificate.code } : null,
    canSign: readyToSign(completion) && !completion.certificate,
    lessonCount: lessons.length,
  };
}
