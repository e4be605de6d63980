/**
 * The account forms' zod schemas (the rules of docs/PRODUCT.md, "Account and admin forms"), shared by each form (client-side validation)
 * and its action (the authority). Messages are translation keys, translated where they show.
 * Client-safe: no server imports.
 */
import { z } from "zod";
import { missingAsEmpty } from "~/forms/values";
import type { ToastMessage } from "~/http/toast";
import { supportedLanguages } from "~/i18n/languages";

export const passwordMinimumLength = 8;
/** An administrator's password is longer (docs/decisions/066-password-policy.md); checked on the server, by role. */
export const adminPasswordMinimumLength = 15;
/** Long passphrases are welcome; beyond this a value is not a password. */
const passwordMaximumLength = 200;
export const accountFieldLimits = { email: 254, name: 120, password: passwordMaximumLength } as const;

function trimmed(max: number, rules: (value: z.ZodString) => z.ZodString = (value) => value) {
  return z.preprocess(missingAsEmpty, rules(z.string().trim().max(max, "validation.tooLong")));
}

/** Passwords are taken as typed (no trimming: a space may be part of one). */
function password(rules: (value: z.ZodString) => z.ZodString) {
  return z.preprocess(missingAsEmpty, rules(z.string().max(passwordMaximumLength, "validation.tooLong")));
}

/** The login forms (/auth and /admin-login): 'Missing Information' when either is empty. */
export const loginSchema = z.object({
  email: trimmed(accountFieldLimits.email, (value) => value.min(1, "auth.missingText").email("validation.invalidEmail")),
  password: password((value) => value.min(1, "auth.missingText")),
});

const newPasswordFields = {
  password: password((value) => value.min(1, "auth.requiredFieldsText").min(passwordMinimumLength, "auth.passwordTooShortText")),
  confirmPassword: password((value) => value.min(1, "auth.requiredFieldsText")),
};

function passwordsMatch(values: { password: string; confirmPassword: string }, context: z.RefinementCtx) {
  if (values.confirmPassword && values.password !== values.confirmPassword) {
    context.addIssue({ code: "custom", path: ["confirmPassword"], message: "auth.passwordMismatchText" });
  }
}

export const registrationSchema = z
  .object({
    firstName: trimmed(accountFieldLimits.name, (value) => value.min(1, "auth.requiredFieldsText")),
    lastName: trimmed(accountFieldLimits.name),
    email: trimmed(accountFieldLimits.email, (value) => value.min(1, "auth.requiredFieldsText").email("validation.invalidEmail")),
    ...newPasswordFields,
    terms: z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean()).refine((value) => value, "auth.termsRequired"),
  })
  .superRefine(passwordsMatch);

/** An invitee choosing their password at the one-time link. */
export const setPasswordSchema = z.object(newPasswordFields).superRefine(passwordsMatch);

/** "Forgot your password?": only the address. */
export const forgotPasswordSchema = z.object({
  email: trimmed(accountFieldLimits.email, (value) => value.min(1, "validation.required").email("validation.invalidEmail")),
});

/** The e-mail confirmation page: the account's password, unless its owner is already signed in. */
export const confirmEmailSchema = z.object({
  password: password((value) => value.min(1, "auth.missingText")),
});

/** The account area's profile. */
export const profileSchema = z.object({
  firstName: trimmed(accountFieldLimits.name, (value) => value.min(1, "validation.required")),
  lastName: trimmed(accountFieldLimits.name),
  language: z.enum(supportedLanguages, { message: "validation.required" }),
});

/** Changing the password in the account area: the current one, then the new one twice. */
export const changePasswordSchema = z
  .object({ currentPassword: password((value) => value.min(1, "auth.requiredFieldsText")), ...newPasswordFields })
  .superRefine(passwordsMatch);

/** Deleting the account: the password again, so a borrowed session cannot do it. */
export const deleteAccountSchema = z.object({
  password: password((value) => value.min(1, "auth.requiredFieldsText")),
});

export const masterPasswordSchema = z.object({
  masterPassword: password((value) => value.min(1, "validation.required")),
});

/** Admin creation: e-mail with @, first and last name required. */
export const createAdminSchema = z.object({
  email: trimmed(accountFieldLimits.email, (value) => value.min(1, "validation.required").email("validation.invalidEmail")),
  firstName: trimmed(accountFieldLimits.name, (value) => value.min(1, "validation.required")),
  lastName: trimmed(accountFieldLimits.name, (value) => value.min(1, "validation.required")),
});

/**
 * Which message heads a form whose fields failed: the password rules have their own titles,
 * an empty required field says 'Missing Information', anything else asks to check the form.
 */
export type AccountFormProblem = "missing" | "passwordMismatch" | "passwordTooShort" | "invalid";

export function accountFormProblem(fieldErrors: Record<string, string>): AccountFormProblem {
  const messages = Object.values(fieldErrors);
  if (messages.includes("auth.missingText") || messages.includes("auth.requiredFieldsText")) return "missing";
  if (messages.includes("auth.passwordMismatchText")) return "passwordMismatch";
  if (messages.includes("auth.passwordTooShortText")) return "passwordTooShort";
  return "invalid";
}

/** The message heading a form whose fields were refused (per form: the login's 'missing' differs). */
export function fieldProblemMessage(fieldErrors: Record<string, string>, missing: ToastMessage): ToastMessage {
  switch (accountFormProblem(fieldErrors)) {
    case "missing":
      return missing;
    case "passwordMismatch":
      return { title: "auth.passwordMismatchTitle", description: "auth.passwordMismatchText" };
    case "passwordTooShort":
      return { title: "auth.passwordTooShortTitle", description: "auth.passwordTooShortText" };
    case "invalid":
      return { title: "forms.checkTitle", description: "forms.checkText" };
  }
}
