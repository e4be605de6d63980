import { createCookieSessionStorage, redirect } from "@remix-run/cloudflare";
import { createCookieSafely, expiredCookie, hasCookie } from "~/http/cookies";
import type { AppEnv } from "~/platform/env.server";
import type { Toast } from "./toast";

/**
 * Flash messages that survive a redirect (Post/Redirect/Get without JavaScript): a small signed
 * cookie read once by the root loader.
 */
function toastStorage(request: Request, env: AppEnv) {
  return createCookieSessionStorage<Record<string, never>, { toast: Toast }>({
    cookie: createCookieSafely("toast", {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: new URL(request.url).protocol === "https:",
      secrets: [env.SESSION_SECRET],
    }),
  });
}

async function setToastCookie(request: Request, env: AppEnv, toast: Toast): Promise<string> {
  const storage = toastStorage(request, env);
  const session = await storage.getSession();
  session.flash("toast", toast);
  return storage.commitSession(session);
}

/** The pending toast, if any, and the header that clears it. */
export async function takeToast(request: Request, env: AppEnv): Promise<{ toast: Toast | null; setCookie: string | null }> {
  const cookieHeader = request.headers.get("Cookie");
  if (!hasCookie(cookieHeader, "toast")) return { toast: null, setCookie: null };
  const storage = toastStorage(request, env);
  const session = await storage.getSession(cookieHeader);
  const toast = session.get("toast") ?? null;
  // Read once: a toast is cleared by committing the emptied session; anything else (a forged or
  // stale cookie) is simply removed.
  const setCookie = toast ? await storage.commitSession(session) : expiredCookie("toast", { secure: new URL(request.url).protocol === "https:" });
  return { toast: isToast(toast) ? toast : null, setCookie };
}

export async function redirectWithToast(request: Request, env: AppEnv, location: string, toast: Toast, init: { headers?: Headers } = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await setToastCookie(request, env, toast));
  return redirect(location, { status: 303, headers });
}

/** Values one page hands to the next across a redirect (the youth interest → the application). */
export function prefillCookie(request: Request, env: AppEnv) {
  return createCookieSafely("prefill", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: new URL(request.url).protocol === "https:",
    secrets: [env.SESSION_SECRET],
    maxAge: 60 * 30,
  });
}

/** A stored toast has a kind and two strings; anything else in a signed cookie is not shown. */
function isToast(value: unknown): value is Toast {
  if (!value || typeof value !== "object") return false;
  const toast = value as Record<string, unknown>;
  return (toast.kind === "success" || toast.kind === "error") && typeof toast.title === "string" && typeof toast.description === "string";
}
