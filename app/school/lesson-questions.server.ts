/**
 * The students' questions on a lesson screen: what the screen shows of the student's own questions,
 * and the post that asks one (the screen's action hands its `ask-question` intent here).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Database } from "../../db/client";
import { formatDateTime } from "~/platform/time/date-formats";
import { requireUser } from "~/auth/permissions.server";
import { formFailure, formSuccess, parseForm } from "~/forms/protocol.server";
import { isSentWithJavaScript } from "~/forms/read-form";
import { translatedToast } from "~/http/translated-toast.server";
import { localizePath, type Language } from "~/i18n/languages";
import type { CourseLesson } from "~/course/course-types";
import { courseAccessFor } from "~/course/enrolments.server";
import { askFormId, askQuestionSchema } from "./question-forms";
import { hasPassedModule } from "./identity-checks.server";
import { askQuestion, questionsOfEnrolment } from "./questions.server";
import { mayOpen, screenProgress } from "~/course/study.server";

/** The student's own questions about the lesson, their times in New York time and the page's language. */
export async function studentQuestions(db: Database, enrolmentId: string, lessonId: string, language: Language) {
  const rows = await questionsOfEnrolment(db, enrolmentId, { lessonId });
  return rows.map((row) => ({
    ...row,
    asked: formatDateTime(row.askedAt, language),
    answered: row.answeredAt ? formatDateTime(row.answeredAt, language) : null,
  }));
}

type Refusal = "courseQuestions.closedText" | "courseQuestions.notOpenText" | "courseQuestions.checkText" | "courseQuestions.tooManyText";

/**
 * A question about the screen: only from an open enrolment (a paused or ended one gets the reason,
 * with what was typed kept), about a screen the student may read (screens open in order, and a
 * module's only once its identity check is passed: a question about one not open is refused as the
 * screen is, docs/decisions/073), checked, limited per student; then back to the same screen.
 */
export async function askFromScreen(
  request: Request,
  context: AppLoadContext,
  { form, language, place }: { form: FormData; language: Language; place: () => { lesson: CourseLesson; index: number } },
) {
  const user = await requireUser(request, context);
  const { lesson, index } = place();
  const parsed = await parseForm(form, askQuestionSchema);
  const refuse = (status: number, description: Refusal, extra: { fieldErrors?: Record<string, string>; minutes?: number; headers?: HeadersInit } = {}) =>
    formFailure({
      formId: askFormId,
      status,
      alert: translatedToast(
        language,
        "error",
        { title: "courseQuestions.notSentTitle", description },
        extra.minutes === undefined ? undefined : { minutes: extra.minutes },
      ),
      fieldErrors: extra.fieldErrors,
      kept: parsed.kept,
      headers: extra.headers,
    });
  const access = await courseAccessFor(context.db, user, { claim: true });
  if (access.state !== "open") return refuse(409, "courseQuestions.closedText");
  const isOpenToThem =
    mayOpen({ lessonId: lesson.id, screen: index }, await screenProgress(context.db, access.enrolment.id)) &&
    (await hasPassedModule(context.db, access.enrolment.id, lesson.module));
  if (!isOpenToThem) return refuse(409, "courseQuestions.notOpenText");
  if (!parsed.ok) return refuse(422, "courseQuestions.checkText", { fieldErrors: parsed.fieldErrors });
  const asked = await askQuestion(context, request, { enrolmentId: access.enrolment.id, lesson, screen: index, language, question: parsed.data.question });
  if (!asked.ok)
    return refuse(429, "courseQuestions.tooManyText", {
      minutes: Math.ceil(asked.retryAfterSeconds / 60),
      headers: { "Retry-After": String(asked.retryAfterSeconds) },
    });
  return formSuccess(request, context, {
    formId: askFormId,
    toast: translatedToast(language, "success", { title: "courseQuestions.sentTitle", description: "courseQuestions.sentText" }),
    redirectTo: localizePath(`/course/${lesson.id}/${index + 1}`, language),
    isEnhanced: isSentWithJavaScript(form),
  });
}
