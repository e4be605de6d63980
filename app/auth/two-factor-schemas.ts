/**
 * The second factors' form schemas (docs/decisions/062, 064), shared by each form and its action.
 * Messages are translation keys. Client-safe: no server imports.
 */
import { z } from "zod";
import { missingAsEmpty } from "~/forms/values";

/** A code at the second step of signing in, or to confirm a change: six digits, or a recovery code. */
export const secondFactorCodeSchema = z.object({
  code: z.preprocess(missingAsEmpty, z.string().trim().min(1, "twoFactor.codeRequired").max(24, "twoFactor.codeInvalid")),
});

/** The first code of an authenticator app being set up: the six digits it shows. */
export const totpSetupCodeSchema = z.object({
  code: z.preprocess(
    missingAsEmpty,
    z
      .string()
      .trim()
      .min(1, "twoFactor.codeRequired")
      .regex(/^\d{3} ?\d{3}$/, "twoFactor.sixDigits"),
  ),
});

/** What its owner calls a passkey (shown in their list only, never in an e-mail). */
const passkeyNameLimit = 60;
export const passkeyNameSchema = z.object({
  name: z.preprocess(missingAsEmpty, z.string().trim().min(1, "passkeys.nameRequired").max(passkeyNameLimit, "validation.tooLong")),
});

/** The field a code is typed in: never sent back with a refused form (it is a secret, if a brief one). */
export const codeFieldName = "code";

/** The forms of the factor pages (each form's identity: a refusal is shown on the form that posted). */
export const factorFormIds = {
  /** The code at the second step of signing in. */
  secondStep: "second-step",
  setup: "totp-setup",
  renewCodes: "recovery-codes",
  turnOff: "totp-off",
} as const;
