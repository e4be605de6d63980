import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { PasswordField } from "~/components/auth/password-field";
import { Form } from "~/forms/form";
import { useFormReply } from "~/components/forms/form-answer";
import { PageTextLinks } from "~/components/auth/auth-page";
import { ForgotPasswordLink, i18n as forgotPasswordLinkI18n } from "~/components/auth/forgot-password-link";
import { NewPasswordFields, i18n as newPasswordFieldsI18n } from "~/components/auth/new-password-fields";
import { SignInReason } from "~/components/auth/sign-in-reason";
import { SuccessCard } from "~/components/auth/success-card";
import { PasskeySignIn, i18n as passkeyI18n } from "~/components/auth/passkey-ceremony";
import { CheckboxField, SubmitButton, TextField, i18n as fieldsI18n } from "~/components/forms/fields";
import { protocolFields } from "~/forms/hidden-fields";
import { readForm } from "~/forms/read-form";
import { answerLogin, answerRegistration } from "~/auth/account-answers.server";
import { accountFieldLimits, loginSchema, registrationSchema } from "~/auth/auth-schemas";
import { noStoreHeaders, privatePageHeaders } from "~/auth/permissions.server";
import { readSessionState } from "~/auth/session.server";
import { destinationAfterLogin, safeReturnPath } from "~/http/return-path";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { translatedSeo } from "~/site/seo";
import { pageHandle } from "~/site/pages";

type AuthTab = "login" | "register";
const loginFormId = "login";
const registerFormId = "register";

export const handle = pageHandle({ audience: "auth", crawl: false });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const language = requireRouteLanguage(params);
  const url = new URL(request.url);
  // Someone already signed in has nothing to do here: on to where they were going, or their account.
  const { user } = await readSessionState(request, context);
  if (user) throw redirect(destinationAfterLogin(safeReturnPath(url.searchParams.get("returnTo")), "/account", language), { headers: noStoreHeaders });
  const tab: AuthTab = url.searchParams.get("tab") === "register" ? "register" : "login";
  return data(
    {
      translations: pickTranslations(language, ["auth"], forgotPasswordLinkI18n, newPasswordFieldsI18n, fieldsI18n, passkeyI18n),
      tab,
      returnTo: safeReturnPath(url.searchParams.get("returnTo")),
    },
    { headers: noStoreHeaders },
  );
}

/** One action, two forms: `intent` says which. The form is read once, here. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const language = requireRouteLanguage(params);
  const form = await readForm(request);
  if (form.get(protocolFields.intent) === "register") return answerRegistration(request, context, form, { formId: registerFormId, language });
  // A login goes straight on to returnTo (no success card), with JavaScript or without.
  const success = { title: "auth.loginSuccessTitle", description: "auth.loginSuccessText" } as const;
  return answerLogin(request, context, form, { formId: loginFormId, language, scope: "user", fallback: "/", success, showsSuccessCard: false });
}

export const headers = privatePageHeaders;

export default function AuthPage() {
  const { tab, returnTo } = useLoaderData<typeof loader>();
  const t = useT();
  const localize = useLocalizePath();
  const registration = useFormReply(registerFormId);
  const tabHref = (target: AuthTab) => {
    const params = new URLSearchParams();
    if (target === "register") params.set("tab", "register");
    if (returnTo) params.set("returnTo", returnTo);
    const search = params.toString();
    return `${localize("/auth")}${search ? `?${search}` : ""}`;
  };
  const hiddenFields: Record<string, string> = returnTo ? { [protocolFields.returnTo]: returnTo } : {};

  return (
    <section aria-labelledby="auth-title" className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <h1 id="auth-title" className="text-3xl font-bold text-slate-900">
        {t("auth.heading")}
      </h1>
      <p className="mt-2 text-slate-600">{t("auth.intro")}</p>

      {registration?.ok ? (
        <div className="mt-8">
          <SuccessCard toast={registration.toast} redirectTo={registration.redirectTo} linkLabel={t("auth.userLogin")} />
        </div>
      ) : (
        <>
          {returnTo ? <SignInReason text={t("auth.signInToContinue")} /> : null}
          {/* Tabs are links (URL state), so they work without JavaScript and can be linked to. */}
          <nav aria-label={t("auth.tabsLabel")} className="mt-8 grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1">
            {(["login", "register"] as const).map((target) => (
              <Link
                key={target}
                to={tabHref(target)}
                replace
                preventScrollReset
                aria-current={tab === target ? "page" : undefined}
                className="inline-flex min-h-11 items-center justify-center rounded-md text-sm font-semibold text-slate-700 hover:text-brand-700 aria-[current=page]:bg-white aria-[current=page]:text-brand-800 aria-[current=page]:shadow-sm"
              >
                {t(target === "login" ? "auth.loginTab" : "auth.registerTab")}
              </Link>
            ))}
          </nav>
          <div className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            {tab === "login" ? <LoginForm hiddenFields={hiddenFields} /> : <RegisterForm hiddenFields={hiddenFields} />}
          </div>
          {tab === "login" ? (
            <div className="mt-4">
              <PasskeySignIn scope="user" returnTo={returnTo} />
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

function LoginForm({ hiddenFields }: { hiddenFields: Record<string, string> }) {
  const t = useT();
  return (
    <Form resetAfterSubmit formId={loginFormId} schema={loginSchema} intent="login" hiddenFields={hiddenFields} className="grid gap-4">
      <TextField formId={loginFormId} name="email" type="email" label={t("forms.email")} isRequired maxLength={accountFieldLimits.email} autoComplete="email" />
      <PasswordField formId={loginFormId} name="password" label={t("auth.password")} autoComplete="current-password" />
      <SubmitButton label={t("auth.login")} busyLabel={t("auth.loggingIn")} className="w-full" />
      <ForgotPasswordLink />
    </Form>
  );
}

function RegisterForm({ hiddenFields }: { hiddenFields: Record<string, string> }) {
  const t = useT();
  return (
    <Form resetAfterSubmit formId={registerFormId} schema={registrationSchema} intent="register" hiddenFields={hiddenFields} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          formId={registerFormId}
          name="firstName"
          label={t("forms.firstName")}
          isRequired
          maxLength={accountFieldLimits.name}
          autoComplete="given-name"
        />
        <TextField formId={registerFormId} name="lastName" label={t("forms.lastName")} maxLength={accountFieldLimits.name} autoComplete="family-name" />
      </div>
      <TextField
        formId={registerFormId}
        name="email"
        type="email"
        label={t("forms.email")}
        isRequired
        maxLength={accountFieldLimits.email}
        autoComplete="email"
      />
      <NewPasswordFields formId={registerFormId} passwordLabel={t("auth.password")} />
      <div>
        <CheckboxField formId={registerFormId} name="terms" label={t("auth.terms")} isRequired />
        <PageTextLinks
          className="mt-2 pl-8"
          links={[
            { path: "/terms", label: "footer.terms" },
            { path: "/privacy", label: "footer.privacy" },
          ]}
        />
      </div>
      <SubmitButton label={t("auth.createAccount")} busyLabel={t("auth.creatingAccount")} className="w-full" />
    </Form>
  );
}

export const meta: MetaFunction<typeof loader> = (args) =>
  translatedSeo(args, { title: "auth.meta.title", description: "auth.meta.description", keywords: "auth.meta.keywords" });
