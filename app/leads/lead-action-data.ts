import type { Toast } from "~/toast/toast";

export type LeadFormError = "invalid" | "rateLimited" | "failed" | "unreadable";

/**
 * What a lead action answers with (client-safe type). The failure shape is also remix-validated-
 * form's: `fieldErrors` and `repopulateFields` put the messages beside the fields and the typed
 * values back, without JavaScript too.
 */
export type LeadActionData =
  | { ok: true; formId: string; toast: Toast; redirectTo: string }
  | {
      ok?: undefined;
      formId: string;
      formError: LeadFormError;
      fieldErrors: Record<string, string>;
      repopulateFields: Record<string, string>;
    };
