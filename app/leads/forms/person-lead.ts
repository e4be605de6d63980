/** The fields and messages the service inquiry and the credit robot share: a person to call back. */
import { email, fieldLimits, optional, text } from "./fields";

export const personLeadFields = {
  name: text(fieldLimits.name, (value) => value.min(2, "validation.nameMin")),
  email: email("validation.invalidEmail"),
  phone: text(fieldLimits.phone, (value) => value.min(10, "validation.phoneMin")),
  message: optional(fieldLimits.message),
};

export const checkFormMessage = { title: "forms.checkTitle", description: "forms.checkText" } as const;
export const inquiryFailureMessage = { title: "inquiry.failureTitle", description: "inquiry.failureText" } as const;

/** Their stored fields' export columns (the name is a person's full name). */
export const personLeadColumns = { name: "fullName", email: "email", phone: "phone", message: "message" } as const;
