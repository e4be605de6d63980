/** Accounts in D1 (`users`): e-mails stored lower-cased, roles `admin` / `instructor` / `user`. */
import { and, count, desc, eq, isNotNull, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { leads, users, type UserRole } from "../../db/schema";
import type { Language } from "~/i18n/languages";

/** What the app passes around about a user: never the password hash. */
export interface AccountUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: UserRole;
  /** The language of the account's e-mails. */
  language: Language;
  /** When a link sent to the address was used; null until then (nothing tied to the address is shown). */
  emailVerifiedAt: string | null;
  /** The course studio permission (docs/studio.md): null, `author` or `reviewer`. */
  studio: "author" | "reviewer" | null;
  createdAt: string;
}

const accountColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  language: users.language,
  emailVerifiedAt: users.emailVerifiedAt,
  studio: users.studio,
  createdAt: users.createdAt,
};

/** A person's first and last name, either of which may be missing ("" when both are). */
export function fullName(person: { firstName: string | null; lastName: string | null }): string {
  return [person.firstName, person.lastName].filter(Boolean).join(" ");
}

/** A person's name, or their address when they gave none. */
export function nameOrEmail(person: { firstName: string | null; lastName: string | null; email: string | null }): string {
  return fullName(person) || (person.email ?? "");
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The account and its password hash, for a login (null hash: an invitee who has not set one yet). */
export async function findUserForLogin(db: Database, email: string) {
  const [row] = await db
    .select({ ...accountColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return row;
}

export async function findUserById(db: Database, id: string): Promise<AccountUser | undefined> {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, id));
  return row;
}

/**
 * The account a session names, with whether it has a second factor (an authenticator app or a
 * passkey): one read, for every signed-in request.
 */
export async function findSignedInUser(db: Database, id: string): Promise<(AccountUser & { hasSecondFactor: boolean }) | undefined> {
  const [row] = await db
    .select({
      ...accountColumns,
      // Written out whole: Drizzle leaves a column in a sql template unqualified, and inside the
      // subquery "id" would then be the passkey's own.
      hasSecondFactor: sql<number>`(exists (select 1 from totp_factors where totp_factors.user_id = users.id) or exists (select 1 from passkeys where passkeys.user_id = users.id))`,
    })
    .from(users)
    .where(eq(users.id, id));
  return row ? { ...row, hasSecondFactor: Boolean(row.hasSecondFactor) } : undefined;
}

/** Creates an account; undefined when the e-mail already has one. */
export async function createUser(
  db: Database,
  account: { email: string; firstName: string; lastName: string; role: UserRole; passwordHash: string | null; language?: Language },
): Promise<AccountUser | undefined> {
  const [row] = await db
    .insert(users)
    .values({ ...account, email: normalizeEmail(account.email) })
    .onConflictDoNothing({ target: users.email })
    .returning(accountColumns);
  return row;
}

export async function setPasswordHash(db: Database, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date().toISOString() }).where(eq(users.id, userId));
}

export async function recordSignIn(db: Database, userId: string): Promise<void> {
  await db.update(users).set({ lastSignInAt: new Date().toISOString() }).where(eq(users.id, userId));
}

export async function updateProfile(db: Database, userId: string, profile: { firstName: string; lastName: string; language: Language }): Promise<void> {
  await db
    .update(users)
    .set({ ...profile, updatedAt: new Date().toISOString() })
    .where(eq(users.id, userId));
}

export async function markEmailVerified(db: Database, userId: string, email: string): Promise<void> {
  const now = new Date().toISOString();
  // Only while the account still has the address the link was sent to.
  await db
    .update(users)
    .set({ emailVerifiedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.email, email)));
}

/** Every account, newest first, with whether it has a password and when it last signed in (the Accounts tab). */
export async function listAccounts(db: Database, limit = 200) {
  const rows = await db
    .select({ ...accountColumns, passwordHash: users.passwordHash, lastSignInAt: users.lastSignInAt })
    .from(users)
    .orderBy(desc(users.createdAt))
    .limit(limit);
  return rows.map(({ passwordHash, ...account }) => ({ ...account, hasPassword: passwordHash !== null }));
}

/**
 * Gives an account the instructor role, or takes it back (docs/decisions/045). The conditions live
 * in the UPDATE: only a verified account that is a plain user becomes an instructor (the person
 * proved the address); only an instructor goes back to a user. False when refused.
 */
export async function setInstructorRole(db: Database, targetId: string, instructor: boolean): Promise<boolean> {
  const rows = await db
    .update(users)
    // A former instructor keeps no course studio permission (only staff may hold one: docs/studio.md).
    .set({ role: instructor ? "instructor" : "user", ...(instructor ? {} : { studio: null }), updatedAt: new Date().toISOString() })
    .where(
      instructor
        ? and(eq(users.id, targetId), eq(users.role, "user"), isNotNull(users.emailVerifiedAt))
        : and(eq(users.id, targetId), eq(users.role, "instructor")),
    )
    .returning({ id: users.id });
  return rows.length === 1;
}

/**
 * Deletes an account, unless it is the last admin. As for `removeAdminRole`, the check lives in the
 * DELETE itself (decision 028): two admins deleting themselves at the same moment cannot both
 * succeed. False when refused. Sessions and one-time links go with it (ON DELETE CASCADE).
 */
export async function deleteAccount(db: Database, userId: string): Promise<boolean> {
  const deleted = await db
    .delete(users)
    .where(and(eq(users.id, userId), sql`(${users.role} <> 'admin' OR (SELECT count(*) FROM ${users} WHERE ${users.role} = 'admin') > 1)`))
    .returning({ id: users.id });
  return deleted.length === 1;
}

export function countAdminsQuery(db: Database) {
  return db.select({ total: count() }).from(users).where(eq(users.role, "admin"));
}

/**
 * Takes the admin role from `targetId`, asked by `actorId`. The checks live in the UPDATE itself
 * (not a count read first): one statement runs alone in D1, so two admins removing each other at
 * the same moment cannot both succeed and leave the site without an admin. False when refused:
 * the target is the actor, is not an admin, or is the last one. The leads they owned become
 * unassigned in the same batch.
 */
export async function removeAdminRole(db: Database, targetId: string, actorId: string): Promise<boolean> {
  const [rows] = await db.batch([
    db
      .update(users)
      .set({ role: "user", updatedAt: new Date().toISOString() })
      .where(
        and(eq(users.id, targetId), ne(users.id, actorId), eq(users.role, "admin"), sql`(SELECT count(*) FROM ${users} WHERE ${users.role} = 'admin') > 1`),
      )
      .returning({ id: users.id }),
    // Their leads go back to "unassigned" (only leads are owned, and only by admins), in the same
    // transaction and only if the role really went.
    db
      .update(leads)
      .set({ assignedTo: null })
      .where(and(eq(leads.assignedTo, targetId), sql`(SELECT ${users.role} FROM ${users} WHERE ${users.id} = ${targetId}) <> 'admin'`)),
  ]);
  return rows.length === 1;
}
