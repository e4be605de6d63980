/** The roles' meaning in one place (docs/decisions/045). Client-safe. */
import type { UserRole } from "../../db/schema";

/** Staff sign in at /admin-login: admins (everything) and instructors (the learners and their questions). */
export type StaffRole = Exclude<UserRole, "user">;

export function isStaff(role: UserRole): role is StaffRole {
  return role !== "user";
}
