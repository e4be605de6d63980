/**
 * What a new password must be (docs/decisions/066-password-policy.md, after NIST SP 800-63B),
 * checked on the server wherever one is chosen: registration, a set-password link (an invitation
 * or a reset), the account area's change of password.
 * - At least 8 characters (the forms' own schema), and 15 for an administrator's account.
 * - Not on the list of common passwords the worker carries (zxcvbn-ts's, lower-cased: compared
 *   without regard to capitals).
 * - In production only, not in a known breach: Have I Been Pwned's range API is asked with the
 *   first five characters of the password's SHA-1 (k-anonymity; padded answers), with a short
 *   timeout. When it does not answer, the list above has decided: the password is taken.
 * No composition rules and no expiry: a password changes when there is evidence it was compromised.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { UserRole } from "../../db/schema";
import { formFailure } from "~/forms/protocol.server";
import { translatedToast } from "~/http/translated-toast.server";
import type { Language } from "~/i18n/languages";
import { adminPasswordMinimumLength } from "./auth-schemas";
import { commonPasswords } from "./common-passwords";

export type PasswordProblem = "admin-too-short" | "common" | "breached";

/** The outgoing request the breach check makes: the Worker's `fetch`, or a test's stand-in. */
export type BreachRangeFetch = (url: string, init: RequestInit) => Promise<Response>;

let commonPasswordSet: Set<string> | undefined;

/** Whether the password is on the common list, whatever its capitals. The set is built at the first use in an isolate. */
function isCommonPassword(password: string): boolean {
  commonPasswordSet ??= new Set(commonPasswords.split("\n"));
  return commonPasswordSet.has(password.toLowerCase());
}

/** Characters as a person counts them (one emoji is one), as NIST asks. */
const characterCount = (password: string) => [...password].length;

/** How long the range API may take before the list alone decides. */
const breachCheckTimeoutMs = 2_000;
const rangeApi = "https://api.pwnedpasswords.com/range/";

async function sha1Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-1", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)]
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("")
    .toUpperCase();
}

/**
 * How many times the password appears in Have I Been Pwned's breaches (0: never, or a padding
 * line), or undefined when the range API could not be asked (no answer in time, an error status,
 * a network failure). Only the first five characters of the SHA-1 leave the worker.
 */
export async function breachCount(password: string, fetchRange: BreachRangeFetch, timeoutMs = breachCheckTimeoutMs): Promise<number | undefined> {
  const hash = await sha1Hex(password);
  const [prefix, suffix] = [hash.slice(0, 5), hash.slice(5)];
  try {
    const response = await fetchRange(`${rangeApi}${prefix}`, { headers: { "Add-Padding": "true" }, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) {
      await response.body?.cancel();
      return undefined;
    }
    for (const line of (await response.text()).split("\n")) {
      const [lineSuffix, count] = line.trim().split(":");
      if (lineSuffix?.toUpperCase() === suffix) return Number.parseInt(count ?? "0", 10) || 0;
    }
    return 0;
  } catch {
    return undefined;
  }
}

const workerFetch: BreachRangeFetch = (url, init) => fetch(url, init);

/**
 * What is wrong with this new password for an account of this role, or undefined when it may be
 * used. The length every account needs is the form's schema's; this adds the rest.
 */
export async function passwordProblem(
  context: Pick<AppLoadContext, "env">,
  password: string,
  role: UserRole,
  fetchRange: BreachRangeFetch = workerFetch,
): Promise<PasswordProblem | undefined> {
  if (role === "admin" && characterCount(password) < adminPasswordMinimumLength) return "admin-too-short";
  if (isCommonPassword(password)) return "common";
  if (context.env.ENVIRONMENT !== "production") return undefined;
  const count = await breachCount(password, fetchRange);
  if (count === undefined) {
    console.warn(JSON.stringify({ level: "warn", event: "password_breach_check_unavailable" }));
    return undefined;
  }
  return count > 0 ? "breached" : undefined;
}

/** Each problem's message: beside the password field, and in the form's alert. */
const problemMessages = {
  "admin-too-short": "passwordPolicy.adminTooShort",
  common: "passwordPolicy.tooCommon",
  breached: "passwordPolicy.breached",
} as const satisfies Record<PasswordProblem, string>;

/**
 * A refused new password as the form protocol's failure (422): the message beside the `password`
 * field, already in the page's language (the pages need not carry the policy's strings), and above
 * the form. What else was typed comes back; the password, as always, does not.
 */
export function passwordRefusal({
  formId,
  language,
  problem,
  kept,
}: {
  formId: string;
  language: Language;
  problem: PasswordProblem;
  kept?: Record<string, string>;
}) {
  const alert = translatedToast(language, "error", { title: "passwordPolicy.refusedTitle", description: problemMessages[problem] });
  return formFailure({ formId, alert, status: 422, fieldErrors: { password: alert.description }, kept });
}
