import { data, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { PasswordField } from "~/components/auth/password-field";
import { AccountForm } from "~/components/auth/account-form";
import { NewPasswordFields, i18n as newPasswordFieldsI18n } from "~/components/auth/new-password-fields";
import { SelectField, SubmitButton, TextField, i18n as fieldsI18n } from "~/components/forms/fields";
import { formatDateTime } from "~/admin/admin-dates";
import { recordAudit } from "~/audit/audit-log.server";
import { listOwnSubmissions, newsletterStatus, setNewsletterSubscription } from "~/auth/account-area.server";
import { sendVerificationLink } from "~/auth/account-emails.server";
import { accountFailure, checkPassword, fieldProblemMessage, LoginRefused, refusedLoginAnswer, repopulate } from "~/auth/auth.server";
import { accountFieldLimits, changePasswordSchema, deleteAccountSchema, profileSchema } from "~/auth/auth-schemas";
import { hashPassword } from "~/auth/password-hash.server";
import { noStoreHeaders, privatePageHeaders, requireUser } from "~/auth/permissions.server";
import { endOtherSessions, endUserSession, readSessionState } from "~/auth/session.server";
import { countAdmins, deleteAccount, setPasswordHash, updateProfile, type AccountUser } from "~/auth/users.server";
import { fieldErrorsOf, firstValues } from "~/http/form-values";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { localizePath, supportedLanguages, type Language } from "~/i18n/languages";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { pageHandle } from "~/pages";
import { translatedSeo } from "~/seo";
import { accountLabelOf } from "~/leads/forms/names";
import { redirectWithToast } from "~/toast/flash.server";
import type { ToastMessage } from "~/toast/toast";
import { translatedToast } from "~/toast/translated-toast.server";
import { buttonClassName } from "~/components/ui/button";

const formIds = { profile: "profile", password: "change-password", delete: "delete-account" } as const;

export const handle = pageHandle({ audience: "account" });

/** The account area: for anyone signed in. What is tied to the address shows only once it is proven. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const language = requireRouteLanguage(params);
  const isVerified = user.emailVerifiedAt !== null;
  const [submissions, subscription] = isVerified ? await Promise.all([listOwnSubmissions(context.db, user.email), newsletterStatus(context.db, user.email)]) : [[], null];
  return data(
    {
      translations: pickTranslations(language, ["account"], newPasswordFieldsI18n, fieldsI18n),
      account: { email: user.email, firstName: user.firstName, lastName: user.lastName, language: user.language, isAdmin: user.role === "admin", isVerified },
      submissions: submissions.map((row) => ({ id: row.id, formType: row.formType, status: row.status, sent: formatDateTime(row.createdAt, language), changed: formatDateTime(row.updatedAt, language) })),
      isSubscribed: subscription === "subscribed",
      isConfirmingDelete: new URL(request.url).searchParams.get("confirm") === "delete",
    },
    { headers: noStoreHeaders },
  );
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const language = requireRouteLanguage(params);
  const form = await request.formData();
  switch (form.get("intent")) {
    case "profile":
      return saveProfile(request, context, language, user, form);
    case "change-password":
      return changePassword(request, context, language, user, form);
    case "resend-verification":
      return resendVerification(request, context, language, user);
    case "newsletter":
      return changeNewsletter(request, context, language, user, form);
    case "delete":
      return removeAccount(request, context, language, user, form);
    default:
      return backToAccount(request, context, language, "error", { title: "errors.title", description: "errors.text" });
  }
}

function backToAccount(request: Request, context: AppLoadContext, language: Language, kind: "success" | "error", message: ToastMessage, headers?: Headers) {
  return redirectWithToast(request, context.env, localizePath("/account", language), translatedToast(language, kind, message), { headers });
}

async function saveProfile(request: Request, context: AppLoadContext, language: Language, user: AccountUser, form: FormData) {
  const parsed = profileSchema.safeParse(firstValues(form));
  if (!parsed.success) {
    const alert = translatedToast(language, "error", { title: "forms.checkTitle", description: "forms.checkText" });
    return accountFailure(formIds.profile, alert, 422, { fieldErrors: fieldErrorsOf(parsed.error.issues), values: repopulate(form, ["firstName", "lastName", "language"]) });
  }
  await updateProfile(context.db, user.id, parsed.data);
  await recordAudit(context, request, user, "account.profile", user.email);
  return backToAccount(request, context, language, "success", { title: "account.profileSavedTitle", description: "account.profileSavedText" });
}

async function changePassword(request: Request, context: AppLoadContext, language: Language, user: AccountUser, form: FormData) {
  const parsed = changePasswordSchema.safeParse(firstValues(form));
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error.issues);
    const alert = translatedToast(language, "error", fieldProblemMessage(fieldErrors, { title: "auth.missingTitle", description: "auth.requiredFieldsText" }));
    return accountFailure(formIds.password, alert, 422, { fieldErrors });
  }
  try {
    await checkPassword(request, context, user.email, parsed.data.currentPassword, "change-password");
  } catch (error) {
    if (!(error instanceof LoginRefused)) throw error;
    return refusedLoginAnswer(error.refusal, formIds.password, new FormData(), language, { title: "account.wrongPasswordTitle", description: "account.wrongPasswordText" });
  }
  await setPasswordHash(context.db, user.id, await hashPassword(parsed.data.password));
  // Anyone else who was signed in with the old password is signed out; this session stays.
  const { session } = await readSessionState(request, context);
  await endOtherSessions(context.db, user.id, session?.id ?? "");
  await recordAudit(context, request, user, "account.password_change", user.email);
  return backToAccount(request, context, language, "success", { title: "account.passwordChangedTitle", description: "account.passwordChangedText" });
}

async function resendVerification(request: Request, context: AppLoadContext, language: Language, user: AccountUser) {
  if (user.emailVerifiedAt === null) {
    await sendVerificationLink(context, request, { id: user.id, email: user.email, firstName: user.firstName, language: user.language });
  }
  return backToAccount(request, context, language, "success", { title: "account.verificationSentTitle", description: "account.verificationSentText" });
}

async function changeNewsletter(request: Request, context: AppLoadContext, language: Language, user: AccountUser, form: FormData) {
  if (user.emailVerifiedAt === null) return backToAccount(request, context, language, "error", { title: "account.notVerifiedTitle", description: "account.notVerifiedText" });
  const isSubscribing = form.get("subscribe") === "yes";
  await setNewsletterSubscription(context.db, user.email, isSubscribing, user.language);
  await recordAudit(context, request, user, "account.newsletter", user.email, { subscribed: isSubscribing });
  return backToAccount(request, context, language, "success", isSubscribing ? { title: "account.subscribedTitle", description: "account.subscribedText" } : { title: "account.unsubscribedTitle", description: "account.unsubscribedText" });
}

async function removeAccount(request: Request, context: AppLoadContext, language: Language, user: AccountUser, form: FormData) {
  const parsed = deleteAccountSchema.safeParse(firstValues(form));
  if (!parsed.success) {
    const alert = translatedToast(language, "error", { title: "auth.missingTitle", description: "account.deletePasswordNeeded" });
    return accountFailure(formIds.delete, alert, 422, { fieldErrors: fieldErrorsOf(parsed.error.issues) });
  }
  try {
    await checkPassword(request, context, user.email, parsed.data.password, "delete-account");
  } catch (error) {
    if (!(error instanceof LoginRefused)) throw error;
    return refusedLoginAnswer(error.refusal, formIds.delete, new FormData(), language, { title: "account.wrongPasswordTitle", description: "account.wrongPasswordText" });
  }
  if (user.role === "admin" && (await countAdmins(context.db)) <= 1) {
    const alert = translatedToast(language, "error", { title: "account.deleteRefusedTitle", description: "account.lastAdminText" });
    return accountFailure(formIds.delete, alert, 409);
  }
  const { session } = await readSessionState(request, context);
  const headers = new Headers();
  if (session) headers.append("Set-Cookie", await endUserSession(request, context, session));
  await recordAudit(context, request, user, "account.delete", user.email);
  // Its sessions and one-time links go with it: signed out everywhere.
  await deleteAccount(context.db, user.id);
  return redirectWithToast(request, context.env, localizePath("/", language), translatedToast(language, "success", { title: "account.deletedTitle", description: "account.deletedText" }), { headers });
}

export const headers = privatePageHeaders;

const cardClass = "rounded-xl border border-slate-200 bg-white p-6 shadow-sm";
const secondaryButton = buttonClassName({ variant: "secondary", size: "small" });

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={cardClass}>
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function AccountPage() {
  const { account, submissions, isSubscribed, isConfirmingDelete } = useLoaderData<typeof loader>();
  const t = useT();
  const localize = useLocalizePath();
  const languageOptions = supportedLanguages.map((value) => ({ value, label: t(`account.languageNames.${value}`) }));

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-12 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold text-slate-900">{t("account.heading")}</h1>
        <p className="mt-2 break-words text-slate-600">{t("account.signedInAs", { email: account.email })}</p>
        {account.isAdmin ? (
          <Link to={localize("/admin")} className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 underline hover:text-brand-900">
            {t("account.adminPanel")}
          </Link>
        ) : null}
      </header>

      {account.isVerified ? null : (
        <section aria-labelledby="verify-banner" role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-6">
          <h2 id="verify-banner" className="text-lg font-bold text-amber-950">{t("account.notVerifiedTitle")}</h2>
          <p className="mt-1 text-amber-950">{t("account.notVerifiedText")}</p>
          <Form method="post" className="mt-4">
            <button type="submit" name="intent" value="resend-verification" className={secondaryButton}>
              {t("account.resendVerification")}
            </button>
          </Form>
        </section>
      )}

      <Card id="submissions-heading" title={t("account.submissionsHeading")}>
        {!account.isVerified ? (
          <p className="mt-2 text-slate-600">{t("account.submissionsNeedVerification")}</p>
        ) : submissions.length === 0 ? (
          <p className="mt-2 text-slate-600">{t("account.noSubmissions")}</p>
        ) : (
          <ul className="mt-4 grid gap-3">
            {submissions.map((submission) => (
              <li key={submission.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 px-4 py-3">
                <div>
                  <p className="font-semibold text-slate-900">{t(accountLabelOf(submission.formType))}</p>
                  <p className="text-sm text-slate-600">{t("account.sentOn", { date: submission.sent })}</p>
                </div>
                <p className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-800">
                  <span className="sr-only">{t("account.statusLabel")} </span>
                  {t(`account.status.${statusKey(submission.status)}`)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card id="newsletter-heading" title={t("account.newsletterHeading")}>
        {account.isVerified ? (
          <Form method="post" className="mt-2 flex flex-wrap items-center justify-between gap-3">
            <input type="hidden" name="intent" value="newsletter" />
            <p className="text-slate-700">{isSubscribed ? t("account.subscribedState") : t("account.notSubscribedState")}</p>
            <button type="submit" name="subscribe" value={isSubscribed ? "no" : "yes"} className={secondaryButton}>
              {isSubscribed ? t("account.unsubscribe") : t("account.subscribe")}
            </button>
          </Form>
        ) : (
          <p className="mt-2 text-slate-600">{t("account.newsletterNeedsVerification")}</p>
        )}
      </Card>

      <Card id="profile-heading" title={t("account.profileHeading")}>
        <AccountForm formId={formIds.profile} schema={profileSchema} intent="profile" defaultValues={{ firstName: account.firstName, lastName: account.lastName, language: account.language }} className="mt-4 grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField formId={formIds.profile} name="firstName" label={t("forms.firstName")} isRequired maxLength={accountFieldLimits.name} autoComplete="given-name" />
            <TextField formId={formIds.profile} name="lastName" label={t("forms.lastName")} maxLength={accountFieldLimits.name} autoComplete="family-name" />
          </div>
          <SelectField formId={formIds.profile} name="language" label={t("account.language")} hint={t("account.languageHint")} isRequired options={languageOptions} placeholder={t("account.chooseLanguage")} />
          <SubmitButton label={t("account.saveProfile")} busyLabel={t("account.saving")} className="w-full sm:w-fit" />
        </AccountForm>
      </Card>

      <Card id="password-heading" title={t("account.passwordHeading")}>
        <AccountForm formId={formIds.password} schema={changePasswordSchema} intent="change-password" className="mt-4 grid gap-4">
          <PasswordField formId={formIds.password} name="currentPassword" label={t("account.currentPassword")} autoComplete="current-password" />
          <NewPasswordFields formId={formIds.password} passwordLabel={t("auth.newPassword")} />
          <SubmitButton label={t("account.changePassword")} busyLabel={t("account.saving")} className="w-full sm:w-fit" />
        </AccountForm>
      </Card>

      <Card id="data-heading" title={t("account.dataHeading")}>
        <p className="mt-2 text-slate-600">{t("account.dataIntro")}</p>
        <a href={localize("/account/data.json")} download className={`${secondaryButton} mt-4`}>
          {t("account.downloadData")}
        </a>
        <div className="mt-6 border-t border-slate-200 pt-6">
          <h3 className="font-semibold text-red-800">{t("account.deleteHeading")}</h3>
          <p className="mt-1 text-slate-600">{t("account.deleteIntro")}</p>
          {isConfirmingDelete ? (
            <AccountForm formId={formIds.delete} schema={deleteAccountSchema} intent="delete" className="mt-4 grid gap-4 rounded-md border border-red-300 bg-red-50 p-4">
              <p className="font-semibold text-red-900">{t("account.deleteConfirmText")}</p>
              <PasswordField formId={formIds.delete} name="password" label={t("auth.password")} autoComplete="current-password" />
              <div className="flex flex-wrap gap-3">
                <Link to={localize("/account")} className={secondaryButton}>
                  {t("account.cancel")}
                </Link>
                <button type="submit" className={buttonClassName({ variant: "danger" })}>
                  {t("account.deleteConfirm")}
                </button>
              </div>
            </AccountForm>
          ) : (
            <Link to={`${localize("/account")}?confirm=delete`} className="mt-4 inline-flex min-h-11 items-center justify-center rounded-md border border-red-300 bg-white px-4 text-sm font-semibold text-red-800 hover:bg-red-50">
              {t("account.deleteAccount")}
            </Link>
          )}
        </div>
      </Card>
    </div>
  );
}

const statusWords = ["new", "contacted", "closed"] as const;
function statusKey(status: string): (typeof statusWords)[number] {
  return (statusWords as readonly string[]).includes(status) ? (status as (typeof statusWords)[number]) : "new";
}

export const meta: MetaFunction<typeof loader> = (args) => [
  ...translatedSeo(args, { title: "account.meta.title", description: "account.meta.description", keywords: "account.meta.keywords" }),
  { name: "robots", content: "noindex" },
];
