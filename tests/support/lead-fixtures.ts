/** Valid form posts for every lead form, as a visitor fills them in (field names as the forms post them). */
import type { LeadFormType } from "~/leads/forms";

/** Where each form is posted (the page that shows it). */
export const formPaths: Record<LeadFormType, string> = {
  newsletter: "/newsletter",
  contact: "/?index&dialog=contact",
  "service-inquiry": "/?index&dialog=inquiry&service=iul",
  "credit-repair-robot": "/services/credit-resolution?dialog=credit-robot",
  "license-application": "/license-application",
  "sponsorship-application": "/sponsorship-application",
  "youth-sponsorship": "/youth-sponsorship",
  "partner-network": "/partner-network",
  // A development page (404 in production); English only.
  "example-callback": "/dev/example-form",
};

export function inLanguage(path: string, language: "en" | "es"): string {
  if (language === "en") return path;
  return path.startsWith("/?") ? `/es${path.slice(1)}` : `/es${path}`;
}

export const validLeads: Record<LeadFormType, Record<string, string>> = {
  newsletter: { email: "reader@example.com", source: "footer" },
  contact: { fullName: "Ana López", email: "ana@example.com", message: "I want to know about the 2-15 course.", preferredLanguage: "es" },
  "service-inquiry": { name: "Carlos Ruiz", email: "carlos@example.com", phone: "305-555-0101", message: "Call me after 5 pm.", service: "iul" },
  "credit-repair-robot": { name: "Dana Smith", email: "dana@example.com", phone: "(407) 555-0199", message: "" },
  "license-application": {
    firstName: "Maria",
    lastName: "Gomez",
    email: "maria@example.com",
    phone: "7865550123",
    address: "100 Biscayne Blvd",
    city: "Miami",
    state: "FL",
    zipCode: "33132",
    experience: "Beginner",
    hearAboutUs: "A friend",
    timeframe: "1 month",
    contactPreference: "Phone",
    questions: "Is the course online?",
  },
  "sponsorship-application": {
    fullName: "Luis Perez",
    email: "luis@example.com",
    phone: "8135550147",
    age: "21",
    address: "200 Main Street",
    city: "Tampa",
    state: "FL",
    zip: "33602",
    educationLevel: "some_college",
    employmentStatus: "part_time",
    financialInterest: "I want to help families plan their finances.",
    careerGoals: "Become a licensed agent and open an agency.",
    howHeard: "school",
    hasTransportation: "on",
    agreeTerms: "on",
  },
  "youth-sponsorship": { email: "young@example.com", message: "I love finance." },
  "partner-network": {
    name: "Sunshine Tax Pros",
    category: "Tax Services",
    location: "Orlando, FL",
    description: "Bilingual tax preparation for families and small businesses.",
    phone: "4075550111",
    email: "hello@sunshinetax.example",
    website: "https://sunshinetax.example",
    address: "1 Orange Ave, Orlando",
    tags: " taxes, bilingual ,, small business ",
    terms: "on",
  },
  "example-callback": { name: "Ana Example", email: "ana.example@example.com" },
};

/** The id each form has on its page (answers name it, so the right form shows them). */
export const formIds: Record<LeadFormType, string> = {
  newsletter: "newsletter-page",
  contact: "contact-dialog",
  "service-inquiry": "inquiry-dialog",
  "credit-repair-robot": "credit-robot-dialog",
  "license-application": "license-application",
  "sponsorship-application": "sponsorship-application",
  "youth-sponsorship": "youth-interest",
  "partner-network": "partner-application",
  "example-callback": "example-callback",
};

/** The form's own hidden fields plus the visitor's values. */
export function leadPost(formType: LeadFormType, values: Record<string, string> = validLeads[formType], extra: Record<string, string> = {}) {
  return { formType, homepage: "", __rvfInternalFormId: formIds[formType], ...values, ...extra };
}
