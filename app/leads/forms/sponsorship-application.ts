/** The sponsorship program's application (/sponsorship-application). */
import { defineLeadForm } from "./definition";
import { age, checkbox, choice, educationLevels, email, employmentStatuses, fieldLimits, howHeardOptions, text, withCallTextConsent } from "./fields";
import { checkFormMessage } from "./person-lead";

/** The campaign: the URL's `source`, `campaign` and `medium` joined by hyphens, or `direct`. */
function campaignSource(searchParams: URLSearchParams): string {
  const parts = ["source", "campaign", "medium"].map((name) => (searchParams.get(name) ?? "").trim().slice(0, 60)).filter(Boolean);
  return parts.length > 0 ? parts.join("-") : "direct";
}

export const sponsorshipApplicationForm = defineLeadForm({
  formType: "sponsorship-application",
  schema: withCallTextConsent({
    fullName: text(fieldLimits.name, (value) => value.min(2, "validation.nameMin")),
    email: email("validation.invalidEmail"),
    phone: text(fieldLimits.phone, (value) => value.min(10, "validation.phoneMin")),
    age: age(),
    address: text(fieldLimits.short, (value) => value.min(5, "validation.addressMin")),
    city: text(100, (value) => value.min(2, "validation.cityRequired")),
    state: text(50, (value) => value.min(2, "validation.stateRequired")),
    zip: text(10, (value) => value.min(5, "validation.zipRequired")),
    educationLevel: choice(educationLevels, "validation.educationRequired"),
    employmentStatus: choice(employmentStatuses, "validation.employmentRequired"),
    financialInterest: text(fieldLimits.paragraph, (value) => value.min(10, "validation.financialInterestMin")),
    careerGoals: text(fieldLimits.paragraph, (value) => value.min(10, "validation.careerGoalsMin")),
    howHeard: choice(howHeardOptions, "validation.howHeardRequired"),
    hasTransportation: checkbox(),
    canCommit: checkbox(),
    agreeTerms: checkbox().refine((value) => value, "validation.agreeTermsRequired"),
  }),
  source: "website",
  success: { title: "sponsorshipForm.successTitle", description: "sponsorshipForm.successText" },
  invalid: checkFormMessage,
  failure: { title: "sponsorshipForm.failureTitle", description: "sponsorshipForm.failureText" },
  successPath: "/sponsorship-program",
  fields: {
    fullName: "fullName",
    email: "email",
    phone: "phone",
    age: "age",
    address: "address",
    city: "city",
    state: "state",
    zip: "zipCode",
    educationLevel: "educationLevel",
    employmentStatus: "employmentStatus",
    financialInterest: "financialInterest",
    careerGoals: "careerGoals",
    howHeard: "howHeard",
    hasTransportation: "hasTransportation",
    canCommit: "canCommit",
    agreeTerms: "agreeTerms",
    source: "campaign",
  },
  record: (values, { searchParams, timestamp }) => ({ ...values, source: campaignSource(searchParams), timestamp }),
});
