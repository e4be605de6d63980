/**
 * The lead forms: for each SPEC §7 form type, the `source` it is stored with, whether the visitor
 * gets a confirmation e-mail (`sendConfirmation`), its messages (SPEC §8) and where success goes.
 * Client-safe and free of zod, so a page can show a form's messages without shipping its schema
 * (the schemas are in lead-schemas.ts).
 */
import type { ToastMessage } from "~/toast/toast";
import { newsletterForm } from "./newsletter-definition";

export { newsletterForm };

export interface LeadFormDefinition {
  /** The `source` column (SPEC §7); newsletter sign-ups take theirs from the form. */
  source: string;
  sendConfirmation: boolean;
  success: ToastMessage;
  /** Shown when fields are invalid (beside the per-field messages). */
  invalid: ToastMessage;
  /** Shown when storing failed (the visitor's values are kept). */
  failure: ToastMessage;
  /** Where a successful post goes (language-neutral); none = back to the same page, dialog closed. */
  successPath?: string;
  /**
   * Each place the form appears (its stored `source`, one of a fixed set) has its own rate-limit
   * budget: the footer's, the blog's and a dialog's sign-ups don't use up each other's.
   */
  isBudgetPerSource?: boolean;
}

const checkForm: ToastMessage = { title: "forms.checkTitle", description: "forms.checkText" };
const inquiryFailure: ToastMessage = { title: "inquiry.failureTitle", description: "inquiry.failureText" };


export const leadForms = {
  newsletter: newsletterForm,
  contact: {
    source: "website",
    sendConfirmation: false,
    success: { title: "contact.successTitle", description: "contact.successText" },
    invalid: { title: "contact.incompleteTitle", description: "contact.incompleteText" },
    failure: { title: "contact.failureTitle", description: "contact.failureText" },
  },
  "service-inquiry": {
    source: "website",
    sendConfirmation: true,
    success: { title: "inquiry.successTitle", description: "inquiry.successText" },
    invalid: checkForm,
    failure: inquiryFailure,
  },
  "credit-repair-robot": {
    source: "website",
    sendConfirmation: false,
    success: { title: "creditRobot.successTitle", description: "creditRobot.successText" },
    invalid: checkForm,
    failure: inquiryFailure,
  },
  "license-application": {
    source: "website",
    sendConfirmation: true,
    success: { title: "licenseForm.successTitle", description: "licenseForm.successText" },
    invalid: checkForm,
    failure: { title: "licenseForm.failureTitle", description: "licenseForm.failureText" },
    successPath: "/license-journey",
  },
  "sponsorship-application": {
    source: "website",
    sendConfirmation: false,
    success: { title: "sponsorshipForm.successTitle", description: "sponsorshipForm.successText" },
    invalid: checkForm,
    failure: { title: "sponsorshipForm.failureTitle", description: "sponsorshipForm.failureText" },
    successPath: "/sponsorship-program",
  },
  "youth-sponsorship": {
    source: "website",
    sendConfirmation: false,
    success: { title: "youthForm.successTitle", description: "youthForm.successText" },
    invalid: { title: "youthForm.requiredTitle", description: "youthForm.requiredText" },
    failure: { title: "youthForm.failureTitle", description: "youthForm.failureText" },
    successPath: "/sponsorship-application",
  },
  "partner-network": {
    source: "business-partner",
    sendConfirmation: false,
    success: { title: "partnerForm.successTitle", description: "partnerForm.successText" },
    invalid: { title: "partnerForm.incompleteTitle", description: "partnerForm.incompleteText" },
    failure: { title: "partnerForm.failureTitle", description: "partnerForm.failureText" },
  },
} as const satisfies Record<string, LeadFormDefinition>;

export type LeadFormType = keyof typeof leadForms;
export const leadFormTypes = Object.keys(leadForms) as LeadFormType[];

export function isLeadFormType(value: unknown): value is LeadFormType {
  return typeof value === "string" && Object.hasOwn(leadForms, value);
}
