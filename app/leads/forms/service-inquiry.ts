/** A service page's "Get Started" inquiry: a person to call back about one service. */
import { z } from "zod";
import { defineLeadForm, textOf } from "./definition";
import { choice, inquiryServices } from "./fields";
import { checkFormMessage, inquiryFailureMessage, personLeadFields } from "./person-lead";

export const serviceInquiryForm = defineLeadForm({
  formType: "service-inquiry",
  schema: z.object({ ...personLeadFields, service: choice(inquiryServices) }),
  source: "website",
  success: { title: "inquiry.successTitle", description: "inquiry.successText" },
  invalid: checkFormMessage,
  failure: inquiryFailureMessage,
  record: ({ service, ...person }, { serviceName, timestamp }) => ({ ...person, service_interested: serviceName(service), service, timestamp }),
  confirmation: (data, t) => ({
    request: t("emails.requestServiceInquiry", { service: t(`serviceNames.${textOf(data, "service") as (typeof inquiryServices)[number]}`) }),
    rows: [
      [t("forms.fullName"), textOf(data, "name")],
      [t("forms.email"), textOf(data, "email")],
      [t("forms.phone"), textOf(data, "phone")],
      [t("forms.message"), textOf(data, "message")],
    ],
  }),
});
