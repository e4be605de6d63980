import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { SuccessCard } from "~/components/auth/success-card";
import { useFormReply } from "~/components/forms/form-answer";
import { AuthPage } from "~/components/auth/auth-page";
import { PasskeySignIn, i18n as passkeyI18n } from "~/components/auth/passkey-ceremony";
import { SubmitButton, TextField, i18n as fieldsI18n } from "~/components/forms/fields";
import { Form } from "~/forms/form";
import { readForm } from "~/forms/read-form";
import { noStoreHeaders, privatePageHeaders } from "~/auth/permissions.server";
import { answerSecondStep, secondStepState } from "~/auth/second-step.server";
import { factorFormIds, secondFactorCodeSchema } from "~/auth/two-factor-schemas";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { pageHandle } from "~/site/pages";
import { translatedSeo } from "~/site/seo";

export const handle = pageHandle({ audience: "auth", crawl: false });

/** A constant of a client-safe module: a `.server` module's exports do not reach the browser. */
const secondStepFormId = factorFormIds.secondStep;

/**
 * The second step of signing in (docs/decisions/062): only a browser that has just typed a right
 * password for an account with a second factor is in it; anyone else is told to sign in.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const language = requireRouteLanguage(params);
  const state = await secondStepState(request, context);
  return data({ translations: pickTranslations(language, ["auth", "twoFactor"], fieldsI18n, passkeyI18n), ...state }, { headers: noStoreHeaders });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const language = requireRouteLanguage(params);
  return answerSecondStep(request, context, await readForm(request), language);
}

export const headers = privatePageHeaders;

/** After an admin's right code with JavaScript the success card shows for 2 s; the step is over, so the loader need not run again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  actionResult && typeof actionResult === "object" && "ok" in actionResult && actionResult.ok ? false : defaultShouldRevalidate;

export default function SecondStep() {
  const { isPending, scope, returnTo } = useLoaderData<typeof loader>();
  const answer = useFormReply(secondStepFormId);
  const t = useT();
  const localize = useLocalizePath();
  const loginPath = localize(scope === "admin" ? "/admin-login" : "/auth");
  const linkClass = "font-semibold text-brand-700 underline hover:text-brand-900";
  return (
    <AuthPage id="second-step-title" heading={t("twoFactor.stepHeading")}>
      {answer?.ok ? (
        <div className="mt-8">
          <SuccessCard toast={answer.toast} redirectTo={answer.redirectTo} linkLabel={t("auth.goToAdmin")} redirectingText={t("auth.adminRedirecting")} />
        </div>
      ) : isPending ? (
        <>
          <p className="mt-2 text-slate-600">{t("twoFactor.stepIntro")}</p>
          <div className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <Form resetAfterSubmit formId={secondStepFormId} schema={secondFactorCodeSchema} className="grid gap-4">
              <TextField
                formId={secondStepFormId}
                name="code"
                label={t("twoFactor.codeLabel")}
                hint={t("twoFactor.codeHint")}
                isRequired
                maxLength={24}
                autoComplete="one-time-code"
              />
              <SubmitButton label={t("twoFactor.verify")} busyLabel={t("twoFactor.verifying")} className="w-full" />
            </Form>
            <p className="my-4 text-center text-sm text-slate-600">{t("passkeys.orDivider")}</p>
            <PasskeySignIn scope={scope} returnTo={returnTo} />
          </div>
          <p className="mt-6 text-sm text-slate-600">
            {t("twoFactor.lostBoth")} {/* The home page's contact form (a dialog is URL state: it opens without JavaScript too). */}
            <Link to={`${localize("/")}?dialog=contact`} className={linkClass}>
              {t("twoFactor.contactUs")}
            </Link>
          </p>
          <p className="mt-3 text-sm">
            <Link to={loginPath} className={linkClass}>
              {t("twoFactor.startAgain")}
            </Link>
          </p>
        </>
      ) : (
        <>
          <p className="mt-2 text-slate-600">{t("twoFactor.noStepText")}</p>
          <p className="mt-6 flex flex-wrap gap-4 text-sm">
            <Link to={localize("/auth")} className={linkClass}>
              {t("auth.login")}
            </Link>
            <Link to={localize("/admin-login")} className={linkClass}>
              {t("auth.adminHeading")}
            </Link>
          </p>
        </>
      )}
    </AuthPage>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => [
  ...translatedSeo(args, { title: "twoFactor.stepMeta.title", description: "twoFactor.stepMeta.description", keywords: "twoFactor.stepMeta.keywords" }),
  { name: "robots", content: "noindex" },
];
