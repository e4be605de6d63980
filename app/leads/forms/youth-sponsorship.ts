/**
 * The youth sponsorship interest form (/youth-sponsorship): an e-mail and a message, handed to the
 * sponsorship application that comes next.
 */
import { z } from "zod";
import { defineLeadForm } from "./definition";
import { email, fieldLimits, optional } from "./fields";

export const youthSponsorshipForm = defineLeadForm({
  formType: "youth-sponsorship",
  schema: z.object({
    email: email("validation.emailToContinue"),
    message: optional(fieldLimits.paragraph),
  }),
  source: "website",
  success: { title: "youthForm.successTitle", description: "youthForm.successText" },
  invalid: { title: "youthForm.requiredTitle", description: "youthForm.requiredText" },
  failure: { title: "youthForm.failureTitle", description: "youthForm.failureText" },
  successPath: "/sponsorship-application",
  fields: { email: "email", message: "message", submittedFrom: "submittedFrom" },
  record: (values, { submittedFrom, timestamp }) => ({ ...values, submittedFrom, timestamp }),
  // The application is prefilled whatever happened, without JavaScript too.
  handOver: (values) => ({ email: values.email ?? "", message: values.message ?? "" }),
});
