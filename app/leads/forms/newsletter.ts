/** The newsletter sign-up (footer, blog, /newsletter, the about page's e-mail dialog). */
import { z } from "zod";
import { defineLeadForm } from "./definition";
import { choice, email, newsletterSources } from "./fields";

export const newsletterForm = defineLeadForm({
  formType: "newsletter",
  schema: z.object({
    email: email("validation.invalidEmail"),
    source: z.preprocess((value) => value || "footer", choice(newsletterSources)),
  }),
  success: { title: "newsletter.successTitle", description: "newsletter.successText" },
  invalid: { title: "newsletter.invalidTitle", description: "newsletter.invalidText" },
  failure: { title: "newsletter.failureTitle", description: "newsletter.failureText" },
  // Stored with the place it was sent from; each place has its own budget.
  source: "footer",
  sourceOf: (values) => String(values.source),
  isBudgetPerSource: true,
  fields: { email: "email", language: "preferredLanguage" },
  record: (values, { language, timestamp }) => ({ email: values.email, language, timestamp }),
  // The double opt-in that starts once the lead is stored is registered on the server side only
  // (app/leads/after-stored.server.ts): this module is also the browser's validation.
});
