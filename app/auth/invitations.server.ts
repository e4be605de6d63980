/**
 * Creating admins (docs/decisions/015, amended by 018 and 032): becoming an admin always goes
 * through the address's inbox. Whether the e-mail is new or already has an account, the person gets
 * a one-time link (24 h); using it sets a new password, makes the account an admin and ends every
 * session it had. Until then nothing that existed before (a password, a session) carries admin
 * rights, so an attacker who registered the invitee's address first gains nothing. The link goes to
 * the address only: the inviting admin sees to whom it went and until when, never the link itself.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { sessions, users, type UserRole } from "../../db/schema";
import type { Language } from "~/i18n/languages";
import { sendAdminInvitation } from "./account-emails.server";
import { claimAccountToken, findTokenAccount, hasPendingInvitation, revokeAccountTokens, revokeAccountTokensStatement } from "./account-tokens.server";
import { hashPassword } from "./password-hash.server";
import { createUser, findUserById, findUserForLogin, nameOrEmail, updateProfile, type AccountUser } from "./users.server";

export type AdminCreation = { kind: "invited"; user: AccountUser } | { kind: "already-admin"; user: AccountUser };

/**
 * Invites the e-mail to become an admin: an account without a password is made for a new address;
 * an existing account keeps its role and password until the link is used. An admin who already
 * has a password is left as is.
 */
export async function inviteAdmin(
  context: AppLoadContext,
  request: Request,
  person: { email: string; firstName: string; lastName: string },
  language: Language,
  invitedBy: AccountUser,
): Promise<AdminCreation> {
  const { db } = context;
  const existing = await findUserForLogin(db, person.email);
  let user: AccountUser;
  if (existing) {
    const { passwordHash, ...account } = existing;
    if (account.role === "admin" && passwordHash !== null) return { kind: "already-admin", user: account };
    // An address nobody has proven is named as the inviting admin typed it, not as whoever
    // registered it first chose; a proven account keeps its owner's own name.
    if (account.emailVerifiedAt === null) {
      await updateProfile(db, account.id, { firstName: person.firstName, lastName: person.lastName, language: account.language });
      user = { ...account, firstName: person.firstName, lastName: person.lastName };
    } else {
      user = account;
    }
  } else {
    const created = await createUser(db, { ...person, role: "user", passwordHash: null, language });
    // Created by a request racing this one: invite that account instead.
    const account = created ?? (await findUserForLogin(db, person.email));
    if (!account) throw new Error("the invited account could not be created");
    const { passwordHash: _none, ...rest } = account as AccountUser & { passwordHash?: string | null };
    user = rest;
  }
  await sendAdminInvitation(
    context,
    request,
    { id: user.id, email: user.email, firstName: person.firstName || user.firstName, language },
    { id: invitedBy.id, name: nameOrEmail(invitedBy) },
  );
  return { kind: "invited", user };
}

/**
 * A new link for a pending invitation, e-mailed to the address (the old one ends). Undefined unless
 * the account has an unused, unexpired invitation: any other user id (an admin, an ordinary account,
 * an unknown id) gets nothing sent and nothing changed.
 */
export async function resendAdminInvitation(context: AppLoadContext, request: Request, userId: string, language: Language, invitedBy: AccountUser) {
  if (!(await hasPendingInvitation(context.db, userId))) return undefined;
  const user = await findUserById(context.db, userId);
  if (!user) return undefined;
  await sendAdminInvitation(
    context,
    request,
    { id: user.id, email: user.email, firstName: user.firstName, language },
    { id: invitedBy.id, name: nameOrEmail(invitedBy) },
  );
  return { user };
}

/** Ends a pending invitation; false when there was none. */
export async function revokeAdminInvitation(context: AppLoadContext, userId: string): Promise<boolean> {
  return (await revokeAccountTokens(context.db, userId, "admin-invite")) > 0;
}

export type PasswordLinkUse = { kind: "invitation" | "reset"; userId: string; email: string; role: UserRole };

/**
 * Uses a set-password link (an admin invitation or a password reset): the link is claimed first,
 * so it works once even when posted twice at once; then, in one batch, the new password, the
 * address marked as proven, the role (for an invitation), and every session of the account ended.
 */
export async function redeemPasswordLink(context: AppLoadContext, token: string, password: string): Promise<PasswordLinkUse | undefined> {
  const { db } = context;
  // Look first (cheap), hash only for a live link: a post with a made-up token costs no scrypt.
  const purpose = (await findTokenAccount(db, token, "admin-invite"))
    ? "admin-invite"
    : (await findTokenAccount(db, token, "reset-password"))
      ? "reset-password"
      : undefined;
  if (!purpose) return undefined;
  const passwordHash = await hashPassword(password);
  {
    const account = await claimAccountToken(db, token, purpose);
    if (!account) return undefined;
    const now = new Date().toISOString();
    const role = purpose === "admin-invite" ? "admin" : account.role;
    await db.batch([
      db.update(users).set({ passwordHash, role, emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, account.userId)),
      db.delete(sessions).where(eq(sessions.userId, account.userId)),
      revokeAccountTokensStatement(db, account.userId, "reset-password"),
    ]);
    return { kind: purpose === "admin-invite" ? "invitation" : "reset", userId: account.userId, email: account.email, role };
  }
  return undefined;
}
