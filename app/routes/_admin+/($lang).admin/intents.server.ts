/**
 * The admin panel's posts: each names an `intent`, parsed with its fields by one zod union and
 * handled by one function that ends in a redirect with a toast: the Security tab's revoke button,
 * the Accounts tab's confirmed removal of another admin's rights, giving or taking back the
 * instructor role, and the course studio permission.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { adminTabHref } from "~/admin/admin-tabs";
import { parseForm } from "~/forms/protocol.server";
import { isSentWithJavaScript, readForm } from "~/forms/read-form";
import { recordAudit } from "~/platform/audit-log.server";
import { endUserSession, listActiveSessions, readSessionState, revokeSession, sessionHandle } from "~/auth/session.server";
import { findUserById, removeAdminRole, setInstructorRole, type AccountUser } from "~/auth/users.server";
import { setStudioPermission } from "~/studio/access.server";
import { assignUnassignedLearners, handOverLearnersOf } from "~/school/instructors.server";
import { localizePath, type Language } from "~/i18n/languages";
import { redirectWithToast } from "~/http/flash.server";
import { translatedToast } from "~/http/translated-toast.server";

const adminIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("revoke-session"), session: z.string() }),
  // `confirmed` comes only from the confirmation step's button: a stray post changes nothing.
  z.object({ intent: z.literal("remove-admin"), userId: z.string().min(1).max(64), confirmed: z.literal("yes") }),
  z.object({ intent: z.literal("make-instructor"), userId: z.string().min(1).max(64) }),
  z.object({ intent: z.literal("remove-instructor"), userId: z.string().min(1).max(64) }),
  z.object({ intent: z.literal("set-studio"), userId: z.string().min(1).max(64), studio: z.enum(["none", "author", "reviewer"]) }),
]);
export type AdminIntent = z.infer<typeof adminIntentSchema>;

/** A post to the panel, read once: its intent with its fields (or the failure), and whether it came through JavaScript. */
export async function readAdminPost(request: Request) {
  const form = await readForm(request);
  return { intent: await parseForm(form, adminIntentSchema), isEnhanced: isSentWithJavaScript(form) };
}

interface IntentArgs {
  request: Request;
  context: AppLoadContext;
  admin: AccountUser;
  language: Language;
  isEnhanced?: boolean;
}

const securityTab = (language: Language) => adminTabHref(localizePath("/admin", language), "security");

/** A post that names no known intent, or lacks its fields: back to the Security tab with an error. */
export function refuseIntent({ request, context, language }: IntentArgs) {
  return redirectWithToast(
    request,
    context.env,
    securityTab(language),
    translatedToast(language, "error", { title: "errors.title", description: "errors.text" }),
  );
}

/** Revokes one of the admin's own sessions, by its handle. Revoking the session in use signs out, like Logout. */
async function revokeSessionIntent({ session: handle }: Extract<AdminIntent, { intent: "revoke-session" }>, { request, context, admin, language }: IntentArgs) {
  const { session } = await readSessionState(request, context);
  const sessions = await listActiveSessions(context.db, admin.id);
  let target: string | undefined;
  for (const row of sessions) if ((await sessionHandle(row.id)) === handle) target = row.id;
  if (target) {
    await revokeSession(context.db, admin.id, target);
    await recordAudit(context, request, admin, "session.revoke", admin.email, { current: target === session?.id });
  }
  if (target && session && target === session.id) {
    const headers = new Headers({ "Set-Cookie": await endUserSession(request, context, session) });
    const toast = translatedToast(language, "success", { title: "admin.loggedOutTitle", description: "admin.loggedOutText" });
    return redirectWithToast(request, context.env, localizePath("/admin-login", language), toast, { headers });
  }
  return redirectWithToast(
    request,
    context.env,
    securityTab(language),
    translatedToast(language, "success", { title: "admin.security.revokedTitle", description: "admin.security.revokedText" }),
  );
}

const accountsTab = (language: Language) => adminTabHref(localizePath("/admin", language), "accounts");

/**
 * Removes another admin's rights. Roles are read from the database on every request, so the
 * account's open sessions lose their admin powers with this update. The update itself refuses the
 * admin's own account and the last admin (`removeAdminRole`).
 */
async function removeAdminIntent({ userId }: Extract<AdminIntent, { intent: "remove-admin" }>, { request, context, admin, language }: IntentArgs) {
  const target = await findUserById(context.db, userId);
  const removed = target ? await removeAdminRole(context.db, target.id, admin.id) : false;
  if (!target || !removed) {
    const description = target?.id === admin.id ? "admin.accounts.removeSelfRefused" : "admin.accounts.removeRefusedText";
    return redirectWithToast(
      request,
      context.env,
      accountsTab(language),
      translatedToast(language, "error", { title: "admin.accounts.removeRefusedTitle", description }),
    );
  }
  await recordAudit(context, request, admin, "admin.demote", target.email, { userId: target.id });
  const toast = translatedToast(
    language,
    "success",
    { title: "admin.accounts.removedTitle", description: "admin.accounts.removedText" },
    { email: target.email },
  );
  return redirectWithToast(request, context.env, accountsTab(language), toast);
}

/** Gives or takes back the instructor role (docs/decisions/045); the update refuses any other account. */
async function instructorRoleIntent(
  { intent, userId }: Extract<AdminIntent, { intent: "make-instructor" | "remove-instructor" }>,
  { request, context, admin, language }: IntentArgs,
) {
  const instructor = intent === "make-instructor";
  const target = await findUserById(context.db, userId);
  const changed = target ? await setInstructorRole(context.db, target.id, instructor) : false;
  if (!target || !changed) {
    return redirectWithToast(
      request,
      context.env,
      accountsTab(language),
      translatedToast(language, "error", { title: "admin.accounts.instructorRefusedTitle", description: "admin.accounts.instructorRefusedText" }),
    );
  }
  // No learner waits unseen: a new instructor takes those without one; a former one's go to the others (docs/decisions/045).
  const learnersAssigned = instructor ? await assignUnassignedLearners(context.db) : await handOverLearnersOf(context.db, target.id);
  await recordAudit(context, request, admin, instructor ? "instructor.grant" : "instructor.revoke", target.email, { userId: target.id, learnersAssigned });
  const toast = instructor
    ? translatedToast(
        language,
        "success",
        { title: "admin.accounts.instructorAddedTitle", description: "admin.accounts.instructorAddedText" },
        { email: target.email },
      )
    : translatedToast(
        language,
        "success",
        { title: "admin.accounts.instructorRemovedTitle", description: "admin.accounts.instructorRemovedText" },
        { email: target.email },
      );
  return redirectWithToast(request, context.env, accountsTab(language), toast);
}

/** Gives or takes back the course studio permission of an admin or an instructor (docs/studio.md); audited with its from and to. */
async function studioPermissionIntent({ userId, studio }: Extract<AdminIntent, { intent: "set-studio" }>, { request, context, admin, language }: IntentArgs) {
  const to = studio === "none" ? null : studio;
  const before = await setStudioPermission(context.db, userId, to);
  if (!before) {
    return redirectWithToast(
      request,
      context.env,
      accountsTab(language),
      translatedToast(language, "error", { title: "admin.accounts.studioRefusedTitle", description: "admin.accounts.studioRefusedText" }),
    );
  }
  await recordAudit(context, request, admin, "studio.permission", before.email, { userId, from: before.studio, to });
  const toast = translatedToast(
    language,
    "success",
    { title: "admin.accounts.studioChangedTitle", description: "admin.accounts.studioChangedText" },
    { email: before.email },
  );
  return redirectWithToast(request, context.env, accountsTab(language), toast);
}

export function runAdminIntent(intent: AdminIntent, args: IntentArgs) {
  switch (intent.intent) {
    case "revoke-session":
      return revokeSessionIntent(intent, args);
    case "remove-admin":
      return removeAdminIntent(intent, args);
    case "make-instructor":
    case "remove-instructor":
      return instructorRoleIntent(intent, args);
    case "set-studio":
      return studioPermissionIntent(intent, args);
  }
}
