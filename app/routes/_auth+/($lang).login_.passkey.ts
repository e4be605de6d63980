/**
 * Signing in with a passkey (docs/decisions/064): `intent=options` answers the WebAuthn options
 * (JSON) with a challenge kept on the server and bound to this browser; `intent=verify` takes the
 * browser's answer in a form post and signs in (a new session, both factors proven), or goes back
 * to the login page with why. The button that drives it is app/components/auth/passkey-ceremony.tsx.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { answerPasskeySignIn } from "~/auth/passkey-answers.server";
import { readForm } from "~/forms/read-form";
import { requireRouteLanguage } from "~/i18n/i18n.server";

export async function action({ request, context, params }: ActionFunctionArgs) {
  const language = requireRouteLanguage(params);
  return answerPasskeySignIn(request, context, await readForm(request), language);
}
