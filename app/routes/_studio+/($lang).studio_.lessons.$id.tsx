/**
 * The studio's lesson editor (docs/studio.md): the lesson's Markdown in English and Spanish side by
 * side, a chosen screen previewed as the student sees it (with JavaScript, as one types; without,
 * the Preview button, the text kept), the changes since the published version, and the workflow.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { useEffect, useRef, type FormEvent } from "react";
import { noStoreHeaders, privatePageHeaders } from "~/auth/permissions.server";
import { LessonScreenPreview } from "~/components/studio/lesson-preview";
import { RawEditor } from "~/components/studio/raw-editor";
import { StudioFrame, i18n as studioFrameI18n } from "~/components/studio/studio-frame";
import { ChangesSincePublished, EditorRefusal, UnitHistory } from "~/components/studio/unit-record";
import { WorkflowPanel } from "~/components/studio/workflow-panel";
import { readForm } from "~/forms/read-form";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { useT } from "~/i18n/use-t";
import { pageHandle } from "~/site/pages";
import { translatedSeo } from "~/site/seo";
import { requireStudio } from "~/studio/access.server";
import { editorAction, editorData } from "~/studio/editor.server";
import { lessonPreview, readRawForm, type LessonPreview } from "~/studio/lesson-form.server";
import { screenOf, twinLanguage } from "~/studio/studio-values";
import { ItemReportsLine } from "~/components/studio/item-reports";
import { openReportTotal } from "~/studio/reports.server";

export const handle = pageHandle({ audience: "admin", crawl: false });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireStudio(request, context, "author");
  const language = requireRouteLanguage(params);
  const page = await editorData(context, user, language, "lesson", params.id ?? "");
  const shown = page.open ?? page.published;
  const [openReports, itemReports] = await Promise.all([
    openReportTotal(context.db),
    openReportTotal(context.db, { kind: "lesson", itemId: page.unit.itemId }),
  ]);
  // The first screen; another is the Preview button's (its number is posted with the texts).
  const screen = 0;
  return data(
    {
      ...page,
      openReports,
      itemReports,
      translations: pickTranslations(language, ["studio", "languages"], studioFrameI18n),
      screen,
      preview: shown ? lessonPreview({ en: shown.enText, es: shown.esText }, screen) : null,
    },
    { headers: noStoreHeaders },
  );
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireStudio(request, context, "author");
  const language = requireRouteLanguage(params);
  const form = await readForm(request);
  return editorAction(
    { request, context, user, language, form },
    { kind: "lesson", itemId: params.id ?? "" },
    readRawForm,
    (posted) => ({ screen: String(posted.get("screen") ?? "") }),
    (posted) =>
      lessonPreview(
        { en: String(posted.get("en") ?? ""), es: posted.has(twinLanguage) ? String(posted.get(twinLanguage)) : null },
        screenOf(posted.get("screen")),
      ),
  );
}

export const headers = privatePageHeaders;

export default function LessonEditor() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const live = useFetcher<typeof action>();
  const t = useT();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const open = page.open;
  const kept = answer && "texts" in answer ? answer.texts : null;
  const texts = kept ? { en: kept.en, es: open?.esText === null ? null : kept.es } : { en: open?.enText ?? "", es: open?.esText ?? null };
  const revision = answer && "conflict" in answer && answer.conflict ? answer.conflict.revision : (open?.revision ?? 0);
  const errors = (answer && "fieldErrors" in answer ? answer.fieldErrors : {}) as Record<string, string>;
  const screen = kept ? screenOf(kept.fields.screen ?? null) : page.screen;
  const preview = ((live.data && "preview" in live.data && live.data.preview) ||
    (answer && "preview" in answer && answer.preview) ||
    page.preview) as LessonPreview | null;

  // With JavaScript: the preview follows the typing, half a second after the last key.
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const posted = new FormData(event.currentTarget);
    posted.set("intent", "preview");
    clearTimeout(timer.current);
    timer.current = setTimeout(() => live.submit(posted, { method: "post", encType: "multipart/form-data" }), 500);
  };

  return (
    <StudioFrame
      viewer={page.viewer}
      title={t("studio.lessonHeading", { id: page.unit.itemId })}
      intro={<p>{t("studio.lessonIntro")}</p>}
      current="units"
      openReports={page.openReports}
    >
      <ItemReportsLine itemId={page.unit.itemId} open={page.itemReports} />
      <EditorRefusal
        alert={answer && "alert" in answer ? answer.alert : null}
        conflict={answer && "conflict" in answer ? answer.conflict : null}
        problems={answer && "problems" in answer ? answer.problems : []}
      />
      <WorkflowPanel publishedVersion={page.published?.version ?? null} open={open} canReview={page.canReview} noteError={errors.note} />
      {open?.state === "draft" ? (
        <RawEditor
          key={`${open.id}-${revision}`}
          versionId={open.id}
          revision={revision}
          texts={texts}
          errors={errors}
          hasSpanish={open.esText !== null}
          onInput={onInput}
          withPreview
        >
          <label className="grid w-fit gap-1">
            <span className="text-sm font-semibold text-slate-800">{t("studio.previewScreen")}</span>
            <input type="number" name="screen" min={1} max={999} defaultValue={screen + 1} className="w-28 rounded-lg border border-slate-300 p-2" />
          </label>
        </RawEditor>
      ) : open ? (
        <p className="text-slate-700">{t("studio.notEditable")}</p>
      ) : null}
      {preview ? <LessonScreenPreview preview={preview} isLive={live.state !== "idle" || Boolean(live.data)} /> : null}
      <ChangesSincePublished diff={page.diff} />
      <UnitHistory history={page.history} />
    </StudioFrame>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => [
  ...translatedSeo(args, { title: "studio.metaTitle", description: "studio.lessonIntro", keywords: "studio.metaKeywords" }),
  { name: "robots", content: "noindex" },
];
