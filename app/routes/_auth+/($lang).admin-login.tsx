import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { PasswordField } from "~/components/auth/password-field";
import { Form } from "~/forms/form";
import { useFormReply } from "~/components/forms/form-answer";
import { ForgotPasswordLink, i18n as forgotPasswordLinkI18n } from "~/components/auth/forgot-password-link";
import { SignInReason } from "~/components/auth/sign-in-reason";
import { SuccessCard } from "~/components/auth/success-card";
import { PasskeySignIn, i18n as passkeyI18n } from "~/components/auth/passkey-ceremony";
import { SubmitButton, TextField, i18n as fieldsI18n } from "~/components/forms/fields";
import { protocolFields } from "~/forms/hidden-fields";
import { readForm } from "~/forms/read-form";
import { isStaff } from "~/auth/roles";
import { answerLogin } from "~/auth/account-answers.server";
import { accountFieldLimits, loginSchema } from "~/auth/auth-schemas";
import { noStoreHeaders, privatePageHeaders } from "~/auth/permissions.server";
import { readSessionState } from "~/auth/session.server";
import { destinationAfterLogin, safeReturnPath } from "~/http/return-path";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { translatedSeo } from "~/site/seo";
import { pageHandle } from "~/site/pages";

const formId = "admin-login";

export const handle = pageHandle({ audience: "auth", crawl: false });

/** Staff already signed in go to /admin (or where they were going) at once; /admin sends an instructor on to the course manager. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const language = requireRouteLanguage(params);
  const returnTo = safeReturnPath(new URL(request.url).searchParams.get("returnTo"));
  const { user } = await readSessionState(request, context);
  if (user && isStaff(user.role)) throw redirect(destinationAfterLogin(returnTo, "/admin", language), { headers: noStoreHeaders });
  return data({ translations: pickTranslations(language, ["auth"], forgotPasswordLinkI18n, fieldsI18n, passkeyI18n), returnTo }, { headers: noStoreHeaders });
}

/** Only staff (admins, instructors) get in; anyone else (unknown e-mail, wrong password, a regular account) gets the same 'Access Denied'. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const language = requireRouteLanguage(params);
  return answerLogin(request, context, await readForm(request), {
    formId,
    language,
    scope: "admin",
    fallback: "/admin",
    success: { title: "auth.loginSuccessTitle", description: "auth.adminSuccessText" },
    showsSuccessCard: true,
    messages: { wrongCredentials: { title: "auth.accessDeniedTitle", description: "auth.accessDeniedText" } },
  });
}

export const headers = privatePageHeaders;

/**
 * After a successful login with JavaScript this page shows its success card for 2 s; re-running
 * the loader then would see the new admin session and leave at once (it redirects admins).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  actionResult && typeof actionResult === "object" && "ok" in actionResult && actionResult.ok ? false : defaultShouldRevalidate;

export default function AdminLogin() {
  const { returnTo } = useLoaderData<typeof loader>();
  const t = useT();
  const localize = useLocalizePath();
  const answer = useFormReply(formId);

  return (
    <section aria-labelledby="admin-login-title" className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <h1 id="admin-login-title" className="text-3xl font-bold text-slate-900">
        {t("auth.adminHeading")}
      </h1>
      <p className="mt-2 text-slate-600">{t("auth.adminIntro")}</p>
      {returnTo && !answer?.ok ? <SignInReason text={t("auth.staffSignInToContinue")} /> : null}
      <div className="mt-8">
        {answer?.ok ? (
          <SuccessCard toast={answer.toast} redirectTo={answer.redirectTo} linkLabel={t("auth.goToAdmin")} redirectingText={t("auth.adminRedirecting")} />
        ) : (
          <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <Form
              resetAfterSubmit
              formId={formId}
              schema={loginSchema}
              hiddenFields={returnTo ? { [protocolFields.returnTo]: returnTo } : {}}
              className="grid gap-4"
            >
              <TextField
                formId={formId}
                name="email"
                type="email"
                label={t("forms.email")}
                isRequired
                maxLength={accountFieldLimits.email}
                autoComplete="username"
              />
              <PasswordField formId={formId} name="password" label={t("auth.password")} autoComplete="current-password" />
              <SubmitButton label={t("auth.adminSubmit")} busyLabel={t("auth.loggingIn")} className="w-full" />
              <ForgotPasswordLink />
            </Form>
            <div className="mt-4">
              <PasskeySignIn scope="admin" returnTo={returnTo} />
            </div>
          </div>
        )}
      </div>
      <p className="mt-6 text-sm text-slate-600">
        {t("auth.notAdmin")}{" "}
        <Link to={localize("/auth")} className="font-semibold text-brand-700 underline hover:text-brand-900">
          {t("auth.userLogin")}
        </Link>
      </p>
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = (args) =>
  translatedSeo(args, { title: "auth.adminMeta.title", description: "auth.adminMeta.description", keywords: "auth.adminMeta.keywords" });
