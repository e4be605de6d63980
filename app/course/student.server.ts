/**
 * Who is asking for the course: the signed-in person and what their enrolment lets them do. The
 * guard every course loader and action uses (the preview lesson excepted, which is open to anyone).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { readSessionState } from "~/auth/session.server";
import type { AccountUser } from "~/auth/users.server";
import { redirectWithToast } from "~/http/flash.server";
import { translatedToast } from "~/http/translated-toast.server";
import { languageFromPath, localizePath } from "~/i18n/languages";
import { requireUser } from "~/auth/permissions.server";
import { courseAccessFor, type CourseAccess, type Enrolment } from "./enrolments.server";

export type StudentState = { user: AccountUser | null; access: CourseAccess | { state: "signed-out" } };

/** The visitor and their access, without refusing anyone. */
export async function studentState(request: Request, context: AppLoadContext): Promise<StudentState> {
  const { user } = await readSessionState(request, context);
  if (!user) return { user: null, access: { state: "signed-out" } };
  return { user, access: await courseAccessFor(context.db, user) };
}

/**
 * The signed-in student with an open enrolment, or the answer for everyone else: anonymous → the
 * sign-in page (coming back here); anyone else → the course page, which says why the course is
 * closed to them.
 */
export async function requireStudent(request: Request, context: AppLoadContext): Promise<{ user: AccountUser; enrolment: Enrolment }> {
  const user = await requireUser(request, context);
  // Only a post links an enrolment made for the address to the account: no GET changes anything.
  const access = await courseAccessFor(context.db, user, { claim: request.method === "POST" });
  if (access.state === "open") return { user, enrolment: access.enrolment };
  const language = languageFromPath(new URL(request.url).pathname);
  throw await redirectWithToast(
    request,
    context.env,
    localizePath("/course", language),
    translatedToast(language, "error", { title: "course.heading", description: "course.access.closed" }),
  );
}
