/**
 * What the account forms answer (decisions 013, 018, 034, 036): the one mapping from a refusal to
 * its answer (the login forms, registration, the password asked again in /account, the e-mail
 * confirmation): refused fields 422, too many attempts 429 with Retry-After, a wrong password 401,
 * each with its form's message; and the answers of the two login forms and of registration. One
 * module for the pages to import (each *.server module a route imports costs the page a stub chunk:
 * docs/decisions/017).
 */
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { formFailure, formSuccess, parseForm } from "~/forms/protocol.server";
import { protocolFields } from "~/forms/hidden-fields";
import { isSentWithJavaScript } from "~/forms/read-form";
import { destinationAfterLogin, safeReturnPath } from "~/http/return-path";
import type { ToastMessage } from "~/http/toast";
import { translatedToast } from "~/http/translated-toast.server";
import { localizePath, type Language } from "~/i18n/languages";
import { fieldProblemMessage, loginSchema, registrationSchema } from "./auth-schemas";
import { LoginRefused, logAuthEvent, type LoginRefusal } from "./password-check.server";
import { noStoreHeaders } from "./permissions.server";
import { startPendingSignIn } from "./pending-sign-in.server";
import { registerAccount } from "./registration.server";
import { mustHaveSecondFactor } from "./roles";
import { passwordRefusal } from "./password-policy.server";
import { completeSignIn, signIn } from "./sign-in.server";
import { secondStepPath, twoFactorSetupPath } from "./two-factor-paths";
import { needsSecondStep } from "./two-factor.server";

interface RefusalMessages {
  /** Required fields left empty. */
  missing?: ToastMessage;
  /** A wrong password (or an unknown e-mail: the same words); differs between /auth and /admin-login. */
  wrongCredentials?: ToastMessage;
  /** Too many attempts; forms whose way past the limit is not a login's say so. */
  rateLimited?: ToastMessage;
}

const defaultMessages = {
  missing: { title: "auth.missingTitle", description: "auth.missingText" },
  wrongCredentials: { title: "auth.loginFailedTitle", description: "auth.loginFailedText" },
  rateLimited: { title: "auth.rateLimitedTitle", description: "auth.rateLimitedText" },
} satisfies Required<RefusalMessages>;

/** A refused account form as the page shows it, with what was typed (never a password) kept. */
function refusalAnswer(refusal: LoginRefusal, form: { formId: string; language: Language; kept?: Record<string, string>; messages?: RefusalMessages }) {
  const { formId, language, kept = {} } = form;
  const messages = { ...defaultMessages, ...form.messages };
  switch (refusal.reason) {
    case "invalid":
      return formFailure({
        formId,
        alert: translatedToast(language, "error", fieldProblemMessage(refusal.fieldErrors, messages.missing)),
        status: 422,
        fieldErrors: refusal.fieldErrors,
        kept,
      });
    case "rate-limited":
      return formFailure({
        formId,
        alert: translatedToast(language, "error", messages.rateLimited),
        status: 429,
        kept,
        headers: { "Retry-After": String(refusal.retryAfterSeconds) },
      });
    case "wrong-credentials":
      return formFailure({ formId, alert: translatedToast(language, "error", messages.wrongCredentials), status: 401, kept });
  }
}

/** A password check's refusal as the form's answer, or null when the password was right. */
export async function refusalOfCheck(check: Promise<unknown>, form: Parameters<typeof refusalAnswer>[1]) {
  try {
    await check;
    return null;
  } catch (error) {
    if (!(error instanceof LoginRefused)) throw error;
    return refusalAnswer(error.refusal, form);
  }
}

interface LoginForm {
  formId: string;
  language: Language;
  scope: "user" | "admin";
  /** Where to go without a `returnTo`: the language's home or dashboard. */
  fallback: string;
  success: ToastMessage;
  /** Whether a success with JavaScript answers with data (the page's success card) or goes straight on. */
  showsSuccessCard: boolean;
  messages?: RefusalMessages;
}

/**
 * A login form's post (/auth, /admin-login). A right password for an account with a second factor
 * signs no one in: the browser is sent to the second step (docs/decisions/062). Otherwise: signed
 * in (session and device cookies) and on to `returnTo` (an admin first to set up a second factor,
 * docs/decisions/063), or refused.
 */
export async function answerLogin(request: Request, context: AppLoadContext, form: FormData, login: LoginForm) {
  const { formId, language } = login;
  const parsed = await parseForm(form, loginSchema);
  const refusal = { formId, language, kept: parsed.kept, messages: login.messages };
  if (!parsed.ok) return refusalAnswer({ reason: "invalid", fieldErrors: parsed.fieldErrors }, refusal);
  try {
    const user = await signIn(request, context, parsed.data, login.scope);
    const redirectTo = destinationAfterLogin(safeReturnPath(form.get(protocolFields.returnTo)), login.fallback, language);
    if (await needsSecondStep(context.db, user)) {
      const pending = await startPendingSignIn(request, context, user.id, { scope: login.scope, returnTo: redirectTo });
      logAuthEvent("second_factor_asked", login.scope);
      return redirect(localizePath(secondStepPath, language), { status: 303, headers: { ...noStoreHeaders, "Set-Cookie": pending } });
    }
    const headers = await completeSignIn(request, context, user, login.scope, "password");
    if (mustHaveSecondFactor(user.role)) {
      // Staff without a second factor set one up before any staff page opens (docs/decisions/063, 074).
      const description = user.role === "instructor" ? "twoFactor.instructorRequiredText" : "twoFactor.adminRequiredText";
      const toast = translatedToast(language, "success", { title: "twoFactor.adminRequiredTitle", description });
      return formSuccess(request, context, { formId, toast, redirectTo: twoFactorSetupPath(language, redirectTo), isEnhanced: false, headers });
    }
    return formSuccess(request, context, {
      formId,
      toast: translatedToast(language, "success", login.success),
      redirectTo,
      isEnhanced: login.showsSuccessCard && isSentWithJavaScript(form),
      headers,
    });
  } catch (error) {
    if (!(error instanceof LoginRefused)) throw error;
    return refusalAnswer(error.refusal, refusal);
  }
}

/**
 * A registration's post: the same answer for a new address and for one that has an account; no
 * one is signed in here: the link in the e-mail proves the address, and the password then opens it.
 */
export async function answerRegistration(
  request: Request,
  context: AppLoadContext,
  form: FormData,
  { formId, language }: { formId: string; language: Language },
) {
  const parsed = await parseForm(form, registrationSchema);
  const refusal = {
    formId,
    language,
    kept: parsed.kept,
    messages: {
      missing: { title: "auth.missingTitle", description: "auth.requiredFieldsText" },
      rateLimited: { title: "auth.rateLimitedTitle", description: "auth.registrationLimitedText" },
    },
  } as const;
  if (!parsed.ok) return refusalAnswer({ reason: "invalid", fieldErrors: parsed.fieldErrors }, refusal);
  const result = await registerAccount(request, context, parsed.data, language);
  if (result.kind === "rate-limited") return refusalAnswer({ reason: "rate-limited", retryAfterSeconds: result.retryAfterSeconds }, refusal);
  if (result.kind === "weak-password") return passwordRefusal({ formId, language, problem: result.problem, kept: parsed.kept });
  const toast = translatedToast(
    language,
    "success",
    { title: "auth.registrationSuccessTitle", description: "auth.registrationSuccessText" },
    { email: result.email },
  );
  // Registering signs no one in (the address is proven first: decision 018), so the next step is
  // the login, with JavaScript or without, which then leads on to where the person was going (the
  // page that sent them to sign in) or their account. One destination: the success card's link with
  // JavaScript, the redirect without (docs/decisions/087).
  const goingTo = destinationAfterLogin(safeReturnPath(form.get(protocolFields.returnTo)), "/account", language);
  const next = `${localizePath("/auth", language)}?returnTo=${encodeURIComponent(goingTo)}`;
  return formSuccess(request, context, { formId, toast, redirectTo: next, isEnhanced: isSentWithJavaScript(form) });
}
