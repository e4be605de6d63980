import { createCookie, createCookieSessionStorage, redirect } from "@remix-run/cloudflare";
import type { AppEnv } from "~/env.server";
import type { Toast } from "./toast";

/**
 * Flash messages that survive a redirect (Post/Redirect/Get without JavaScript): a small signed
 * cookie read once by the root loader (STYLE 7).
 */
function toastStorage(request: Request, env: AppEnv) {
  return createCookieSessionStorage<Record<string, never>, { toast: Toast }>({
    cookie: {
      name: "toast",
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: new URL(request.url).protocol === "https:",
      secrets: [env.SESSION_SECRET],
    },
  });
}

export async function setToastCookie(request: Request, env: AppEnv, toast: Toast): Promise<string> {
  const storage = toastStorage(request, env);
  const session = await storage.getSession();
  session.flash("toast", toast);
  return storage.commitSession(session);
}

/** The pending toast, if any, and the header that clears it. */
export async function takeToast(request: Request, env: AppEnv): Promise<{ toast: Toast | null; setCookie: string | null }> {
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader?.includes("toast=")) return { toast: null, setCookie: null };
  const storage = toastStorage(request, env);
  const session = await storage.getSession(cookieHeader);
  const toast = session.get("toast") ?? null;
  return { toast, setCookie: toast ? await storage.commitSession(session) : null };
}

export async function redirectWithToast(request: Request, env: AppEnv, location: string, toast: Toast, init: { headers?: Headers } = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await setToastCookie(request, env, toast));
  return redirect(location, { status: 303, headers });
}

/** Values one page hands to the next across a redirect (the youth interest → the application). */
export function prefillCookie(request: Request, env: AppEnv) {
  return createCookie("prefill", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: new URL(request.url).protocol === "https:",
    secrets: [env.SESSION_SECRET],
    maxAge: 60 * 30,
  });
}
