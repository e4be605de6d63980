/** The pages of signing in with a second factor and of managing one (docs/decisions/062–064). Safe for client and server. */
import { safeReturnPath } from "~/http/return-path";
import { localizePath, type Language } from "~/i18n/languages";

/** The second step of signing in. */
export const secondStepPath = "/login/two-factor";
/** Where an account sees and changes its second factors and passkeys. */
export const securityPagePath = "/account/security";

/** Setting up an authenticator app, coming back to `returnTo` (a same-site path) once done. */
export function twoFactorSetupPath(language: Language, returnTo?: string | null): string {
  const back = safeReturnPath(returnTo);
  return `${localizePath("/account/two-factor", language)}${back ? `?returnTo=${encodeURIComponent(back)}` : ""}`;
}
