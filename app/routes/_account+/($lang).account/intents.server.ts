import type { AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { recordAudit } from "~/platform/audit-log.server";
import { setNewsletterSubscription } from "~/auth/account-area.server";
import { sendVerificationLink } from "~/auth/account-emails.server";
import { checkSignedInPassword } from "~/auth/password-check.server";
import { refusalOfCheck } from "~/auth/account-answers.server";
import { formFailure, parseForm } from "~/forms/protocol.server";
import { changePasswordSchema, deleteAccountSchema, fieldProblemMessage, profileSchema } from "~/auth/auth-schemas";
import { hashPassword } from "~/auth/password-hash.server";
import { endOtherSessions, endUserSession, readSessionState } from "~/auth/session.server";
import { deleteAccount, setPasswordHash, updateProfile, type AccountUser } from "~/auth/users.server";
import { localizePath, type Language } from "~/i18n/languages";
import { redirectWithToast } from "~/http/flash.server";
import type { ToastMessage } from "~/http/toast";
import { translatedToast } from "~/http/translated-toast.server";
import { accountFormIds } from "./panels";
import { licenceChecklistFormId, licenceChecklistIntent, licenceChecklistSchema, reminderSettingsIntent } from "~/school/licence-checklist-form";
import { saveChecklist, setReminders } from "~/school/licence-checklist.server";
import { assignUnassignedLearners } from "~/school/instructors.server";
import { reminderSettingsFormId, reminderSettingsSchema } from "~/school/reminder-settings-form";
import { passwordProblem, passwordRefusal } from "~/auth/password-policy.server";

/** What one post to the account area asks for. Each intent's own fields are parsed by its form's schema. */
const intentSchema = z.object({
  intent: z.enum(["profile", "change-password", "resend-verification", "newsletter", "delete", licenceChecklistIntent, reminderSettingsIntent]),
});

export interface AccountRequest {
  request: Request;
  context: AppLoadContext;
  language: Language;
  user: AccountUser;
  form: FormData;
}

export async function runAccountIntent(args: AccountRequest) {
  const parsed = await parseForm(args.form, intentSchema);
  if (!parsed.ok) return backToAccount(args, "error", { title: "errors.title", description: "errors.text" });
  switch (parsed.data.intent) {
    case "profile":
      return saveProfile(args);
    case "change-password":
      return changePassword(args);
    case "resend-verification":
      return resendVerification(args);
    case "newsletter":
      return changeNewsletter(args);
    case "delete":
      return removeAccount(args);
    case licenceChecklistIntent:
      return saveLicenceChecklist(args);
    case reminderSettingsIntent:
      return saveReminderSettings(args);
  }
}

function backToAccount({ request, context, language }: AccountRequest, kind: "success" | "error", message: ToastMessage) {
  return redirectWithToast(request, context.env, localizePath("/account", language), translatedToast(language, kind, message));
}

async function saveProfile(args: AccountRequest) {
  const { request, context, language, user, form } = args;
  const parsed = await parseForm(form, profileSchema);
  if (!parsed.ok) {
    const alert = translatedToast(language, "error", { title: "forms.checkTitle", description: "forms.checkText" });
    return formFailure({ formId: accountFormIds.profile, alert, status: 422, fieldErrors: parsed.fieldErrors, kept: parsed.kept });
  }
  await updateProfile(context.db, user.id, parsed.data);
  await recordAudit(context, request, user, "account.profile", user.email);
  return backToAccount(args, "success", { title: "account.profileSavedTitle", description: "account.profileSavedText" });
}

/** The current password, counted on this account alone: strangers' login guesses never refuse it (decision 034). */
function confirmPassword(args: AccountRequest, password: string, purpose: "change-password" | "delete-account", formId: string) {
  return refusalOfCheck(checkSignedInPassword(args.context, args.user, password, purpose), {
    formId,
    language: args.language,
    messages: {
      wrongCredentials: { title: "account.wrongPasswordTitle", description: "account.wrongPasswordText" },
      rateLimited: { title: "auth.rateLimitedTitle", description: "account.passwordTriesLimitedText" },
    },
  });
}

async function changePassword(args: AccountRequest) {
  const { request, context, language, user, form } = args;
  const parsed = await parseForm(form, changePasswordSchema);
  if (!parsed.ok) {
    const alert = translatedToast(
      language,
      "error",
      fieldProblemMessage(parsed.fieldErrors, { title: "auth.missingTitle", description: "auth.requiredFieldsText" }),
    );
    return formFailure({ formId: accountFormIds.password, alert, status: 422, fieldErrors: parsed.fieldErrors });
  }
  const refused = await confirmPassword(args, parsed.data.currentPassword, "change-password", accountFormIds.password);
  if (refused) return refused;
  const problem = await passwordProblem(context, parsed.data.password, user.role);
  if (problem) return passwordRefusal({ formId: accountFormIds.password, language, problem });
  await setPasswordHash(context.db, user.id, await hashPassword(parsed.data.password));
  // Anyone else who was signed in with the old password is signed out; this session stays.
  const { session } = await readSessionState(request, context);
  await endOtherSessions(context.db, user.id, session?.id ?? "");
  await recordAudit(context, request, user, "account.password_change", user.email);
  return backToAccount(args, "success", { title: "account.passwordChangedTitle", description: "account.passwordChangedText" });
}

async function resendVerification(args: AccountRequest) {
  const { request, context, user } = args;
  if (user.emailVerifiedAt === null) {
    await sendVerificationLink(context, request, { id: user.id, email: user.email, firstName: user.firstName, language: user.language });
  }
  return backToAccount(args, "success", { title: "account.verificationSentTitle", description: "account.verificationSentText" });
}

async function changeNewsletter(args: AccountRequest) {
  const { request, context, user, form } = args;
  if (user.emailVerifiedAt === null) return backToAccount(args, "error", { title: "account.notVerifiedTitle", description: "account.notVerifiedText" });
  const isSubscribing = form.get("subscribe") === "yes";
  await setNewsletterSubscription(context.db, user.email, isSubscribing, user.language);
  await recordAudit(context, request, user, "account.newsletter", user.email, { subscribed: isSubscribing });
  return backToAccount(
    args,
    "success",
    isSubscribing
      ? { title: "account.subscribedTitle", description: "account.subscribedText" }
      : { title: "account.unsubscribedTitle", description: "account.unsubscribedText" },
  );
}

async function removeAccount(args: AccountRequest) {
  const { request, context, language, user, form } = args;
  const parsed = await parseForm(form, deleteAccountSchema);
  if (!parsed.ok) {
    const alert = translatedToast(language, "error", { title: "auth.missingTitle", description: "account.deletePasswordNeeded" });
    return formFailure({ formId: accountFormIds.delete, alert, status: 422, fieldErrors: parsed.fieldErrors });
  }
  const refused = await confirmPassword(args, parsed.data.password, "delete-account", accountFormIds.delete);
  if (refused) return refused;
  const { session } = await readSessionState(request, context);
  // Its sessions and one-time links go with it: signed out everywhere. The last admin is refused
  // by the DELETE itself, never by a count read first (decision 028).
  if (!(await deleteAccount(context.db, user.id))) {
    const alert = translatedToast(language, "error", { title: "account.deleteRefusedTitle", description: "account.lastAdminText" });
    return formFailure({ formId: accountFormIds.delete, alert, status: 409 });
  }
  // An instructor's learners lost their instructor with the account (ON DELETE SET NULL): the others take them (docs/decisions/045).
  if (user.role === "instructor") await assignUnassignedLearners(context.db);
  const headers = new Headers();
  if (session) headers.append("Set-Cookie", await endUserSession(request, context, session));
  await recordAudit(context, request, user, "account.delete", user.email);
  return redirectWithToast(
    request,
    context.env,
    localizePath("/", language),
    translatedToast(language, "success", { title: "account.deletedTitle", description: "account.deletedText" }),
    { headers },
  );
}

/** Back to the checklist itself, with the toast. */
function backToChecklist({ request, context, language }: AccountRequest, kind: "success" | "error", message: ToastMessage) {
  return redirectWithToast(request, context.env, `${localizePath("/account", language)}#licence-checklist-heading`, translatedToast(language, kind, message));
}

/** The signed-in account's own checklist: the form never names whose it is. */
async function saveLicenceChecklist(args: AccountRequest) {
  const { context, language, user, form } = args;
  const parsed = await parseForm(form, licenceChecklistSchema);
  if (!parsed.ok) {
    const alert = translatedToast(language, "error", { title: "forms.checkTitle", description: "forms.checkText" });
    return formFailure({ formId: licenceChecklistFormId, alert, status: 422, fieldErrors: parsed.fieldErrors, kept: parsed.kept });
  }
  await saveChecklist(context.db, user.id, parsed.data);
  return backToChecklist(args, "success", { title: "licenceChecklist.savedTitle", description: "licenceChecklist.savedText" });
}

/** Which reminder kinds the account's proven address gets. */
async function saveReminderSettings(args: AccountRequest) {
  const { context, language, user, form } = args;
  if (user.emailVerifiedAt === null)
    return backToChecklist(args, "error", { title: "account.notVerifiedTitle", description: "licenceChecklist.needsVerification" });
  const parsed = await parseForm(form, reminderSettingsSchema);
  if (!parsed.ok) {
    const alert = translatedToast(language, "error", { title: "forms.checkTitle", description: "forms.checkText" });
    return formFailure({ formId: reminderSettingsFormId, alert, status: 422, fieldErrors: parsed.fieldErrors, kept: parsed.kept });
  }
  await setReminders(context.db, user.email, parsed.data);
  return backToChecklist(args, "success", { title: "licenceChecklist.remindersSavedTitle", description: "licenceChecklist.remindersSavedText" });
}
