/** A service page's "Get Started" inquiry: a person to call back about one service. */
import { defineLeadForm, textOf } from "./definition";
import { choice, inquiryServices, withCallTextConsent } from "./fields";
import { checkFormMessage, inquiryFailureMessage, personLeadColumns, personLeadFields } from "./person-lead";

export const serviceInquiryForm = defineLeadForm({
  formType: "service-inquiry",
  schema: withCallTextConsent({ ...personLeadFields, service: choice(inquiryServices) }),
  source: "website",
  success: { title: "inquiry.successTitle", description: "inquiry.successText" },
  invalid: checkFormMessage,
  failure: inquiryFailureMessage,
  fields: { ...personLeadColumns, service_interested: "serviceInterested", service: "serviceCode" },
  record: ({ service, ...person }, { serviceName, timestamp }) => ({ ...person, service_interested: serviceName(service), service, timestamp }),
  confirmation: (t, data) => ({
    request: t("emails.requestServiceInquiry", { service: t(`serviceNames.${textOf(data, "service") as (typeof inquiryServices)[number]}`) }),
  }),
});
