/** The guard every admin loader and action calls on its first line, before reading or changing anything (docs/decisions/014-admin-area.md). */
import { safeReturnPath } from "~/http/return-path";
import { redirect, type AppLoadContext, type HeadersFunction } from "@remix-run/cloudflare";
import { languageFromPath, localizePath } from "~/i18n/languages";
import { redirectWithToast } from "~/http/flash.server";
import { translatedToast } from "~/http/translated-toast.server";
import { endUserSession, hasProvenSecondFactor, readSessionState, type SessionState } from "./session.server";
import { twoFactorSetupPath } from "./two-factor-paths";
import type { AccountUser } from "./users.server";
import type { UserRole } from "../../db/schema";
import { mustHaveSecondFactor, type StaffRole } from "./roles";

/** Admin and account pages, and their answers, are never stored by a browser or a proxy. */
export const noStoreHeaders = { "Cache-Control": "no-store" } as const;

/**
 * The `headers` export of admin and account pages: no-store, plus an action's Retry-After (a
 * route's own `headers` decides its document's headers; only Set-Cookie passes by itself).
 */
export const privatePageHeaders: HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const headers = new Headers(noStoreHeaders);
  const retryAfter = actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

/**
 * The admin guard: returns the signed-in admin, or throws the answer for everyone else —
 * anonymous → /admin-login with the page kept as `returnTo`; a regular user → home with the
 * 'Access Denied' toast. Both in the language of the URL.
 */
export async function requireAdmin(request: Request, context: AppLoadContext): Promise<AccountUser> {
  return requireStaff(request, context, ["admin"]);
}

/**
 * The school's guard (the course manager, the learners, the students' questions): an admin or an
 * instructor, answered like `requireAdmin` for everyone else (docs/decisions/045).
 */
export async function requireCourseStaff(request: Request, context: AppLoadContext): Promise<AccountUser> {
  return requireStaff(request, context, ["admin", "instructor"]);
}

async function requireStaff(request: Request, context: AppLoadContext, roles: readonly StaffRole[]): Promise<AccountUser> {
  const state = await readSessionState(request, context);
  const { user } = state;
  if (user && (roles as readonly UserRole[]).includes(user.role)) {
    if (mustHaveSecondFactor(user.role)) await requireStaffSecondFactor(request, context, state);
    return user;
  }

  const url = new URL(request.url);
  const language = languageFromPath(url.pathname);
  if (!user) throw redirect(`${localizePath("/admin-login", language)}${returnToQuery(url)}`, { status: 303, headers: noStoreHeaders });
  // An instructor who opens an admin-only page is taken to the school's pages, where their work is.
  if (user.role === "instructor") throw redirect(localizePath("/course-manager", language), { status: 303, headers: noStoreHeaders });
  throw await redirectWithToast(
    request,
    context.env,
    localizePath("/", language),
    translatedToast(language, "error", { title: "admin.accessDeniedTitle", description: "admin.accessDeniedText" }),
  );
}

/**
 * Staff must have a second factor (docs/decisions/063, and 074 for instructors), and their session
 * must have proven it:
 * - no factor registered → the set-up page, coming back here once done (it is reachable: it takes
 *   only a signed-in account);
 * - a factor registered but this session never proved one (it began before the factor existed, and
 *   was not the one that set it up) → the session ends, and they sign in again with it.
 */
async function requireStaffSecondFactor(request: Request, context: AppLoadContext, { session, hasSecondFactor, user }: SessionState): Promise<void> {
  const url = new URL(request.url);
  const language = languageFromPath(url.pathname);
  const here = `${url.pathname}${url.search}`;
  if (!hasSecondFactor) {
    const description = user?.role === "instructor" ? "twoFactor.instructorRequiredText" : "twoFactor.adminRequiredText";
    const toast = translatedToast(language, "error", { title: "twoFactor.adminRequiredTitle", description });
    throw await redirectWithToast(request, context.env, twoFactorSetupPath(language, here), toast, { headers: new Headers(noStoreHeaders) });
  }
  if (hasProvenSecondFactor(session) || !session) return;
  const headers = new Headers(noStoreHeaders);
  headers.append("Set-Cookie", await endUserSession(request, context, session));
  const toast = translatedToast(language, "error", { title: "twoFactor.signInAgainTitle", description: "twoFactor.signInAgainText" });
  throw await redirectWithToast(request, context.env, `${localizePath("/admin-login", language)}${returnToQuery(url)}`, toast, { headers });
}

/**
 * The account guard: returns the signed-in person (any role), or sends an anonymous visitor to the
 * login page with the page kept as `returnTo`, in the language of the URL.
 */
export async function requireUser(request: Request, context: AppLoadContext): Promise<AccountUser> {
  const { user } = await readSessionState(request, context);
  if (user) return user;
  const url = new URL(request.url);
  throw redirect(`${localizePath("/auth", languageFromPath(url.pathname))}${returnToQuery(url)}`, { status: 303, headers: noStoreHeaders });
}

/**
 * The page to come back to after signing in, as a query: only what the login will accept
 * (`safeReturnPath`), so a huge or odd URL never makes a huge redirect header; the path alone when
 * its query is too long, nothing when even the path is.
 */
function returnToQuery(url: URL): string {
  const returnTo = safeReturnPath(`${url.pathname}${url.search}`) ?? safeReturnPath(url.pathname);
  return returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : "";
}
