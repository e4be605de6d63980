/** The sources a lead is stored with, light (no zod): the forms' schemas and the admin pages' labels read them. */

/** Where a newsletter sign-up came from (the form's hidden `source`). */
export const newsletterSources = ["footer", "blog", "newsletter-page", "about-email-dialog"] as const;

/**
 * Every source a lead can be stored with besides a campaign code: the forms' fixed sources, the
 * newsletter's places, a sponsorship application without a campaign, and the spam trap.
 */
export const leadSources = ["website", "business-partner", "direct", "honeypot", ...newsletterSources] as const;
export type LeadSource = (typeof leadSources)[number];
