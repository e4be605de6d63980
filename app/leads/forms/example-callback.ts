/**
 * The example form: a name and an e-mail to call back. It exists to show, and to test, that a new
 * lead form is this module plus one line in `index.ts` (docs/decisions/022-one-definition-per-lead-form.md).
 * Mounted only on the development page /dev/example-form (404 in production). It has no tab line
 * in `names.ts` (the submissions manager lists it under "All") and declares no confirmation, so
 * the visitor gets no e-mail: only the organisation's lead notice goes out.
 */
import { z } from "zod";
import { defineLeadForm } from "./definition";
import { email, fieldLimits, required } from "./fields";

export const exampleCallbackForm = defineLeadForm({
  formType: "example-callback",
  schema: z.object({ name: required(fieldLimits.name), email: email() }),
  source: "website",
  success: { title: "contact.successTitle", description: "contact.successText" },
  invalid: { title: "forms.checkTitle", description: "forms.checkText" },
  failure: { title: "contact.failureTitle", description: "contact.failureText" },
  fields: { name: "fullName", email: "email", submittedFrom: "submittedFrom" },
  record: (values, { submittedFrom, timestamp }) => ({ ...values, submittedFrom, timestamp }),
});
