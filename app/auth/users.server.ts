/** Accounts in D1 (`users`): e-mails stored lower-cased, roles `admin` / `user`. */
import { asc, count, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users, type UserRole } from "../../db/schema";

/** What the app passes around about a user: never the password hash. */
export interface AccountUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: UserRole;
  createdAt: string;
}

const accountColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  createdAt: users.createdAt,
};

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

/** Creates an account; undefined when the e-mail already has one. */
export async function createUser(
  db: Database,
  account: { email: string; firstName: string; lastName: string; role: UserRole; passwordHash: string | null },
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

export async function promoteToAdmin(db: Database, userId: string): Promise<void> {
  await db.update(users).set({ role: "admin", updatedAt: new Date().toISOString() }).where(eq(users.id, userId));
}

/** The admins, oldest first, and whether each has set a password yet (the Accounts tab). */
export async function listAdmins(db: Database) {
  const rows = await db
    .select({ ...accountColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.role, "admin"))
    .orderBy(asc(users.createdAt));
  return rows.map(({ passwordHash, ...account }) => ({ ...account, hasPassword: passwordHash !== null }));
}

export async function countAdmins(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(eq(users.role, "admin"));
  return row?.total ?? 0;
}
