import { redirect } from "@remix-run/cloudflare";
import type { AppEnv } from "~/platform/env.server";
import { shortLivedCookie } from "./signed-cookies.server";
import type { Toast } from "./toast";

/**
 * Flash messages that survive a redirect (Post/Redirect/Get without JavaScript): a small signed
 * cookie read once by the root loader. Ten minutes is long past any redirect's next request.
 */
const toastCookie = (request: Request, env: AppEnv) => shortLivedCookie(request, env, "toast", 10 * 60);

/** The pending toast, if any, and the header that clears it (a forged or stale cookie is removed too). */
export async function takeToast(request: Request, env: AppEnv): Promise<{ toast: Toast | null; setCookie: string | null }> {
  const { value, setCookie } = await toastCookie(request, env).take();
  return { toast: isToast(value) ? value : null, setCookie };
}

export async function redirectWithToast(request: Request, env: AppEnv, location: string, toast: Toast, init: { headers?: Headers } = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastCookie(request, env).write(toast));
  return redirect(location, { status: 303, headers });
}

/** Values one page hands to the next across a redirect (the youth interest → the application), read once. */
export function prefillCookie(request: Request, env: AppEnv) {
  return shortLivedCookie(request, env, "prefill", 60 * 30);
}

/** A stored toast has a kind and two strings; anything else in a signed cookie is not shown. */
function isToast(value: unknown): value is Toast {
  if (!value || typeof value !== "object") return false;
  const toast = value as Record<string, unknown>;
  return (toast.kind === "success" || toast.kind === "error") && typeof toast.title === "string" && typeof toast.description === "string";
}
