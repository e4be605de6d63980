/**
 * What the studio's three editors share (docs/studio.md): the page's data (the unit, its published
 * and open versions, the diff between them, the history) and the action's steps (start a draft,
 * save, send for review, approve or send back, discard, publish). Each editor says only how its
 * form becomes the unit's two texts. Every refusal is the form protocol's failure in the editor's
 * language with what was typed kept whole (`texts`), never a 500.
 */
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import type { ContentKind } from "../../db/schema";
import { staffViewer } from "~/auth/roles";
import { redirectWithToast } from "~/http/flash.server";
import { translatedToast } from "~/http/translated-toast.server";
import { createTranslate, type TranslationKey } from "~/i18n/translate";
import { dictionaries } from "~/locales";
import { localizePath, type Language } from "~/i18n/languages";
import { formatDateTime } from "~/platform/time/date-formats";
import type { StudioUser } from "./access.server";
import { lineDiff } from "./diff";
import { maxNoteLength, unitPath } from "./paths";
import { publishApproved } from "./publish.server";
import {
  discardDraft,
  mayApprove,
  reviewVersion,
  saveDraft,
  startDraft,
  submitForReview,
  unitDetail,
  type ContentVersion,
  type StepResult,
} from "./versions.server";
import { twinLanguage } from "./studio-values";

const editorFormId = "studio-editor";

/** The editor's data, or a 404 for a unit the studio does not have. */
export async function editorData(context: AppLoadContext, user: StudioUser, language: Language, kind: ContentKind, itemId: string) {
  const detail = await unitDetail(context.db, kind, itemId);
  if (!detail) throw data({ message: "Not found" }, { status: 404 });
  const published = detail.published?.version ?? null;
  const openRow = detail.open;
  const open = openRow
    ? {
        id: openRow.version.id,
        version: openRow.version.version,
        state: openRow.version.state,
        revision: openRow.version.revision,
        enText: openRow.version.enText,
        esText: openRow.version.esText,
        author: openRow.authorEmail,
        editor: openRow.editorEmail,
        reviewer: openRow.reviewerEmail,
        reviewNote: openRow.version.reviewNote,
        updatedAt: formatDateTime(openRow.version.updatedAt, language),
        mayApprove: mayApprove(user, openRow.version),
      }
    : null;
  const diff =
    published && open
      ? {
          en: lineDiff(published.enText, open.enText),
          es: published.esText !== null || open.esText !== null ? lineDiff(published.esText ?? "", open.esText ?? "") : null,
        }
      : null;
  return {
    viewer: { ...staffViewer(user), studio: true },
    canReview: user.canReview,
    unit: { kind, itemId, moduleId: (published ?? openRow?.version)?.moduleId ?? null },
    published: published ? { version: published.version, enText: published.enText, esText: published.esText } : null,
    open,
    diff,
    history: detail.history.map((row) => ({
      version: row.version.version,
      state: row.version.state,
      origin: row.version.origin,
      author: row.authorEmail,
      reviewer: row.reviewerEmail,
      reviewNote: row.version.reviewNote,
      updatedAt: formatDateTime(row.version.updatedAt, language),
      publishedAt: row.version.publishedAt ? formatDateTime(row.version.publishedAt, language) : null,
    })),
  };
}

export type EditorData = Awaited<ReturnType<typeof editorData>>;

/** What an editor's form gives: the unit's two texts, or its field messages (translation keys). */
export type ReadTexts = { ok: true; enText: string; esText: string | null } | { ok: false; fieldErrors: Record<string, TranslationKey> };

type Kept = { en: string; es: string; fields: Record<string, string> };

/** A build rule's name in the editor's language (`studioRules.<rule>`), or null when the dictionary has none. */
function ruleName(language: Language, rule: string): string | null {
  const names = (dictionaries[language] as unknown as { studioRules?: Record<string, unknown> }).studioRules;
  const name = names?.[rule];
  return typeof name === "string" ? name : null;
}

type Problem = { rule: string; file: string; message: string };

/** The action's answer to a refusal: the failure shape, plus what was typed (whole), the other person's text after a conflict, the build's problems after a refused publish. */
function refuse(
  language: Language,
  status: number,
  description: TranslationKey,
  kept: Kept,
  extra: {
    fieldErrors?: Record<string, TranslationKey>;
    conflict?: { enText: string; esText: string | null; revision: number; editor: string | null };
    problems?: Problem[];
  } = {},
) {
  const t = createTranslate(dictionaries[language]);
  const fieldErrors = Object.fromEntries(Object.entries(extra.fieldErrors ?? {}).map(([name, key]) => [name, t(key)]));
  const repopulateFields = Object.fromEntries(
    Object.entries({ ...kept.fields, en: kept.en, es: kept.es }).map(([name, value]) => [name, value.slice(0, 5000)]),
  );
  const problems = (extra.problems ?? []).slice(0, 100).map((problem) => ({ ...problem, ruleName: ruleName(language, problem.rule) ?? problem.message }));
  return data(
    {
      formId: editorFormId,
      alert: translatedToast(language, "error", { title: "studio.refusedTitle", description }),
      fieldErrors,
      repopulateFields,
      texts: kept,
      conflict: extra.conflict ?? null,
      problems,
      preview: null as unknown,
    },
    { status },
  );
}

const refusalText: Record<"not-found" | "conflict" | "state" | "own", TranslationKey> = {
  "not-found": "studio.notFoundText",
  conflict: "studio.conflictText",
  state: "studio.stateChangedText",
  own: "studio.ownVersionText",
};

const doneText = {
  start: "studio.startedText",
  save: "studio.savedText",
  submit: "studio.submittedText",
  approve: "studio.approvedText",
  "send-back": "studio.sentBackText",
  discard: "studio.discardedText",
  publish: "studio.publishedText",
} as const satisfies Record<string, TranslationKey>;

type Intent = keyof typeof doneText;

const intOf = (value: FormDataEntryValue | null) => (typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : null);
const textOf = (value: FormDataEntryValue | null) => (typeof value === "string" ? value.replace(/\r\n/g, "\n") : "");

/**
 * One post to an editor: the intent's step, then back to the editor with a toast. `readTexts` turns
 * the form into the unit's texts (only a save needs them). `preview` answers intent=preview.
 */
export async function editorAction(
  { request, context, user, language, form }: { request: Request; context: AppLoadContext; user: StudioUser; language: Language; form: FormData },
  unit: { kind: ContentKind; itemId: string },
  readTexts: (form: FormData, open: ContentVersion) => ReadTexts,
  keptFields: (form: FormData) => Record<string, string>,
  preview?: (form: FormData) => unknown,
) {
  const kept: Kept = { en: textOf(form.get("en")), es: textOf(form.get(twinLanguage)), fields: keptFields(form) };
  const intent = String(form.get("intent") ?? "");
  if (intent === "preview" && preview) {
    return data({
      formId: editorFormId,
      preview: preview(form),
      texts: kept,
      conflict: null,
      problems: [] as Problem[],
      alert: null,
      fieldErrors: {},
      repopulateFields: {},
    });
  }
  if (!(intent in doneText)) return refuse(language, 400, "studio.unknownStepText", kept);
  const step = { context, request, user };
  const here = localizePath(unitPath(unit.kind, unit.itemId), language);
  const detail = await unitDetail(context.db, unit.kind, unit.itemId);
  if (!detail) return refuse(language, 404, "studio.notFoundText", kept);

  let result: StepResult;
  if (intent === "start") {
    result = await startDraft(step, unit.kind, unit.itemId);
  } else {
    const versionId = String(form.get("versionId") ?? "");
    const revision = intOf(form.get("revision"));
    const open = detail.open?.version;
    if (!open || open.id !== versionId || revision === null) return refuse(language, 409, "studio.stateChangedText", kept);
    if (intent === "save") {
      const texts = readTexts(form, open);
      if (!texts.ok) return refuse(language, 422, "studio.checkText", kept, { fieldErrors: texts.fieldErrors });
      result = await saveDraft(step, { versionId, revision, enText: texts.enText, esText: texts.esText });
      if (!result.ok && result.reason === "conflict" && result.current) return conflictAnswer(language, kept, result.current, detail);
    } else if (intent === "submit") {
      result = await submitForReview(step, { versionId, revision });
    } else if (intent === "approve" || intent === "send-back") {
      const note = textOf(form.get("note")).trim();
      if (!user.canReview) return refuse(language, 403, "studio.reviewerOnlyText", kept);
      if (note.length > maxNoteLength) return refuse(language, 422, "studio.checkText", kept, { fieldErrors: { note: "studio.noteTooLong" } });
      if (intent === "send-back" && note === "") return refuse(language, 422, "studio.checkText", kept, { fieldErrors: { note: "studio.noteRequired" } });
      result = await reviewVersion(step, { versionId, revision, decision: intent, note });
    } else if (intent === "discard") {
      result = await discardDraft(step, { versionId, revision });
    } else {
      if (open.state !== "approved" || open.revision !== revision) return refuse(language, 409, "studio.stateChangedText", kept);
      const published = await publishApproved(context, request, user, [open.id]);
      if (!published.ok && published.reason === "state") return refuse(language, 409, "studio.stateChangedText", kept);
      if (!published.ok) return refuse(language, 422, "studio.publishRefusedText", kept, { problems: published.problems });
      result = { ok: true, version: open };
    }
  }
  if (!result.ok) return refuse(language, result.reason === "not-found" ? 404 : 409, refusalText[result.reason], kept);
  const toast = translatedToast(language, "success", { title: "studio.doneTitle", description: doneText[intent as Intent] });
  return redirectWithToast(request, context.env, here, toast);
}

/** "Someone changed this since you opened it": both texts, and the revision to save over theirs on purpose. */
function conflictAnswer(language: Language, kept: Kept, current: ContentVersion, detail: NonNullable<Awaited<ReturnType<typeof unitDetail>>>) {
  const editor = detail.history.find((row) => row.version.id === current.id)?.editorEmail ?? null;
  return refuse(language, 409, "studio.conflictText", kept, {
    conflict: { enText: current.enText, esText: current.esText, revision: current.revision, editor },
  });
}
