/**
 * Every lead form. Adding a form: its module in this folder and one line here; a tab in the
 * submissions manager is one more line in `names.ts` (docs/decisions/022-one-definition-per-lead-form.md).
 * This registry carries the zod schemas: pages that only show names import `names.ts` instead.
 */
import type { z } from "zod";
import { contactForm } from "./contact";
import { creditRepairRobotForm } from "./credit-repair-robot";
import { exampleCallbackForm } from "./example-callback";
import { licenseApplicationForm } from "./license-application";
import { newsletterForm } from "./newsletter";
import { partnerNetworkForm } from "./partner-network";
import { serviceInquiryForm } from "./service-inquiry";
import { sponsorshipApplicationForm } from "./sponsorship-application";
import { youthSponsorshipForm } from "./youth-sponsorship";

export type { LeadFormDefinition } from "./definition";

const forms = [
  contactForm,
  newsletterForm,
  partnerNetworkForm,
  sponsorshipApplicationForm,
  licenseApplicationForm,
  serviceInquiryForm,
  creditRepairRobotForm,
  youthSponsorshipForm,
  exampleCallbackForm,
] as const;

type LeadForms = { [F in (typeof forms)[number] as F["formType"]]: F };

/** Each form's definition by its form type. */
export const leadForms = Object.fromEntries(forms.map((form) => [form.formType, form])) as LeadForms;

export type LeadFormType = keyof LeadForms;
export type LeadFormValues<T extends LeadFormType> = z.infer<LeadForms[T]["schema"]>;

export function isLeadFormType(value: unknown): value is LeadFormType {
  return typeof value === "string" && Object.hasOwn(leadForms, value);
}
