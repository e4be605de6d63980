/** Hidden fields the account forms carry besides their own (client-safe). Their actions answer like every form: app/forms/answer.ts. */
export const accountFormFields = {
  /** Which form on the page posted (login or register on /auth). */
  intent: "intent",
  /** Set by JavaScript after hydration: a success answers with data instead of a redirect. */
  enhanced: "enhanced",
  /** Where to go after signing in: a same-site path. */
  returnTo: "returnTo",
} as const;
