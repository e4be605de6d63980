/**
 * A lesson screen's server side: the place a URL names, and what the screen shows to whom (a student
 * studying, with the seat clock; anyone on the preview lesson; staff reading, recording nothing).
 */
import { data, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { noStoreHeaders, requireCourseStaff } from "~/auth/permissions.server";
import { isStaff } from "~/auth/roles";
import { i18n as lessonQuestionsI18n } from "~/components/school/lesson-questions";
import { i18n as reportProblemI18n } from "~/components/course/report-problem";
import { nextPlace, placePath } from "~/course/advance-screen.server";
import { findLesson, findModule, theCourse } from "~/course/course.server";
import type { CourseLesson } from "~/course/course-types";
import { moduleScope } from "~/course/identity-gate.server";
import { screenKey, screenMinimum } from "~/course/seat-time";
import { requireStudent, studentState } from "~/course/student.server";
import { frontier, mayOpen, screenProgress } from "~/course/study.server";
import { redirectWithToast } from "~/http/flash.server";
import { translatedToast } from "~/http/translated-toast.server";
import { pickTranslations } from "~/i18n/i18n.server";
import { localizePath, type Language } from "~/i18n/languages";
import { requireIdentityCheck } from "~/school/identity-checks.server";
import { studentQuestions } from "~/school/lesson-questions.server";

/** The lesson and screen (1-based in the URL) a request names, or a 404. */
export function placeOf(params: LoaderFunctionArgs["params"]): { lesson: CourseLesson; index: number } {
  const lesson = findLesson(params.lessonId ?? "");
  const number = Number(params.screen);
  if (!lesson || !/^[1-9]\d{0,2}$/.test(params.screen ?? "") || number > lesson.en.screens.length) throw new Response("Not Found", { status: 404 });
  return { lesson, index: number - 1 };
}

/**
 * One screen of a lesson. The preview lesson is open to anyone (no time is recorded); every other
 * screen needs an open enrolment, and opens only once the screens before it are done.
 */
export async function lessonScreen(request: Request, context: AppLoadContext, language: Language, { lesson, index }: { lesson: CourseLesson; index: number }) {
  const { user, access } = await studentState(request, context);
  const module = findModule(lesson.module)!;
  const content = lesson[language];
  const glossary = theCourse()
    .glossary.filter((term) => lesson.glossary.includes(term.id))
    .map((term) => ({ id: term.id, ...term[language] }));
  const page = {
    translations: pickTranslations(language, ["course"], [...lessonQuestionsI18n, ...reportProblemI18n]),
    lesson: { id: lesson.id, title: content.title, order: lesson.order, sources: content.sources, screens: lesson.en.screens.length },
    module: { title: module.title[language] },
    screen: { number: index + 1, heading: content.screens[index]!.heading, html: content.screens[index]!.html },
    glossary,
    previous: index > 0 ? localizePath(`/course/${lesson.id}/${index}`, language) : null,
    next: placePath(nextPlace(lesson, index), language),
    isLast: index + 1 === lesson.en.screens.length,
    sample: theCourse().sample.isSample,
  };

  // Staff read any screen (a student's question names one), recording nothing, once their session proved its second factor.
  if (access.state !== "open" && user && isStaff(user.role) && (await requireCourseStaff(request, context)))
    return data({ ...page, mode: "staff" as const, clock: null, questions: null }, { headers: noStoreHeaders });
  if (access.state !== "open") {
    // Anyone but an enrolled student sees only the preview lesson: the guard sends them to the
    // sign-in page, or to the course page that says why the course is closed to them.
    if (!lesson.preview) await requireStudent(request, context);
    // A student whose enrolment is paused or over still sees their questions, and why they cannot ask.
    const questions = "enrolment" in access ? await studentQuestions(context.db, access.enrolment.id, lesson.id, language) : null;
    return data(
      { ...page, mode: "preview" as const, clock: null, questions: questions && { asking: "closed" as const, list: questions } },
      { headers: noStoreHeaders },
    );
  }

  const enrolmentId = access.enrolment.id;
  const progress = await screenProgress(context.db, enrolmentId);
  if (!mayOpen({ lessonId: lesson.id, screen: index }, progress)) {
    const edge = frontier(progress);
    const to = edge ? `/course/${edge.lessonId}/${edge.screen + 1}` : "/course";
    throw await redirectWithToast(
      request,
      context.env,
      localizePath(to, language),
      translatedToast(language, "error", { title: "course.heading", description: "course.player.notYetOpen" }),
    );
  }
  const thisScreen = placePath({ kind: "screen", lesson, index }, language);
  await requireIdentityCheck(request, context, access.enrolment, moduleScope(lesson.module), language, thisScreen);
  // Reading a screen changes nothing: its clock was started by the post that led here, or starts
  // with the seat clock's first tick, or with the first "Next" (docs/decisions/041).
  const here = progress.get(screenKey(lesson.id, index));
  const questions = { asking: "open" as const, list: await studentQuestions(context.db, enrolmentId, lesson.id, language) };
  return data(
    {
      ...page,
      mode: "study" as const,
      clock: {
        seconds: here?.seconds ?? 0,
        minimum: screenMinimum(lesson, index),
        completed: here?.completed ?? false,
        screenKey: screenKey(lesson.id, index),
      },
      questions,
    },
    { headers: noStoreHeaders },
  );
}
