/** The partner network application (/business-partners): an admin may list it in the directory. */
import { checkbox, choice, email, fieldLimits, optional, partnerApplicationCategories, partnerLocations, required, withCallTextConsent } from "./fields";
import { defineLeadForm } from "./definition";

/** Tags split on commas, trimmed, empties dropped; stored semicolon-joined. */
function joinTags(tags: string): string {
  return tags
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean)
    .join(";");
}

export const partnerNetworkForm = defineLeadForm({
  formType: "partner-network",
  schema: withCallTextConsent({
    name: required(fieldLimits.name),
    category: choice(partnerApplicationCategories, "validation.required"),
    location: choice(partnerLocations, "validation.required"),
    description: required(fieldLimits.paragraph),
    phone: optional(fieldLimits.phone),
    email: email(),
    website: optional(fieldLimits.short),
    address: optional(fieldLimits.short),
    tags: optional(300),
    terms: checkbox().refine((value) => value, "validation.partnerTermsRequired"),
  }),
  source: "business-partner",
  success: { title: "partnerForm.successTitle", description: "partnerForm.successText" },
  invalid: { title: "partnerForm.incompleteTitle", description: "partnerForm.incompleteText" },
  failure: { title: "partnerForm.failureTitle", description: "partnerForm.failureText" },
  fields: {
    name: "businessName",
    category: "category",
    location: "location",
    description: "description",
    phone: "phone",
    email: "email",
    website: "website",
    address: "address",
    tags: "tags",
  },
  record: ({ terms: _terms, ...application }, { timestamp }) => ({ ...application, tags: joinTags(application.tags), timestamp }),
  // The success toast promises an e-mail when the listing is approved: the submissions manager's
  // approval sends it (app/routes/_admin+/($lang).submissions-manager/partner-intents.server.ts).
  confirmation: (t) => ({ request: t("emails.requestPartnerApplication"), next: t("emails.confirmationNextPartner") }),
});
