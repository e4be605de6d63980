/**
 * The studio's raw editor for the other units (docs/studio.md): a glossary term's block, the exam
 * outline, and the other files of the course (course.yaml, the terminology list, the frames of the
 * banks and of the glossary), as text in a textarea, with the same workflow as a question or a lesson.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { ContentKind } from "../../../db/schema";
import { noStoreHeaders, privatePageHeaders } from "~/auth/permissions.server";
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
import { readRawForm } from "~/studio/lesson-form.server";
import { openReportTotal } from "~/studio/reports.server";

export const handle = pageHandle({ audience: "admin", crawl: false });

const rawKinds = ["glossary", "outline", "file"] as const satisfies readonly ContentKind[];
/** The kind in the URL, when it is one this editor takes ("" otherwise: no unit has it, so a 404). */
const kindOf = (value: string | undefined): ContentKind | null => ((rawKinds as readonly string[]).includes(value ?? "") ? (value as ContentKind) : null);

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireStudio(request, context, "author");
  const language = requireRouteLanguage(params);
  const kind = kindOf(params.kind);
  if (!kind) throw data({ message: "Not found" }, { status: 404 });
  const page = await editorData(context, user, language, kind, params["*"] ?? "");
  return data(
    { ...page, openReports: await openReportTotal(context.db), translations: pickTranslations(language, ["studio", "languages"], studioFrameI18n) },
    { headers: noStoreHeaders },
  );
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireStudio(request, context, "author");
  const language = requireRouteLanguage(params);
  const form = await readForm(request);
  // An unknown kind reads as a unit nobody has: the editor's 404, in the editor's language.
  return editorAction(
    { request, context, user, language, form },
    { kind: kindOf(params.kind) ?? ("none" as ContentKind), itemId: params["*"] ?? "" },
    readRawForm,
    () => ({}),
  );
}

export const headers = privatePageHeaders;

export default function UnitEditor() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const t = useT();
  const open = page.open;
  const kept = answer && "texts" in answer ? answer.texts : null;
  const texts = kept ? { en: kept.en, es: open?.esText === null ? null : kept.es } : { en: open?.enText ?? "", es: open?.esText ?? null };
  const revision = answer && "conflict" in answer && answer.conflict ? answer.conflict.revision : (open?.revision ?? 0);
  const errors = (answer && "fieldErrors" in answer ? answer.fieldErrors : {}) as Record<string, string>;
  const published = page.published;

  return (
    <StudioFrame
      viewer={page.viewer}
      title={t("studio.unitHeading", { kind: t(`studio.kinds.${page.unit.kind}`), id: page.unit.itemId })}
      intro={<p>{t("studio.unitIntro")}</p>}
      current="units"
      openReports={page.openReports}
    >
      <EditorRefusal
        alert={answer && "alert" in answer ? answer.alert : null}
        conflict={answer && "conflict" in answer ? answer.conflict : null}
        problems={answer && "problems" in answer ? answer.problems : []}
      />
      <WorkflowPanel publishedVersion={published?.version ?? null} open={open} canReview={page.canReview} noteError={errors.note} />
      {open?.state === "draft" ? (
        <RawEditor
          key={`${open.id}-${revision}`}
          versionId={open.id}
          revision={revision}
          texts={texts}
          errors={errors}
          hasSpanish={open.esText !== null}
          withPreview={false}
        />
      ) : (
        <section aria-labelledby="text-heading" className="grid gap-2">
          <h2 id="text-heading" className="text-xl font-semibold text-slate-900">
            {t("studio.currentText")}
          </h2>
          <pre className="max-h-[32rem] overflow-auto whitespace-pre-wrap rounded-lg border border-slate-200 p-3 text-sm">{(open ?? published)?.enText}</pre>
        </section>
      )}
      <ChangesSincePublished diff={page.diff} />
      <UnitHistory history={page.history} />
    </StudioFrame>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => [
  ...translatedSeo(args, { title: "studio.metaTitle", description: "studio.unitIntro", keywords: "studio.metaKeywords" }),
  { name: "robots", content: "noindex" },
];
