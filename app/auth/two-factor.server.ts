/**
 * Authenticator apps (TOTP) and recovery codes (docs/decisions/062-totp-and-recovery-codes.md):
 * setting one up from a signed-in session (a secret shown once, confirmed by a first code, ten
 * recovery codes shown once), checking a code at sign-in or before a change, turning it off.
 * Every code is accepted once: an app's code only for a time step later than the last one accepted
 * (one conditional UPDATE), a recovery code only while unused (one conditional UPDATE).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, count, eq, isNull, lt, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { passkeys, recoveryCodes, sessions, totpFactors } from "../../db/schema";
import { formatDateTime } from "~/platform/time/date-formats";
import { deliverSoon, queueEmail, type QueuedEmail } from "~/email/outbox.server";
import { factorChangeEmail } from "~/email/templates.server";
import type { FactorChange } from "~/email/messages/factor-change.server";
import { siteOrigin } from "~/http/site-origin";
import { localizePath } from "~/i18n/languages";
import { factorKeyMaterial, generateRecoveryCodes, normalizeRecoveryCode, openTotpSecret, recoveryCodeHash, sealTotpSecret } from "./factor-secrets.server";
import { createChallenge, countChallengeAttempt, findSessionChallenge, takeSessionChallenge } from "./sign-in-challenges.server";
import { generateTotpSecret, matchingTimeStep, otpauthUri } from "./totp.server";
import { mustHaveSecondFactor } from "./roles";
import type { AccountUser } from "./users.server";

/** A set-up waits this long for its first code, and takes this many wrong ones before it ends. */
const totpSetup = { lifetimeMs: 15 * 60_000, attempts: 5 } as const;
/** What authenticator apps show above the account's address. */
const issuer = "Florida Financial Academy";

export interface TotpState {
  isOn: boolean;
  recoveryCodesLeft: number;
}

/** Whether the account has an authenticator app, and how many recovery codes are unused. */
export async function totpStateOf(db: Database, userId: string): Promise<TotpState> {
  const [[factor], [codes]] = await db.batch([
    db.select({ userId: totpFactors.userId }).from(totpFactors).where(eq(totpFactors.userId, userId)),
    db
      .select({ left: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt))),
  ]);
  return { isOn: factor !== undefined, recoveryCodesLeft: codes?.left ?? 0 };
}

/**
 * Whether a right password must be followed by the second step: an account with an authenticator
 * app; and staff with any second factor (staff whose factors are passkeys only complete the step
 * with one of them; a password alone never opens the staff pages, docs/decisions/063 and 074).
 */
export async function needsSecondStep(db: Database, user: Pick<AccountUser, "id" | "role">): Promise<boolean> {
  const [[app], [passkey]] = await db.batch([
    db.select({ userId: totpFactors.userId }).from(totpFactors).where(eq(totpFactors.userId, user.id)),
    db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, user.id)).limit(1),
  ]);
  return app !== undefined || (mustHaveSecondFactor(user.role) && passkey !== undefined);
}

/** An app's code for the account: accepted once, for a time step later than the last one accepted. */
async function acceptAppCode(context: AppLoadContext, userId: string, code: string): Promise<boolean> {
  const { db } = context;
  const [factor] = await db.select({ secret: totpFactors.secret, lastStep: totpFactors.lastStep }).from(totpFactors).where(eq(totpFactors.userId, userId));
  if (!factor) return false;
  const secret = await openTotpSecret(factor.secret, userId, factorKeyMaterial(context.env));
  if (!secret) {
    // Sealed under another key (TWO_FACTOR_KEY or SESSION_SECRET changed): no code can match.
    console.error(JSON.stringify({ level: "error", event: "totp_secret_unreadable" }));
    return false;
  }
  const step = await matchingTimeStep(secret, code, { afterStep: factor.lastStep });
  if (step === null) return false;
  // Only a later step moves the mark: of two posts of one code at once, one updates, one finds nothing.
  const updated = await db
    .update(totpFactors)
    .set({ lastStep: step })
    .where(and(eq(totpFactors.userId, userId), lt(totpFactors.lastStep, step)))
    .returning({ userId: totpFactors.userId });
  return updated.length === 1;
}

/** A recovery code of the account: accepted once, while unused. */
async function spendRecoveryCode(context: AppLoadContext, userId: string, typed: string): Promise<boolean> {
  const code = normalizeRecoveryCode(typed);
  if (!code) return false;
  const codeHash = await recoveryCodeHash(code, userId, factorKeyMaterial(context.env));
  const used = await context.db
    .update(recoveryCodes)
    .set({ usedAt: new Date().toISOString() })
    .where(and(eq(recoveryCodes.codeHash, codeHash), eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
    .returning({ codeHash: recoveryCodes.codeHash });
  return used.length === 1;
}

/**
 * A code typed at the second step of signing in, or to confirm a change: six digits are the app's
 * code, anything else is tried as a recovery code. Which one was accepted, or null.
 */
export async function acceptSecondFactorCode(context: AppLoadContext, userId: string, typed: string): Promise<"totp" | "recovery-code" | null> {
  const compact = typed.replace(/[\s-]+/g, "");
  if (/^\d{6}$/.test(compact)) return (await acceptAppCode(context, userId, compact)) ? "totp" : null;
  return (await spendRecoveryCode(context, userId, typed)) ? "recovery-code" : null;
}

/** Starts setting up an authenticator app from this session: a new secret, sealed, waiting for its first code. */
export async function startTotpSetup(context: AppLoadContext, user: AccountUser, sessionId: string): Promise<void> {
  const sealed = await sealTotpSecret(generateTotpSecret(), user.id, factorKeyMaterial(context.env));
  await createChallenge(context.db, "totp-setup", { userId: user.id, sessionId, data: { secret: sealed }, lifetimeMs: totpSetup.lifetimeMs });
}

/** The set-up this session started and has not finished: the secret (to show as text and as a QR code) and its URI. */
export async function totpSetupOf(context: AppLoadContext, user: AccountUser, sessionId: string): Promise<{ secret: string; uri: string } | null> {
  const pending = await findSessionChallenge(context.db, "totp-setup", sessionId, user.id);
  const sealed = pending?.data.secret;
  const secret = typeof sealed === "string" ? await openTotpSecret(sealed, user.id, factorKeyMaterial(context.env)) : null;
  if (!secret) return null;
  return { secret, uri: otpauthUri({ secret, accountName: user.email, issuer }) };
}

export type TotpSetupResult = { ok: true; recoveryCodes: string[] } | { ok: false; reason: "no-setup" | "wrong-code" | "already-on" };

/**
 * Stores fresh recovery codes for the account (the older ones end), as statements for a batch, and
 * the codes to show once.
 */
async function freshRecoveryCodes(context: AppLoadContext, userId: string) {
  const { db } = context;
  const codes = generateRecoveryCodes();
  const material = factorKeyMaterial(context.env);
  const hashes = await Promise.all(codes.map(async (code) => recoveryCodeHash(normalizeRecoveryCode(code)!, userId, material)));
  return {
    codes,
    statements: [
      db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)),
      db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ codeHash, userId }))),
    ] as const,
  };
}

/** Every other session of the account ends (a factor added or removed, docs/decisions/063). */
function endOtherSessionsStatement(db: Database, userId: string, keepSessionId: string) {
  return db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
}

/**
 * The first code of the app being set up: when right, in one batch, the app is the account's (the
 * code's step marked used), ten recovery codes, the owner's e-mail, and every other session ended.
 */
export async function confirmTotpSetup(
  context: AppLoadContext,
  request: Request,
  user: AccountUser,
  sessionId: string,
  code: string,
): Promise<TotpSetupResult> {
  const { db } = context;
  const pending = await findSessionChallenge(db, "totp-setup", sessionId, user.id);
  const sealed = pending?.data.secret;
  if (!pending || typeof sealed !== "string") return { ok: false, reason: "no-setup" };
  if (!(await countChallengeAttempt(db, pending.id, totpSetup.attempts))) return { ok: false, reason: "no-setup" };
  const secret = await openTotpSecret(sealed, user.id, factorKeyMaterial(context.env));
  const step = secret ? await matchingTimeStep(secret, code) : null;
  if (step === null) return { ok: false, reason: "wrong-code" };
  if (!(await takeSessionChallenge(db, "totp-setup", sessionId, user.id))) return { ok: false, reason: "no-setup" };
  const fresh = await freshRecoveryCodes(context, user.id);
  const email = await queueFactorNotice(context, request, user, "two-factor-added");
  try {
    await db.batch([
      // An app already there (set up meanwhile from another page) fails the whole batch.
      db.insert(totpFactors).values({ userId: user.id, secret: sealed, lastStep: step }),
      ...fresh.statements,
      endOtherSessionsStatement(db, user.id, sessionId),
      ...(email ? [email.insert] : []),
    ]);
  } catch (error) {
    if ((await totpStateOf(db, user.id)).isOn) return { ok: false, reason: "already-on" };
    throw error;
  }
  if (email) deliverSoon(context, [email.id]);
  return { ok: true, recoveryCodes: fresh.codes };
}

/** Turns the account's app off (its recovery codes go with it), ending every other session, and tells the owner. */
export async function turnOffTotp(context: AppLoadContext, request: Request, user: AccountUser, keepSessionId: string): Promise<boolean> {
  const { db } = context;
  const email = await queueFactorNotice(context, request, user, "two-factor-removed");
  const [removed] = await db.batch([
    db.delete(totpFactors).where(eq(totpFactors.userId, user.id)).returning({ userId: totpFactors.userId }),
    db.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id)),
    endOtherSessionsStatement(db, user.id, keepSessionId),
  ]);
  if (removed.length === 0) return false;
  if (email) {
    await email.insert;
    deliverSoon(context, [email.id]);
  }
  return true;
}

/** Ten new recovery codes (the old ones end), to show once. */
export async function renewRecoveryCodes(context: AppLoadContext, userId: string): Promise<string[]> {
  const fresh = await freshRecoveryCodes(context, userId);
  await context.db.batch([...fresh.statements]);
  return fresh.codes;
}

/**
 * The owner's notice of a factor added or removed, in the account's language, for the caller's
 * batch; null only if the outbox refused it (these kinds are outside the address's budget).
 */
export async function queueFactorNotice(context: AppLoadContext, request: Request, user: AccountUser, change: FactorChange): Promise<QueuedEmail | null> {
  const origin = siteOrigin(request, context.env);
  const { language } = user;
  const content = await factorChangeEmail(change, language, {
    firstName: user.firstName,
    changedOn: formatDateTime(Date.now(), language),
    securityLink: `${origin}${localizePath("/account/security", language)}`,
    resetLink: `${origin}${localizePath("/forgot-password", language)}`,
  });
  return queueEmail(context, { kind: change, toAddress: user.email, language, subject: content.subject, textBody: content.text, htmlBody: content.html });
}
