import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form as PostForm, Link, useActionData, useLoaderData } from "@remix-run/react";
import { SubmitButton, TextField, i18n as fieldsI18n } from "~/components/forms/fields";
import { RecoveryCodes, i18n as recoveryCodesI18n } from "~/components/auth/recovery-codes";
import { Button } from "~/components/ui/button";
import { Form } from "~/forms/form";
import { protocolFields } from "~/forms/hidden-fields";
import { readForm } from "~/forms/read-form";
import { runTotpSetupIntent, type RecoveryCodesAnswer } from "~/auth/factor-intents.server";
import { noStoreHeaders, privatePageHeaders, requireUser } from "~/auth/permissions.server";
import { qrCodeDataUrl } from "~/auth/qr-code.server";
import { readSessionState } from "~/auth/session.server";
import { mustHaveSecondFactor } from "~/auth/roles";
import { securityPagePath } from "~/auth/two-factor-paths";
import { factorFormIds, totpSetupCodeSchema } from "~/auth/two-factor-schemas";
import { totpSetupOf, totpStateOf } from "~/auth/two-factor.server";
import { safeReturnPath } from "~/http/return-path";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { pageHandle } from "~/site/pages";
import { translatedSeo } from "~/site/seo";

export const handle = pageHandle({ audience: "account" });

/**
 * Setting up an authenticator app (docs/decisions/062): for any signed-in account; an admin without
 * a second factor is sent here before any admin page opens (decision 063), so it takes only a
 * signed-in account. The secret shows (as a QR code and as text) only while its set-up waits for
 * its first code.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const language = requireRouteLanguage(params);
  const { session, hasSecondFactor } = await readSessionState(request, context);
  const state = await totpStateOf(context.db, user.id);
  const setup = state.isOn || !session?.id ? null : await totpSetupOf(context, user, session.id);
  return data(
    {
      translations: pickTranslations(language, ["twoFactor"], fieldsI18n, recoveryCodesI18n),
      email: user.email,
      isOn: state.isOn,
      // Staff without a factor were sent here to set one up (docs/decisions/063, 074): the page says why.
      requiredFor: mustHaveSecondFactor(user.role) && !hasSecondFactor ? (user.role === "instructor" ? ("instructor" as const) : ("admin" as const)) : null,
      setup: setup ? { qrCode: qrCodeDataUrl(setup.uri), secret: setup.secret.replace(/(.{4})(?=.)/g, "$1 ") } : null,
      returnTo: safeReturnPath(new URL(request.url).searchParams.get("returnTo")),
    },
    { headers: noStoreHeaders },
  );
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const language = requireRouteLanguage(params);
  return runTotpSetupIntent({ request, context, language, user, form: await readForm(request) });
}

export const headers = privatePageHeaders;

export default function TwoFactorSetup() {
  const { email, isOn, requiredFor, setup, returnTo } = useLoaderData<typeof loader>();
  const answer = useActionData<RecoveryCodesAnswer | object>();
  const t = useT();
  const localize = useLocalizePath();
  const hiddenFields: Record<string, string> = returnTo ? { [protocolFields.returnTo]: returnTo } : {};
  const linkClass = "font-semibold text-brand-700 underline hover:text-brand-900";

  if (answer && "recoveryCodes" in answer) {
    return (
      <div className="mx-auto grid max-w-2xl gap-6 px-4 py-12">
        <h1 className="text-3xl font-bold text-slate-900">{t("twoFactor.onTitle")}</h1>
        <RecoveryCodes codes={answer.recoveryCodes} email={email} next={answer.next} />
      </div>
    );
  }
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-12">
      <header>
        <h1 className="text-3xl font-bold text-slate-900">{t("twoFactor.setupHeading")}</h1>
        <p className="mt-2 text-slate-600">{t("twoFactor.setupIntro")}</p>
      </header>
      {requiredFor ? (
        <p role="note" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          {t(requiredFor === "instructor" ? "twoFactor.instructorRequiredNote" : "twoFactor.adminRequiredNote")}
        </p>
      ) : null}
      {isOn ? (
        <p className="text-slate-700">{t("twoFactor.alreadyOnPage")}</p>
      ) : setup ? (
        <section aria-labelledby="scan-title" className="grid gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 id="scan-title" className="text-lg font-semibold text-slate-900">
            {t("twoFactor.scanStep")}
          </h2>
          <img src={setup.qrCode} alt={t("twoFactor.qrAlt")} width={264} height={264} className="h-auto w-56 max-w-full self-center justify-self-center" />
          <p className="text-sm text-slate-700">{t("twoFactor.manualKey")}</p>
          <p className="rounded-md bg-slate-100 px-3 py-2 text-center font-mono text-lg tracking-wider text-slate-900" data-testid="totp-secret">
            {setup.secret}
          </p>
          <h2 className="mt-2 text-lg font-semibold text-slate-900">{t("twoFactor.confirmStep")}</h2>
          <Form resetAfterSubmit formId={factorFormIds.setup} schema={totpSetupCodeSchema} intent="confirm" hiddenFields={hiddenFields} className="grid gap-4">
            <TextField
              formId={factorFormIds.setup}
              name="code"
              label={t("twoFactor.codeLabel")}
              isRequired
              maxLength={7}
              autoComplete="one-time-code"
              inputMode="numeric"
            />
            <SubmitButton label={t("twoFactor.confirmSetup")} busyLabel={t("twoFactor.confirmingSetup")} />
          </Form>
        </section>
      ) : (
        <PostForm method="post" className="grid justify-items-start gap-4">
          <input type="hidden" name={protocolFields.intent} value="start" />
          {returnTo ? <input type="hidden" name={protocolFields.returnTo} value={returnTo} /> : null}
          <Button type="submit">{t("twoFactor.startSetup")}</Button>
        </PostForm>
      )}
      <p className="text-sm text-slate-600">
        {t("twoFactor.orPasskey")}{" "}
        <Link to={localize(securityPagePath)} className={linkClass}>
          {t("twoFactor.goToSecurity")}
        </Link>
      </p>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => [
  ...translatedSeo(args, { title: "twoFactor.setupMeta.title", description: "twoFactor.setupMeta.description", keywords: "twoFactor.setupMeta.keywords" }),
  { name: "robots", content: "noindex" },
];
