/** The contact dialog: a message, answered in the language the visitor prefers. */
import { z } from "zod";
import { defineLeadForm } from "./definition";
import { choice, email, fieldLimits, preferredLanguages, required } from "./fields";

export const contactForm = defineLeadForm({
  formType: "contact",
  schema: z.object({
    fullName: required(fieldLimits.name),
    email: email(),
    message: required(fieldLimits.message),
    preferredLanguage: z.preprocess((value) => value || "en", choice(preferredLanguages)),
  }),
  source: "website",
  success: { title: "contact.successTitle", description: "contact.successText" },
  invalid: { title: "contact.incompleteTitle", description: "contact.incompleteText" },
  failure: { title: "contact.failureTitle", description: "contact.failureText" },
  // The dialog stays open on its "sent" screen.
  successQuery: { dialog: "contact", sent: "1" },
  fields: { fullName: "fullName", email: "email", message: "message", preferredLanguage: "preferredLanguage", submittedFrom: "submittedFrom" },
  record: (values, { submittedFrom, timestamp }) => ({ ...values, submittedFrom, timestamp }),
});
