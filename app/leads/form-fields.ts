/**
 * The hidden fields every lead form carries besides its own. A module of its own (so a chunk of
 * its own): the footer's newsletter form needs these names on every page, nothing more.
 */
export const leadFormFields = {
  formType: "formType",
  /** The honeypot: hidden from people, filled by bots. A filled one is stored as spam. */
  honeypot: "homepage",
  /** Set by JavaScript after hydration: the action answers with data instead of a redirect. */
  enhanced: "enhanced",
  /** Where the footer's newsletter form returns to without JavaScript. */
  returnTo: "returnTo",
  /**
   * A key JavaScript makes per form and renews after each success: a post retried after a dropped
   * connection carries the same key and gets the first answer instead of a second lead.
   */
  idempotencyKey: "idempotencyKey",
  /** Which form on the page the answer is for (remix-validated-form's own field name). */
  formId: "__rvfInternalFormId",
} as const;
