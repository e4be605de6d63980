/**
 * The second step of signing in (docs/decisions/062): a code from the account's authenticator app or
 * one of its recovery codes, for the sign-in this browser started with a right password. Counted
 * before it is checked, on the sign-in itself (5 codes, then the password again) and on the code
 * throttle (the login's rules: a wrong code never locks the owner out). Only a right code, once,
 * makes the session (with a new id).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { formFailure, formSuccess, parseForm } from "~/forms/protocol.server";
import { isSentWithJavaScript } from "~/forms/read-form";
import type { ToastMessage } from "~/http/toast";
import { translatedToast } from "~/http/translated-toast.server";
import type { Language } from "~/i18n/languages";
import { admitCodeAttempt } from "./login-throttle.server";
import { logAuthEvent } from "./password-check.server";
import { clearPendingSignIn, countPendingCode, finishPendingSignIn, readPendingSignIn } from "./pending-sign-in.server";
import { isStaff } from "./roles";
import { completeSignIn } from "./sign-in.server";
import { acceptSecondFactorCode, totpStateOf } from "./two-factor.server";
import { codeFieldName, factorFormIds, secondFactorCodeSchema } from "./two-factor-schemas";
import { findUserById } from "./users.server";

const secondStepFormId = factorFormIds.secondStep;

/** What the second-step page shows: whether this browser is in a sign-in, and which login it came from. */
export async function secondStepState(request: Request, context: AppLoadContext) {
  const pending = await readPendingSignIn(request, context);
  return { isPending: pending !== null, scope: pending?.scope ?? "user", returnTo: pending?.returnTo ?? null };
}

function refuse(language: Language, status: number, message: ToastMessage, headers?: HeadersInit) {
  return formFailure({ formId: secondStepFormId, alert: translatedToast(language, "error", message), status, headers });
}

export async function answerSecondStep(request: Request, context: AppLoadContext, form: FormData, language: Language) {
  const ended = () =>
    refuse(language, 410, { title: "twoFactor.endedTitle", description: "twoFactor.endedText" }, { "Set-Cookie": clearPendingSignIn(request, context) });
  const pending = await readPendingSignIn(request, context);
  if (!pending) return ended();
  const parsed = await parseForm(form, secondFactorCodeSchema, { hidden: [codeFieldName] });
  if (!parsed.ok) {
    const alert = translatedToast(language, "error", { title: "twoFactor.codeNeededTitle", description: "twoFactor.codeRequired" });
    return formFailure({ formId: secondStepFormId, alert, status: 422, fieldErrors: parsed.fieldErrors });
  }
  const user = await findUserById(context.db, pending.userId);
  // The sign-in's own codes first: five, then its password must be typed again.
  if (!user || !(await countPendingCode(context, pending))) return ended();
  const admission = await admitCodeAttempt(request, context, user.email);
  if (!admission.isAdmitted) {
    logAuthEvent("second_factor_rate_limited", pending.scope, { guarded: admission.isGuarded ?? false });
    return refuse(
      language,
      429,
      { title: "twoFactor.tooManyTitle", description: "twoFactor.tooManyText" },
      { "Retry-After": String(admission.retryAfterSeconds) },
    );
  }
  const accepted = await acceptSecondFactorCode(context, user.id, parsed.data.code);
  if (!accepted) {
    logAuthEvent("second_factor_failed", pending.scope);
    return refuse(language, 401, { title: "twoFactor.wrongCodeTitle", description: "twoFactor.wrongCodeText" });
  }
  // Used once: of two right codes posted at once, one request ends the step and signs in.
  if (!(await finishPendingSignIn(request, context))) return ended();
  await admission.giveBack();
  // A role taken away since the password was typed: /admin-login lets in staff only.
  if (pending.scope === "admin" && !isStaff(user.role)) {
    return refuse(
      language,
      401,
      { title: "twoFactor.accessDeniedTitle", description: "twoFactor.accessDeniedText" },
      { "Set-Cookie": clearPendingSignIn(request, context) },
    );
  }
  const headers = await completeSignIn(request, context, user, pending.scope, accepted === "totp" ? "password+totp" : "password+recovery-code");
  headers.append("Set-Cookie", clearPendingSignIn(request, context));
  const toast =
    accepted === "totp"
      ? translatedToast(language, "success", {
          title: "auth.loginSuccessTitle",
          description: pending.scope === "admin" ? "auth.adminSuccessText" : "auth.loginSuccessText",
        })
      : translatedToast(
          language,
          "success",
          { title: "twoFactor.recoveryUsedTitle", description: "twoFactor.recoveryUsedText" },
          { count: (await totpStateOf(context.db, user.id)).recoveryCodesLeft },
        );
  // With JavaScript an admin sees the panel's success card, as after a password alone (decision 013).
  const isEnhanced = pending.scope === "admin" && isSentWithJavaScript(form);
  return formSuccess(request, context, { formId: secondStepFormId, toast, redirectTo: pending.returnTo, isEnhanced, headers });
}
