/**
 * The students' questions (admins and instructors): open ones oldest first, each with its student,
 * its lesson and screen, when it was asked (New York time), the overdue mark after two business
 * days and the answer form; the latest answered below; students per instructor. An instructor sees
 * their own learners' questions only; an admin chooses "mine" (routed to the admins) or "all".
 * Answering is `answerQuestion`'s: once, audited, e-mailed to the student in their language.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form as RemixForm, Link, useLoaderData } from "@remix-run/react";
import { formatDateTime } from "~/platform/time/date-formats";
import { noStoreHeaders, privatePageHeaders, requireCourseStaff } from "~/auth/permissions.server";
import { StudentRatioNotice, i18n as studentRatioI18n } from "~/components/school/student-ratio";
import { SchoolFrame, i18n as schoolNavI18n } from "~/components/school/school-nav";
import { staffViewer } from "~/auth/roles";
import { SubmitButton, TextField } from "~/components/forms/fields";
import { findLesson } from "~/course/course.server";
import { answerFormId, answerMaxLength, answerQuestionSchema, questionFilters, type QuestionFilter } from "~/school/question-forms";
import { answerQuestion, defaultQuestionFilter, lessonScreenPath, questionsForStaff, readStudentRatio } from "~/school/questions.server";
import { Form } from "~/forms/form";
import { formFailure, formSuccess, parseForm } from "~/forms/protocol.server";
import { isSentWithJavaScript, readForm } from "~/forms/read-form";
import { translatedToast } from "~/http/translated-toast.server";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { localizePath, type Language } from "~/i18n/languages";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { pageHandle } from "~/site/pages";
import { translatedSeo } from "~/site/seo";

export const handle = pageHandle({ audience: "admin", crawl: false });

const filterOf = (url: URL, reader: Parameters<typeof defaultQuestionFilter>[0]): QuestionFilter =>
  ((questionFilters as readonly string[]).find((filter) => filter === url.searchParams.get("show")) as QuestionFilter | undefined) ??
  defaultQuestionFilter(reader);

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const reader = await requireCourseStaff(request, context);
  const language = requireRouteLanguage(params);
  const filter = filterOf(new URL(request.url), reader);
  const [questions, ratio] = await Promise.all([questionsForStaff(context.db, reader, filter), readStudentRatio(context.db)]);
  const place = (row: { lessonId: string; screen: number }) => ({
    lesson: findLesson(row.lessonId)?.[language].title ?? row.lessonId,
    screen: row.screen + 1,
    // The screen itself, which staff may read (the lesson page shows it to them, recording nothing).
    screenHref: lessonScreenPath(row, language),
  });
  const shown = (row: (typeof questions.answered)[number]) => ({
    id: row.id,
    studentName: row.studentName,
    ...place(row),
    language: row.language,
    question: row.question,
    asked: formatDateTime(row.askedAt, language),
    routedTo: row.instructorName || row.instructorEmail || null,
    answer: row.answer,
    answered: row.answeredAt ? formatDateTime(row.answeredAt, language) : null,
    answeredByName: row.answeredByName,
  });
  return data(
    {
      translations: pickTranslations(language, ["courseQuestions", "languages", "validation", "forms"], studentRatioI18n, schoolNavI18n),
      filter,
      isAdmin: reader.role === "admin",
      viewer: staffViewer(reader),
      ratio,
      open: questions.open.map((row) => ({ ...shown(row), isOverdue: row.isOverdue })),
      answered: questions.answered.map(shown),
      waitingForOthers: questions.waitingForOthers,
    },
    { headers: noStoreHeaders },
  );
}

/** An answer: checked, stored once (a second answer to the same question is refused, what was typed kept). */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const staff = await requireCourseStaff(request, context);
  const language = requireRouteLanguage(params);
  const form = await readForm(request);
  const parsed = await parseForm(form, answerQuestionSchema, { hidden: ["questionId"] });
  const postedId = form.get("questionId");
  const formId = typeof postedId === "string" && /^[\w-]{1,64}$/.test(postedId) ? answerFormId(postedId) : "answer-question";
  const refuse = (
    status: number,
    description: "forms.checkText" | "courseQuestions.alreadyAnsweredText" | "courseQuestions.notFoundText",
    fieldErrors: Record<string, string> = {},
  ) =>
    formFailure({
      formId,
      status,
      alert: translatedToast(language, "error", { title: "courseQuestions.notAnsweredTitle", description }),
      fieldErrors,
      kept: parsed.kept,
    });
  if (!parsed.ok) return refuse(422, "forms.checkText", parsed.fieldErrors);
  const answered = await answerQuestion(context, request, staff, parsed.data);
  if (!answered.ok) return refuse(409, answered.reason === "not-found" ? "courseQuestions.notFoundText" : "courseQuestions.alreadyAnsweredText");
  const show = filterOf(new URL(request.url), staff);
  return formSuccess(request, context, {
    formId,
    toast: translatedToast(language, "success", { title: "courseQuestions.answeredTitle", description: "courseQuestions.answeredText" }),
    redirectTo: `${questionsPath(language)}?show=${show}`,
    isEnhanced: isSentWithJavaScript(form),
  });
}

const questionsPath = (language: Language) => localizePath("/course-manager/questions", language);

export const headers = privatePageHeaders;

export default function StudentsQuestions() {
  const page = useLoaderData<typeof loader>();
  const t = useT();
  const localize = useLocalizePath();
  const languageName = (language: Language) => t(`languages.${language}`);

  return (
    <SchoolFrame viewer={page.viewer} title={t("courseQuestions.staffHeading")} intro={t("courseQuestions.staffIntro")} current="questions">
      <StudentRatioNotice ratio={page.ratio} />

      {/* The choice is an admin's: an instructor sees their own learners' questions whichever it is. */}
      {page.isAdmin ? (
        <RemixForm method="get" className="flex flex-wrap items-end gap-3">
          <label className="grid gap-1">
            <span className="text-sm font-semibold text-slate-800">{t("courseQuestions.filterLabel")}</span>
            <select name="show" defaultValue={page.filter} className="min-h-11 rounded-lg border border-slate-300 px-3">
              <option value="mine">{t("courseQuestions.filterMine")}</option>
              <option value="all">{t("courseQuestions.filterAll")}</option>
            </select>
          </label>
          <button type="submit" className="min-h-11 rounded-lg border border-slate-300 px-4 font-semibold">
            {t("courseQuestions.filterApply")}
          </button>
        </RemixForm>
      ) : null}

      <section aria-labelledby="open-questions-heading" className="grid gap-4">
        <h2 id="open-questions-heading" className="text-2xl font-semibold text-slate-900">
          {t("courseQuestions.openHeading", { count: page.open.length })}
        </h2>
        {page.open.length === 0 ? <p className="text-slate-700">{t("courseQuestions.openNone")}</p> : null}
        {page.waitingForOthers > 0 ? (
          <p className="text-slate-700" data-waiting-for-others={page.waitingForOthers}>
            {t("courseQuestions.waitingForOthers", { count: page.waitingForOthers })}{" "}
            <Link to={`${localize("/course-manager/questions")}?show=all`} className="font-semibold text-brand-700 underline">
              {t("courseQuestions.showAll")}
            </Link>
          </p>
        ) : null}
        {page.open.map((question) => (
          <article
            key={question.id}
            id={`question-${question.id}`}
            aria-labelledby={`question-${question.id}-student`}
            className="grid gap-3 rounded-xl border border-slate-200 p-5"
          >
            <header className="grid gap-1">
              <h3 id={`question-${question.id}-student`} className="text-lg font-semibold text-slate-900">
                {question.studentName}
              </h3>
              <p className="text-sm text-slate-700">
                <Link to={question.screenHref} className="font-semibold text-brand-700 underline">
                  {t("courseQuestions.place", { lesson: question.lesson, screen: question.screen })}
                </Link>
              </p>
              <p className="text-sm text-slate-700">
                {t("courseQuestions.askedAt", { date: question.asked })}
                {" · "}
                {question.routedTo ? t("courseQuestions.routedTo", { name: question.routedTo }) : t("courseQuestions.routedToAdmins")}
              </p>
              {question.isOverdue ? (
                <p className="w-fit rounded bg-red-100 px-2 py-0.5 text-sm font-semibold text-red-800" data-overdue="true">
                  {t("courseQuestions.overdue")}
                </p>
              ) : null}
            </header>
            <p className="whitespace-pre-line rounded-md bg-slate-50 p-3 text-slate-900">{question.question}</p>
            <Form formId={answerFormId(question.id)} schema={answerQuestionSchema} hiddenFields={{ questionId: question.id }} className="grid gap-3">
              <TextField
                formId={answerFormId(question.id)}
                name="answer"
                label={t("courseQuestions.answerLabel")}
                hint={t("courseQuestions.answerHint", { language: languageName(question.language) })}
                maxLength={answerMaxLength}
                rows={4}
                isRequired
              />
              <div>
                <SubmitButton label={t("courseQuestions.sendAnswer")} busyLabel={t("forms.sending")} />
              </div>
            </Form>
          </article>
        ))}
      </section>

      <section aria-labelledby="answered-questions-heading" className="grid gap-4">
        <h2 id="answered-questions-heading" className="text-2xl font-semibold text-slate-900">
          {t("courseQuestions.answeredHeading")}
        </h2>
        {page.answered.length === 0 ? <p className="text-slate-700">{t("courseQuestions.answeredNone")}</p> : null}
        {page.answered.map((question) => (
          <article key={question.id} id={`question-${question.id}`} className="grid gap-2 rounded-xl border border-slate-200 p-5">
            <h3 className="font-semibold text-slate-900">{question.studentName}</h3>
            <p className="text-sm text-slate-700">
              <Link to={question.screenHref} className="font-semibold text-brand-700 underline">
                {t("courseQuestions.place", { lesson: question.lesson, screen: question.screen })}
              </Link>
              {" · "}
              {t("courseQuestions.askedAt", { date: question.asked })}
            </p>
            <p className="whitespace-pre-line text-slate-900">{question.question}</p>
            <div className="border-l-4 border-brand-600 pl-3">
              <p className="text-sm font-semibold text-brand-700">
                {question.answeredByName
                  ? t("courseQuestions.answerFrom", { name: question.answeredByName, date: question.answered ?? "" })
                  : t("courseQuestions.answerFromInstructor", { date: question.answered ?? "" })}
              </p>
              <p className="whitespace-pre-line text-slate-900">{question.answer}</p>
            </div>
          </article>
        ))}
      </section>
    </SchoolFrame>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => [
  ...translatedSeo(args, { title: "courseQuestions.metaTitle", description: "courseQuestions.staffIntro", keywords: "courseQuestions.metaKeywords" }),
  { name: "robots", content: "noindex" },
];
