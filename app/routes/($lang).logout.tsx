import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { recordAudit } from "~/audit/audit-log.server";
import { endUserSession, readSessionState } from "~/auth/session.server";
import { requireRouteLanguage } from "~/i18n/i18n.server";
import { localizePath } from "~/i18n/languages";
import { redirectWithToast } from "~/toast/flash.server";
import { translatedToast } from "~/toast/translated-toast.server";

/** GET never changes state (DESIGN §4): visiting /logout only goes home. */
export function loader({ params }: LoaderFunctionArgs) {
  const language = requireRouteLanguage(params);
  throw redirect(localizePath("/", language));
}

/** Logout is a POST that deletes the session's row (so the cookie is dead even if replayed), then SPEC's toast at /admin-login. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const language = requireRouteLanguage(params);
  const { session, user } = await readSessionState(request, context);
  const headers = new Headers();
  if (session) headers.append("Set-Cookie", await endUserSession(request, context, session));
  if (user?.role === "admin") await recordAudit(context, request, user, "admin.logout");
  const toast = translatedToast(language, "success", { title: "admin.loggedOutTitle", description: "admin.loggedOutText" });
  return redirectWithToast(request, context.env, localizePath("/admin-login", language), toast, { headers });
}
