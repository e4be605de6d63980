/**
 * What the passkey routes answer (docs/decisions/064): the options as JSON for the page's script,
 * and for the browser's answer (posted in a real form) a redirect with a toast, in the visitor's
 * language, whatever happened: signed in, added, or why not. Never a 500 for a bad body.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { formFailure, parseForm } from "~/forms/protocol.server";
import { protocolFields } from "~/forms/hidden-fields";
import { redirectWithToast } from "~/http/flash.server";
import { destinationAfterLogin, safeReturnPath } from "~/http/return-path";
import type { ToastMessage } from "~/http/toast";
import { translatedToast } from "~/http/translated-toast.server";
import { localizePath, type Language } from "~/i18n/languages";
import { recordAudit } from "~/platform/audit-log.server";
import {
  clearPasskeySignIn,
  mayStartCeremony,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  registerPasskey,
  verifyPasskeySignIn,
} from "./passkeys.server";
import { logAuthEvent } from "./password-check.server";
import { clearPendingSignIn } from "./pending-sign-in.server";
import { noStoreHeaders } from "./permissions.server";
import { isStaff } from "./roles";
import { markSecondFactorProven, readSessionState } from "./session.server";
import { completeSignIn } from "./sign-in.server";
import { securityPagePath } from "./two-factor-paths";
import { passkeyNameSchema } from "./two-factor-schemas";
import type { AccountUser } from "./users.server";

/** A WebAuthn response is a few kilobytes of JSON at most. */
const responseField = z.string().min(2).max(16_000);
const signInSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("options"), scope: z.enum(["user", "admin"]).catch("user") }),
  z.object({ intent: z.literal("verify"), scope: z.enum(["user", "admin"]).catch("user"), response: responseField }),
]);
const registrationSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("options") }),
  z.object({ intent: z.literal("register"), response: responseField }),
]);

function json(body: unknown, status = 200, headers: HeadersInit = {}) {
  return Response.json(body, { status, headers: { ...noStoreHeaders, ...headers } });
}

/** A refused options request, in the form protocol's failure shape (a resource route answers it as JSON, as the seat clock's does). */
async function refusedJson(language: Language, message: ToastMessage, status: number, headers: HeadersInit = {}) {
  const failure = await formFailure({ formId: "passkey", alert: translatedToast(language, "error", message), status });
  return json(failure.data, status, headers);
}

/** The options of a ceremony, unless this client started too many. */
async function ceremonyOptions(request: Request, context: AppLoadContext, language: Language, make: () => Promise<{ options: unknown; setCookie?: string }>) {
  const allowed = await mayStartCeremony(request, context);
  if (!allowed.allowed)
    return refusedJson(language, { title: "passkeys.failedTitle", description: "passkeys.tooManyText" }, 429, {
      "Retry-After": String(allowed.retryAfterSeconds),
    });
  const { options, setCookie } = await make();
  return json({ options }, 200, setCookie ? { "Set-Cookie": setCookie } : {});
}

/** /login/passkey: the options, then the answer that signs in (or back to the login page with why). */
export async function answerPasskeySignIn(request: Request, context: AppLoadContext, form: FormData, language: Language) {
  const parsed = await parseForm(form, signInSchema);
  const scope = parsed.ok ? parsed.data.scope : "user";
  const returnTo = safeReturnPath(form.get(protocolFields.returnTo));
  const loginPage = `${localizePath(scope === "admin" ? "/admin-login" : "/auth", language)}${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ""}`;
  const refuse = (message: ToastMessage) =>
    redirectWithToast(request, context.env, loginPage, translatedToast(language, "error", message), {
      headers: new Headers({ "Set-Cookie": clearPasskeySignIn(request, context) }),
    });
  if (!parsed.ok) {
    return form.get(protocolFields.intent) === "options"
      ? refusedJson(language, { title: "errors.badRequestTitle", description: "errors.badRequestText" }, 400)
      : refuse({ title: "passkeys.failedTitle", description: "passkeys.failedText" });
  }
  if (parsed.data.intent === "options") return ceremonyOptions(request, context, language, () => passkeySignInOptions(request, context));

  const verified = await verifyPasskeySignIn(request, context, parsed.data.response);
  if (!verified.ok) {
    logAuthEvent("passkey_failed", scope, { reason: verified.reason });
    return refuse({ title: "passkeys.failedTitle", description: verified.reason === "expired" ? "passkeys.expiredText" : "passkeys.failedText" });
  }
  const { user } = verified;
  // /admin-login lets in staff only, whatever signs in.
  if (scope === "admin" && !isStaff(user.role)) return refuse({ title: "auth.accessDeniedTitle", description: "twoFactor.accessDeniedText" });
  const headers = await completeSignIn(request, context, user, scope, "passkey");
  headers.append("Set-Cookie", clearPasskeySignIn(request, context));
  // Signed in from the second step's page: that step is over too.
  headers.append("Set-Cookie", clearPendingSignIn(request, context));
  const toast = translatedToast(language, "success", {
    title: "auth.loginSuccessTitle",
    description: scope === "admin" ? "auth.adminSuccessText" : "auth.loginSuccessText",
  });
  return redirectWithToast(request, context.env, destinationAfterLogin(returnTo, scope === "admin" ? "/admin" : "/", language), toast, { headers });
}

/** /account/passkeys: the options for this session's account, then its answer (back to the security page with the outcome). */
export async function answerPasskeyRegistration(request: Request, context: AppLoadContext, user: AccountUser, form: FormData, language: Language) {
  const parsed = await parseForm(form, registrationSchema);
  const back = safeReturnPath(form.get(protocolFields.returnTo)) ?? localizePath(securityPagePath, language);
  const answer = (kind: "success" | "error", message: ToastMessage) => redirectWithToast(request, context.env, back, translatedToast(language, kind, message));
  const { session } = await readSessionState(request, context);
  if (!parsed.ok || !session?.id) {
    return form.get(protocolFields.intent) === "options"
      ? refusedJson(language, { title: "errors.badRequestTitle", description: "errors.badRequestText" }, 400)
      : answer("error", { title: "passkeys.failedTitle", description: "passkeys.registerFailedText" });
  }
  if (parsed.data.intent === "options")
    return ceremonyOptions(request, context, language, async () => ({ options: await passkeyRegistrationOptions(request, context, user, session.id) }));

  const named = await parseForm(form, passkeyNameSchema);
  if (!named.ok) return answer("error", { title: "passkeys.failedTitle", description: "passkeys.nameRequired" });
  const registered = await registerPasskey(request, context, user, session.id, parsed.data.response, named.data.name);
  if (!registered.ok) {
    const description =
      registered.reason === "expired" ? "passkeys.expiredText" : registered.reason === "duplicate" ? "passkeys.duplicateText" : "passkeys.registerFailedText";
    return answer("error", { title: "passkeys.failedTitle", description });
  }
  // The session that added a passkey proved a second factor with it (an admin's now opens the admin pages).
  await markSecondFactorProven(request, context, session);
  await recordAudit(context, request, user, "account.passkey_added", user.email);
  return answer("success", { title: "passkeys.addedTitle", description: "passkeys.addedText" });
}
