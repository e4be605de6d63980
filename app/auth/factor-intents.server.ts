/**
 * The posts of the pages where an account manages its second factors (docs/decisions/062–064):
 * setting up an authenticator app (/account/two-factor), and on /account/security making new
 * recovery codes, turning the app off and removing a passkey. Each is bound to the signed-in
 * session's own account: no post names whose factor it is. Turning the app off and new recovery
 * codes take a current code (the app's or a recovery code), counted on the account.
 */
import { data, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { formFailure, parseForm } from "~/forms/protocol.server";
import { protocolFields } from "~/forms/hidden-fields";
import { redirectWithToast } from "~/http/flash.server";
import { safeReturnPath } from "~/http/return-path";
import type { ToastMessage } from "~/http/toast";
import { translatedToast } from "~/http/translated-toast.server";
import { localizePath, type Language } from "~/i18n/languages";
import { recordAudit } from "~/platform/audit-log.server";
import { admitSignedInCodeAttempt } from "./login-throttle.server";
import { removePasskey } from "./passkeys.server";
import { noStoreHeaders } from "./permissions.server";
import { markSecondFactorProven, readSessionState } from "./session.server";
import { securityPagePath, twoFactorSetupPath } from "./two-factor-paths";
import { codeFieldName, factorFormIds, secondFactorCodeSchema, totpSetupCodeSchema } from "./two-factor-schemas";
import { acceptSecondFactorCode, confirmTotpSetup, renewRecoveryCodes, startTotpSetup, turnOffTotp } from "./two-factor.server";
import type { AccountUser } from "./users.server";

export interface FactorRequest {
  request: Request;
  context: AppLoadContext;
  language: Language;
  user: AccountUser;
  form: FormData;
}

/** Shown once, in the answer to the post that made them (never stored in clear, never in a cookie). */
export interface RecoveryCodesAnswer {
  recoveryCodes: string[];
  /** Where to go on once they are saved. */
  next: string;
}

const setupIntentSchema = z.object({ intent: z.enum(["start", "confirm"]) });
const securityIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("renew-recovery-codes") }),
  z.object({ intent: z.literal("turn-off-totp") }),
  z.object({ intent: z.literal("remove-passkey"), passkey: z.string().min(1).max(1400) }),
]);

/** The page a post came back to: its same-site `returnTo`, else the security page. */
function nextPage(form: FormData, language: Language): string {
  return safeReturnPath(form.get(protocolFields.returnTo)) ?? localizePath(securityPagePath, language);
}

function back(args: FactorRequest, kind: "success" | "error", message: ToastMessage, to = nextPage(args.form, args.language)) {
  return redirectWithToast(args.request, args.context.env, to, translatedToast(args.language, kind, message));
}

async function sessionOf({ request, context }: FactorRequest) {
  const { session } = await readSessionState(request, context);
  return session?.id ? session : null;
}

/** /account/two-factor: start a set-up (a new secret), or confirm it with the app's first code. */
export async function runTotpSetupIntent(args: FactorRequest) {
  const { request, context, language, user, form } = args;
  const parsed = await parseForm(form, setupIntentSchema);
  const session = await sessionOf(args);
  const returnTo = safeReturnPath(form.get(protocolFields.returnTo));
  const setupPage = twoFactorSetupPath(language, returnTo);
  if (!parsed.ok || !session) return back(args, "error", { title: "errors.title", description: "errors.text" }, setupPage);
  if (parsed.data.intent === "start") {
    await startTotpSetup(context, user, session.id);
    return redirect(setupPage, { status: 303, headers: noStoreHeaders });
  }
  const code = await parseForm(form, totpSetupCodeSchema, { hidden: [codeFieldName] });
  if (!code.ok) {
    const alert = translatedToast(language, "error", { title: "twoFactor.codeNeededTitle", description: "twoFactor.sixDigits" });
    return formFailure({ formId: factorFormIds.setup, alert, status: 422, fieldErrors: code.fieldErrors });
  }
  const result = await confirmTotpSetup(context, request, user, session.id, code.data.code);
  if (!result.ok) {
    if (result.reason === "wrong-code") {
      const alert = translatedToast(language, "error", { title: "twoFactor.wrongCodeTitle", description: "twoFactor.wrongSetupCodeText" });
      return formFailure({ formId: factorFormIds.setup, alert, status: 401 });
    }
    if (result.reason === "already-on") return back(args, "error", { title: "twoFactor.alreadyOnTitle", description: "twoFactor.alreadyOnText" });
    return back(args, "error", { title: "twoFactor.setupEndedTitle", description: "twoFactor.setupEndedText" }, setupPage);
  }
  // This session proved the factor it set up: an admin's session now opens the admin pages.
  await markSecondFactorProven(request, context, session);
  await recordAudit(context, request, user, "account.two_factor_on", user.email);
  const answer: RecoveryCodesAnswer = { recoveryCodes: result.recoveryCodes, next: returnTo ?? localizePath(securityPagePath, language) };
  return data(answer, { headers: noStoreHeaders });
}

/** A current code asked of the signed-in owner, counted on the account: null when accepted, else the form's refusal. */
async function confirmWithCode(args: FactorRequest, formId: string) {
  const { context, language, user, form } = args;
  const parsed = await parseForm(form, secondFactorCodeSchema, { hidden: [codeFieldName] });
  if (!parsed.ok) {
    const alert = translatedToast(language, "error", { title: "twoFactor.codeNeededTitle", description: "twoFactor.codeRequired" });
    return formFailure({ formId, alert, status: 422, fieldErrors: parsed.fieldErrors });
  }
  const admission = await admitSignedInCodeAttempt(context, user.id);
  if (!admission.isAdmitted) {
    const alert = translatedToast(language, "error", { title: "twoFactor.tooManyTitle", description: "twoFactor.tooManySignedInText" });
    return formFailure({ formId, alert, status: 429, headers: { "Retry-After": String(admission.retryAfterSeconds) } });
  }
  if (!(await acceptSecondFactorCode(context, user.id, parsed.data.code))) {
    return formFailure({
      formId,
      alert: translatedToast(language, "error", { title: "twoFactor.wrongCodeTitle", description: "twoFactor.wrongCodeText" }),
      status: 401,
    });
  }
  await admission.giveBack();
  return null;
}

/** /account/security: new recovery codes, the app turned off, a passkey removed. */
export async function runSecurityIntent(args: FactorRequest) {
  const { request, context, user, form } = args;
  const parsed = await parseForm(form, securityIntentSchema);
  const session = await sessionOf(args);
  if (!parsed.ok || !session) return back(args, "error", { title: "errors.title", description: "errors.text" });
  switch (parsed.data.intent) {
    case "renew-recovery-codes": {
      const refused = await confirmWithCode(args, factorFormIds.renewCodes);
      if (refused) return refused;
      const codes = await renewRecoveryCodes(context, user.id);
      await recordAudit(context, request, user, "account.recovery_codes_renewed", user.email);
      return data<RecoveryCodesAnswer>({ recoveryCodes: codes, next: nextPage(form, args.language) }, { headers: noStoreHeaders });
    }
    case "turn-off-totp": {
      const refused = await confirmWithCode(args, factorFormIds.turnOff);
      if (refused) return refused;
      if (!(await turnOffTotp(context, request, user, session.id)))
        return back(args, "error", { title: "twoFactor.alreadyOffTitle", description: "twoFactor.alreadyOffText" });
      await recordAudit(context, request, user, "account.two_factor_off", user.email);
      return back(args, "success", { title: "twoFactor.turnedOffTitle", description: "twoFactor.turnedOffText" });
    }
    case "remove-passkey": {
      if (!(await removePasskey(context, request, user, parsed.data.passkey, session.id))) {
        return back(args, "error", { title: "passkeys.notFoundTitle", description: "passkeys.notFoundText" });
      }
      await recordAudit(context, request, user, "account.passkey_removed", user.email);
      return back(args, "success", { title: "passkeys.removedTitle", description: "passkeys.removedText" });
    }
  }
}
