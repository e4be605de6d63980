import type { z } from "zod";
import type { LeadFormType } from "./lead-forms";
import {
  contactSchema,
  creditRobotSchema,
  licenseApplicationSchema,
  newsletterSchema,
  partnerNetworkSchema,
  serviceInquirySchema,
  sponsorshipApplicationSchema,
  youthSponsorshipSchema,
} from "./schemas";

/** Each form type's schema (the action's authority; forms with client validation use it too). */
export const leadSchemas = {
  newsletter: newsletterSchema,
  contact: contactSchema,
  "service-inquiry": serviceInquirySchema,
  "credit-repair-robot": creditRobotSchema,
  "license-application": licenseApplicationSchema,
  "sponsorship-application": sponsorshipApplicationSchema,
  "youth-sponsorship": youthSponsorshipSchema,
  "partner-network": partnerNetworkSchema,
} as const satisfies Record<LeadFormType, z.ZodTypeAny>;

export type LeadFormValues<T extends LeadFormType> = z.infer<(typeof leadSchemas)[T]>;
