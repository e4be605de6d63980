/**
 * A registration (decision 018). The answer is the same for a new address and for one that has an
 * account: a new address gets an account and the link that proves it; an existing one gets nothing
 * but an e-mail to its owner. Either way no one is signed in, and the password is hashed, so
 * neither the answer nor its time tells the two apart.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { z } from "zod";
import type { Language } from "~/i18n/languages";
import { recordAudit } from "~/platform/audit-log.server";
import { hitClientRateLimit } from "~/platform/rate-limit.server";
import { sendAccountExistsNotice, sendVerificationLink } from "./account-emails.server";
import type { registrationSchema } from "./auth-schemas";
import { hashPassword } from "./password-hash.server";
import { passwordProblem, type PasswordProblem } from "./password-policy.server";
import { createUser, findUserForLogin, normalizeEmail } from "./users.server";

/** Registrations hash a password too: at most 10 per client an hour. */
const registrationLimit = { scope: "register", limit: 10, windowSeconds: 3600 } as const;

export type RegistrationResult =
  { kind: "accepted"; email: string } | { kind: "rate-limited"; retryAfterSeconds: number } | { kind: "weak-password"; problem: PasswordProblem };

/** A registration whose fields the form protocol has checked. */
export async function registerAccount(
  request: Request,
  context: AppLoadContext,
  values: z.output<typeof registrationSchema>,
  language: Language,
): Promise<RegistrationResult> {
  const { db, env } = context;
  const limit = await hitClientRateLimit(db, registrationLimit, request, env.SESSION_SECRET);
  if (!limit.allowed) return { kind: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };

  const { firstName, lastName, email, password } = values;
  // The password alone decides (never the address), so this answer tells nothing about accounts.
  const problem = await passwordProblem(context, password, "user");
  if (problem) return { kind: "weak-password", problem };
  const passwordHash = await hashPassword(password);
  const created = await createUser(db, { email, firstName, lastName, role: "user", passwordHash, language });
  if (created) {
    await sendVerificationLink(context, request, { id: created.id, email: created.email, firstName: created.firstName, language });
    await recordAudit(context, request, created, "account.register", created.email);
    console.log(JSON.stringify({ level: "info", event: "auth_registration_succeeded" }));
  } else {
    const owner = await findUserForLogin(db, email);
    if (owner) await sendAccountExistsNotice(context, request, { id: owner.id, email: owner.email, firstName: owner.firstName, language: owner.language });
    console.log(JSON.stringify({ level: "info", event: "auth_registration_existing_address" }));
  }
  return { kind: "accepted", email: normalizeEmail(email) };
}
