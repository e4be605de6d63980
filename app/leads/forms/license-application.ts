/** The licence application (/license-application): the visitor gets a confirmation e-mail. */
import { defineLeadForm } from "./definition";
import { contactPreferences, email, experienceLevels, fieldLimits, optional, optionalChoice, required, text, timeframes, withCallTextConsent } from "./fields";
import { checkFormMessage } from "./person-lead";

export const licenseApplicationForm = defineLeadForm({
  formType: "license-application",
  schema: withCallTextConsent({
    firstName: required(fieldLimits.name),
    lastName: required(fieldLimits.name),
    email: email(),
    phone: text(fieldLimits.phone, (value) => value.min(1, "validation.required").min(10, "validation.phoneMin")),
    address: optional(fieldLimits.short),
    city: optional(100),
    state: optional(50),
    zipCode: optional(10),
    experience: optionalChoice(experienceLevels),
    hearAboutUs: optional(fieldLimits.short),
    timeframe: optionalChoice(timeframes),
    contactPreference: optionalChoice(contactPreferences),
    questions: optional(fieldLimits.message),
  }),
  source: "website",
  success: { title: "licenseForm.successTitle", description: "licenseForm.successText" },
  invalid: checkFormMessage,
  failure: { title: "licenseForm.failureTitle", description: "licenseForm.failureText" },
  successPath: "/license-journey",
  fields: {
    firstName: "firstName",
    lastName: "lastName",
    email: "email",
    phone: "phone",
    address: "address",
    city: "city",
    state: "state",
    zipCode: "zipCode",
    experience: "experience",
    hearAboutUs: "howHeard",
    timeframe: "timeframe",
    contactPreference: "contactPreference",
    questions: "questions",
  },
  record: (values, { timestamp }) => ({ ...values, timestamp, formType: "license-application" }),
  confirmation: (t) => ({ request: t("emails.requestLicenseApplication") }),
});
