import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { RecoveryCodes, i18n as recoveryCodesI18n } from "~/components/auth/recovery-codes";
import { AuthenticatorAppCard, PasskeysCard, i18n as securityI18n } from "~/components/auth/sign-in-security";
import { readForm } from "~/forms/read-form";
import { runSecurityIntent, type RecoveryCodesAnswer } from "~/auth/factor-intents.server";
import { noStoreHeaders, privatePageHeaders, requireUser } from "~/auth/permissions.server";
import { securityStateOf } from "~/auth/security-state.server";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { pageHandle } from "~/site/pages";
import { translatedSeo } from "~/site/seo";

export const handle = pageHandle({ audience: "account" });

/** An account's second factors (docs/decisions/062–064): the authenticator app, recovery codes, passkeys. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const language = requireRouteLanguage(params);
  return data(
    { translations: pickTranslations(language, securityI18n, recoveryCodesI18n), email: user.email, security: await securityStateOf(context, user, language) },
    { headers: noStoreHeaders },
  );
}

/** Each post names an intent (app/auth/factor-intents.server.ts); all act on the signed-in account only. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const language = requireRouteLanguage(params);
  return runSecurityIntent({ request, context, language, user, form: await readForm(request) });
}

export const headers = privatePageHeaders;

export default function SecurityPage() {
  const { email, security } = useLoaderData<typeof loader>();
  const answer = useActionData<RecoveryCodesAnswer | object>();
  const t = useT();
  const localize = useLocalizePath();
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-12 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold text-slate-900">{t("twoFactor.securityHeading")}</h1>
        <p className="mt-2 text-slate-600">{t("twoFactor.securityIntro")}</p>
        <Link to={localize("/account")} className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 underline hover:text-brand-900">
          {t("twoFactor.backToAccount")}
        </Link>
      </header>
      {answer && "recoveryCodes" in answer ? <RecoveryCodes codes={answer.recoveryCodes} email={email} next={answer.next} /> : null}
      <AuthenticatorAppCard state={security} returnTo={null} />
      <PasskeysCard state={security} returnTo={null} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => [
  ...translatedSeo(args, {
    title: "twoFactor.securityMeta.title",
    description: "twoFactor.securityMeta.description",
    keywords: "twoFactor.securityMeta.keywords",
  }),
  { name: "robots", content: "noindex" },
];
