/**
 * Registering a passkey for the signed-in account (docs/decisions/064): `intent=options` answers the
 * WebAuthn options (JSON) with a challenge bound to this session and account; `intent=register`
 * takes the browser's answer in a form post and goes back to the security page with the outcome.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { answerPasskeyRegistration } from "~/auth/passkey-answers.server";
import { requireUser } from "~/auth/permissions.server";
import { readForm } from "~/forms/read-form";
import { requireRouteLanguage } from "~/i18n/i18n.server";

export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const language = requireRouteLanguage(params);
  return answerPasskeyRegistration(request, context, user, await readForm(request), language);
}
