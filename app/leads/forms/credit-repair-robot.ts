/** The credit robot's form (credit resolution): a person to call back. */
import { defineLeadForm } from "./definition";
import { withCallTextConsent } from "./fields";
import { checkFormMessage, inquiryFailureMessage, personLeadColumns, personLeadFields } from "./person-lead";

export const creditRepairRobotForm = defineLeadForm({
  formType: "credit-repair-robot",
  schema: withCallTextConsent(personLeadFields),
  source: "website",
  success: { title: "creditRobot.successTitle", description: "creditRobot.successText" },
  invalid: checkFormMessage,
  failure: inquiryFailureMessage,
  fields: { ...personLeadColumns, service_interested: "serviceInterested" },
  record: (values, { serviceName, timestamp }) => ({ ...values, service_interested: serviceName("credit-resolution"), timestamp }),
  confirmation: (t) => ({ request: t("emails.requestCreditRobot") }),
});
