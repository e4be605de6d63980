import type { Language } from "~/i18n/languages";
import { blogTagLabels } from "./tags";
import type { BlogPost, BlogPostSource } from "./types";
import { floridaLicenseGuide } from "./posts/01-florida-2-15-license-guide";
import { termVersusPermanentLife } from "./posts/02-term-vs-permanent-life";
import { fixedIndexAnnuitiesExplained } from "./posts/03-fixed-index-annuities-explained";
import { mortgageProtectionGuide } from "./posts/04-mortgage-protection-guide";
import { firstHomeInsuranceCosts } from "./posts/05-first-home-insurance-costs";
import { growingWithReferralPartnerships } from "./posts/06-growing-with-referral-partnerships";
import { taxAdvantagesOfLifeInsuranceAndAnnuities } from "./posts/07-tax-advantages-life-insurance-annuities";
import { planningLongTermCare } from "./posts/08-planning-long-term-care";

/** The 8 built-in posts, newest first. Server-side: loaders pick one language. */
export const blogPostSources: readonly BlogPostSource[] = [
  floridaLicenseGuide,
  termVersusPermanentLife,
  fixedIndexAnnuitiesExplained,
  mortgageProtectionGuide,
  firstHomeInsuranceCosts,
  growingWithReferralPartnerships,
  taxAdvantagesOfLifeInsuranceAndAnnuities,
  planningLongTermCare,
].sort((a, b) => b.date.localeCompare(a.date));

function localizePost(source: BlogPostSource, language: Language): BlogPost {
  const { text, tags, ...facts } = source;
  return { ...facts, ...text[language], tags: tags.map((tag) => blogTagLabels[language][tag]) };
}

/** Every post in one language, newest first. */
export function blogPosts(language: Language): BlogPost[] {
  return blogPostSources.map((source) => localizePost(source, language));
}
