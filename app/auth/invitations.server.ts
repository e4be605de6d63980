/**
 * Creating admins (DESIGN §4, decision 015): an existing account is promoted; a new e-mail gets an
 * account without a password and a one-time set-password link (valid 24 h, stored only as a hash),
 * e-mailed through the outbox and shown once to the admin who created it.
 */
import { createCookie, type AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, gt, isNotNull, isNull, lt, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { emailOutbox, passwordTokens, users } from "../../db/schema";
import { deliverDueEmails } from "~/email/outbox.server";
import { emailSenderFor } from "~/email/senders.server";
import { adminInviteEmail } from "~/email/templates.server";
import type { AppEnv } from "~/env.server";
import { localizePath, type Language } from "~/i18n/languages";
import { randomToken, sha256Hex } from "~/security/tokens";
import { hashPassword } from "./password-hash.server";
import { findUserForLogin, normalizeEmail, promoteToAdmin, type AccountUser } from "./users.server";

export const passwordLinkValidHours = 24;
const passwordLinkLifetimeMs = passwordLinkValidHours * 60 * 60 * 1000;

/** The token has 256 random bits, so a plain SHA-256 keeps a stolen table useless. */
const tokenHash = sha256Hex;

export function setPasswordPath(token: string, language: Language): string {
  return localizePath(`/set-password/${token}`, language);
}

export type AdminCreation =
  | { kind: "promoted"; user: AccountUser }
  | { kind: "invited"; user: AccountUser; link: string }
  | { kind: "already-admin"; user: AccountUser };

/**
 * Promotes the e-mail's account, or creates it with a set-password link. An admin who never set a
 * password (a lost invitation) gets a new link; an admin with a password is left as is.
 */
export async function createOrPromoteAdmin(
  context: AppLoadContext,
  person: { email: string; firstName: string; lastName: string },
  language: Language,
  invitedBy: AccountUser,
): Promise<AdminCreation> {
  const { db } = context;
  const existing = await findUserForLogin(db, person.email);
  if (existing) {
    const { passwordHash, ...user } = existing;
    if (user.role !== "admin") {
      await promoteToAdmin(db, user.id);
      return { kind: "promoted", user: { ...user, role: "admin" } };
    }
    if (passwordHash !== null) return { kind: "already-admin", user };
    return { kind: "invited", user, link: await inviteToSetPassword(context, user, language, invitedBy, { isNewAccount: false }) };
  }

  const user: AccountUser = {
    id: crypto.randomUUID(),
    email: normalizeEmail(person.email),
    firstName: person.firstName,
    lastName: person.lastName,
    role: "admin",
    createdAt: new Date().toISOString(),
  };
  const link = await inviteToSetPassword(context, user, language, invitedBy, { isNewAccount: true });
  return { kind: "invited", user, link };
}

/** A token and its e-mail in the outbox (with the account, when it is new): one D1 batch, all or nothing. */
async function inviteToSetPassword(
  context: AppLoadContext,
  user: AccountUser,
  language: Language,
  invitedBy: AccountUser,
  { isNewAccount }: { isNewAccount: boolean },
): Promise<string> {
  const { db, env, ctx } = context;
  const token = randomToken();
  const link = `${env.SITE_URL}${setPasswordPath(token, language)}`;
  const content = await adminInviteEmail(language, {
    firstName: user.firstName || user.email,
    inviterName: [invitedBy.firstName, invitedBy.lastName].filter(Boolean).join(" ") || invitedBy.email,
    link,
    validHours: passwordLinkValidHours,
  });
  const emailId = crypto.randomUUID();
  const insertToken = db
    .insert(passwordTokens)
    .values({ tokenHash: await tokenHash(token), userId: user.id, expiresAt: new Date(Date.now() + passwordLinkLifetimeMs).toISOString() });
  const insertEmail = db.insert(emailOutbox).values({
    id: emailId,
    kind: "admin-invite",
    toAddress: user.email,
    language,
    subject: content.subject,
    textBody: content.text,
    htmlBody: content.html,
  });
  if (isNewAccount) await db.batch([db.insert(users).values({ ...user, passwordHash: null }), insertToken, insertEmail]);
  else await db.batch([insertToken, insertEmail]);
  ctx.waitUntil(
    deliverDueEmails(db, emailSenderFor(env), { ids: [emailId] }).catch((error: unknown) => {
      console.error(JSON.stringify({ level: "error", event: "email_delivery_error", message: String(error) }));
    }),
  );
  return link;
}

/** The account a set-password link is for, while the link is unused and unexpired. */
export async function findPasswordLinkAccount(db: Database, token: string, now = Date.now()) {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const [row] = await db
    .select({ userId: users.id, email: users.email, firstName: users.firstName })
    .from(passwordTokens)
    .innerJoin(users, eq(users.id, passwordTokens.userId))
    .where(and(eq(passwordTokens.tokenHash, await tokenHash(token)), isNull(passwordTokens.usedAt), gt(passwordTokens.expiresAt, new Date(now).toISOString())));
  return row;
}

/**
 * Sets the password of the link's account and uses the link up; undefined when the link is not
 * (or no longer) usable. The link is claimed first, so it works once even when sent twice at once.
 */
export async function setPasswordWithLink(db: Database, token: string, password: string) {
  const account = await findPasswordLinkAccount(db, token);
  if (!account) return undefined;
  const passwordHash = await hashPassword(password);
  const now = new Date().toISOString();
  const claimed = await db
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordTokens.tokenHash, await tokenHash(token)), isNull(passwordTokens.usedAt), gt(passwordTokens.expiresAt, now)))
    .returning({ userId: passwordTokens.userId });
  if (claimed.length === 0) return undefined;
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, account.userId));
  return account;
}

/** Drops used and expired links (the Cron Trigger calls this). */
export async function purgeSpentPasswordTokens(db: Database, now = Date.now()): Promise<number> {
  const deleted = await db
    .delete(passwordTokens)
    .where(or(isNotNull(passwordTokens.usedAt), lt(passwordTokens.expiresAt, new Date(now).toISOString())))
    .returning({ tokenHash: passwordTokens.tokenHash });
  return deleted.length;
}

/**
 * The link travels from the create action to the dashboard in a short-lived signed cookie, read
 * once there: it is shown to the admin who made it and never stored in clear on the server.
 */
export function inviteLinkCookie(request: Request, env: AppEnv) {
  return createCookie("invite_link", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: new URL(request.url).protocol === "https:",
    secrets: [env.SESSION_SECRET],
    maxAge: 10 * 60,
  });
}
