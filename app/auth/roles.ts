/** The roles' meaning in one place (docs/decisions/045). Client-safe. */
import type { UserRole } from "../../db/schema";

/** Staff sign in at /admin-login: admins (everything) and instructors (the learners and their questions). */
export type StaffRole = Exclude<UserRole, "user">;

export function isStaff(role: UserRole): role is StaffRole {
  return role !== "user";
}

/**
 * Whether the role must sign in with a second factor: every staff role reads people's records
 * (admins the leads, instructors their learners' records, identity checks and exports), so every
 * staff account must have one (docs/decisions/063, amended by docs/decisions/074).
 */
export function mustHaveSecondFactor(role: UserRole): boolean {
  return isStaff(role);
}

/** Who a staff page's frame names: their address, their staff role, and whether the course studio is theirs (docs/studio.md). */
export function staffViewer(user: { email: string; role: UserRole; studio?: "author" | "reviewer" | null }): {
  email: string;
  role: StaffRole;
  studio: boolean;
} {
  return {
    email: user.email,
    role: isStaff(user.role) ? user.role : "instructor",
    studio: user.role === "admin" || (isStaff(user.role) && Boolean(user.studio)),
  };
}
