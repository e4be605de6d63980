/**
 * The building blocks of the lead forms' zod schemas (each form's schema is in its own module in
 * this folder), and the choice lists the forms' components show. Messages are translation keys
 * (`validation.*`), translated where they are shown, so one schema serves both languages.
 * Every string is trimmed and length-capped; fields a schema does not list are dropped.
 */
import { z } from "zod";
import { supportedLanguages } from "~/i18n/languages";
import { missingAsEmpty } from "~/forms/values";
import { partnerCategories } from "~/partners/directory-options";
import { serviceSlugs } from "~/site/site";
import { callTextDisclosures } from "~/leads/call-text-consent";
import { newsletterSources } from "./sources";
export { newsletterSources };

const limits = { name: 120, email: 254, phone: 40, short: 200, message: 5000, paragraph: 2000 } as const;
export const fieldLimits = limits;

/**
 * A trimmed, capped string, with its further rules. A missing field counts as "", so that each
 * rule's own message shows (not a generic "required").
 */
export function text(max: number, rules: (value: z.ZodString) => z.ZodString = (value) => value) {
  return z.preprocess(missingAsEmpty, rules(z.string({ invalid_type_error: "validation.required" }).trim().max(max, "validation.tooLong")));
}

export function required(max: number, message = "validation.required") {
  return text(max, (value) => value.min(1, message));
}

/** An optional text: missing or blank is "". */
export function optional(max: number) {
  return text(max);
}

export function email(requiredMessage = "validation.required") {
  return text(limits.email, (value) => value.min(1, requiredMessage).email("validation.invalidEmail"));
}

export function choice<const T extends readonly [string, ...string[]]>(values: T, message = "validation.invalidChoice") {
  return z.enum(values, { errorMap: () => ({ message }) });
}

/**
 * A choice that may be left empty (""): then it is "". Each member of the union carries the
 * message too: remix-validated-form reports a union's failure by its members' issues.
 */
export function optionalChoice<const T extends readonly [string, ...string[]]>(values: T) {
  const invalidChoice = { errorMap: () => ({ message: "validation.invalidChoice" }) };
  return z.preprocess((value) => (value === undefined || value === null ? "" : value), z.union([z.literal("", invalidChoice), choice(values)], invalidChoice));
}

/** The sponsorship program takes applicants aged 18 to 25 (the program page states it too). */
export const sponsorshipAgeRange = { min: 18, max: 25 } as const;

/**
 * An age in whole years, one message per problem: missing, not a number ("abc", "21.5"), or outside
 * the program's eligibility.
 */
export function age() {
  const isWholeNumber = (value: string) => /^\d+$/.test(value);
  return text(3, (value) => value.min(1, "validation.ageRequired").regex(/^\d+$/, "validation.ageNotNumber")).refine(
    (value) => !isWholeNumber(value) || (Number(value) >= sponsorshipAgeRange.min && Number(value) <= sponsorshipAgeRange.max),
    "validation.ageOutOfRange",
  );
}

/** An HTML checkbox: present ("on") is true, absent is false. */
export function checkbox() {
  return z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean());
}

/**
 * The call/text consent every form with a phone number carries: an unticked box (never required:
 * consent is no condition of applying) and the hidden id of the disclosure version it showed.
 * The version is checked against the published ones: a ticked box naming an unknown version is
 * refused, so no lead stores words nobody published. Choosing "Text" as contact preference needs
 * the box ticked. Use: `schema: withCallTextConsent({ ...fields })`.
 */
export function withCallTextConsent<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({ ...shape, callTextConsent: checkbox(), consentVersion: optional(80) }).superRefine((values, context) => {
    const consent = values as { callTextConsent: boolean; consentVersion: string; contactPreference?: unknown };
    if (consent.callTextConsent && !Object.hasOwn(callTextDisclosures, consent.consentVersion)) {
      context.addIssue({ code: z.ZodIssueCode.custom, path: ["callTextConsent"], message: "validation.consentVersionUnknown" });
    }
    if (consent.contactPreference === "Text" && !consent.callTextConsent) {
      context.addIssue({ code: z.ZodIssueCode.custom, path: ["callTextConsent"], message: "validation.textNeedsConsent" });
      context.addIssue({ code: z.ZodIssueCode.custom, path: ["contactPreference"], message: "validation.textNeedsConsent" });
    }
  });
}

// ─── Choice lists (values are stored as they are; labels are translated in the UI) ─────────

export const preferredLanguages = supportedLanguages;
export const experienceLevels = ["None", "Beginner", "Intermediate", "Advanced"] as const;
export const timeframes = ["ASAP", "1 month", "3 months", "6 months", "Not sure"] as const;
export const contactPreferences = ["Email", "Phone", "Text"] as const;
export const educationLevels = ["high_school", "some_college", "associates", "bachelors", "masters_higher"] as const;
export const employmentStatuses = ["student", "unemployed", "part_time", "full_time", "self_employed"] as const;
export const howHeardOptions = ["social_media", "friend_family", "school", "online_search", "other"] as const;

/** "tax-services" → "Tax Services" (as a type too). */
type EnglishName<Slug extends string> = Slug extends `${infer Word}-${infer Rest}` ? `${Capitalize<Word>} ${EnglishName<Rest>}` : Capitalize<Slug>;
function englishName<Slug extends string>(slug: Slug): EnglishName<Slug> {
  return slug.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => `${dash ? " " : ""}${letter.toUpperCase()}`) as EnglishName<Slug>;
}

type ApplicationCategory = EnglishName<(typeof partnerCategories)[number]> | "Other";
/**
 * The partner application's categories: the directory's (app/partners/directory-options.ts), by
 * their English names as the application stores them (directoryCategoryFor maps them back), then "Other".
 */
export const partnerApplicationCategories: readonly [ApplicationCategory, ...ApplicationCategory[]] = [
  englishName(partnerCategories[0]),
  ...partnerCategories.slice(1).map(englishName),
  "Other",
];
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
