import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { recordAudit } from "~/platform/audit-log.server";
import { endUserSession, readSessionState } from "~/auth/session.server";
import { requireRouteLanguage } from "~/i18n/i18n.server";
import { localizePath } from "~/i18n/languages";
import { redirectWithToast } from "~/http/flash.server";
import { isStaff } from "~/auth/roles";
import { translatedToast } from "~/http/translated-toast.server";

/** GET never changes state: visiting /logout only goes home. */
export function loader({ params }: LoaderFunctionArgs) {
  const language = requireRouteLanguage(params);
  throw redirect(localizePath("/", language));
}

/**
 * Logout is a POST that deletes the session's row (so the cookie is dead even if replayed). An
 * admin lands on /admin-login with the admin panel's 'Logged Out' toast; anyone else at home.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const language = requireRouteLanguage(params);
  const { session, user } = await readSessionState(request, context);
  const headers = new Headers();
  if (session) headers.append("Set-Cookie", await endUserSession(request, context, session));
  const isAdmin = user ? isStaff(user.role) : false;
  if (user && isAdmin) await recordAudit(context, request, user, "admin.logout");
  const toast = translatedToast(
    language,
    "success",
    isAdmin ? { title: "admin.loggedOutTitle", description: "admin.loggedOutText" } : { title: "nav.loggedOutTitle", description: "nav.loggedOutText" },
  );
  return redirectWithToast(request, context.env, localizePath(isAdmin ? "/admin-login" : "/", language), toast, { headers });
}
