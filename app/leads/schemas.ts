/**
 * One zod schema per lead form (its fields and their rules), shared by the form (client-side
 * validation) and the action (the authority). Messages are translation keys (`validation.*`),
 * translated where they are shown, so one schema serves both languages.
 * Every string is trimmed and length-capped; fields not listed here are dropped.
 */
import { z } from "zod";
import { supportedLanguages } from "~/i18n/languages";
import { serviceSlugs } from "~/site";

const limits = { name: 120, email: 254, phone: 40, short: 200, message: 5000, paragraph: 2000 } as const;
export const fieldLimits = limits;

const missingAsEmpty = (value: unknown) => (value === undefined || value === null ? "" : value);

/**
 * A trimmed, capped string, with its further rules. A missing field counts as "", so that each
 * rule's own message shows (not a generic "required").
 */
function text(max: number, rules: (value: z.ZodString) => z.ZodString = (value) => value) {
  return z.preprocess(missingAsEmpty, rules(z.string({ invalid_type_error: "validation.required" }).trim().max(max, "validation.tooLong")));
}

function required(max: number, message = "validation.required") {
  return text(max, (value) => value.min(1, message));
}

/** An optional text: missing or blank is "". */
function optional(max: number) {
  return text(max);
}

function email(requiredMessage = "validation.required") {
  return text(limits.email, (value) => value.min(1, requiredMessage).email("validation.invalidEmail"));
}

function choice<const T extends readonly [string, ...string[]]>(values: T, message = "validation.invalidChoice") {
  return z.enum(values, { errorMap: () => ({ message }) });
}

/** A choice that may be left empty (""): then it is "". */
function optionalChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(
    (value) => (value === undefined || value === null ? "" : value),
    z.union([z.literal(""), choice(values)], { errorMap: () => ({ message: "validation.invalidChoice" }) }),
  );
}

/** The sponsorship program takes applicants aged 18 to 25 (the program page states it too). */
export const sponsorshipAgeRange = { min: 18, max: 25 } as const;

/**
 * An age in whole years, one message per problem: missing, not a number ("abc", "21.5"), or outside
 * the program's eligibility.
 */
function age() {
  const isWholeNumber = (value: string) => /^\d+$/.test(value);
  return text(3, (value) => value.min(1, "validation.ageRequired").regex(/^\d+$/, "validation.ageNotNumber")).refine(
    (value) => !isWholeNumber(value) || (Number(value) >= sponsorshipAgeRange.min && Number(value) <= sponsorshipAgeRange.max),
    "validation.ageOutOfRange",
  );
}

/** An HTML checkbox: present ("on") is true, absent is false. */
function checkbox() {
  return z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean());
}

// ─── Choice lists (values are stored as they are; labels are translated in the UI) ─────────

export const newsletterSources = ["footer", "blog", "newsletter-page", "about-email-dialog"] as const;
export const preferredLanguages = supportedLanguages;
export const experienceLevels = ["None", "Beginner", "Intermediate", "Advanced"] as const;
export const timeframes = ["ASAP", "1 month", "3 months", "6 months", "Not sure"] as const;
export const contactPreferences = ["Email", "Phone", "Text"] as const;
export const educationLevels = ["high_school", "some_college", "associates", "bachelors", "masters_higher"] as const;
export const employmentStatuses = ["student", "unemployed", "part_time", "full_time", "self_employed"] as const;
export const howHeardOptions = ["social_media", "friend_family", "school", "online_search", "other"] as const;
export const partnerCategories = [
  "Credit Repair",
  "Mortgage",
  "Financial Planning",
  "Tax Services",
  "Real Estate",
  "Business Financing",
  "Insurance Brokerage",
  "Education",
  "Other",
] as const;
export const partnerLocations = [
  "Miami, FL",
  "Orlando, FL",
  "Tampa, FL",
  "Jacksonville, FL",
  "Fort Lauderdale, FL",
  "West Palm Beach, FL",
  "Other, FL",
] as const;
export const inquiryServices = serviceSlugs.filter((slug) => slug !== "credit-resolution") as [
  Exclude<(typeof serviceSlugs)[number], "credit-resolution">,
  ...Exclude<(typeof serviceSlugs)[number], "credit-resolution">[],
];

// ─── The forms ────────────────────────────────────────────────────────────────────────────────

export const newsletterSchema = z.object({
  email: email("validation.invalidEmail"),
  source: z.preprocess((value) => value || "footer", choice(newsletterSources)),
});

export const contactSchema = z.object({
  fullName: required(limits.name),
  email: email(),
  message: required(limits.message),
  preferredLanguage: z.preprocess((value) => value || "en", choice(preferredLanguages)),
});

const personLead = {
  name: text(limits.name, (value) => value.min(2, "validation.nameMin")),
  email: email("validation.invalidEmail"),
  phone: text(limits.phone, (value) => value.min(10, "validation.phoneMin")),
  message: optional(limits.message),
};

export const serviceInquirySchema = z.object({ ...personLead, service: choice(inquiryServices) });

export const creditRobotSchema = z.object(personLead);

export const licenseApplicationSchema = z.object({
  firstName: required(limits.name),
  lastName: required(limits.name),
  email: email(),
  phone: text(limits.phone, (value) => value.min(1, "validation.required").min(10, "validation.phoneMin")),
  address: optional(limits.short),
  city: optional(100),
  state: optional(50),
  zipCode: optional(10),
  experience: optionalChoice(experienceLevels),
  hearAboutUs: optional(limits.short),
  timeframe: optionalChoice(timeframes),
  contactPreference: optionalChoice(contactPreferences),
  questions: optional(limits.message),
});

export const sponsorshipApplicationSchema = z.object({
  fullName: text(limits.name, (value) => value.min(2, "validation.nameMin")),
  email: email("validation.invalidEmail"),
  phone: text(limits.phone, (value) => value.min(10, "validation.phoneMin")),
  age: age(),
  address: text(limits.short, (value) => value.min(5, "validation.addressMin")),
  city: text(100, (value) => value.min(2, "validation.cityRequired")),
  state: text(50, (value) => value.min(2, "validation.stateRequired")),
  zip: text(10, (value) => value.min(5, "validation.zipRequired")),
  educationLevel: choice(educationLevels, "validation.educationRequired"),
  employmentStatus: choice(employmentStatuses, "validation.employmentRequired"),
  financialInterest: text(limits.paragraph, (value) => value.min(10, "validation.financialInterestMin")),
  careerGoals: text(limits.paragraph, (value) => value.min(10, "validation.careerGoalsMin")),
  howHeard: choice(howHeardOptions, "validation.howHeardRequired"),
  hasTransportation: checkbox(),
  canCommit: checkbox(),
  agreeTerms: checkbox().refine((value) => value, "validation.agreeTermsRequired"),
});

export const youthSponsorshipSchema = z.object({
  email: email("validation.emailToContinue"),
  message: optional(limits.paragraph),
});

export const partnerNetworkSchema = z.object({
  name: required(limits.name),
  category: choice(partnerCategories, "validation.required"),
  location: choice(partnerLocations, "validation.required"),
  description: required(limits.paragraph),
  phone: optional(limits.phone),
  email: email(),
  website: optional(limits.short),
  address: optional(limits.short),
  tags: optional(300),
  terms: checkbox().refine((value) => value, "validation.partnerTermsRequired"),
});
