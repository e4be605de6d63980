import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { i18n as fieldsI18n } from "~/components/forms/fields";
import { PasswordField } from "~/components/auth/password-field";
import { OneTimeLinkPage } from "~/components/auth/auth-page";
import { recordAudit } from "~/platform/audit-log.server";
import { claimAccountToken, findTokenAccount } from "~/auth/account-tokens.server";
import { trustThisBrowser } from "~/auth/login-throttle.server";
import { checkPasswordForLink } from "~/auth/password-check.server";
import { refusalOfCheck } from "~/auth/account-answers.server";
import { formFailure, parseForm } from "~/forms/protocol.server";
import { readForm } from "~/forms/read-form";
import { confirmEmailSchema } from "~/auth/auth-schemas";
import { noStoreHeaders, privatePageHeaders } from "~/auth/permissions.server";
import { readSessionState, startUserSession } from "~/auth/session.server";
import { findSignedInUser, findUserById, markEmailVerified } from "~/auth/users.server";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { localizePath } from "~/i18n/languages";
import { useT } from "~/i18n/use-t";
import { translatedSeo } from "~/site/seo";
import { redirectWithToast } from "~/http/flash.server";
import { translatedToast } from "~/http/translated-toast.server";
import { pageHandle } from "~/site/pages";

const formId = "confirm-email";

export const handle = pageHandle({ audience: "auth" });

/**
 * The page behind the e-mail confirmation link (decision 018). The link proves the inbox; the
 * account's password (or being signed in to it) proves the account. Both are needed, so someone
 * who registered another person's address cannot get it confirmed by tricking them into a click.
 * A GET changes nothing: confirming is the form's POST.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const language = requireRouteLanguage(params);
  const account = await findTokenAccount(context.db, params.token ?? "", "verify-email");
  const { user } = await readSessionState(request, context);
  return data(
    {
      translations: pickTranslations(language, ["auth", "account"], fieldsI18n),
      email: account?.email ?? null,
      isSignedInAsOwner: account !== undefined && user?.id === account.userId,
    },
    { status: account ? 200 : 404, headers: noStoreHeaders },
  );
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const language = requireRouteLanguage(params);
  const token = params.token ?? "";
  const form = await readForm(request);
  const invalidLink = () =>
    formFailure({
      formId,
      alert: translatedToast(language, "error", { title: "auth.invalidLinkTitle", description: "account.verifyLinkInvalidText" }),
      status: 410,
    });
  const account = await findTokenAccount(context.db, token, "verify-email");
  if (!account) return invalidLink();

  const { user } = await readSessionState(request, context);
  const isSignedInAsOwner = user?.id === account.userId;
  if (!isSignedInAsOwner) {
    const parsed = await parseForm(form, confirmEmailSchema);
    if (!parsed.ok) {
      const alert = translatedToast(language, "error", { title: "auth.missingTitle", description: "account.confirmPasswordNeeded" });
      return formFailure({ formId, alert, status: 422, fieldErrors: parsed.fieldErrors });
    }
    const refused = await refusalOfCheck(checkPasswordForLink(context, token, account.email, parsed.data.password), {
      formId,
      language,
      messages: {
        wrongCredentials: { title: "auth.loginFailedTitle", description: "account.confirmWrongPassword" },
        rateLimited: { title: "auth.rateLimitedTitle", description: "account.confirmLimitedText" },
      },
    });
    if (refused) return refused;
  }

  const claimed = await claimAccountToken(context.db, token, "verify-email");
  if (!claimed) return invalidLink();
  await markEmailVerified(context.db, claimed.userId, claimed.email);
  const owner = await findUserById(context.db, claimed.userId);
  if (owner) await recordAudit(context, request, owner, "account.verify_email", owner.email);
  const headers = new Headers();
  // A link and a password are not a second factor: an account that has one signs in with it.
  const hasSecondFactor = (await findSignedInUser(context.db, claimed.userId))?.hasSecondFactor ?? false;
  if (!isSignedInAsOwner && !hasSecondFactor) headers.append("Set-Cookie", await startUserSession(request, context, claimed.userId, "link"));
  // The inbox and the account both proven: this browser is the owner's (decision 034).
  headers.append("Set-Cookie", await trustThisBrowser(request, context, claimed.email));
  const toast = translatedToast(language, "success", { title: "account.verifiedTitle", description: "account.verifiedText" });
  const next =
    !isSignedInAsOwner && hasSecondFactor
      ? `${localizePath("/auth", language)}?returnTo=${encodeURIComponent(localizePath("/account", language))}`
      : localizePath("/account", language);
  return redirectWithToast(request, context.env, next, toast, { headers });
}

export const headers = privatePageHeaders;

export default function VerifyEmail() {
  const { email, isSignedInAsOwner } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <OneTimeLinkPage
      id="verify-title"
      heading={t("account.verifyHeading")}
      intro={email ? t(isSignedInAsOwner ? "account.verifyIntroSignedIn" : "account.verifyIntro", { email }) : null}
      form={{ formId, schema: isSignedInAsOwner ? emptySchema : confirmEmailSchema, submitLabel: t("account.verifySubmit"), busyLabel: t("account.verifying") }}
      fields={isSignedInAsOwner ? null : <PasswordField formId={formId} name="password" label={t("auth.password")} autoComplete="current-password" />}
      invalid={{ text: t("account.verifyLinkInvalidText"), path: "/account", label: t("account.goToAccount") }}
    />
  );
}

const emptySchema = confirmEmailSchema.pick({});

export const meta: MetaFunction<typeof loader> = (args) => [
  ...translatedSeo(args, { title: "account.verifyMeta.title", description: "account.verifyMeta.description", keywords: "account.verifyMeta.keywords" }),
  { name: "robots", content: "noindex" },
];
