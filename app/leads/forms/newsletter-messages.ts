/**
 * The newsletter form's toasts on their own (zod-free, so a chunk of their own): the footer's light
 * form is on every page and must not bring any schema along. `newsletter.ts` uses them too.
 */
import type { LeadFormMessages } from "./definition";

export const newsletterMessages = {
  success: { title: "newsletter.successTitle", description: "newsletter.successText" },
  invalid: { title: "newsletter.invalidTitle", description: "newsletter.invalidText" },
  failure: { title: "newsletter.failureTitle", description: "newsletter.failureText" },
} as const satisfies LeadFormMessages;
