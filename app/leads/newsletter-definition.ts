/**
 * The newsletter form's definition on its own (a separate module, so a separate chunk): the
 * footer's form is on every page and must not bring every other form's messages along.
 */
import type { LeadFormDefinition } from "./lead-forms";

export const newsletterForm = {
  source: "footer",
  sendConfirmation: false,
  success: { title: "newsletter.successTitle", description: "newsletter.successText" },
  invalid: { title: "newsletter.invalidTitle", description: "newsletter.invalidText" },
  failure: { title: "newsletter.failureTitle", description: "newsletter.failureText" },
  isBudgetPerSource: true,
} as const satisfies LeadFormDefinition;
