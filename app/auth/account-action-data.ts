import type { Toast } from "~/toast/toast";

/**
 * What an account form's action answers with (client-safe). With JavaScript (`enhanced`) a success
 * is data, so the page can show its success card before moving on; without JavaScript a success
 * is a redirect with a toast and only failures come back as data. The failure shape is also
 * remix-validated-form's: `fieldErrors` beside the fields, `repopulateFields` (never a password)
 * back in them. `alert` is the form-level message, already translated on the server.
 */
export type AccountActionData =
  | { ok: true; formId: string; toast: Toast; redirectTo: string }
  | {
      ok?: undefined;
      formId: string;
      alert: Toast;
      fieldErrors: Record<string, string>;
      repopulateFields: Record<string, string>;
    };

/** Hidden fields the account forms carry besides their own. */
export const accountFormFields = {
  /** Which form on the page posted (login or register on /auth). */
  intent: "intent",
  /** Set by JavaScript after hydration: a success answers with data instead of a redirect. */
  enhanced: "enhanced",
  /** Where to go after signing in: a same-site path. */
  returnTo: "returnTo",
} as const;
