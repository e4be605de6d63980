/**
 * How many password attempts may be made, and by whom (decisions 018, 034). Every attempt is
 * counted before the password is hashed, in one atomic upsert per key, so parallel attempts cannot
 * get past a limit. A client is an IPv4 address or an IPv6 /64, and each client limit also counts
 * on the IPv6 /48 (×8).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import {
  anonymousKey,
  hitClientRateLimit,
  hitRateLimit,
  refundClientRateLimit,
  refundRateLimit,
  resetRateLimit,
  type RateLimitRule,
} from "~/platform/rate-limit.server";
import { trustDevice, trustedDeviceFor } from "./trusted-device.server";
import { normalizeEmail } from "./users.server";

/**
 * - a browser with a device cookie for the account (it proved it is the owner's): 5 attempts in 15
 *   minutes on that device's own counter, and nothing else: strangers' failures never refuse it;
 * - any other client against one account: 5 attempts in 15 minutes;
 * - one client against any accounts: 30 attempts in 15 minutes (spraying many e-mails);
 * - one account from all clients without its device cookie: after 20 attempts in 15 minutes the
 *   account is "guarded": each such client then gets 1 attempt at it per window. The way in that
 *   no one else can block is the reset link: it proves the inbox, ends the guard and trusts that
 *   browser.
 * A successful login gives its attempt back and clears its client's (or device's) count.
 */
export const loginThrottle = {
  windowSeconds: 900, // 15 minutes
  perClientAndAccount: 5,
  perClient: 30,
  accountBudget: 20,
  perClientWhileGuarded: 1,
  perTrustedDevice: 5,
  /** The current password asked again of someone signed in (change password, delete account), per account. */
  perSignedInAccount: 5,
  /** The password on the e-mail confirmation page, per link (only the inbox has it). */
  perConfirmationLink: 5,
} as const;

const throttleRule = (scope: string, limit: number): RateLimitRule => ({ scope, limit, windowSeconds: loginThrottle.windowSeconds });

/** The counters of one kind of sign-in attempt (a password, or a second factor's code), each kind its own. */
function attemptRules(kind: "login" | "code") {
  return {
    pair: throttleRule(`${kind}:pair`, loginThrottle.perClientAndAccount),
    guardedPair: throttleRule(`${kind}:pair`, loginThrottle.perClientWhileGuarded),
    client: throttleRule(`${kind}:client`, loginThrottle.perClient),
    account: throttleRule(`${kind}:account`, loginThrottle.accountBudget),
    device: throttleRule(`${kind}:device`, loginThrottle.perTrustedDevice),
  };
}
const loginRules = attemptRules("login");
/**
 * A second factor's code after a right password (docs/decisions/062): the same rules on counters of
 * their own, so a guessed code never spends the owner's password attempts, and the other way round.
 */
const codeRules = attemptRules("code");
const signedInRule = throttleRule("reauth:account", loginThrottle.perSignedInAccount);
const signedInCodeRule = throttleRule("reauth-code:account", loginThrottle.perSignedInAccount);
const confirmationRule = throttleRule("confirm-email:link", loginThrottle.perConfirmationLink);

/** The account as the throttle and the device cookie name it: a keyed hash of its address. */
function accountKey(context: AppLoadContext, email: string): Promise<string> {
  return anonymousKey(context.env.SESSION_SECRET, `account:${normalizeEmail(email)}`);
}

/** One counted attempt: whether it may go on, and how to give it back once the password was right. */
export interface Admission {
  isAdmitted: boolean;
  /** Set for a login: whether the account was guarded (for the log). */
  isGuarded?: boolean;
  retryAfterSeconds: number;
  giveBack: () => Promise<unknown>;
}

/** An attempt of one kind: counted on the device's counter, or on client, account and both. */
async function admitAttempt(request: Request, context: AppLoadContext, email: string, rules: ReturnType<typeof attemptRules>): Promise<Admission> {
  const { db } = context;
  const secret = context.env.SESSION_SECRET;
  const account = await accountKey(context, email);
  const device = await trustedDeviceFor(request, context, account);
  if (device) {
    const deviceKey = await anonymousKey(secret, `device:${device}`);
    const hit = await hitRateLimit(db, rules.device, deviceKey);
    return { isAdmitted: hit.allowed, isGuarded: false, retryAfterSeconds: hit.retryAfterSeconds, giveBack: () => resetRateLimit(db, rules.device, deviceKey) };
  }
  const isGuarded = (await hitRateLimit(db, rules.account, account)).count > loginThrottle.accountBudget;
  // The same counter either way; only how much of it a client may use changes once guarded.
  const pairLimit = isGuarded ? rules.guardedPair : rules.pair;
  const [pair, client] = await Promise.all([
    hitClientRateLimit(db, pairLimit, request, secret, { about: account }),
    hitClientRateLimit(db, rules.client, request, secret),
  ]);
  return {
    isAdmitted: pair.allowed && client.allowed,
    isGuarded,
    retryAfterSeconds: Math.max(pair.allowed ? 0 : pair.retryAfterSeconds, client.allowed ? 0 : client.retryAfterSeconds),
    giveBack: () =>
      Promise.all([
        refundClientRateLimit(db, rules.pair, request, secret, { about: account, forgetClient: true }),
        refundClientRateLimit(db, rules.client, request, secret),
        refundRateLimit(db, rules.account, account),
      ]),
  };
}

/** A login attempt: counted on the device's counter, or on client, account and both. */
export function admitLoginAttempt(request: Request, context: AppLoadContext, email: string): Promise<Admission> {
  return admitAttempt(request, context, email, loginRules);
}

/**
 * A second factor's code at sign-in (the step after a right password): the login's rules on their
 * own counters. A wrong code never locks the owner out: the owner's trusted browser counts alone,
 * and a new client gets its own attempts even while the account is guarded.
 */
export function admitCodeAttempt(request: Request, context: AppLoadContext, email: string): Promise<Admission> {
  return admitAttempt(request, context, email, codeRules);
}

async function admitOnKey(context: AppLoadContext, rule: RateLimitRule, key: string): Promise<Admission> {
  const hit = await hitRateLimit(context.db, rule, key);
  return { isAdmitted: hit.allowed, retryAfterSeconds: hit.retryAfterSeconds, giveBack: () => resetRateLimit(context.db, rule, key) };
}

/**
 * The current password asked again of someone signed in: counted on their account alone, which
 * only its sessions can reach, so strangers' guesses at the login never refuse it, and a stolen
 * session still gets only a few tries (decision 034).
 */
export async function admitSignedInAttempt(context: AppLoadContext, userId: string): Promise<Admission> {
  return admitOnKey(context, signedInRule, await anonymousKey(context.env.SESSION_SECRET, `user:${userId}`));
}

/**
 * A second factor's code asked of someone signed in (turning the factor off, new recovery codes):
 * counted on their account alone, like the password asked again.
 */
export async function admitSignedInCodeAttempt(context: AppLoadContext, userId: string): Promise<Admission> {
  return admitOnKey(context, signedInCodeRule, await anonymousKey(context.env.SESSION_SECRET, `user:${userId}`));
}

/** The password on the e-mail confirmation page: counted on the link, which only the inbox has (decision 034). */
export async function admitConfirmationAttempt(context: AppLoadContext, token: string): Promise<Admission> {
  return admitOnKey(context, confirmationRule, await anonymousKey(context.env.SESSION_SECRET, `link:${token}`));
}

/** A password reset ends the account's guard: its owner has proven the address. */
export async function clearLoginGuard(context: AppLoadContext, email: string): Promise<void> {
  await resetRateLimit(context.db, loginRules.account, await accountKey(context, email));
}

/**
 * The Set-Cookie that trusts this browser for the account (decision 034): sent after a right
 * password at a login or on the confirmation page, and after a set-password link was used.
 */
export async function trustThisBrowser(request: Request, context: AppLoadContext, email: string): Promise<string> {
  return trustDevice(request, context, await accountKey(context, email));
}
