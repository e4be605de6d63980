import { data, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { AdminShell, i18n as adminShellI18n } from "~/components/admin/admin-shell";
import { PasswordField } from "~/components/auth/password-field";
import { Form } from "~/forms/form";
import { SubmitButton, TextField, i18n as fieldsI18n } from "~/components/forms/fields";
import { formatTime } from "~/platform/time/date-formats";
import { recordAudit } from "~/platform/audit-log.server";
import { formFailure, parseForm } from "~/forms/protocol.server";
import { readForm } from "~/forms/read-form";
import { accountFieldLimits, createAdminSchema, fieldProblemMessage, masterPasswordSchema } from "~/auth/auth-schemas";
import { inviteAdmin, resendAdminInvitation, revokeAdminInvitation } from "~/auth/invitations.server";
import { checkMasterPassword, isMasterPasswordVerified, markMasterPasswordVerified } from "~/auth/master-password.server";
import { noStoreHeaders, privatePageHeaders, requireAdmin } from "~/auth/permissions.server";
import { commitUserSession, readSessionState, type UserSession } from "~/auth/session.server";
import type { AccountUser } from "~/auth/users.server";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { localizePath, type Language } from "~/i18n/languages";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { translatedSeo } from "~/site/seo";
import { redirectWithToast } from "~/http/flash.server";
import type { ToastMessage } from "~/http/toast";
import { translatedToast } from "~/http/translated-toast.server";
import { pageHandle } from "~/site/pages";

const verifyFormId = "master-password";
const createFormId = "create-admin";

export const handle = pageHandle({ audience: "admin", crawl: false });

/** Stage 1 verifies the master password; stage 2 (for 15 minutes) invites admins. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const language = requireRouteLanguage(params);
  const { session } = await readSessionState(request, context);
  const verifiedUntil = isMasterPasswordVerified(session) ? session?.get("masterPasswordVerifiedUntil") : undefined;
  return data(
    {
      translations: pickTranslations(language, ["admin"], adminShellI18n, fieldsI18n),
      admin: { email: admin.email },
      verifiedUntil: verifiedUntil ? formatTime(verifiedUntil, language) : null,
    },
    { headers: noStoreHeaders },
  );
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const language = requireRouteLanguage(params);
  const form = await readForm(request);
  const { session } = await readSessionState(request, context);
  const accessPath = localizePath("/admin-access", language);

  const intent = form.get("intent");
  if (intent === "resend-invite" || intent === "revoke-invite") return invitationAction(request, context, language, admin, form, session);

  if (intent === "verify") {
    const parsed = await parseForm(form, masterPasswordSchema);
    const refusal = translatedToast(language, "error", { title: "admin.access.verificationFailedTitle", description: "admin.access.verificationFailedText" });
    if (!parsed.ok) return formFailure({ formId: verifyFormId, alert: refusal, status: 422, fieldErrors: parsed.fieldErrors });
    const result = await checkMasterPassword(request, context, admin.id, parsed.data.masterPassword);
    if (result.kind === "rate-limited") {
      const tooMany = translatedToast(language, "error", { title: "admin.access.verificationFailedTitle", description: "admin.access.tooManyText" });
      return formFailure({ formId: verifyFormId, alert: tooMany, status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } });
    }
    if (result.kind === "wrong" || !session) {
      await recordAudit(context, request, admin, "master_password.refused");
      return formFailure({ formId: verifyFormId, alert: refusal, status: 401 });
    }
    const until = markMasterPasswordVerified(session);
    await recordAudit(context, request, admin, "master_password.verified", "", { until: new Date(until).toISOString() });
    const headers = new Headers({ "Set-Cookie": await commitUserSession(request, context, session) });
    const toast = translatedToast(language, "success", { title: "admin.access.verifiedTitle", description: "admin.access.verifiedText" });
    return redirectWithToast(request, context.env, accessPath, toast, { headers });
  }

  // Creating an admin: only while the master password counts as verified (checked again here).
  if (!isMasterPasswordVerified(session)) {
    const toast = translatedToast(language, "error", { title: "admin.access.creationFailedTitle", description: "admin.access.verifyIntro" });
    return redirectWithToast(request, context.env, accessPath, toast);
  }
  const parsed = await parseForm(form, createAdminSchema);
  const { kept } = parsed;
  if (!parsed.ok) {
    const message = fieldProblemMessage(parsed.fieldErrors, { title: "admin.access.creationFailedTitle", description: "auth.requiredFieldsText" });
    return formFailure({ formId: createFormId, alert: translatedToast(language, "error", message), status: 422, fieldErrors: parsed.fieldErrors, kept });
  }

  let creation;
  try {
    creation = await inviteAdmin(context, request, parsed.data, language, admin);
  } catch (error) {
    console.error(JSON.stringify({ level: "error", event: "admin_creation_failed", message: String(error) }));
    const failure = translatedToast(language, "error", { title: "admin.access.creationFailedTitle", description: "admin.access.creationFailedText" });
    return formFailure({ formId: createFormId, alert: failure, status: 503, kept });
  }
  if (creation.kind === "already-admin") {
    const failure = translatedToast(
      language,
      "error",
      { title: "admin.access.creationFailedTitle", description: "admin.access.alreadyAdminText" },
      { email: creation.user.email },
    );
    return formFailure({ formId: createFormId, alert: failure, status: 409, kept });
  }

  await recordAudit(context, request, admin, "admin.create", creation.user.email);
  return backToAccounts(request, context, language, { title: "admin.access.createdTitle", description: "admin.access.createdText" }, creation.user.email);
}

/** Back to the Accounts tab, which lists the pending invitation: to whom it went and until when, never its link (decision 032). */
function backToAccounts(request: Request, context: AppLoadContext, language: Language, message: ToastMessage, email: string) {
  const toast = translatedToast(language, "success", message, { email });
  return redirectWithToast(request, context.env, `${localizePath("/admin", language)}?tab=accounts`, toast);
}

/** The Accounts tab's buttons for a pending invitation: a new link (behind the master password, like creating), or none. */
async function invitationAction(
  request: Request,
  context: AppLoadContext,
  language: Language,
  admin: AccountUser,
  form: FormData,
  session: UserSession | null,
) {
  const intent = form.get("intent");
  const userId = form.get("userId");
  const accountsTab = `${localizePath("/admin", language)}?tab=accounts`;
  if (typeof userId !== "string" || userId.length > 64)
    return redirectWithToast(request, context.env, accountsTab, translatedToast(language, "error", { title: "errors.title", description: "errors.text" }));
  if (intent === "revoke-invite") {
    const wasPending = await revokeAdminInvitation(context, userId);
    if (wasPending) await recordAudit(context, request, admin, "admin.invite_revoke", userId);
    const toast = translatedToast(language, "success", { title: "admin.accounts.invitationRevokedTitle", description: "admin.accounts.invitationRevokedText" });
    return redirectWithToast(request, context.env, accountsTab, toast);
  }
  if (!isMasterPasswordVerified(session)) {
    const toast = translatedToast(language, "error", { title: "admin.access.creationFailedTitle", description: "admin.access.verifyIntro" });
    return redirectWithToast(request, context.env, localizePath("/admin-access", language), toast);
  }
  const resent = await resendAdminInvitation(context, request, userId, language, admin);
  if (!resent) {
    const toast = translatedToast(language, "error", {
      title: "admin.accounts.noPendingInvitationTitle",
      description: "admin.accounts.noPendingInvitationText",
    });
    return redirectWithToast(request, context.env, accountsTab, toast);
  }
  await recordAudit(context, request, admin, "admin.invite_resend", resent.user.email);
  return backToAccounts(
    request,
    context,
    language,
    { title: "admin.accounts.invitationResentTitle", description: "admin.accounts.invitationResentText" },
    resent.user.email,
  );
}

export const headers = privatePageHeaders;

export default function AdminAccess() {
  const { admin, verifiedUntil } = useLoaderData<typeof loader>();
  const t = useT();
  const localize = useLocalizePath();

  return (
    <AdminShell email={admin.email} title={t("admin.access.heading")}>
      <div className="max-w-xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        {verifiedUntil ? (
          <>
            <p className="rounded-md bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900">
              {t("admin.access.verifiedUntil", { time: verifiedUntil })}
            </p>
            <p className="mt-4 text-slate-600">{t("admin.access.createIntro")}</p>
            <Form resetAfterSubmit formId={createFormId} schema={createAdminSchema} intent="create" className="mt-6 grid gap-4">
              <TextField
                formId={createFormId}
                name="email"
                type="email"
                label={t("forms.email")}
                isRequired
                maxLength={accountFieldLimits.email}
                autoComplete="off"
              />
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  formId={createFormId}
                  name="firstName"
                  label={t("forms.firstName")}
                  isRequired
                  maxLength={accountFieldLimits.name}
                  autoComplete="off"
                />
                <TextField
                  formId={createFormId}
                  name="lastName"
                  label={t("forms.lastName")}
                  isRequired
                  maxLength={accountFieldLimits.name}
                  autoComplete="off"
                />
              </div>
              <SubmitButton label={t("admin.access.create")} busyLabel={t("admin.access.creating")} className="w-full sm:w-fit" />
            </Form>
          </>
        ) : (
          <>
            <h2 className="text-xl font-bold text-slate-900">{t("admin.access.verifyHeading")}</h2>
            <p className="mt-1 text-slate-600">{t("admin.access.verifyIntro")}</p>
            <Form resetAfterSubmit formId={verifyFormId} schema={masterPasswordSchema} intent="verify" className="mt-6 grid gap-4">
              <PasswordField formId={verifyFormId} name="masterPassword" label={t("admin.access.masterPassword")} autoComplete="off" />
              <SubmitButton label={t("admin.access.verify")} busyLabel={t("admin.access.verifying")} className="w-full sm:w-fit" />
            </Form>
          </>
        )}
      </div>
      <Link to={localize("/admin")} className="mt-6 inline-flex min-h-11 items-center font-semibold text-brand-700 underline hover:text-brand-900">
        {t("admin.access.backToDashboard")}
      </Link>
    </AdminShell>
  );
}

export const meta: MetaFunction<typeof loader> = (args) =>
  translatedSeo(args, { title: "admin.access.meta.title", description: "admin.access.meta.description", keywords: "admin.access.meta.keywords" });
