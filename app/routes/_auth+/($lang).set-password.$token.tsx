import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { i18n as fieldsI18n } from "~/components/forms/fields";
import { OneTimeLinkPage } from "~/components/auth/auth-page";
import { NewPasswordFields, i18n as newPasswordFieldsI18n } from "~/components/auth/new-password-fields";
import { recordAudit } from "~/platform/audit-log.server";
import { findTokenAccount } from "~/auth/account-tokens.server";
import { clearLoginGuard, trustThisBrowser } from "~/auth/login-throttle.server";
import { formFailure, parseForm } from "~/forms/protocol.server";
import { readForm } from "~/forms/read-form";
import { fieldProblemMessage, setPasswordSchema } from "~/auth/auth-schemas";
import { redeemPasswordLink } from "~/auth/invitations.server";
import { passwordProblem, passwordRefusal } from "~/auth/password-policy.server";
import { noStoreHeaders, privatePageHeaders } from "~/auth/permissions.server";
import { findSignedInUser, findUserById } from "~/auth/users.server";
import { startUserSession } from "~/auth/session.server";
import { twoFactorSetupPath } from "~/auth/two-factor-paths";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { localizePath } from "~/i18n/languages";
import { useT } from "~/i18n/use-t";
import { translatedSeo } from "~/site/seo";
import { redirectWithToast } from "~/http/flash.server";
import { translatedToast } from "~/http/translated-toast.server";
import { pageHandle } from "~/site/pages";
import { isStaff } from "~/auth/roles";

const formId = "set-password";

export const handle = pageHandle({ audience: "auth", crawl: false });

/**
 * The page behind a one-time set-password link (decisions 015, 018): an admin invitation or a
 * password reset. Using it sets the password, proves the address and ends every session.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const language = requireRouteLanguage(params);
  const token = params.token ?? "";
  const invitation = await findTokenAccount(context.db, token, "admin-invite");
  const account = invitation ?? (await findTokenAccount(context.db, token, "reset-password"));
  return data(
    {
      translations: pickTranslations(language, ["auth"], newPasswordFieldsI18n, fieldsI18n),
      email: account?.email ?? null,
      isInvitation: invitation !== undefined,
      // An invitee becomes an admin: the longer password is asked for (docs/decisions/066).
      isForAdmin: invitation !== undefined || account?.role === "admin",
    },
    // An unusable link is a 404; either way the page is never cached or indexed.
    { status: account ? 200 : 404, headers: noStoreHeaders },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const language = requireRouteLanguage(params);
  const parsed = await parseForm(await readForm(request), setPasswordSchema);
  if (!parsed.ok) {
    const message = fieldProblemMessage(parsed.fieldErrors, { title: "auth.missingTitle", description: "auth.requiredFieldsText" });
    return formFailure({ formId, alert: translatedToast(language, "error", message), status: 422, fieldErrors: parsed.fieldErrors });
  }
  const invalidLink = () =>
    formFailure({ formId, alert: translatedToast(language, "error", { title: "auth.invalidLinkTitle", description: "auth.invalidLinkText" }), status: 410 });
  // The link first (a dead one says so, whatever the password), then the policy for the account's
  // role once the link is used: an invitation makes an admin.
  const token = params.token ?? "";
  const invitation = await findTokenAccount(context.db, token, "admin-invite");
  const account = invitation ?? (await findTokenAccount(context.db, token, "reset-password"));
  if (!account) return invalidLink();
  const problem = await passwordProblem(context, parsed.data.password, invitation ? "admin" : account.role);
  if (problem) return passwordRefusal({ formId, language, problem });
  const used = await redeemPasswordLink(context, token, parsed.data.password);
  if (!used) return invalidLink();
  await clearLoginGuard(context, used.email);
  const user = await findUserById(context.db, used.userId);
  if (user) await recordAudit(context, request, user, used.kind === "invitation" ? "admin.invitation_accepted" : "account.password_reset", user.email);
  // The link proved the inbox: this browser's logins are no longer refused by the account's guard (decision 034).
  const headers = new Headers({ "Set-Cookie": await trustThisBrowser(request, context, used.email) });
  // An invited admin sets up a second factor as part of accepting (docs/decisions/063): signed in by
  // the link (the inbox, and the password just chosen), straight to the set-up, then to the panel.
  if (used.kind === "invitation" && user && !(await findSignedInUser(context.db, user.id))?.hasSecondFactor) {
    headers.append("Set-Cookie", await startUserSession(request, context, user.id, "link"));
    const toast = translatedToast(language, "success", { title: "auth.passwordSavedTitle", description: "twoFactor.invitationNextText" });
    return redirectWithToast(request, context.env, twoFactorSetupPath(language, localizePath("/admin", language)), toast, { headers });
  }
  const toast = translatedToast(language, "success", { title: "auth.passwordSavedTitle", description: "auth.passwordSavedText" });
  return redirectWithToast(request, context.env, localizePath(isStaff(used.role) ? "/admin-login" : "/auth", language), toast, { headers });
}

export const headers = privatePageHeaders;

export default function SetPassword() {
  const { email, isInvitation, isForAdmin } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <OneTimeLinkPage
      id="set-password-title"
      heading={t("auth.setPasswordHeading")}
      intro={email ? t(isInvitation ? "auth.setPasswordIntro" : "auth.resetPasswordIntro", { email }) : null}
      form={{ formId, schema: setPasswordSchema, submitLabel: t("auth.savePassword"), busyLabel: t("auth.savingPassword") }}
      fields={<NewPasswordFields formId={formId} passwordLabel={t("auth.newPassword")} isForAdmin={isForAdmin} />}
      invalid={{ text: t("auth.invalidLinkText"), path: "/forgot-password", label: t("auth.requestNewLink") }}
    />
  );
}

export const meta: MetaFunction<typeof loader> = (args) => [
  ...translatedSeo(args, { title: "auth.setPasswordMeta.title", description: "auth.setPasswordMeta.description", keywords: "auth.setPasswordMeta.keywords" }),
  { name: "robots", content: "noindex" },
];
