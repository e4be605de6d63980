import { describe, expect, it } from "vitest";
import { blogCategories } from "~/blog/blog-categories";
import { aboutContent } from "~/content/about";
import { licenseApplicationContent, sponsorshipApplicationContent } from "~/content/applications";
import { blogPageContent } from "~/content/blog/blog-page";
import { blogPostSources, blogPosts } from "~/content/blog/posts";
import { blogTagKeys, blogTagLabels } from "~/content/blog/tags";
import type { BlogPostText } from "~/content/blog/types";
import { courseEngineContent } from "~/content/course-engine";
import { privacyContent, termsContent } from "~/content/legal";
import { licenseJourneyContent } from "~/content/license-journey";
import type { Localized } from "~/content/localized";
import { partnerNetworkContent } from "~/content/partner-network";
import { creditResolutionContent } from "~/content/services/credit-resolution";
import { fixedIndexAnnuitiesContent } from "~/content/services/fixed-index-annuities";
import { healthInsuranceContent } from "~/content/services/health-insurance";
import { iulContent } from "~/content/services/iul";
import { longTermCareContent } from "~/content/services/long-term-care";
import { mortgageProtectionContent } from "~/content/services/mortgage-protection";
import { servicesIndexContent } from "~/content/services/services-index";
import { termInsuranceContent } from "~/content/services/term-insurance";
import { sponsorshipProgramContent, youthSponsorshipContent } from "~/content/sponsorship";
import { serviceSlugs } from "~/site/site";

const pageModules: Record<string, Localized<unknown>> = {
  about: aboutContent,
  licenseJourney: licenseJourneyContent,
  courseEngine: courseEngineContent,
  servicesIndex: servicesIndexContent,
  termInsurance: termInsuranceContent,
  fixedIndexAnnuities: fixedIndexAnnuitiesContent,
  mortgageProtection: mortgageProtectionContent,
  longTermCare: longTermCareContent,
  iul: iulContent,
  healthInsurance: healthInsuranceContent,
  creditResolution: creditResolutionContent,
  sponsorshipProgram: sponsorshipProgramContent,
  youthSponsorship: youthSponsorshipContent,
  partnerNetwork: partnerNetworkContent,
  privacy: privacyContent,
  terms: termsContent,
  licenseApplication: licenseApplicationContent,
  sponsorshipApplication: sponsorshipApplicationContent,
  blogPage: blogPageContent,
};

/** The shape of a value: object keys and array lengths, all the way down, with strings as "string". */
function shape(value: unknown): unknown {
  if (typeof value === "string") return "string";
  if (Array.isArray(value)) return value.map(shape);
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, child]) => [key, shape(child)]),
    );
  }
  return typeof value;
}

/** Every text in a value; `id`s (fragment ids, the same in both languages) are not text. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([key, child]) => (key === "id" ? [] : strings(child)));
  }
  return [];
}

describe("page content modules", () => {
  for (const [name, content] of Object.entries(pageModules)) {
    it(`${name}: English and Spanish have the same sections, keys and list lengths`, () => {
      expect(shape(content.es)).toEqual(shape(content.en));
    });

    it(`${name}: no empty text, and the Spanish is really translated`, () => {
      const english = strings(content.en);
      const spanish = strings(content.es);
      for (const text of [...english, ...spanish]) expect(text.trim(), name).not.toBe("");
      const untranslated = spanish.filter((text, index) => text === english[index] && text.length > 12);
      // Names (the founder, testimonial authors, cookie names) may be the same in both languages.
      expect(untranslated.length / spanish.length, untranslated.join(" | ")).toBeLessThan(0.15);
    });
  }

  it("give every page a title and description in both languages, all different", () => {
    const titles = Object.values(pageModules).flatMap((content) =>
      (["en", "es"] as const).map((language) => (content[language] as { meta: { title: string } }).meta.title),
    );
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("give the services index a summary for each of the seven services", () => {
    for (const language of ["en", "es"] as const) {
      expect(Object.keys(servicesIndexContent[language].summaries).sort()).toEqual([...serviceSlugs].sort());
    }
  });

  it("give the privacy policy the cookies section the footer links to", () => {
    for (const language of ["en", "es"] as const) {
      expect(privacyContent[language].sections.map((section) => section.id)).toContain("cookies");
    }
  });
});

/** Reading speed behind the stated read times: words per minute. */
const wordsPerMinute = 200;

/** The words a reader reads: the excerpt (the page's lead), then every heading, paragraph and list item, links as their labels. */
function readableWordCount(text: BlogPostText): number {
  const blocks = text.body.flatMap((block) => (block.type === "list" ? block.items : [block.text]));
  const visible = [text.excerpt, ...blocks].map((part) => part.replace(/\[([^\]]+)\]\(\/[^)\s]*\)/g, "$1"));
  return visible.join(" ").trim().split(/\s+/).length;
}

describe("blog posts", () => {
  it("are the 8 built-in posts with unique numeric ids", () => {
    const ids = blogPostSources.map((post) => post.id);
    expect(ids).toHaveLength(8);
    expect(new Set(ids).size).toBe(8);
    expect(ids.every((id) => Number.isInteger(id) && id > 0)).toBe(true);
  });

  it("have every field, read times of 6 to 11 minutes and known categories", () => {
    for (const post of blogPostSources) {
      expect(post.readTime, `post ${post.id}`).toBeGreaterThanOrEqual(6);
      expect(post.readTime, `post ${post.id}`).toBeLessThanOrEqual(11);
      expect(blogCategories).toContain(post.category);
      expect(post.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(post.author.trim()).not.toBe("");
      expect(post.tags.length).toBeGreaterThan(0);
    }
    expect(blogPostSources.some((post) => post.featured)).toBe(true);
  });

  it("cover most categories", () => {
    const used = new Set(blogPostSources.map((post) => post.category));
    expect(used.size).toBeGreaterThanOrEqual(blogCategories.length - 1);
  });

  it("have the same structure in English and Spanish: blocks of the same kinds in the same order", () => {
    for (const post of blogPostSources) {
      expect(shape(post.text.es), `post ${post.id}`).toEqual(shape(post.text.en));
      expect(post.text.es.body.map((block) => block.type)).toEqual(post.text.en.body.map((block) => block.type));
      expect(post.text.es.title).not.toBe(post.text.en.title);
    }
  });

  it("are real articles: an excerpt plus several paragraphs of real text", () => {
    for (const post of blogPostSources) {
      for (const language of ["en", "es"] as const) {
        const paragraphs = post.text[language].body.filter((block) => block.type === "paragraph");
        expect(paragraphs.length, `post ${post.id} ${language}`).toBeGreaterThanOrEqual(4);
        const words = strings([post.text[language].excerpt, post.text[language].body]).join(" ").split(/\s+/).length;
        expect(words, `post ${post.id} ${language}`).toBeGreaterThan(280);
        expect(strings(post.text[language]).join(" ")).not.toMatch(/lorem ipsum|\bTODO\b|\bTBD\b/);
      }
    }
  });

  it("state a read time that matches their length: within a minute of words / 200, in each language", () => {
    for (const post of blogPostSources) {
      for (const language of ["en", "es"] as const) {
        const words = readableWordCount(post.text[language]);
        const minutes = words / wordsPerMinute;
        const label = `post ${post.id} ${language}: ${words} words (${minutes.toFixed(1)} min) for a stated ${post.readTime} min`;
        expect(Math.abs(post.readTime - minutes), label).toBeLessThanOrEqual(1);
      }
    }
  });

  it("translate every tag in both languages", () => {
    for (const language of ["en", "es"] as const) {
      expect(Object.keys(blogTagLabels[language]).sort()).toEqual([...blogTagKeys].sort());
    }
    expect(blogPosts("es").map((post) => post.tags.length)).toEqual(blogPosts("en").map((post) => post.tags.length));
  });

  it("are listed newest first", () => {
    const dates = blogPosts("en").map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});
