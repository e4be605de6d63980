import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Form } from "~/forms/form";
import { useFormReply } from "~/components/forms/form-answer";
import { PageTextLinks } from "~/components/auth/auth-page";
import { SubmitButton, TextField, i18n as fieldsI18n } from "~/components/forms/fields";
import { formFailure, formSuccess, parseForm } from "~/forms/protocol.server";
import { isSentWithJavaScript, readForm } from "~/forms/read-form";
import { sendPasswordResetLink } from "~/auth/account-emails.server";
import { accountFieldLimits, forgotPasswordSchema } from "~/auth/auth-schemas";
import { noStoreHeaders, privatePageHeaders } from "~/auth/permissions.server";
import { findUserForLogin } from "~/auth/users.server";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { localizePath } from "~/i18n/languages";
import { useT } from "~/i18n/use-t";
import { hitClientRateLimit } from "~/platform/rate-limit.server";
import { translatedSeo } from "~/site/seo";
import { translatedToast } from "~/http/translated-toast.server";
import { pageHandle } from "~/site/pages";

const formId = "forgot-password";
/** Reset requests per client: 5 in 15 minutes (each address also has its budget of e-mails: docs/decisions/033). */
const resetRequestLimit = { scope: "reset-request", limit: 5, windowSeconds: 900 } as const;

export const handle = pageHandle({ audience: "auth" });

export function loader({ request, params }: LoaderFunctionArgs) {
  const language = requireRouteLanguage(params);
  const isSent = new URL(request.url).searchParams.get("sent") === "1";
  return data({ translations: pickTranslations(language, ["auth"], fieldsI18n), isSent }, { headers: noStoreHeaders });
}

/** The same answer whether or not the address has an account: only its owner's inbox learns more. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const language = requireRouteLanguage(params);
  const form = await readForm(request);
  const parsed = await parseForm(form, forgotPasswordSchema);
  if (!parsed.ok) {
    const alert = translatedToast(language, "error", { title: "forms.checkTitle", description: "forms.checkText" });
    return formFailure({ formId, alert, status: 422, fieldErrors: parsed.fieldErrors, kept: parsed.kept });
  }
  const limit = await hitClientRateLimit(context.db, resetRequestLimit, request, context.env.SESSION_SECRET);
  if (!limit.allowed) {
    const alert = translatedToast(language, "error", { title: "auth.rateLimitedTitle", description: "auth.resetLimitedText" });
    return formFailure({ formId, alert, status: 429, kept: parsed.kept, headers: { "Retry-After": String(limit.retryAfterSeconds) } });
  }
  // After the response, so that its time cannot tell whether the address has an account either.
  context.ctx.waitUntil(
    (async () => {
      const account = await findUserForLogin(context.db, parsed.data.email);
      if (account)
        await sendPasswordResetLink(context, request, { id: account.id, email: account.email, firstName: account.firstName, language: account.language });
    })().catch((error: unknown) => console.error(JSON.stringify({ level: "error", event: "password_reset_failed", message: String(error) }))),
  );
  const toast = translatedToast(
    language,
    "success",
    { title: "auth.resetSentTitle", description: "auth.resetSentText" },
    { email: parsed.data.email.toLowerCase() },
  );
  return formSuccess(request, context, {
    formId,
    toast,
    redirectTo: `${localizePath("/forgot-password", language)}?sent=1`,
    isEnhanced: isSentWithJavaScript(form),
  });
}

export const headers = privatePageHeaders;

export default function ForgotPassword() {
  const { isSent } = useLoaderData<typeof loader>();
  const t = useT();
  const answer = useFormReply(formId);
  const isDone = isSent || answer?.ok;
  return (
    <section aria-labelledby="forgot-title" className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <h1 id="forgot-title" className="text-3xl font-bold text-slate-900">
        {t("auth.forgotHeading")}
      </h1>
      {isDone ? (
        <div role="status" className="mt-8 rounded-xl border border-brand-200 bg-brand-50 p-6">
          <h2 className="text-xl font-bold text-brand-900">{t("auth.resetSentTitle")}</h2>
          <p className="mt-2 text-slate-700">{answer?.ok ? answer.toast.description : t("auth.resetSentGeneric")}</p>
        </div>
      ) : (
        <>
          <p className="mt-2 text-slate-600">{t("auth.forgotIntro")}</p>
          <div className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <Form resetAfterSubmit formId={formId} schema={forgotPasswordSchema} className="grid gap-4">
              <TextField
                formId={formId}
                name="email"
                type="email"
                label={t("forms.email")}
                isRequired
                maxLength={accountFieldLimits.email}
                autoComplete="email"
              />
              <SubmitButton label={t("auth.sendResetLink")} busyLabel={t("auth.sendingResetLink")} className="w-full" />
            </Form>
          </div>
        </>
      )}
      <PageTextLinks
        className="mt-6"
        links={[
          { path: "/auth", label: "auth.backToLogin" },
          { path: "/admin-login", label: "auth.adminHeading" },
        ]}
      />
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => [
  ...translatedSeo(args, { title: "auth.forgotMeta.title", description: "auth.forgotMeta.description", keywords: "auth.forgotMeta.keywords" }),
  { name: "robots", content: "noindex" },
];
