/**
 * The studio's question editor (docs/studio.md): a question's fields in English and Spanish side by
 * side, saved as a draft (refused, both texts shown, when someone saved it since it was opened), a
 * preview as the student sees it, the changes since the published version, and the workflow
 * (review by a second person, publish). Works without JavaScript; with it, the preview follows the
 * typing.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { noStoreHeaders, privatePageHeaders } from "~/auth/permissions.server";
import { QuestionFields, QuestionPreview } from "~/components/studio/question-fields";
import { StudioFrame, i18n as studioFrameI18n } from "~/components/studio/studio-frame";
import { ChangesSincePublished, EditorRefusal, UnitHistory } from "~/components/studio/unit-record";
import { WorkflowPanel } from "~/components/studio/workflow-panel";
import { Button } from "~/components/ui/button";
import { readForm } from "~/forms/read-form";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { useT } from "~/i18n/use-t";
import { pageHandle } from "~/site/pages";
import { translatedSeo } from "~/site/seo";
import { requireStudio } from "~/studio/access.server";
import { editorAction, editorData } from "~/studio/editor.server";
import { postedQuestionValues, questionFormValues, questionOptions, readQuestionForm } from "~/studio/question-form.server";
import { ItemReportsLine } from "~/components/studio/item-reports";
import { openReportTotal } from "~/studio/reports.server";

export const handle = pageHandle({ audience: "admin", crawl: false });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireStudio(request, context, "author");
  const language = requireRouteLanguage(params);
  const page = await editorData(context, user, language, "question", params.id ?? "");
  const shown = page.open ?? page.published;
  const [openReports, itemReports] = await Promise.all([
    openReportTotal(context.db),
    openReportTotal(context.db, { kind: "question", itemId: page.unit.itemId }),
  ]);
  return data(
    {
      ...page,
      openReports,
      itemReports,
      translations: pickTranslations(language, ["studio", "languages"], studioFrameI18n),
      values: shown ? questionFormValues(shown.enText, shown.esText) : {},
      options: await questionOptions(context.db, language),
    },
    { headers: noStoreHeaders },
  );
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireStudio(request, context, "author");
  const language = requireRouteLanguage(params);
  const form = await readForm(request);
  const options = await questionOptions(context.db, language);
  const known = { topics: options.topics.map((topic) => topic.id), points: options.points.map((point) => point.id) };
  return editorAction(
    { request, context, user, language, form },
    { kind: "question", itemId: params.id ?? "" },
    (posted, open) => readQuestionForm(posted, open, known),
    postedQuestionValues,
    // The preview is drawn from the posted fields themselves (kept in the answer).
    () => null,
  );
}

export const headers = privatePageHeaders;

export default function QuestionEditor() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const t = useT();
  const kept = answer && "texts" in answer && answer.texts ? answer.texts.fields : null;
  const initial = kept && Object.keys(kept).length > 0 ? kept : page.values;
  const [values, setValues] = useState<Record<string, string>>(initial);
  const errors = (answer && "fieldErrors" in answer ? answer.fieldErrors : {}) as Record<string, string>;
  const open = page.open;
  const revision = answer && "conflict" in answer && answer.conflict ? answer.conflict.revision : open?.revision;
  const isEditable = open?.state === "draft";

  return (
    <StudioFrame
      viewer={page.viewer}
      title={t("studio.questionHeading", { id: page.unit.itemId })}
      intro={<p>{t("studio.questionIntro")}</p>}
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
      {isEditable && open ? (
        <Form
          method="post"
          key={`${open.id}-${revision}`}
          className="grid gap-6"
          onChange={(event) => setValues(Object.fromEntries([...new FormData(event.currentTarget)].map(([name, value]) => [name, String(value)])))}
        >
          <input type="hidden" name="versionId" value={open.id} />
          <input type="hidden" name="revision" value={revision} />
          <QuestionFields values={initial} errors={errors} topics={page.options.topics} points={page.options.points} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" name="intent" value="save" variant="solid">
              {t("studio.save")}
            </Button>
            <Button type="submit" name="intent" value="preview" variant="secondary">
              {t("studio.preview")}
            </Button>
          </div>
        </Form>
      ) : open ? (
        <p className="text-slate-700">{t("studio.notEditable")}</p>
      ) : null}
      <QuestionPreview values={isEditable ? values : page.values} />
      <ChangesSincePublished diff={page.diff} />
      <UnitHistory history={page.history} />
    </StudioFrame>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => [
  ...translatedSeo(args, { title: "studio.metaTitle", description: "studio.questionIntro", keywords: "studio.metaKeywords" }),
  { name: "robots", content: "noindex" },
];
