/**
 * The Settings tab's posts (docs/decisions/065-site-settings-and-notice-routing.md): the
 * organisation's contact, where new-lead notices go, and the signed-in admin's own e-mails. They
 * post to this tab (`/admin?index&tab=settings`), so a refusal shows beside its fields on the tab
 * itself, in the page's language, with what was typed, with JavaScript (the fetcher's answer) and
 * without (the page again, 422). A success answers the one form protocol's way: data for the
 * fetcher, or a redirect back to the tab with the toast. The guard is the action's (route.tsx).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { adminTabHref } from "~/admin/admin-tabs";
import { saveAdminNotifications } from "~/admin/admin-notifications.server";
import type { AccountUser } from "~/auth/users.server";
import { formFailure, formSuccess, parseForm, type ParsedForm } from "~/forms/protocol.server";
import { isSentWithJavaScript, readForm } from "~/forms/read-form";
import { redirectWithToast } from "~/http/flash.server";
import { translatedToast } from "~/http/translated-toast.server";
import { localizePath, type Language } from "~/i18n/languages";
import {
  contactFormId,
  contactIntent,
  contactSchema,
  noticesFormId,
  noticesIntent,
  noticesSchema,
  notificationsFormId,
  notificationsIntent,
  notificationsSchema,
  routingFromForm,
} from "~/site/site-settings";
import { readSiteSettings, saveContact, saveLeadNoticeRouting } from "~/site/site-settings.server";

interface SettingsPost {
  request: Request;
  context: AppLoadContext;
  admin: AccountUser;
  language: Language;
  form: FormData;
}

const settingsIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal(contactIntent) }),
  z.object({ intent: z.literal(noticesIntent) }),
  z.object({ intent: z.literal(notificationsIntent) }),
]);

const settingsTab = (language: Language) => adminTabHref(localizePath("/admin", language), "settings");

/** A post to the Settings tab, answered. A post naming none of its forms goes back to the tab with an error. */
export async function runSettingsPost({ request, context, admin, language }: Omit<SettingsPost, "form">) {
  const form = await readForm(request);
  const intent = await parseForm(form, settingsIntentSchema);
  const post = { request, context, admin, language, form };
  if (!intent.ok) {
    return redirectWithToast(
      request,
      context.env,
      settingsTab(language),
      translatedToast(language, "error", { title: "siteSettings.unknownTitle", description: "siteSettings.unknownText" }),
    );
  }
  switch (intent.data.intent) {
    case contactIntent:
      return contactPost(post);
    case noticesIntent:
      return noticesPost(post);
    case notificationsIntent:
      return notificationsPost(post);
  }
}

/** Fields to fix: each message beside its field, what was typed put back. */
function refuse(formId: string, { language }: SettingsPost, parsed: Extract<ParsedForm<unknown>, { ok: false }>) {
  const alert = translatedToast(language, "error", { title: "siteSettings.checkTitle", description: "siteSettings.checkText" });
  return formFailure({ formId, alert, status: 422, fieldErrors: parsed.fieldErrors, kept: parsed.kept });
}

function saved(post: SettingsPost, formId: string, toast: ReturnType<typeof translatedToast>) {
  return formSuccess(post.request, post.context, { formId, toast, redirectTo: settingsTab(post.language), isEnhanced: isSentWithJavaScript(post.form) });
}

async function contactPost(post: SettingsPost) {
  const { request, context, admin, language, form } = post;
  const parsed = await parseForm(form, contactSchema);
  if (!parsed.ok) return refuse(contactFormId, post, parsed);
  const changed = await saveContact(context, request, admin, { email: parsed.data.contactEmail, phone: parsed.data.contactPhone });
  const contact = changed || (await readSiteSettings(context)).contact;
  const toast = translatedToast(
    language,
    "success",
    { title: "siteSettings.contact.savedTitle", description: "siteSettings.contact.savedText" },
    { email: contact.email, phone: contact.phone },
  );
  return saved(post, contactFormId, toast);
}

async function noticesPost(post: SettingsPost) {
  const { request, context, admin, language, form } = post;
  const parsed = await parseForm(form, noticesSchema);
  if (!parsed.ok) return refuse(noticesFormId, post, parsed);
  await saveLeadNoticeRouting(context, request, admin, routingFromForm(parsed.data));
  return saved(
    post,
    noticesFormId,
    translatedToast(language, "success", { title: "siteSettings.notices.savedTitle", description: "siteSettings.notices.savedText" }),
  );
}

async function notificationsPost(post: SettingsPost) {
  const { request, context, admin, language, form } = post;
  const parsed = await parseForm(form, notificationsSchema);
  if (!parsed.ok) return refuse(notificationsFormId, post, parsed);
  await saveAdminNotifications(context, request, admin, parsed.data);
  return saved(
    post,
    notificationsFormId,
    translatedToast(language, "success", { title: "siteSettings.notifications.savedTitle", description: "siteSettings.notifications.savedText" }),
  );
}
