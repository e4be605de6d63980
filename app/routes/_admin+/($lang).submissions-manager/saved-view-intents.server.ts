/**
 * The submissions manager's saved views (decision 053): saving the view shown under a name (the one
 * form protocol: a name to fix comes back with its message and what was typed, with JavaScript and
 * without) and deleting one (a button: back to the view with a toast). Both are the signed-in
 * admin's own: the post never names whose view it is, and an id of another admin's view finds nothing.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { deleteViewIntent, saveViewFormId, saveViewIntent } from "~/admin/saved-view-names";
import { saveViewSchema } from "~/admin/saved-views";
import { deleteSavedView, saveView } from "~/admin/saved-views.server";
import { leadSearch, type LeadQuery } from "~/admin/lead-query";
import { formFailure, formSuccess, parseForm } from "~/forms/protocol.server";
import { isSentWithJavaScript } from "~/forms/read-form";
import { redirectWithToast } from "~/http/flash.server";
import type { ToastMessage } from "~/http/toast";
import { translatedToast } from "~/http/translated-toast.server";
import { localizePath, type Language } from "~/i18n/languages";
import type { TranslationKey } from "~/i18n/translate";

interface ViewPost {
  request: Request;
  context: AppLoadContext;
  adminId: string;
  language: Language;
  form: FormData;
  /** The view the post came from (re-parsed): what is saved, and where the answer goes back to. */
  view: LeadQuery;
}

const viewIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal(saveViewIntent) }),
  z.object({ intent: z.literal(deleteViewIntent), viewId: z.string().catch("") }),
]);

/** A saved-view post answered, or null when the post is about a lead (the manager's other intents). */
export async function runSavedViewPost(post: ViewPost) {
  const parsed = await parseForm(post.form, viewIntentSchema);
  if (!parsed.ok) return null;
  return parsed.data.intent === saveViewIntent ? saveViewPost(post) : deleteViewPost(parsed.data.viewId, post);
}

const backTo = ({ language, view }: ViewPost) => `${localizePath("/submissions-manager", language)}${leadSearch(view)}`;

function refuseName(post: ViewPost, message: TranslationKey, status: number, kept: Record<string, string>) {
  const alert = translatedToast(post.language, "error", { title: "forms.checkTitle", description: "forms.checkText" });
  return formFailure({ formId: saveViewFormId, alert, status, fieldErrors: { name: message }, kept });
}

async function saveViewPost(post: ViewPost) {
  const { request, context, adminId, language, form, view } = post;
  const parsed = await parseForm(form, saveViewSchema);
  if (!parsed.ok) {
    const alert = translatedToast(language, "error", { title: "forms.checkTitle", description: "forms.checkText" });
    return formFailure({ formId: saveViewFormId, alert, status: 422, fieldErrors: parsed.fieldErrors, kept: parsed.kept });
  }
  const outcome = await saveView(context.db, adminId, parsed.data.name, view);
  if (outcome === "taken") return refuseName(post, "submissions.savedViews.nameTaken", 409, parsed.kept);
  if (outcome === "full") return refuseName(post, "submissions.savedViews.tooMany", 409, parsed.kept);
  const toast = translatedToast(
    language,
    "success",
    { title: "submissions.savedViews.savedTitle", description: "submissions.savedViews.savedText" },
    { name: parsed.data.name },
  );
  return formSuccess(request, context, { formId: saveViewFormId, toast, redirectTo: backTo(post), isEnhanced: isSentWithJavaScript(form) });
}

async function deleteViewPost(viewId: string, post: ViewPost) {
  const { request, context, adminId, language } = post;
  const isDeleted = viewId !== "" && (await deleteSavedView(context.db, adminId, viewId));
  const message: ToastMessage = isDeleted
    ? { title: "submissions.savedViews.deletedTitle", description: "submissions.savedViews.deletedText" }
    : { title: "submissions.savedViews.notFoundTitle", description: "submissions.savedViews.notFoundText" };
  return redirectWithToast(request, context.env, backTo(post), translatedToast(language, isDeleted ? "success" : "error", message));
}
