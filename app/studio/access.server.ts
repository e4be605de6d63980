/**
 * The course studio's guard (docs/studio.md): staff only, through the staff guard (a second factor,
 * proven by the session), then the studio permission. `users.studio` is null, `author` or
 * `reviewer` (a reviewer also authors); an admin authors without it. Everyone else is answered as
 * on any staff page: an anonymous visitor goes to the staff sign-in, a student home with "Access
 * Denied", an instructor without the permission to the course manager (as on an admin-only page),
 * an author on a reviewer's step back to the studio with a toast.
 */
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, inArray } from "drizzle-orm";
import { users } from "../../db/schema";
import { noStoreHeaders, requireCourseStaff } from "~/auth/permissions.server";
import type { AccountUser } from "~/auth/users.server";
import { redirectWithToast } from "~/http/flash.server";
import { translatedToast } from "~/http/translated-toast.server";
import { languageFromPath, localizePath } from "~/i18n/languages";
import type { Database } from "../../db/client";

export type StudioNeed = "author" | "reviewer";

export type StudioUser = AccountUser & {
  /** The permission as stored (null for an admin without one). */
  studio: "author" | "reviewer" | null;
  canReview: boolean;
};

/** Whether an account may author or review, from its role and its `studio` column. */
function studioAllows(role: AccountUser["role"], studio: StudioUser["studio"], need: StudioNeed): boolean {
  if (need === "reviewer") return studio === "reviewer" && role !== "user";
  return role === "admin" || ((studio === "author" || studio === "reviewer") && role !== "user");
}

/** The studio permission of an account (null when it has none). */
async function studioPermission(db: Database, userId: string): Promise<StudioUser["studio"]> {
  const [row] = await db.select({ studio: users.studio }).from(users).where(eq(users.id, userId));
  return row?.studio ?? null;
}

/** The guard every studio loader and action calls first: the signed-in author or reviewer, or the answer for everyone else. */
export async function requireStudio(request: Request, context: AppLoadContext, need: StudioNeed): Promise<StudioUser> {
  const user = await requireCourseStaff(request, context);
  const studio = await studioPermission(context.db, user.id);
  const studioUser = { ...user, studio, canReview: studioAllows(user.role, studio, "reviewer") };
  if (studioAllows(user.role, studio, need)) return studioUser;

  const language = languageFromPath(new URL(request.url).pathname);
  if (!studioAllows(user.role, studio, "author")) {
    // As an instructor opening an admin-only page: back to the school's pages, where their work is.
    throw redirect(localizePath("/course-manager", language), { status: 303, headers: noStoreHeaders });
  }
  throw await redirectWithToast(
    request,
    context.env,
    localizePath("/studio", language),
    translatedToast(language, "error", { title: "studio.refusedTitle", description: "studio.reviewerOnlyText" }),
    { headers: new Headers(noStoreHeaders) },
  );
}

/**
 * Gives an admin or an instructor the studio permission, or takes it back (the Accounts tab). The
 * condition lives in the UPDATE: no other account is changed. The account as it was, or undefined when refused.
 */
export async function setStudioPermission(db: Database, userId: string, studio: StudioUser["studio"]) {
  const [before] = await db
    .select({ id: users.id, email: users.email, studio: users.studio })
    .from(users)
    .where(and(eq(users.id, userId), inArray(users.role, ["admin", "instructor"])));
  if (!before) return undefined;
  const changed = await db
    .update(users)
    .set({ studio, updatedAt: new Date().toISOString() })
    .where(and(eq(users.id, userId), inArray(users.role, ["admin", "instructor"])))
    .returning({ id: users.id });
  return changed.length === 1 ? before : undefined;
}
