/**
 * The hidden fields the form protocol itself reads, besides a form's own (client-safe, and a chunk
 * of its own: the footer's newsletter form needs these names on every page, nothing more).
 */
export const protocolFields = {
  /** Which form of the page posted, when one action serves several (login or register on /auth). */
  intent: "intent",
  /** Set by JavaScript after hydration: a success answers with data instead of a redirect. */
  enhanced: "enhanced",
  /** Where to go afterwards: a same-site path (after signing in; the footer's sign-up without JavaScript). */
  returnTo: "returnTo",
  /** Which form on the page the answer is for (remix-validated-form's own field name, decision 019). */
  formId: "__rvfInternalFormId",
} as const;
